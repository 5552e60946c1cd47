import { type AnswerBuilder, fmt, LEVEL_NAMES, placeLabel } from '../answer.ts';
import type { Level, PlaceIndex, PlaceMention } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';
import { baseContext, type Context, type Handler, pickYears, placesFor, PREFERENCE } from './shared.ts';
import { RE } from './classify.ts';
import { kindText, yearGap } from './population-figures.ts';

/** Population density of a place, or units ranked by it. */

/** "Which department of Dakar region is the most densely populated?": departments (or regions) by density. */
async function densityRanking(
  b: AnswerBuilder,
  q: ParsedQuestion,
  mentions: PlaceMention[],
  prev: Context | null,
  idx: PlaceIndex,
) {
  const n = q.norm;
  // Areas are known for departments and regions only.
  const level: Level = /\bregions?\b/.test(n) && !/\b(departements?|departments?)\b/.test(n) ? 'region' : 'department';
  // "les départements de Thiès": the place named is the region they belong to.
  const scope =
    level === 'department'
      ? (mentions.map((m) => m.candidates.find((c) => c.level === 'region')).find((u) => u !== undefined) ?? null)
      : null;
  const years = pickYears(q, prev);
  const year = years[years.length - 1] ?? 2023;
  if (yearGap(b, year, null)) return baseContext('density', scope ? [scope.pcode] : [], [year], { level });
  const asc = /\b(least|lowest|smallest|moins|plus faible|plus petite?)\b/.test(n);
  const singular =
    /\b(quel|quelle|which|what) (est|is)?\s*(le|la|the)?\s*(departement|department|region)\b/.test(n) &&
    !/\b(departements|departments|regions)\b/.test(n);
  const limit = q.topN ?? (singular ? 1 : 1000);
  const rows = await b.run<{
    pcode: string;
    name: string;
    area: number;
    value: number;
    kind: string;
    source_id: string;
    area_source: string | null;
    density: number;
  }>(
    `select u.pcode, u.name, u.area_km2 as area, p.value::float8 as value, p.kind, p.source_id, u.area_source_id as area_source,
            p.value::float8 / u.area_km2 as density
     from knowledge.unit u join knowledge.population p using (pcode)
     where u.level = $1 and p.year = $2 and p.sex = 'total' and p.producer = 'ANSD' and u.area_km2 is not null
       and ($3::text is null or u.region_pcode = $3)
     order by density ${asc ? 'asc' : 'desc'} limit $4`,
    [level, year, scope?.pcode ?? null, limit],
  );
  if (scope) b.place(scope);
  b.period(year);
  const levelName = b.lang === 'fr' ? `${LEVEL_NAMES.fr[level]}s` : `${LEVEL_NAMES.en[level]}s`;
  const where = scope
    ? b.t(` de ${placeLabel(scope, 'fr')}`, ` of ${placeLabel(scope, 'en')}`)
    : b.t(' du Sénégal', ' of Senegal');
  if (!rows.length) {
    b.say(
      b.t(
        `La superficie des ${levelName}${where} n'est pas rapportée dans nos sources.`,
        `The area of the ${levelName}${where} is not reported in our sources.`,
      ),
    );
    b.missing(b.t('superficies', 'areas'));
    return baseContext('density', scope ? [scope.pcode] : [], [year], { level });
  }
  const cap = `${levelName[0]!.toUpperCase()}${levelName.slice(1)}`;
  b.say(
    b.t(
      `**${cap}${where} classés par densité de population en ${year} (${asc ? 'du moins' : 'du plus'} dense)**`,
      `**${cap}${where} ranked by population density in ${year} (${asc ? 'least' : 'most'} dense first)**`,
    ),
    '',
    `| # | ${b.t('Lieu', 'Place')} | ${b.t('Densité (hab./km²)', 'Density (people/km²)')} | ${b.t('Population', 'Population')} | ${b.t('Superficie (km²)', 'Area (km²)')} |`,
    '|---|---|---|---|---|',
  );
  rows.forEach((r, i) => {
    b.place(idx.get(r.pcode)!);
    b.figure({
      label: b.t('Densité', 'Density'),
      value: Math.round(r.density * 100) / 100,
      unit: 'hab./km²',
      kind: 'computed',
      place: r.name,
      period: String(year),
      sourceIds: [r.source_id, ...(r.area_source ? [r.area_source] : [])],
    });
    b.say(
      `| ${i + 1} | ${r.name} | ${fmt(r.density, b.lang, r.density < 100 ? 2 : 1)} | ${fmt(r.value, b.lang)} | ${fmt(r.area, b.lang, 1)} |`,
    );
  });
  b.say(
    '',
    b.t(
      `Calcul : population ${year} (${kindText(b, rows[0]!.kind, 'ANSD', year)}) ÷ superficie. Superficies : couche des 46 départements (BD géospatiales 1:200 000) ; celles des régions sont la somme de leurs départements.`,
      `Computation: ${year} population (${kindText(b, rows[0]!.kind, 'ANSD', year)}) ÷ area. Areas: the 46-department layer (1:200,000 geodatabase); regional areas are the sum of their departments.`,
    ),
  );
  return baseContext('density', scope ? [scope.pcode] : [], [year], { level });
}

export const density: Handler = async (b, q, mentions, prev, idx) => {
  // A ranking ("the highest density", "les départements les plus denses") rather than one place's figure.
  if (
    (RE.ranking.test(q.norm) || /\b(least|most|moins|plus)\b/.test(q.norm)) &&
    (/\b(departements?|departments?|regions?)\b/.test(q.norm) || !mentions.length) &&
    !(mentions.length >= 2)
  )
    return densityRanking(b, q, mentions, prev, idx);
  const { units: found } = placesFor(q, mentions, prev, idx, PREFERENCE.population!);
  const units = found.length ? found : [idx.get('SN')!];
  const years = pickYears(q, prev);
  const year = years[years.length - 1] ?? 2023;
  if (yearGap(b, year, null))
    return baseContext(
      'density',
      units.map((u) => u.pcode),
      [year],
    );
  b.period(year);
  for (const u0 of units) {
    const u = u0.level === 'commune' || u0.level === 'arrondissement' ? (idx.get(u0.department ?? '') ?? u0) : u0;
    if (u !== u0)
      b.say(
        b.t(
          `La superficie n'est connue qu'au niveau du département : j'utilise ${placeLabel(u, 'fr')}.`,
          `Areas are known at department level only: I use ${placeLabel(u, 'en')}.`,
        ),
      );
    b.place(u);
    const rows =
      u.level === 'country'
        ? await b.run<{
            area: number | null;
            value: number;
            kind: string;
            source_id: string;
            area_source: string | null;
          }>(
            `select (select sum(area_km2) from knowledge.unit where level = 'department') as area, p.value::float8 as value, p.kind, p.source_id, 'bdgp-200k' as area_source
             from knowledge.population p where p.pcode = 'SN' and p.year = $1 and p.sex = 'total' and p.producer = 'ANSD'`,
            [year],
          )
        : await b.run<{
            area: number | null;
            value: number;
            kind: string;
            source_id: string;
            area_source: string | null;
          }>(
            `select u.area_km2 as area, p.value::float8 as value, p.kind, p.source_id, u.area_source_id as area_source from knowledge.unit u join knowledge.population p using (pcode)
             where u.pcode = $1 and p.year = $2 and p.sex = 'total' and p.producer = 'ANSD'`,
            [u.pcode, year],
          );
    const r = rows[0];
    if (!r || r.area === null) {
      b.say(
        b.t(
          `La superficie de ${placeLabel(u, 'fr')} n'est pas rapportée dans nos sources.`,
          `The area of ${placeLabel(u, 'en')} is not reported in our sources.`,
        ),
      );
      b.missing(b.t(`superficie de ${u.name}`, `area of ${u.name}`));
      continue;
    }
    const d = r.value / r.area;
    b.figure({
      label: b.t('Superficie', 'Area'),
      value: r.area,
      unit: 'km²',
      place: u.name,
      level: u.level,
      sourceIds: r.area_source ? [r.area_source] : [],
    });
    b.figure({
      label: b.t('Densité', 'Density'),
      value: Math.round(d * 100) / 100,
      unit: 'hab./km²',
      kind: 'computed',
      place: u.name,
      level: u.level,
      period: String(year),
      sourceIds: [r.source_id, ...(r.area_source ? [r.area_source] : [])],
    });
    b.say(
      b.t(
        `**Densité de ${placeLabel(u, 'fr')} en ${year} : ${fmt(d, 'fr', d < 100 ? 2 : 1)} habitants/km²**`,
        `**Population density of ${placeLabel(u, 'en')} in ${year}: ${fmt(d, 'en', d < 100 ? 2 : 1)} people/km²**`,
      ),
      '',
      `- ${b.t('Superficie', 'Area')} : ${fmt(r.area, b.lang, 1)} km²`,
      `- ${b.t('Population', 'Population')} ${year} : ${fmt(r.value, b.lang)} (${kindText(b, r.kind, 'ANSD', year)})`,
      `- ${b.t('Calcul', 'Computation')} : ${fmt(r.value, b.lang)} ÷ ${fmt(r.area, b.lang, 1)} km²`,
    );
  }
  b.caveat(
    b.t(
      'Superficies : couche des 46 départements (BD géospatiales 1:200 000) ; celles des régions sont la somme de leurs départements.',
      'Areas: the 46-department layer (1:200,000 geodatabase); regional areas are the sum of their departments.',
    ),
  );
  return baseContext(
    'density',
    units.map((u) => u.pcode),
    [year],
  );
};
