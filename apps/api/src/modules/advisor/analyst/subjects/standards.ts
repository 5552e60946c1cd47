import { type AnswerBuilder, fmt } from '../answer.ts';
import { STANDARD_UNIT_FR, STANDARD_VALUE_FR, unitPerInFrench } from '../../fr-terms.ts';
import type { ParsedQuestion } from '../text.ts';
import { namedVariants } from '../catalog/catalog.ts';

/** The response standards a needs question names, and how their units and values are said. */

/** Units counted in whole things: [singular, plural] in French and English. */
const COUNTED_UNITS: Record<string, { fr: [string, string]; en: [string, string] }> = {
  'health facility': {
    fr: ['structure de santé', 'structures de santé'],
    en: ['health facility', 'health facilities'],
  },
  hospital: { fr: ['hôpital', 'hôpitaux'], en: ['hospital', 'hospitals'] },
  beds: { fr: ['lit', 'lits'], en: ['bed', 'beds'] },
  'clinical officer': {
    fr: ['agent de santé qualifié', 'agents de santé qualifiés'],
    en: ['clinical officer', 'clinical officers'],
  },
  'medical doctor': { fr: ['médecin', 'médecins'], en: ['medical doctor', 'medical doctors'] },
  'out-patient nurse': {
    fr: ['infirmier de consultation externe', 'infirmiers de consultation externe'],
    en: ['out-patient nurse', 'out-patient nurses'],
  },
  'laundry facility': { fr: ['aire de lavage', 'aires de lavage'], en: ['laundry facility', 'laundry facilities'] },
  death: { fr: ['décès', 'décès'], en: ['death', 'deaths'] },
  blankets: { fr: ['couverture', 'couvertures'], en: ['blanket', 'blankets'] },
  tap: { fr: ['robinet', 'robinets'], en: ['tap', 'taps'] },
  'hand pump': { fr: ['pompe à main', 'pompes à main'], en: ['hand pump', 'hand pumps'] },
  'open hand well': { fr: ['puits ouvert', 'puits ouverts'], en: ['open hand well', 'open hand wells'] },
  'bathing facility': { fr: ['douche', 'douches'], en: ['bathing facility', 'bathing facilities'] },
  toilet: { fr: ['toilette', 'toilettes'], en: ['toilet', 'toilets'] },
};

/** Whether a unit is one that a number of people counts (not a share, a distance or a time). */
export function countableUnit(unit: string): boolean {
  return !/^(%|metres|minutes|ratio)/.test(unit.trim().toLowerCase());
}

/** A standard's unit for a quantity, in the answer's language. */
export function standardUnit(unit: string, quantity: number, lang: 'fr' | 'en'): string {
  const counted = COUNTED_UNITS[unit];
  if (counted) return counted[lang][quantity <= 1 && (lang === 'fr' || quantity === 1) ? 0 : 1];
  return lang === 'fr' ? (STANDARD_UNIT_FR[unit] ?? unit) : unit;
}

/** "15 litres par personne et par jour" / "15 litres / person per day". */
export function standardText(valueText: string, unit: string | null, per: string | null, lang: 'fr' | 'en'): string {
  // Figures grouped as the language writes them ("2,100 kcal", "2 100 kcal").
  const grouped = valueText.replace(/\d+(?:\.(\d+))?/g, (n, decimals?: string) =>
    fmt(Number(n), lang, decimals?.length ?? 0),
  );
  if (lang === 'en') return `${grouped} ${unit ?? ''} / ${per ?? ''}`;
  const value = STANDARD_VALUE_FR[valueText] ?? grouped;
  return `${value} ${unitPerInFrench(unit ?? '', per ?? '')}`;
}

export interface StandardRow {
  standard_id: string;
  sector: string;
  indicator: string;
  indicator_fr: string | null;
  value_text: string;
  value_num: number | null;
  unit: string | null;
  per: string | null;
  note: string | null;
  value_min: number | null;
  value_max: number | null;
  source_id: string;
  title: string;
  edition: string | null;
}

/**
 * The variant of each chosen standard that the question names ("en milieu urbain", "phase aiguë",
 * "survie", "moyen terme", "camp"): rows of one variant group, told apart by their context and
 * phase in the data (curated/response-standards-context.csv), the words in the catalog lexicon.
 */
export async function standardVariants(b: AnswerBuilder, q: ParsedQuestion, ids: string[]): Promise<string[]> {
  const named = namedVariants(q.tokens);
  if (!named.size) return ids;
  const rows = await b.run<{
    standard_id: string;
    variant_group: string | null;
    context: string | null;
    phase: string | null;
  }>(
    'select standard_id, variant_group, context, phase from knowledge.response_standard where variant_group is not null',
  );
  return [
    ...new Set(
      // "En première phase, puis à moyen terme": every variant named, in the order of the data.
      ids.flatMap((id) => {
        const group = rows.find((r) => r.standard_id === id)?.variant_group;
        const matches = rows.filter(
          (r) =>
            r.variant_group === group &&
            ((r.context && named.has(r.context)) ||
              (r.phase && named.has(r.phase)) ||
              // "et selon la norme générale ?": the group's row for any context and any phase.
              (named.has('general') && r.context === 'any' && r.phase === 'any')),
        );
        // "urbain et rural": a context set against one the group has no row for (no rural water
        // standard) takes the group's general row (context and phase any) beside it.
        const contexts = new Set(rows.map((r) => r.context));
        const byContext = matches.some((m) => m.context && named.has(m.context));
        const unmatched = [...named].some((v) => contexts.has(v) && !matches.some((m) => m.context === v));
        const general = rows.find((r) => r.variant_group === group && r.context === 'any' && r.phase === 'any');
        if (byContext && unmatched && general && !matches.includes(general)) matches.push(general);
        return matches.length ? matches.map((m) => m.standard_id) : [id];
      }),
    ),
  ];
}

/**
 * A standard's value named in the question picks that standard among its sector's ("45 m² par
 * personne" is the camp site area, "norme de 50 L" the urban water quantity, "1 pour 20" the
 * medium-term toilets): a figure the user quotes says which norm they mean.
 */
export async function valueNamedStandards(b: AnswerBuilder, q: ParsedQuestion, ids: string[]): Promise<string[]> {
  const flat = q.raw.replace(/(\d)[ \u00a0\u202f,.](?=\d{3}\b)/g, '$1');
  // A digit stuck after a letter is no value: the 2 of "m2" ("50L" is one: the unit follows).
  // A count of days, weeks or months ("pendant 1 mois", "over 10 days") is a period, no standard.
  const quoted = [
    ...flat.matchAll(
      /(?<![\d.,\p{L}])(\d+(?:[.,]\d+)?)(?![\d²³])(?!\s*(?:jours?|jrs?|j\b|days?|semaines?|weeks?|mois|months?))/gu,
    ),
  ]
    .map((m) => Number(m[1]!.replace(',', '.')))
    .filter((v) => v !== q.people && !q.years.includes(v));
  if (!quoted.length) return ids;
  const rows = await b.run<{
    standard_id: string;
    sector: string;
    value_num: number | null;
    unit: string;
    per: string;
  }>('select standard_id, sector, value_num, unit, per from knowledge.response_standard where value_num is not null');
  // "Une toilette pour 20 personnes": the variant quoted replaces its alternatives (same sector and unit).
  const row = (id: string) => rows.find((r) => r.standard_id === id);
  const quotedOf = (id: string) => quoted.includes(Number(row(id)?.value_num));
  const alike = (a: string, c: string) =>
    ['sector', 'unit', 'per'].every((k) => row(a)?.[k as 'unit'] === row(c)?.[k as 'unit']);
  // ("the minimum and the urban 50 L": the general standard named beside the value quoted stays)
  const general = namedVariants(q.tokens).has('general');
  // A standard already asked for stays as it is; a quoted value never swaps one asked standard for another.
  const out = ids.map((id) => {
    // (alike only: the 50 of "50 L" is no bathing facility's 50 people)
    const hit = rows.find(
      (r) => alike(r.standard_id, id) && quoted.includes(Number(r.value_num)) && !ids.includes(r.standard_id),
    );
    return hit && !general && !quoted.includes(Number(rows.find((r) => r.standard_id === id)?.value_num))
      ? hit.standard_id
      : id;
  });
  // "Avec la norme urbaine de 50 L, et avec les 15 L de base": each value quoted of a standard alike
  // to one asked (same sector, unit and basis) is computed too.
  const alsoQuoted = out.flatMap((id) =>
    rows.filter((r) => quoted.includes(Number(r.value_num)) && alike(r.standard_id, id)).map((r) => r.standard_id),
  );
  const kept = [...new Set([...out, ...alsoQuoted])];
  if (general) return kept;
  return kept.filter((id) => quotedOf(id) || !kept.some((o) => o !== id && quotedOf(o) && alike(o, id)));
}

/**
 * "Coverage > 70 % of children in need reached" for N children: at least that share of them,
 * computed (rounded up); null for any other standard.
 */
export function coverageOf(
  s: StandardRow,
  people: number,
  lang: 'fr' | 'en',
): { quantity: number; unit: string } | null {
  if (!/^% of .* reached$/.test(s.unit ?? '') || s.value_num === null) return null;
  const quantity = Math.ceil((people * s.value_num) / 100);
  const more = /^>/.test(s.value_text.trim());
  return {
    quantity,
    unit:
      lang === 'fr'
        ? `${more ? 'enfants au moins (plus de' : 'enfants ('} ${fmt(s.value_num, 'fr')} % de ${fmt(people, 'fr')})`
        : `children${more ? ' at least (more than' : ' ('} ${fmt(s.value_num, 'en')} % of ${fmt(people, 'en')})`,
  };
}
