import { lexiconSection } from '../catalog/catalog.ts';
import { type AnswerBuilder, fmt, LEVEL_NAMES, placeLabel } from '../answer.ts';
import { levenshtein, type Unit } from '../places.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { ParsedQuestion } from '../text.ts';
import { baseContext, type Context, type Handler, pickYears, placesFor, PREFERENCE } from './shared.ts';
import { kindText, populationOf, producerAsked, yearGap } from './population-figures.ts';
import { comparisonCore } from './compare.ts';

/** Population of one place, and the year it passes a figure. */

/** The words name the unit itself, spelling slips forgiven ("ziguinshor", "st louis"). */
function sameName(words: string, name: string): boolean {
  const a = normaliseName(words).replace(/\bst\b/g, 'saint');
  const b = normaliseName(name).replace(/\bst\b/g, 'saint');
  return a === b || levenshtein(a, b, 2) <= 2 || b.startsWith(`${a} `) || a.startsWith(`${b} `);
}

/** The loader writes its computation notes in English; French answers say them in French (lexicon notes). */
const NOTES = lexiconSection<Record<string, { fr: string; en: string }>>('notes');

export const population: Handler = async (b, q, mentions, prev, idx) => {
  const { units: found, ambiguous } = placesFor(q, mentions, prev, idx, PREFERENCE.population!);
  let units = found;
  const wholeRegion = /\b(toute la region|whole|entire|ensemble de la region|the region as a whole)\b/.test(q.norm);
  if (
    prev &&
    !mentions.length &&
    /\b(region)\b/.test(q.norm) &&
    units.length === 1 &&
    units[0]!.level !== 'region' &&
    units[0]!.region
  )
    units = [idx.get(units[0]!.region)!];
  if (wholeRegion && mentions.length)
    units = units.map((u) => (u.level !== 'region' && u.region ? idx.get(u.region)! : u));
  if (!units.length) units = [idx.get('SN')!];
  const producer = producerAsked(q) ?? (units.every((u) => u.level === 'arrondissement') ? 'OCHA' : null);
  let years = pickYears(q, prev);
  if (!years.length) years = [producer === 'OCHA' ? 2020 : 2023];
  const year = years[years.length - 1]!;
  if (
    /\b(which year|what year|quelle annee|en quelle annee|when will|quand)\b/.test(q.norm) &&
    /\b(pass\w*|depass\w*|reach\w*|atteind\w*|atteint|franchi\w*|exceed\w*|cross\w*)\b/.test(q.norm)
  )
    return passYear(b, q, units[0]!);
  if (yearGap(b, year, producer))
    return baseContext(
      'population',
      units.map((u) => u.pcode),
      [year],
    );
  if (units.length > 1 || years.length > 1) return comparisonCore(b, q, units, years, producer);
  const u = units[0]!;
  b.place(u);
  b.period(year);
  const row = await populationOf(b, u, year, producer ?? (year === 2020 ? 'OCHA' : 'ANSD'));
  const label = placeLabel(u, b.lang);
  if (!row || row.value === null) {
    b.say(
      b.t(
        `La population de ${label} en ${year} n'est pas rapportée dans nos sources.`,
        `The population of ${label} in ${year} is not reported in our sources.`,
      ),
    );
    if (u.level === 'arrondissement')
      b.say(
        b.t(
          'Pour les arrondissements, seules les projections OCHA 2020 existent.',
          'For arrondissements only the OCHA 2020 projections exist.',
        ),
      );
    b.missing(`${u.name} ${year}`);
    return baseContext('population', [u.pcode], [year]);
  }
  const sexAsked =
    /\b(femmes?|hommes?|women|men|sexe|sex|female|male|feminine?s?|masculine?s?|filles?|garcons?|girls?|boys?)\b/.test(
      q.norm,
    );
  b.figure({
    label: b.t('Population', 'Population'),
    value: row.value,
    kind: row.kind,
    place: u.name,
    level: u.level,
    period: String(year),
    sourceIds: [row.source_id],
  });
  b.say(
    b.t(
      `**Population de ${label} en ${year} : ${fmt(row.value, 'fr')} habitants**`,
      `**Population of ${label} in ${year}: ${fmt(row.value, 'en')} people**`,
    ),
    '',
    `- ${b.t('Nature du chiffre', 'Kind of figure')} : ${kindText(b, row.kind, row.producer, year)}`,
  );
  if (row.note)
    b.say(`- ${b.t('Calcul', 'Computation')} : ${b.lang === 'fr' ? (NOTES[row.note]?.fr ?? row.note) : row.note}`);
  if (sexAsked) {
    const sex = await b.run<{ sex: string; value: number; source_id: string }>(
      `select sex, value::float8 as value, source_id from knowledge.population where pcode = $1 and year = $2 and producer = $3 and sex in ('female','male') order by sex`,
      [u.pcode, year, row.producer],
    );
    if (sex.length) {
      for (const s of sex) {
        b.figure({
          label:
            s.sex === 'female'
              ? b.t('Population · femmes', 'Population · women')
              : b.t('Population · hommes', 'Population · men'),
          value: s.value,
          kind: row.kind,
          place: u.name,
          level: u.level,
          period: String(year),
          sourceIds: [s.source_id],
        });
        b.say(`- ${s.sex === 'female' ? b.t('Femmes', 'Women') : b.t('Hommes', 'Men')} : ${fmt(s.value, b.lang)}`);
      }
    } else {
      b.say(
        b.t(
          `- La répartition par sexe n'est pas rapportée pour ${year} dans nos sources (elle existe pour le recensement 2023 et les projections OCHA 2020).`,
          `- The breakdown by sex is not reported for ${year} in our sources (it exists for the 2023 census and OCHA's 2020 projections).`,
        ),
      );
      b.missing(b.t('population par sexe', 'population by sex'));
    }
  }
  // "la commune de Keur Massar": no commune has that name; say which unit answered, and the
  // units of the level asked for that carry the name (Keur Massar Nord, Keur Massar Sud).
  const hinted = mentions.find((m) => m.candidates.includes(u) && m.levelHint && m.levelHint !== u.level);
  if (hinted?.levelHint) {
    const level = hinted.levelHint;
    const near = [...idx.units.values()]
      .filter(
        (c) =>
          c.level === level &&
          (c.department === u.pcode || c.region === u.pcode || c.parent === u.pcode) &&
          normaliseName(c.name).startsWith(normaliseName(u.name)),
      )
      .map((c) => c.name);
    b.say(
      '',
      b.t(
        `Il n'y a pas ${level === 'arrondissement' ? "d'" : 'de '}${LEVEL_NAMES.fr[level]} nommé${level === 'commune' || level === 'region' ? 'e' : ''} « ${u.name} » dans nos données : ce chiffre est celui de ${placeLabel(u, 'fr')}.${near.length ? ` Ses ${LEVEL_NAMES.fr[level]}s de ce nom : ${near.join(', ')}.` : ''}`,
        `There is no ${LEVEL_NAMES.en[level]} named "${u.name}" in our data: this figure is that of ${placeLabel(u, 'en')}.${near.length ? ` Its ${LEVEL_NAMES.en[level]}s of that name: ${near.join(', ')}.` : ''}`,
      ),
    );
  }
  // A name that is no unit of ours ("Touba", "Casamance"): say which unit answers for it.
  const named = mentions.find((m) => m.candidates.includes(u));
  if (named && !sameName(named.text, u.name)) {
    const asked = named.text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    b.say(
      '',
      b.t(
        `« ${asked} » n'est pas une unité administrative de nos données : je donne le chiffre de ${placeLabel(u, 'fr')}, unité à laquelle ce nom renvoie.`,
        `"${asked}" is not an administrative unit in our data: I give the figure of ${placeLabel(u, 'en')}, the unit that name refers to.`,
      ),
    );
  }
  // Other readings of an ambiguous name (Saint-Louis the region, the department, the city).
  const others = ambiguous.get(u.pcode) ?? [];
  if (others.length && mentions.length) {
    b.say(
      '',
      b.t(
        `J'ai compris « ${u.name} » comme ${LEVEL_NAMES.fr[u.level] === 'région' ? 'la région' : `le/la ${LEVEL_NAMES.fr[u.level]}`}. Autres lectures possibles :`,
        `I read "${u.name}" as the ${LEVEL_NAMES.en[u.level]}. Other possible readings:`,
      ),
    );
    for (const o of others) {
      const r = await populationOf(b, o, year, row.producer as 'ANSD' | 'OCHA');
      if (r?.value != null) {
        b.figure({
          label: b.t('Population', 'Population'),
          value: r.value,
          kind: r.kind,
          place: o.name,
          level: o.level,
          period: String(year),
          sourceIds: [r.source_id],
        });
        b.say(`- ${placeLabel(o, b.lang)} : ${fmt(r.value, b.lang)}`);
      }
    }
  }
  if (row.kind === 'projection' && row.producer === 'ANSD')
    b.caveat(
      b.t(
        'Les chiffres 2024–2030 sont des projections de l’ANSD, pas des comptages.',
        'The 2024–2030 figures are ANSD projections, not counts.',
      ),
    );
  return baseContext('population', [u.pcode], [year], { level: u.level });
};

/** "Which year will Mbour pass 1,000,000 people?": the first projected year at or above the figure. */
async function passYear(b: AnswerBuilder, q: ParsedQuestion, u: Unit): Promise<Context> {
  const target = q.people ?? q.threshold?.value ?? null;
  b.place(u);
  if (target === null) {
    b.say(
      b.t(
        'Indiquez le seuil de population (par exemple « 1 000 000 habitants »).',
        'Tell me the population figure (for example "1,000,000 people").',
      ),
    );
    return baseContext('population', [u.pcode], []);
  }
  const rows = await b.run<{ year: number; value: number; kind: string; source_id: string }>(
    `select year, value::float8 as value, kind, source_id from knowledge.population where pcode = $1 and producer = 'ANSD' and sex = 'total' and year between 2023 and 2030 order by year`,
    [u.pcode],
  );
  const hit = rows.find((r) => r.value >= target);
  const label = placeLabel(u, b.lang);
  if (!hit) {
    const last = rows.at(-1);
    b.say(
      b.t(
        `Selon les projections de l'ANSD, ${label} ne dépasse pas ${fmt(target, 'fr')} habitants d'ici 2030${last ? ` (${fmt(last.value, 'fr')} en 2030)` : ''}. Au-delà de 2030, pas de données : je ne fais pas d'extrapolation.`,
        `According to ANSD projections, ${label} does not pass ${fmt(target, 'en')} people by 2030${last ? ` (${fmt(last.value, 'en')} in 2030)` : ''}. Beyond 2030 there is no data: I do not extrapolate.`,
      ),
    );
    b.missing(b.t('projections après 2030', 'projections after 2030'));
    if (last)
      b.figure({
        label: b.t('Population', 'Population'),
        value: last.value,
        kind: last.kind,
        place: u.name,
        level: u.level,
        period: '2030',
        sourceIds: [last.source_id],
      });
    return baseContext('population', [u.pcode], [2030]);
  }
  const before = rows.filter((r) => r.year < hit.year).at(-1);
  b.period(hit.year);
  b.figure({
    label: b.t('Population', 'Population'),
    value: hit.value,
    kind: hit.kind,
    place: u.name,
    level: u.level,
    period: String(hit.year),
    sourceIds: [hit.source_id],
  });
  b.say(
    b.t(
      `**${label} atteint ${fmt(target, 'fr')} habitants en ${hit.year}** : ${fmt(hit.value, 'fr')} (${kindText(b, hit.kind, 'ANSD', hit.year)})${before ? `, contre ${fmt(before.value, 'fr')} en ${before.year}` : ''}.`,
      `**${label} reaches ${fmt(target, 'en')} people in ${hit.year}**: ${fmt(hit.value, 'en')} (${kindText(b, hit.kind, 'ANSD', hit.year)})${before ? `, against ${fmt(before.value, 'en')} in ${before.year}` : ''}.`,
    ),
  );
  if (hit.year === 2023)
    b.say(b.t('Le seuil est déjà dépassé au recensement de 2023.', 'The figure is already passed at the 2023 census.'));
  return baseContext('population', [u.pcode], [hit.year]);
}
