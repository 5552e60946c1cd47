import { fmt, LEVEL_NAMES, placeLabel } from '../answer.ts';
import type { Level } from '../places.ts';
import { baseContext, type Handler, pickYears, PREFERENCE, resolve } from './shared.ts';
import { kindText, yearGap } from './population-figures.ts';

/** Units of a level ranked or filtered by population. */

export const ranking: Handler = async (b, q, mentions, prev, idx) => {
  const n = q.norm;
  const resolved = resolve(mentions, PREFERENCE.region!);
  let level: Level =
    /\bregions?\b/.test(n) && !/\b(departements?|departments?|communes?)\b/.test(n)
      ? 'region'
      : /\bcommunes?\b/.test(n)
        ? 'commune'
        : 'department';
  if (prev?.intent && /\b(par departement|per department|by department|the same per|chaque departement)\b/.test(n))
    level = 'department';
  let scope =
    resolved.find((r) => r.unit.level === 'region' || (r.unit.level === 'department' && level === 'commune'))?.unit ??
    null;
  if (!scope && prev && !mentions.length)
    scope = prev.pcodes.map((p) => idx.get(p)).find((u) => u && u.level === 'region') ?? null;
  if (scope && level === 'region') level = 'department';
  const years = pickYears(q, prev);
  const year = years[years.length - 1] ?? 2023;
  if (yearGap(b, year, null)) return baseContext('ranking', [], [year]);
  const asc = /\b(moins peuple\w*|least|smallest|plus petite?|lowest|fewest|le moins|la moins|les moins)\b/.test(n);
  const singular =
    /\b(quel|quelle|which|what) (est|is)?\s*(le|la|the)?\s*(departement|department|region|commune)\b/.test(n) ||
    /\b(le|la|the) (departement|department|region|commune) (le|la)? ?(plus|moins|most|least)\b/.test(n) ||
    /\b(has the (smallest|largest|biggest|highest|lowest))\b/.test(n) ||
    /\b(the (most|least) (populated|populous) (department|region|commune))\b/.test(n) ||
    (/\b(la plus peuplee|le plus peuple|la moins peuplee|le moins peuple)\b/.test(n) &&
      !/\b(les|quels|quelles)\b/.test(n));
  const limit =
    q.topN ?? (singular ? 1 : q.threshold ? 1000 : /\b(classe\w*|rank\w*|order|ordre|list\w*)\b/.test(n) ? 1000 : 5);
  const rows = await b.run<{ pcode: string; name: string; value: number; kind: string; source_id: string }>(
    `select u.pcode, u.name, p.value::float8 as value, p.kind, p.source_id from knowledge.population p join knowledge.unit u using (pcode)
     where u.level = $1 and p.year = $2 and p.sex = 'total' and p.producer = 'ANSD' and ($3::text is null or u.region_pcode = $3 or u.department_pcode = $3)
       and ($4::float8 is null or ($5 = '>=' and p.value >= $4) or ($5 = '<=' and p.value <= $4))
     order by p.value ${asc ? 'asc' : 'desc'} limit $6`,
    [level, year, scope?.pcode ?? null, q.threshold?.value ?? null, q.threshold?.op ?? '>=', limit],
  );
  const levelName = b.lang === 'fr' ? `${LEVEL_NAMES.fr[level]}s` : `${LEVEL_NAMES.en[level]}s`;
  const where = scope
    ? b.t(` de ${placeLabel(scope, 'fr')}`, ` of ${placeLabel(scope, 'en')}`)
    : b.t(' du Sénégal', ' of Senegal');
  if (scope) b.place(scope);
  b.period(year);
  if (!rows.length) {
    b.say(
      b.t(
        `Aucun ${LEVEL_NAMES.fr[level]}${where} ne répond à ce critère en ${year}.`,
        `No ${LEVEL_NAMES.en[level]}${where} meets that criterion in ${year}.`,
      ),
    );
    return baseContext('ranking', scope ? [scope.pcode] : [], [year], { level });
  }
  const head = q.threshold
    ? b.t(
        `**${levelName[0]!.toUpperCase()}${levelName.slice(1)}${where} ${q.threshold.op === '>=' ? 'd’au moins' : 'd’au plus'} ${fmt(q.threshold.value, 'fr')} habitants en ${year} : ${rows.length}**`,
        `**${levelName[0]!.toUpperCase()}${levelName.slice(1)}${where} with ${q.threshold.op === '>=' ? 'at least' : 'at most'} ${fmt(q.threshold.value, 'en')} people in ${year}: ${rows.length}**`,
      )
    : b.t(
        `**${levelName[0]!.toUpperCase()}${levelName.slice(1)}${where} classés par population en ${year} (${asc ? 'du moins' : 'du plus'} peuplé)**`,
        `**${levelName[0]!.toUpperCase()}${levelName.slice(1)}${where} ranked by population in ${year} (${asc ? 'least' : 'most'} populated first)**`,
      );
  b.say(head, '', `| # | ${b.t('Lieu', 'Place')} | ${b.t('Population', 'Population')} |`, '|---|---|---|');
  rows.forEach((r, i) => {
    const u = idx.get(r.pcode)!;
    b.place(u);
    b.figure({
      label: b.t('Population', 'Population'),
      value: r.value,
      kind: r.kind,
      place: r.name,
      period: String(year),
      sourceIds: [r.source_id],
    });
    b.say(`| ${i + 1} | ${r.name} | ${fmt(r.value, b.lang)} |`);
  });
  b.say('', `${b.t('Nature', 'Kind')} : ${kindText(b, rows[0]!.kind, 'ANSD', year)}.`);
  return baseContext('ranking', scope ? [scope.pcode] : [], [year], { level });
};
