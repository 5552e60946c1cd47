import { fmt, placeLabel } from '../answer.ts';
import { baseContext, type Handler, placesFor, PREFERENCE } from './shared.ts';
import { kindText, POP_YEARS, populationOf } from './population-figures.ts';
import { AREA_METRICS, eventName } from './event-records.ts';
import { FACILITY_NAMES } from './health.ts';
import { VULN } from './vulnerability-overview.ts';

/** A profile of one place through every data set. */

/**
 * "Résumé de la situation à Matam": one place through every data set: population (census and
 * this year's projection), the recorded floods that name it, health facilities, household
 * vulnerability. Each part says where it comes from, or that the data has nothing.
 */
export const profile: Handler = async (b, q, mentions, prev, idx) => {
  const { units } = placesFor(q, mentions, prev?.intent === 'profile' ? prev : null, idx, PREFERENCE.population!);
  const u = units[0];
  if (!u) {
    b.say(
      b.t(
        'De quel lieu voulez-vous le résumé ? Nommez une région, un département ou une commune.',
        'Which place do you want summarised? Name a region, department or commune.',
      ),
    );
    return baseContext('profile', [], []);
  }
  const region = u.level === 'region' || u.level === 'country' ? u : (idx.get(u.region ?? '') ?? null);
  const label = placeLabel(u, b.lang);
  b.place(u);
  b.say(b.t(`**${label} : ce que disent nos données**`, `**${label}: what our data says**`), '');

  // Population: the 2023 census and this year's ANSD projection.
  const thisYear = Math.min(Math.max(new Date().getUTCFullYear(), POP_YEARS.first), POP_YEARS.last);
  b.say(`#### ${b.t('Population', 'Population')}`, '');
  for (const year of [...new Set([2023, thisYear])]) {
    const row = await populationOf(b, u, year, 'ANSD');
    b.figure({
      label: b.t('Population', 'Population'),
      value: row?.value ?? null,
      kind: row?.kind,
      place: u.name,
      level: u.level,
      period: String(year),
      sourceIds: row ? [row.source_id] : [],
    });
    b.say(
      `- ${year} : ${row?.value == null ? b.t('non rapportée dans nos sources', 'not reported in our sources') : `**${fmt(row.value, b.lang)}** (${kindText(b, row.kind, row.producer, year)})`}`,
    );
    b.period(year);
  }

  // Floods: the recorded events that name the place or a place within it.
  const events = await b.run<{
    event_id: string;
    year: number;
    name: string;
    name_fr: string;
    metric: string | null;
    value: number | null;
    source_id: string;
    area_pcode: string;
    area: string;
  }>(
    `select e.event_id, e.year, e.name, e.name_fr, a.metric, a.value, a.source_id, d.pcode as area_pcode, coalesce(a.place_as_written, d.name) as area
     from knowledge.flood_event e join knowledge.flood_event_area a using (event_id) join knowledge.unit d on d.pcode = a.pcode
     where d.pcode = $1 or d.region_pcode = $1 or d.department_pcode = $1 or d.parent_pcode = $1
     order by e.year, e.event_id, a.metric`,
    [u.pcode],
  );
  const byEvent = new Map<string, typeof events>();
  for (const e of events) byEvent.set(e.event_id, [...(byEvent.get(e.event_id) ?? []), e]);
  b.say('', `#### ${b.t('Inondations recensées', 'Recorded floods')} (${byEvent.size})`, '');
  if (!byEvent.size)
    b.say(
      b.t(
        `- Aucune inondation de notre base (2005–2024) ne cite ${label}. Cela ne veut pas dire qu'il n'y en a pas eu.`,
        `- No flood in our database (2005–2024) names ${label}. That does not mean there was none.`,
      ),
    );
  for (const [id, rows] of byEvent) {
    const first = rows[0]!;
    const figures = rows
      .filter((r) => r.metric && r.metric !== 'mentioned_affected' && r.value !== null)
      .map((r) => {
        const metric = AREA_METRICS[r.metric!]?.[b.lang === 'fr' ? 0 : 1] ?? r.metric!;
        // A figure for a place within this one says which: figures of two places are never added.
        const where = r.area_pcode === u.pcode ? u.name : r.area;
        b.figure({ label: metric, value: r.value, place: where, period: String(first.year), sourceIds: [r.source_id] });
        return `${metric}${r.area_pcode === u.pcode ? '' : ` (${r.area})`} : ${fmt(r.value!, b.lang)}`;
      });
    b.cite(rows.map((r) => r.source_id));
    b.say(
      `- ${first.year} — ${eventName(first, b.lang)} (${id})${figures.length ? ` : ${figures.join(b.lang === 'fr' ? ' ; ' : '; ')}` : b.t(' : cité comme touché, sans chiffre pour ce lieu', ': named as affected, no figure for this place')}`,
    );
  }

  // Health facilities: full counts by region; geolocated ones only below (the GPS gaps).
  const health = await b.run<{
    facility_type: string;
    n_facilities: number | null;
    n_geolocated: number | null;
    source_id: string;
  }>(
    `select facility_type, n_facilities, n_geolocated, source_id from knowledge.health_facility where pcode = $1 order by n_facilities desc nulls last`,
    [u.pcode],
  );
  b.say('', `#### ${b.t('Structures de santé', 'Health facilities')}`, '');
  if (!health.length)
    b.say(
      b.t(
        `- Pas de décompte pour ${label} dans nos sources (il existe par région et par département).`,
        `- No count for ${label} in our sources (counts exist per region and department).`,
      ),
    );
  const regionLevel = u.level === 'region';
  for (const h of health) {
    const value = regionLevel ? h.n_facilities : h.n_geolocated;
    const name = FACILITY_NAMES[h.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? h.facility_type;
    b.figure({
      label: regionLevel ? name : `${name} (${b.t('géolocalisées', 'geolocated')})`,
      value,
      place: u.name,
      level: u.level,
      sourceIds: [h.source_id],
    });
    b.say(`- ${name} : ${value === null ? b.t('non rapporté', 'not reported') : fmt(value, b.lang)}`);
  }
  if (health.length && !regionLevel)
    b.caveat(
      b.t(
        'Sous le niveau régional, seules les structures géolocalisées sont comptées : ces chiffres sous-estiment le total là où le GPS manque.',
        'Below region level only geolocated facilities are counted: these figures undercount where GPS is missing.',
      ),
    );

  // Household vulnerability: regional indicators (EHCVM 2021–2022).
  b.say(
    '',
    `#### ${b.t('Vulnérabilité des ménages', 'Household vulnerability')}${region && region !== u ? b.t(` (région de ${region.name})`, ` (${region.name} region)`) : ''}`,
    '',
  );
  const vuln = region
    ? (
        await b.run<Record<string, number | null> & { source_id: string }>(
          `select * from knowledge.vulnerability where pcode = $1`,
          [region.pcode],
        )
      )[0]
    : undefined;
  if (!vuln)
    b.say(
      b.t(
        '- Pas d’indicateur de vulnérabilité pour ce lieu dans nos sources.',
        '- No vulnerability indicator for this place in our sources.',
      ),
    );
  else {
    for (const c of VULN.filter((v) => v.column !== 'food_insecurity_severe_pct')) {
      const v = vuln[c.column] as number | null;
      b.figure({
        label: b.lang === 'fr' ? c.fr : c.en,
        value: v,
        unit: '%',
        place: region!.name,
        period: '2021–2022',
        sourceIds: [vuln.source_id],
      });
      b.say(
        `- ${b.lang === 'fr' ? c.fr : c.en} : ${v === null ? b.t('non rapporté', 'not reported') : `${fmt(v, b.lang, 1)} %`}`,
      );
    }
    b.period('2021–2022');
  }
  b.say(
    '',
    b.t(
      'Pour estimer les besoins d’une population sinistrée, demandez par exemple « Quels sont les besoins pour 5 000 personnes ? ».',
      'To estimate the needs of affected people, ask for example "What are the needs for 5,000 people?".',
    ),
  );
  return baseContext('profile', [u.pcode], []);
};
