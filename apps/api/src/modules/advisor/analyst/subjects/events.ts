import { openRangeOf, rangeOf } from '../read/time.ts';
import { type AnswerBuilder, fmt } from '../answer.ts';
import { HAZARD_TYPE_FR, inFrench } from '../../fr-terms.ts';
import type { Unit } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';
import { baseContext, type Context, type Handler, placesFor, PREFERENCE, sourceText } from './shared.ts';
import { AREA_METRICS, edgeAsked, EVENT_FIGURES, eventName, eventSpan, findEvents } from './event-records.ts';
import { departmentTotals, perOfQuestion, ratePerInhabitants } from './event-rates.ts';
import { sayAskedFields, sayEventCaveats, sayEventsTotal, whenSaid } from './event-fields.ts';
import { sayEventsDifference } from './event-difference.ts';
import { sayRecordRatio } from './record-ratio.ts';
import { sayEventShares } from './event-shares.ts';
import { sayEventParts } from './event-parts.ts';
import { sayGroupShares } from './event-groups.ts';
import { clauseHeadline, textTerms } from './event-clauses.ts';
import { asksAreaList, asksAreaRank, listEventAreas, rankEventAreas } from './event-areas.ts';
import { eventHeadline, type HeadlineArea, quoted } from './event-headline.ts';

/** Recorded flood events: their reported figures, by place, or the worst of them. */

/** "La pire inondation", "the deadliest flood": events ranked by one reported figure. */
const WORST =
  /\b(le plus de (maisons|personnes|morts|deces|victimes|sinistres|deplaces|familles|menages)|(touche|detruit|tue|deplace|affecte)e?s? le plus|the most (people|houses|deaths|damage)|most (people|houses|deaths)|pire|pires|worst|plus grave\w*|plus graves|plus meurtri\w*|deadliest|most (severe|serious|destructive|damaging)|plus importante?s?|plus devastat\w*|biggest|largest|plus lourd\w*|rank|ranked|ranking|classe[rz]?|classement|order them|trie[rz]?)\b/;

async function worstEvents(b: AnswerBuilder, q: ParsedQuestion, units: Unit[]): Promise<Context> {
  const deathsAsked = /\b(morts?|deces|meurtri\w*|deadliest|deaths?|killed|tues?|victimes)\b/.test(q.norm);
  // The figure the question ranks by: the one it names ("détruit le plus de maisons"), else deaths or people affected.
  const named = /\b(detrui\w*|destroy\w*|effondre\w*|collapsed)\b/.test(q.norm)
    ? 'houses_destroyed'
    : /\b(maisons inondees|houses flooded|flooded (houses|homes))\b/.test(q.norm)
      ? 'houses_flooded'
      : /\b(familles? deplacees?|families displaced|displaced families|familles)\b/.test(q.norm) &&
          /\b(deplace\w*|displaced)\b/.test(q.norm)
        ? 'families_displaced'
        : /\b(deplace\w*|displaced)\b/.test(q.norm)
          ? 'people_displaced'
          : null;
  const figure = EVENT_FIGURES.find((f) => f.column === (named ?? (deathsAsked ? 'deaths' : 'people_affected')))!;
  const events = await findEvents(b, q, null, units);
  const ranked = events
    .filter((e) => e[figure.column] !== null && e[figure.column] !== undefined)
    .sort((x, y) => Number(y[figure.column]) - Number(x[figure.column]));
  const unranked = events.length - ranked.length;
  const where = units.length
    ? b.t(` citant ${units.map((u) => u.name).join(', ')}`, ` naming ${units.map((u) => u.name).join(', ')}`)
    : '';
  const name = b.lang === 'fr' ? figure.fr.toLowerCase() : figure.en.toLowerCase();
  if (!ranked.length) {
    b.say(
      b.t(
        `Aucune inondation recensée${where} n'a de chiffre de ${name} dans nos sources : je ne peux pas dire laquelle fut la pire.`,
        `No recorded flood${where} has a figure for ${name} in our sources: I cannot say which was the worst.`,
      ),
    );
    b.missing(name);
    return baseContext(
      'flood_events',
      units.map((u) => u.pcode),
      [],
    );
  }
  const top = ranked[0]!;
  // The figure ranked by gets a column of its own when it is not one of the usual three.
  const extra = !['deaths', 'people_affected', 'people_displaced'].includes(figure.column);
  b.say(
    b.t(
      `**Selon le nombre de ${name} rapporté, l'inondation la plus lourde de notre base${where} est « ${top.name_fr} » (${top.year}) : ${fmt(Number(top[figure.column]), 'fr')}.**`,
      `**By the number of ${name} reported, the heaviest flood in our database${where} is "${top.name}" (${top.year}): ${fmt(Number(top[figure.column]), 'en')}.**`,
    ),
    '',
    `| ${b.t('Événement', 'Event')} | ${b.t('Année', 'Year')} | ${b.t('Décès', 'Deaths')} | ${b.t('Personnes affectées', 'People affected')} | ${b.t('Personnes déplacées', 'People displaced')} |${extra ? ` ${b.t(figure.fr, figure.en)} |` : ''}`,
    `|---|---|---|---|---|${extra ? '---|' : ''}`,
  );
  const cellOf = (v: unknown) =>
    v === null || v === undefined ? b.t('non rapporté', 'not reported') : fmt(Number(v), b.lang);
  for (const e of ranked.slice(0, 6)) {
    b.figure({
      label: b.lang === 'fr' ? figure.fr : figure.en,
      value: Number(e[figure.column]),
      kind: 'reported',
      period: e.start_date ?? String(e.year),
      place: eventName(e, b.lang),
      sourceIds: [e.source_id],
    });
    b.say(
      `| ${eventName(e, b.lang)} (${e.event_id}) | ${e.year} | ${cellOf(e.deaths)} | ${cellOf(e.people_affected)} | ${cellOf(e.people_displaced)} |${extra ? ` ${cellOf(e[figure.column])} |` : ''}`,
    );
  }
  b.caveat(
    b.t(
      `Les bilans viennent de sources différentes (gouvernement, FICR, OCHA…) et ne se comparent qu'avec prudence ; deux bilans d'un même épisode sont cités séparément, jamais additionnés.${unranked ? ` ${unranked} événement${unranked > 1 ? 's' : ''} sans chiffre de ${name} ne ${unranked > 1 ? 'sont' : 'est'} pas classé${unranked > 1 ? 's' : ''} : pas de donnée n'est pas zéro.` : ''}`,
      `The figures come from different sources (government, IFRC, OCHA…) and compare only with care; two records of one episode are cited apart, never added.${unranked ? ` ${unranked} event${unranked > 1 ? 's' : ''} without a figure for ${name} ${unranked > 1 ? 'are' : 'is'} not ranked: no data is not zero.` : ''}`,
    ),
  );
  return baseContext(
    'flood_events',
    units.map((u) => u.pcode),
    [],
    { eventIds: ranked.slice(0, 6).map((e) => e.event_id) },
  );
}

export const floodEvents: Handler = async (b, q, mentions, prev, idx) => {
  const { units } = placesFor(q, mentions, prev?.intent === 'flood_events' ? prev : null, idx, PREFERENCE.flood!);
  // ("the deadliest since 2010", "la pire entre 2009 et 2020": the worst of the span)
  if (WORST.test(q.norm) && (!q.years.length || rangeOf(q) || openRangeOf(q, null)))
    return worstEvents(
      b,
      q,
      units.filter((u) => u.level !== 'country'),
    );
  const events = await findEvents(
    b,
    q,
    prev,
    units.filter((u) => u.level !== 'country'),
  );
  const years = q.years.length ? q.years : (prev?.years ?? []);
  const when = whenSaid(b, q, years);
  // "Is Touba at risk of flooding?": the data records past floods; it measures no risk.
  if (/\b(risques?|risks?|at risk|menace\w*|threat\w*|exposee?s?|exposed)\b/.test(q.norm))
    b.say(
      b.t(
        "Nos données ne mesurent pas le risque d'inondation ; voici les inondations recensées qui citent ce lieu, à lire comme l'exposition passée.",
        'Our data does not measure flood risk; here are the recorded floods that name this place, to be read as past exposure.',
      ),
      '',
    );
  // The headline goes here, once the details are written (eventHeadline).
  const start = b.lines.length;
  if (!events.length) {
    const all = await b.run<{ year: number }>('select distinct year from knowledge.flood_event order by year');
    b.say(
      b.t(
        `Aucun événement d'inondation ${when ? `pour ${when} ` : ''}n'est recensé dans nos données : pas de données à ce sujet. Années couvertes : ${all.map((r) => r.year).join(', ')}.`,
        `No flood event ${when ? `for ${when} ` : ''}is recorded in our data: no data on it. Years covered: ${all.map((r) => r.year).join(', ')}.`,
      ),
    );
    b.missing(b.t(`inondations ${when}`, `floods ${when}`));
    return baseContext(
      'flood_events',
      units.map((u) => u.pcode),
      years,
    );
  }
  const asked = EVENT_FIGURES.filter((f) => f.words.test(q.norm));
  const per = perOfQuestion(q);
  // "Total affected over the departments hit": the departments' figures, added where reported.
  const sumAsked =
    /\b(total|totaux|somme|additionn\w*|sum|summed|add up|adding up|cumul\w*)\b/.test(q.norm) &&
    /\b(departements?|departments?|depts?)\b/.test(q.norm);
  const depts = units.flatMap((u) =>
    u.level === 'department' ? [u] : u.level === 'region' ? [] : u.department ? [idx.get(u.department)!] : [],
  );
  const regions = units.filter((u) => u.level === 'region');
  // "Quel département a été le plus touché par les inondations de 2020 ?": the event's places ranked.
  const dated =
    (q.years.length > 0 || q.month !== null || !!prev?.eventIds?.length) && !depts.length && !regions.length;
  const areaRank = dated && asksAreaRank(q);
  const areaList = dated && !areaRank && asksAreaList(q);
  if (
    events.length > 1 &&
    events.some((e) => e.year === events[0]!.year) &&
    new Set(events.map((e) => e.year)).size < events.length
  )
    b.caveat(
      b.t(
        'Quand deux sources donnent des bilans différents pour un même épisode, les deux sont cités et jamais additionnés.',
        'When two sources give different figures for one episode, both are cited and never added up.',
      ),
    );
  const areas: HeadlineArea[] = [];
  let lead: string | undefined;
  const listed: string[] = [];
  for (const e of events) {
    b.period(e.start_date ?? String(e.year));
    const dates = eventSpan(e.start_date, e.end_date, b.lang);
    b.say(`### ${eventName(e, b.lang)} (${e.event_id}${dates ? `, ${dates}` : ''})`, '');
    const ranked = b.lines.length;
    if (areaRank) await rankEventAreas(b, q, e);
    else if (areaList) listed.push(...(await listEventAreas(b, e)));
    // One event's places ranked: the place hit hardest is the answer, said first.
    const top = b.lines.findIndex((l, i) => i >= ranked && l.startsWith('**'));
    if (areaRank && events.length === 1 && top !== -1) lead = b.lines.splice(top, b.lines[top + 1] === '' ? 2 : 1)[0];
    if (e.hazard_type)
      b.say(`- ${b.t('Type', 'Type')} : ${b.lang === 'fr' ? inFrench(HAZARD_TYPE_FR, e.hazard_type) : e.hazard_type}`);
    if (e.main_areas) b.say(`- ${b.t('Zones principales', 'Main areas')} : ${sourceText(b, e.main_areas)}`);
    const reported: string[] = [];
    for (const f of EVENT_FIGURES) {
      const v = e[f.column] as number | null;
      if (v !== null && v !== undefined) {
        b.figure({
          label: b.lang === 'fr' ? f.fr : f.en,
          value: Number(v),
          kind: 'reported',
          period: e.start_date ?? String(e.year),
          place: e.main_areas ? sourceText(b, e.main_areas) : undefined,
          sourceIds: [e.source_id],
        });
        b.say(`- ${b.lang === 'fr' ? f.fr : f.en} : **${fmt(Number(v), b.lang)}**`);
        reported.push(f.column);
      } else if (asked.includes(f)) {
        b.say(
          `- ${b.lang === 'fr' ? f.fr : f.en} : ${b.t('non rapporté dans nos sources', 'not reported in our sources')}`,
        );
        b.missing(`${e.event_id}: ${b.lang === 'fr' ? f.fr : f.en}`);
      }
    }
    if (!reported.length)
      b.say(
        b.t(
          '- Aucun bilan chiffré (décès, personnes affectées…) n’est rapporté dans nos sources pour cet événement.',
          '- No figures (deaths, people affected…) are reported in our sources for this event.',
        ),
      );
    if (e.other_impacts)
      b.say(`- ${b.t('Autres impacts rapportés', 'Other reported impacts')} : ${sourceText(b, e.other_impacts)}`);
    if (e.notes) b.say(`- ${b.t('Notes de la source', 'Source notes')} : ${sourceText(b, e.notes)}`);
    await sayAskedFields(b, q, e);
    b.figure({ label: 'event', value: e.event_id, sourceIds: [e.source_id] });
    // Per-department figures for the places asked about.
    const areaPcodes = [...depts.map((d) => d.pcode)];
    const areaRows: { pcode: string; metric: string; value: number | null; source_id: string }[] = [];
    if (areaPcodes.length || regions.length) {
      const rows = await b.run<{
        pcode: string;
        name: string;
        metric: string;
        value: number | null;
        certainty: string | null;
        page: string | null;
        excerpt: string | null;
        source_id: string;
      }>(
        `select a.pcode, u.name, a.metric, a.value, a.certainty, a.page, a.excerpt, a.source_id from knowledge.flood_event_area a join knowledge.unit u on u.pcode = a.pcode
         where a.event_id = $1 and (a.pcode = any($2::text[]) or u.region_pcode = any($3::text[])) order by u.name, a.metric`,
        [e.event_id, areaPcodes, regions.map((r) => r.pcode)],
      );
      areaRows.push(...rows);
      areas.push(
        ...rows.map((r) => ({
          event_id: e.event_id,
          pcode: r.pcode,
          metric: r.metric,
          value: r.value,
          excerpt: r.excerpt,
        })),
      );
      for (const d of [...depts, ...regions]) {
        b.place(d);
        const mine = rows.filter((r) => r.pcode === d.pcode || idx.get(r.pcode)?.region === d.pcode);
        if (!mine.length) {
          b.say(
            b.t(
              `- **${d.name}** : aucun chiffre n'est rapporté pour ce lieu dans cet événement (non rapporté dans nos sources).`,
              `- **${d.name}**: no figure is reported for this place in this event (not reported in our sources).`,
            ),
          );
          b.missing(`${e.event_id}: ${d.name}`);
          continue;
        }
        for (const r of mine) {
          const label = AREA_METRICS[r.metric]?.[b.lang === 'fr' ? 0 : 1] ?? r.metric;
          if (r.value === null)
            b.say(
              `- **${r.name}** — ${label}${r.metric === 'mentioned_affected' ? '' : ` : ${b.t('non rapporté', 'not reported')}`}${r.excerpt ? ` (${quoted(b, r.excerpt)})` : ''}`,
            );
          else {
            b.figure({
              label,
              value: r.value,
              kind: 'reported',
              place: r.name,
              period: e.start_date ?? String(e.year),
              sourceIds: [r.source_id],
            });
            b.say(
              `- **${r.name}** — ${label} : **${fmt(r.value, b.lang)}**${r.page ? ` (p. ${r.page})` : ''}${r.excerpt ? ` — ${quoted(b, r.excerpt)}` : ''}`,
            );
            if (per !== null && idx.get(r.pcode)?.level === 'department')
              await ratePerInhabitants(
                b,
                per,
                { pcode: r.pcode, name: r.name },
                { label, value: r.value, sourceId: r.source_id },
              );
          }
        }
        const askedHere = asked.filter((f) => !mine.some((r) => r.metric === f.column && r.value !== null));
        for (const f of askedHere) {
          if (mine.some((r) => r.metric === f.column)) continue;
          b.say(
            b.t(
              `- **${d.name}** — ${f.fr} : non rapporté dans nos sources pour ce lieu.`,
              `- **${d.name}** — ${f.en}: not reported in our sources for this place.`,
            ),
          );
          b.missing(`${e.event_id} ${d.name}: ${b.lang === 'fr' ? f.fr : f.en}`);
        }
      }
    }
    // "Au total dans les départements de Pikine et Thiès", "…de la région de Dakar": one event's figures of one source, added up.
    const inRegion = (r: Unit) => areaRows.flatMap((a) => (idx.get(a.pcode)?.region === r.pcode ? [a.pcode] : []));
    const groups = [depts.length >= 2 ? depts.map((d) => d.pcode) : [], ...regions.map(inRegion)];
    for (const pcodes of groups) sayDepartmentSum(b, e, areaRows, pcodes);
    sayEventShares(b, q, e, asked, areaRows);
    sayGroupShares(b, q, e);
    if (sumAsked && !depts.length && !regions.length) {
      const f = asked.find((x) => AREA_METRICS[x.column]) ?? EVENT_FIGURES.find((x) => x.column === 'people_affected')!;
      await departmentTotals(b, e, f.column, b.lang === 'fr' ? f.fr : f.en);
    }
    b.say('');
  }
  // "Au total, combien de déplacés lors de ces deux épisodes ?": a figure of distinct episodes added up.
  const figure =
    asked.find((f) => f.column === 'families_displaced' && /\b(deplace\w*|displaced)\b/.test(q.norm)) ??
    asked.find((f) => /^(families|households)/.test(f.column)) ??
    asked[0];
  const totalAt = b.lines.length;
  sayEventsTotal(b, q, events, figure);
  sayEventsDifference(b, q, events, figure);
  await sayEventParts(b, q, events, figure, [...depts, ...regions]);
  sayRecordRatio(
    b,
    q,
    events.map((e) => [e.notes, e.other_impacts].filter(Boolean).join(' ')),
    events.map((e) => EVENT_FIGURES.flatMap((f) => (e[f.column] == null ? [] : [Number(e[f.column])]))),
  );
  // The first line answers: a total asked, the place hit hardest, else the headline of what was asked.
  const headline = b.lines.length > totalAt ? b.lines.splice(totalAt) : lead ? [lead, ''] : [];
  // (a fact only the floods' texts hold, no figure of theirs asked: the statements that hold it)
  if (!headline.length && !asked.length) headline.push(...clauseHeadline(b, events, textTerms(q, mentions)));
  // (Several events' places ranked, or listed: each event's section answers for itself.)
  if (!headline.length && !areaList && !areaRank)
    headline.push(
      ...eventHeadline(b, {
        events,
        // The figure the answer is about first ("familles déplacées": families, not people).
        asked: figure ? [figure, ...asked.filter((x) => x !== figure)] : asked,
        places: [...depts, ...regions],
        areas,
        when,
        day: q.day !== null,
        edge: !years.length && q.month === null ? edgeAsked(q) : null,
        within: (pcode, place) => pcode === place.pcode || idx.get(pcode)?.region === place.pcode,
      }),
      '',
    );
  b.lines.splice(start, 0, ...headline);
  sayEventCaveats(b, events);
  return baseContext(
    'flood_events',
    // (the places listed, when none was asked: "…et quelle est leur population ?")
    units.length || !listed.length ? units.map((u) => u.pcode) : [...new Set(listed)],
    years,
    {
      month: q.month ?? prev?.month ?? null,
      day: q.day,
      eventIds: events.map((e) => e.event_id),
      // The figure asked ("déplacées"), so "et pour l'eau ?" means water for those people.
      // Families or households named come first: "combien de familles déplacées ?" counts families.
      metric:
        (
          asked.find((f) => f.column === 'families_displaced' && /\b(deplace\w*|displaced)\b/.test(q.norm)) ??
          asked.find((f) => /^(families|households)/.test(f.column)) ??
          asked.find((f) => f.column.startsWith('people_'))
        )?.column ?? null,
    },
  );
};

/** The departments' figures of one event and one metric, added up when two or more are reported. */
function sayDepartmentSum(
  b: AnswerBuilder,
  e: { event_id: string; start_date?: string | null; year: number },
  rows: { pcode: string; metric: string; value: number | null; source_id: string }[],
  pcodes: string[],
): void {
  const metrics = [...new Set(rows.map((r) => r.metric))];
  for (const metric of metrics) {
    const mine = rows.filter((r) => r.metric === metric && r.value !== null && pcodes.includes(r.pcode));
    if (mine.length < 2 || new Set(mine.map((r) => r.source_id)).size > 1) continue;
    const total = mine.reduce((s, r) => s + Number(r.value), 0);
    const label = AREA_METRICS[metric]?.[b.lang === 'fr' ? 0 : 1] ?? metric;
    b.figure({
      label: `${label} — ${b.t('total', 'total')}`,
      value: total,
      kind: 'computed',
      period: e.start_date ?? String(e.year),
      sourceIds: [mine[0]!.source_id],
    });
    b.say(
      b.t(
        `- **Total** — ${label} : **${fmt(total, 'fr')}** — calculé : ${mine.map((r) => fmt(Number(r.value), 'fr')).join(' + ')} (une seule source).`,
        `- **Total** — ${label}: **${fmt(total, 'en')}** — computed: ${mine.map((r) => fmt(Number(r.value), 'en')).join(' + ')} (one source).`,
      ),
    );
  }
}
