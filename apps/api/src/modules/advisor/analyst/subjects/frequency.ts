import { baseContext, type Handler, PREFERENCE, resolve } from './shared.ts';
import { rangeOf } from '../read/time.ts';
import { eventName } from './event-records.ts';
import { asksYearOfMostEvents, eventsPerYear } from './events-per-year.ts';

/** How often floods are recorded: events of a year, or departments by count of events. */

export const frequency: Handler = async (b, q, mentions, prev, idx) => {
  if (asksYearOfMostEvents(q)) return eventsPerYear(b, q);
  // "How many flood events were recorded in 2022?": the events of those years, counted.
  if (q.years.length) {
    // "Between 2012 and 2019": every year of the span.
    const span = rangeOf(q);
    const years = span ? Array.from({ length: span[1] - span[0] + 1 }, (_, i) => span[0] + i) : q.years;
    const rows = await b.run<{
      event_id: string;
      year: number;
      name: string;
      name_fr: string;
      start_date: string | null;
      source_id: string;
    }>(
      `select event_id, year, name, name_fr, start_date, source_id from knowledge.flood_event where year = any($1::int[]) order by year, start_date nulls last, event_id`,
      [years],
    );
    const when = span ? `${span[0]}–${span[1]}` : q.years.join(', ');
    b.figure({
      label: b.t('Événements d’inondation recensés', 'Recorded flood events'),
      value: rows.length,
      kind: 'computed',
      period: when,
      sourceIds: rows.map((r) => r.source_id),
    });
    for (const y of new Set(rows.map((r) => r.year))) b.period(y);
    b.say(
      b.t(
        `**${rows.length} événement${rows.length > 1 ? 's' : ''} d'inondation recensé${rows.length > 1 ? 's' : ''} dans notre base pour ${when}**${rows.length ? ' :' : '.'}`,
        `**${rows.length} flood event${rows.length === 1 ? '' : 's'} recorded in our database for ${when}**${rows.length ? ':' : '.'}`,
      ),
    );
    if (rows.length) b.say('');
    for (const r of rows) b.say(`- ${eventName(r, b.lang)} (${r.event_id}${r.start_date ? `, ${r.start_date}` : ''})`);
    b.caveat(
      b.t(
        'Notre base recense les inondations documentées par des sources publiques (2005–2024) ; un épisode non documenté n’y figure pas, et deux bilans d’un même épisode y sont deux fiches.',
        'Our database records the floods documented by public sources (2005–2024); an undocumented episode is not in it, and two records of one episode are two entries.',
      ),
    );
    return baseContext('flood_events', [], q.years, { eventIds: rows.map((r) => r.event_id) });
  }
  const resolved = resolve(mentions, PREFERENCE.flood!);
  const region = resolved.find((r) => r.unit.level === 'region')?.unit ?? null;
  const dept = resolved.find((r) => r.unit.level === 'department')?.unit ?? null;
  const rows = await b.run<{ pcode: string; name: string; n: number; events: string }>(
    `select u.pcode, u.name, count(distinct a.event_id)::int as n, string_agg(distinct a.event_id, ', ' order by a.event_id) as events
     from knowledge.flood_event_area a join knowledge.unit u on u.pcode = a.pcode
     where ($1::text is null or u.region_pcode = $1) and ($2::text is null or u.pcode = $2)
     group by u.pcode, u.name having ($3::int is null or count(distinct a.event_id) >= $3) order by n desc, u.name`,
    [region?.pcode ?? null, dept?.pcode ?? null, q.threshold && q.threshold.op === '>=' ? q.threshold.value : null],
  );
  const events = await b.run<{ source_id: string }>('select distinct source_id from knowledge.flood_event_area');
  const sources = events.map((e) => e.source_id);
  if (dept) {
    b.place(dept);
    const r = rows[0];
    const n = r?.n ?? 0;
    b.figure({
      label: b.t('Événements distincts', 'Distinct events'),
      value: n,
      kind: 'computed',
      place: dept.name,
      sourceIds: sources,
    });
    b.say(
      b.t(
        `**${dept.name} apparaît dans ${n} événement${n > 1 ? 's' : ''} d'inondation distinct${n > 1 ? 's' : ''} de notre base**${r ? ` : ${r.events}.` : '.'}`,
        `**${dept.name} appears in ${n} distinct flood event${n === 1 ? '' : 's'} in our database**${r ? `: ${r.events}.` : '.'}`,
      ),
    );
  } else {
    if (region) b.place(region);
    const list = q.threshold
      ? rows
      : rows.filter((r) => r.n === rows[0]?.n).concat(rows.filter((r) => r.n !== rows[0]?.n).slice(0, 4));
    b.say(
      b.t(
        `**Départements${region ? ` de la région de ${region.name}` : ''} cités dans le plus grand nombre d'événements d'inondation distincts${q.threshold ? ` (au moins ${q.threshold.value})` : ''}**`,
        `**Departments${region ? ` of ${region.name} region` : ''} named in the most distinct flood events${q.threshold ? ` (at least ${q.threshold.value})` : ''}**`,
      ),
      '',
      `| ${b.t('Département', 'Department')} | ${b.t('Événements distincts', 'Distinct events')} | ${b.t('Événements', 'Events')} |`,
      '|---|---|---|',
    );
    for (const r of list) {
      b.place(idx.get(r.pcode)!);
      b.figure({
        label: b.t('Événements distincts', 'Distinct events'),
        value: r.n,
        kind: 'computed',
        place: r.name,
        sourceIds: [],
      });
      b.say(`| ${r.name} | ${r.n} | ${r.events} |`);
    }
    if (rows[0])
      b.say(
        '',
        b.t(
          `En tête : **${rows[0].name}** avec **${rows[0].n}** événements.`,
          `Top: **${rows[0].name}** with **${rows[0].n}** events.`,
        ),
      );
  }
  b.caveat(
    b.t(
      'Compte des événements distincts où le département est cité (avec ou sans chiffre) dans le bilan par lieu d’une inondation ; les deux bilans de 2009 (FICR, gouvernement) comptent comme deux fiches.',
      'Counts distinct events in which the department is named (with or without a figure) in flood_event_areas; the two 2009 records (IFRC, government) count as two.',
    ),
  );
  return baseContext(
    'frequency',
    [region?.pcode, dept?.pcode].filter((p): p is string => !!p),
    [],
  );
};
