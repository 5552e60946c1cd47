import { type AnswerBuilder, fmt, placeLabel } from '../answer.ts';
import type { PlaceIndex } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';
import { baseContext, type Context, type Handler, placesFor, PREFERENCE } from './shared.ts';

/** Health facilities of a place by type, or regions ranked by their count. */

const FACILITY_TYPES: [RegExp, string][] = [
  [/\b(hopita(l|ux)|hospitals?)\b/, 'hopital'],
  [/\b(centres? de sante|health cent(er|re)s?)\b/, 'centre de sante'],
  [/\b(postes? de sante|health posts?)\b/, 'poste de sante'],
  [/\b(cases? de sante|health huts?)\b/, 'case de sante'],
];
export const FACILITY_NAMES: Record<string, [string, string]> = {
  hopital: ['Hôpitaux', 'Hospitals'],
  'centre de sante': ['Centres de santé', 'Health centres'],
  'poste de sante': ['Postes de santé', 'Health posts'],
  'case de sante': ['Cases de santé', 'Health huts'],
  autre: ['Autres', 'Other'],
};

/** Singular names and French gender, for "1 hôpital, dont 1 géolocalisé". */
const FACILITY_SINGULAR: Record<string, [string, string, 'm' | 'f']> = {
  hopital: ['hôpital', 'hospital', 'm'],
  'centre de sante': ['centre de santé', 'health centre', 'm'],
  'poste de sante': ['poste de santé', 'health post', 'm'],
  'case de sante': ['case de santé', 'health hut', 'f'],
};

/** "N {type}, dont M géolocalisé(s)" with French agreement (0 and 1 take the singular). */
function facilityCount(type: string | null, total: number, geo: number, lang: 'fr' | 'en'): string {
  const [singularFr, singularEn, gender] = (type && FACILITY_SINGULAR[type]) || [
    'structure de santé',
    'health facility',
    'f',
  ];
  const pluralFr = type ? FACILITY_NAMES[type]![0].toLowerCase() : 'structures de santé';
  const pluralEn = type ? FACILITY_NAMES[type]![1].toLowerCase() : 'health facilities';
  if (lang === 'en')
    return `${fmt(total, 'en')} ${total === 1 ? singularEn : pluralEn}, of which ${fmt(geo, 'en')} geolocated`;
  const name = total <= 1 ? singularFr : pluralFr;
  const located = `géolocalisé${gender === 'f' ? 'e' : ''}${geo > 1 ? 's' : ''}`;
  return `${fmt(total, 'fr')} ${name}, dont ${fmt(geo, 'fr')} ${located}`;
}

/** Regions ranked by their count of one facility type (or of all), with the per-1,000 rate said. */
async function healthRanking(
  b: AnswerBuilder,
  q: ParsedQuestion,
  type: string | null,
  idx: PlaceIndex,
): Promise<Context> {
  const fewest = /\b(le moins|moins de|fewest|least|lowest)\b/.test(q.norm);
  const rows = await b.run<{ pcode: string; name: string; n: number; source_id: string }>(
    `select u.pcode, u.name, sum(h.n_facilities)::int as n, min(h.source_id) as source_id
     from knowledge.health_facility h join knowledge.unit u using (pcode)
     where u.level = 'region' and ($1::text is null or h.facility_type = $1) and h.n_facilities is not null
     group by u.pcode, u.name order by n ${fewest ? 'asc' : 'desc'}, u.name`,
    [type],
  );
  const typeName = type
    ? FACILITY_NAMES[type]![b.lang === 'fr' ? 0 : 1].toLowerCase()
    : b.t('structures de santé', 'health facilities');
  const top = rows[0];
  if (!top) {
    b.say(
      b.t(
        `Pas de décompte des ${typeName} par région dans nos sources.`,
        `No count of ${typeName} by region in our sources.`,
      ),
    );
    b.missing(typeName);
    return baseContext('health', [], [], { facilityType: type });
  }
  b.say(
    b.t(
      `**Régions classées par nombre de ${typeName} : ${fewest ? 'le moins' : 'le plus'} à ${top.name} (${fmt(top.n, 'fr')})**`,
      `**Regions ranked by number of ${typeName}: ${fewest ? 'fewest' : 'most'} in ${top.name} (${fmt(top.n, 'en')})**`,
    ),
    '',
    `| ${b.t('Région', 'Region')} | ${b.t('Nombre', 'Number')} |`,
    '|---|---|',
  );
  for (const r of rows) {
    b.place(idx.get(r.pcode)!);
    b.figure({
      label: type ? FACILITY_NAMES[type]![b.lang === 'fr' ? 0 : 1] : b.t('Structures de santé', 'Health facilities'),
      value: r.n,
      place: r.name,
      sourceIds: [r.source_id],
    });
    b.say(`| ${r.name} | ${fmt(r.n, b.lang)} |`);
  }
  // A region without a row has no count in our sources, which is not zero.
  const absent = [...idx.units.values()]
    .filter((u) => u.level === 'region' && !rows.some((r) => r.pcode === u.pcode))
    .map((u) => u.name)
    .sort();
  if (absent.length) {
    b.say(
      '',
      b.t(
        `Sans chiffre dans nos sources (pas zéro) : ${absent.join(', ')}.`,
        `No figure in our sources (not zero): ${absent.join(', ')}.`,
      ),
    );
    for (const name of absent) b.missing(`${typeName} — ${name}`);
  }
  b.caveat(
    b.t(
      'Un nombre de structures ne dit rien de leur capacité (lits, personnel) ni de la population desservie.',
      'A number of facilities says nothing of their capacity (beds, staff) nor of the population served.',
    ),
  );
  return baseContext('health', [], [], { facilityType: type });
}

export const health: Handler = async (b, q, mentions, prev, idx) => {
  const { units: found } = placesFor(q, mentions, prev?.intent === 'health' ? prev : null, idx, PREFERENCE.region!);
  const type =
    FACILITY_TYPES.find(([re]) => re.test(q.norm))?.[1] ?? (mentions.length || !prev ? null : prev.facilityType);
  // "Quelles régions ont le plus de cases de santé ?": regions ranked (full counts exist by region).
  if (
    found.every((u) => u.level === 'country') &&
    /\b(regions|quelles? regions?|which regions?|le plus|plus de|most|the highest|le moins|moins de|fewest|least|classe\w*|rank\w*)\b/.test(
      q.norm,
    ) &&
    /\b(regions?)\b/.test(q.norm)
  )
    return healthRanking(b, q, type, idx);
  const units = found.length ? found : [idx.get('SN')!];
  for (const u0 of units) {
    const u = u0.level === 'commune' || u0.level === 'arrondissement' ? idx.get(u0.department ?? '')! : u0;
    b.place(u);
    if (u.level === 'department') {
      const rows = await b.run<{ facility_type: string; n_geolocated: number; source_id: string }>(
        `select facility_type, n_geolocated, source_id from knowledge.health_facility where pcode = $1 and ($2::text is null or facility_type = $2) order by n_geolocated desc`,
        [u.pcode, type],
      );
      const total = rows.reduce((s, r) => s + r.n_geolocated, 0);
      b.say(
        b.t(
          `**Structures de santé géolocalisées dans ${placeLabel(u, 'fr')} : ${fmt(total, 'fr')}**`,
          `**Geolocated health facilities in ${placeLabel(u, 'en')}: ${fmt(total, 'en')}**`,
        ),
        '',
        `| ${b.t('Type', 'Type')} | ${b.t('Géolocalisées', 'Geolocated')} |`,
        '|---|---|',
      );
      for (const r of rows) {
        b.figure({
          label: FACILITY_NAMES[r.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? r.facility_type,
          value: r.n_geolocated,
          kind: 'geolocated',
          place: u.name,
          level: u.level,
          sourceIds: [r.source_id],
        });
        b.say(
          `| ${FACILITY_NAMES[r.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? r.facility_type} | ${fmt(r.n_geolocated, b.lang)} |`,
        );
      }
      b.caveat(
        b.t(
          'Au niveau du département, seules les structures géolocalisées sont comptées (2 524 sur 4 793) : ces chiffres sous-estiment le total là où le GPS manque. Le total complet existe au niveau régional.',
          'At department level only geolocated facilities are counted (2,524 of 4,793): these figures undercount where GPS is missing. Full totals exist at region level.',
        ),
      );
      continue;
    }
    const rows = await b.run<{
      facility_type: string;
      n_facilities: number;
      n_geolocated: number | null;
      source_id: string;
    }>(
      u.level === 'country'
        ? `select facility_type, sum(n_facilities)::int as n_facilities, sum(n_geolocated)::int as n_geolocated, min(source_id) as source_id from knowledge.health_facility h join knowledge.unit u using (pcode) where u.level = 'region' and ($2::text is null or facility_type = $2) and $1::text = 'SN' group by facility_type order by n_facilities desc`
        : `select facility_type, n_facilities, n_geolocated, source_id from knowledge.health_facility where pcode = $1 and ($2::text is null or facility_type = $2) order by n_facilities desc`,
      [u.pcode, type],
    );
    const total = rows.reduce((s, r) => s + r.n_facilities, 0);
    const geo = rows.reduce((s, r) => s + (r.n_geolocated ?? 0), 0);
    b.say(
      b.t(
        `**${placeLabel(u, 'fr')} : ${facilityCount(type, total, geo, 'fr')}**`,
        `**${placeLabel(u, 'en')}: ${facilityCount(type, total, geo, 'en')}**`,
      ),
      '',
    );
    if (rows.length > 1 || !type) {
      b.say(
        `| ${b.t('Type', 'Type')} | ${b.t('Nombre', 'Number')} | ${b.t('Géolocalisées', 'Geolocated')} |`,
        '|---|---|---|',
      );
      for (const r of rows)
        b.say(
          `| ${FACILITY_NAMES[r.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? r.facility_type} | ${fmt(r.n_facilities, b.lang)} | ${r.n_geolocated === null ? '—' : fmt(r.n_geolocated, b.lang)} |`,
        );
      b.say(`| **Total** | **${fmt(total, b.lang)}** | **${fmt(geo, b.lang)}** |`);
    }
    for (const r of rows)
      b.figure({
        label: FACILITY_NAMES[r.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? r.facility_type,
        value: r.n_facilities,
        place: u.name,
        level: u.level,
        sourceIds: [r.source_id],
      });
    b.figure({
      label: 'Total',
      value: total,
      kind: 'computed',
      place: u.name,
      level: u.level,
      sourceIds: rows.map((r) => r.source_id),
    });
  }
  return baseContext(
    'health',
    units.map((u) => u.pcode),
    [],
    { facilityType: type },
  );
};
