import { besideMeasures } from './beside-measures.ts';
import { withoutRateSlash } from './spelled-numbers.ts';
import { type Catalog, type Hit, type Measure, lexiconSection } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { growthAskWords } from './change-share.ts';
import { hazardComponent } from './hazard-component.ts';
import { withMilieuOutside } from './milieu-outside.ts';
import { withDatedKind } from './dated-kind.ts';

/** Units of area (lexicon `areaUnits`). */
const AREA_UNITS = new Set(lexiconSection<{ words: string[] }>('areaUnits').words);

/** Which catalog measures a question asks, among the words it uses, and the dimensions each varies by. */

export function pickMeasures(
  hits: Hit<Measure>[],
  dims: Record<string, string>,
  namedDims: string[],
  otherSubject: boolean,
  share: boolean,
  catalog: Catalog,
  tokens: string[],
): Hit<Measure>[] {
  let list = besideMeasures(hits, tokens, catalog);
  // "% des structures géolocalisées": the geolocated count is the measure, the total its whole.
  if (share && list.some((h) => h.entry.id === 'health_facilities_geolocated'))
    list = list.filter((h) => h.entry.id !== 'health_facilities');
  // "% of facilities NOT geolocated": a count that is a part of another (a difference) is the measure, not its whole.
  const whole = share ? list.find((h) => h.entry.additive && h.entry.difference)?.entry.difference?.of : undefined;
  if (whole) list = list.filter((h) => h.entry.id !== whole);
  // No measure named, but a dimension only one measure has ("projections ANSD de X", "les femmes de Y").
  if (!list.length && !otherSubject)
    for (const dim of namedDims) {
      const implied = catalog.dimensions[dim]?.implies ? catalog.dimensions[dim].measure : undefined;
      if (implied) return [{ entry: catalog.measures.get(implied)!, start: 0, end: 0 }];
    }
  // Every shock by every milieu ("tableau des chocs selon le milieu"): the survey's whole table, which
  // the subject handlers give; a frame holds one shock at a time.
  const shockWords = list.some((h) => ['shock_3y', 'household_shock'].includes(h.entry.id));
  if (shockWords && namedDims.includes('milieu') && !dims.milieu && !dims.shock && !namedDims.includes('shock'))
    return [];
  // A kind of shock named: the survey's split by milieu, not the regional share of any shock.
  // …or a milieu of the survey beside its shocks ("chocs en milieu rural", "urban Dakar"): the split by milieu too.
  if (
    dims.shock ||
    namedDims.includes('shock') ||
    (namedDims.includes('milieu') && list.some((h) => h.entry.id === 'shock_3y'))
  )
    list = [
      ...list.filter((h) => h.entry.id !== 'shock_3y'),
      { entry: catalog.measures.get('household_shock')!, start: list[0]?.start ?? 0, end: 0 },
    ];
  // "How many inhabitants per km²?": a "per" phrase followed by a unit of area asks the density.
  list = list.map((h) =>
    h.entry.ratio && h.entry.ratio.denominator !== 'area' && AREA_UNITS.has(tokens[h.end] ?? '')
      ? { ...h, entry: catalog.measures.get('density')! }
      : h,
  );
  list = perOther(list, tokens, catalog);
  // Population words beside a density only say its "inhabitants" ("habitants au km²")… unless
  // the two are asked side by side ("density and population").
  const density = list.find((h) => h.entry.id === 'density');
  if (density && list.length > 1) {
    const joined = (h: Hit<Measure>) => {
      const [a, b] = h.start < density.start ? [h.end, density.start] : [density.end, h.start];
      return tokens.slice(a, b).some((t) => ['et', 'and', 'ainsi', 'plus'].includes(t));
    };
    list = list.filter((h) => !['population', 'area'].includes(h.entry.id) || joined(h));
  }
  return hazardComponent(withDatedKind(list, tokens, catalog), tokens, catalog);
}

/** Words that may join the two terms of a rate ("residents per hospital", "habitants pour un poste"). */
const PER_JOIN = new Set(['per', 'par', 'pour', 'pr', 'for', 'each', 'every', 'chaque', 'un', 'une', 'a', 'one']);
const PER = new Set(['per', 'par', 'pour', 'pr']);

/**
 * "Residents per hospital", "gens par centre de santé": one measure named, then "per" and another
 * measure, ask the catalog's ratio of the first over the second when it has one.
 */
function perOther(list: Hit<Measure>[], tokens: string[], catalog: Catalog): Hit<Measure>[] {
  // (the first term may be a weak word: "people per health hut")
  const weak = catalog.weakMeasureWords
    .find(tokens)
    .filter((w) => !list.some((h) => h.start < w.end && w.start < h.end));
  for (const b of list)
    for (const a of [...list, ...weak]) {
      const between = tokens.slice(a.end, b.start);
      if (!between.length || !between.every((t) => PER_JOIN.has(t)) || !between.some((t) => PER.has(t))) continue;
      const ratio = [...catalog.measures.values()].find(
        (m) =>
          m.ratio?.numerator === a.entry.id && m.ratio.denominator === b.entry.id && !m.ratio.dims && !m.ratio.ages,
      );
      if (ratio) return [...list.filter((h) => h !== a && h !== b), { entry: ratio, start: a.start, end: b.end }];
    }
  return list;
}

/** Every dimension a measure's values vary by. */
export function dimensionsOf(m: Measure): Set<string> {
  const s = m.store;
  return new Set([
    ...Object.keys(s?.dims ?? {}),
    ...(s?.valueColumns ? [s.valueColumns.dim] : []),
    ...(s?.producer ? ['producer'] : []),
    ...(s?.kind ? ['kind'] : []),
  ]);
}

/** The dimensions a measure varies by, among those the question names. */
export function dimsFor(m: Measure, dims: Record<string, string>, catalog: Catalog): Record<string, string> {
  const own = dimensionsOf(m);
  // A ratio varies by the dimensions of its two terms ("habitants par poste de santé").
  // …and a difference by those of its two terms ("cases de santé non géolocalisées").
  const terms = m.ratio
    ? [m.ratio.numerator, m.ratio.denominator]
    : m.difference
      ? [m.difference.of, m.difference.minus]
      : [];
  for (const id of terms) for (const d of dimensionsOf(catalog.measures.get(id)!)) own.add(d);
  if (m.ratio) own.add('producer').add('kind');
  return Object.fromEntries(Object.entries(dims).filter(([d]) => own.has(d)));
}

/**
 * The dimension a question splits by ("population et femmes": the total beside one sex asks the
 * split by sex; "femmes et hommes": every value named), and the values named.
 */
export function splitAsked(
  tokens: string[],
  dimensionHits: Hit<{ dim: string; value: string }>[],
  named: Map<string, Set<string>>,
  question: string,
  catalog: Catalog,
): { byDim: string | null; byValues: string[] | undefined } {
  let byDim = catalog.byDimensionWords.find(tokens)[0]?.entry ?? null;
  // "Population et femmes", "total and women": the total beside one sex asks the split.
  const sexAt = dimensionHits.find((h) => h.entry.dim === 'sex');
  if (sexAt && !byDim && named.get('sex')?.size === 1) {
    const near = tokens.slice(Math.max(0, sexAt.start - 3), sexAt.end + 3);
    // "…la population de X selon OCHA, et combien de femmes ?": the total asked, then one sex.
    const before = tokens.slice(0, sexAt.start);
    const total = ['population', 'total', 'totale', 'ensemble', 'habitants', 'inhabitants'];
    // "habitants, femmes au recensement", "population and number of women": a total word listed
    // before the sex (joined by "et/and" or a comma), not "la population de femmes".
    const at = tokens.slice(0, sexAt.start).findLastIndex((t) => total.includes(t));
    const between = at >= 0 ? tokens.slice(at + 1, sexAt.start) : [];
    // …or further, when a word that lists another ask joins them ("la population de Podor en 2023
    // ainsi que le nombre de femmes", "the population of Podor department and its number of women").
    const listed =
      at >= 0 &&
      ((sexAt.start - at <= 5 &&
        (between.some((t) => ['et', 'and'].includes(t)) ||
          new RegExp(`${tokens[at]}\\s*,\\s*${tokens[sexAt.start]}`, 'i').test(normaliseName(question)))) ||
        (sexAt.start - at <= 12 && listsAnother(between)));
    if (
      listed ||
      (near.some((t) => ['et', 'and'].includes(t)) && near.some((t) => total.includes(t))) ||
      // "pop + femmes": the total and one sex.
      /\b(pop\w*|total\w*)\s*\+\s*(femmes?|hommes?|women|men|female|male)\b/i.test(question) ||
      (before.some((t) => total.includes(t)) &&
        /\b(et|and) (combien|how many)\b/.test(
          before
            .slice(-3)
            .concat(tokens[sexAt.start - 1] ?? '')
            .join(' '),
        ))
    )
      byDim = 'sex';
  }
  let byValues: string[] | undefined;
  for (const [dim, values] of named)
    if (values.size > 1) {
      byDim = dim;
      byValues = [...values];
    }
  return { byDim, byValues };
}

/** Whether a measure's figures have years (a ratio's, those of its numerator: density, rates). */
export function hasYears(m: Measure, catalog: Catalog): boolean {
  if (m.store?.year) return true;
  const num = m.ratio ? catalog.measures.get(m.ratio.numerator) : undefined;
  return !!num?.store?.year;
}

/** Splits the measures' mentions into parts: each part's places are those between its measure and the next. */
export function measureParts(measureHits: Hit<Measure>[]): { measure: Measure; from: number; to: number }[] {
  const distinct: Hit<Measure>[] = [];
  for (const h of measureHits) if (!distinct.some((d) => d.entry.id === h.entry.id)) distinct.push(h);
  return distinct.map((h, i) => ({
    measure: h.entry,
    from: i === 0 ? 0 : h.start,
    to: i + 1 < distinct.length ? distinct[i + 1]!.start : Number.MAX_SAFE_INTEGER,
  }));
}

/** "Quel département…", "which region…": a rank asked in the singular wants the first one. */
export function singularLevel(tokens: string[], catalog: Catalog): boolean {
  return (
    tokens.some((t) => catalog.levelWords.has(t) && !/s$/.test(t)) &&
    !tokens.some((t) => catalog.levelWords.has(t) && /s$/.test(t))
  );
}

/**
 * "Rapport de dépendance (0-14 + 65 et plus) / 15-64", "ménages (population / taille des ménages)":
 * the words of a ratio's terms name the ratio, whose answer gives each term as its input.
 */
export function withoutRatioTerms(measures: Hit<Measure>[], divided: boolean): Hit<Measure>[] {
  const terms = new Set(
    measures.flatMap((h) =>
      h.entry.ratio && (divided || h.entry.ratio.names)
        ? [h.entry.ratio.numerator, h.entry.ratio.denominator, ...(h.entry.ratio.names ? ['population'] : [])]
        : [],
    ),
  );
  return terms.size ? measures.filter((h) => !terms.has(h.entry.id)) : measures;
}

/** "/", "÷", "divisé par", "en rapportant…": one figure divided by another. */
export function divides(question: string, tokens: string[]): boolean {
  return /[/÷]/.test(withoutRateSlash(question)) || lexiconWords('division').has(tokens);
}

/**
 * "Population de 2023 divisée par la taille moyenne des ménages", "(pop. / taille moy. des ménages)":
 * both terms of a catalog ratio, one divided by the other, ask that ratio.
 */
export function ratioOfTerms(
  measures: Hit<Measure>[],
  catalog: Catalog,
  question: string,
  tokens: string[],
): Hit<Measure>[] {
  const named = new Set(measures.map((h) => h.entry.id));
  // "How many households does that give with the 2023 population?": a ratio named weakly beside its numerator.
  const weak = catalog.weakMeasureWords
    .find(tokens)
    .find((h) => h.entry.ratio && !h.entry.ratio.names && named.has(h.entry.ratio.numerator));
  if (weak) return [...measures.filter((h) => !countsPeople(h.entry) || h.entry.id === weak.entry.id), weak];
  if (!divides(question, tokens)) return measures;
  const m = [...catalog.measures.values()].find(
    (x) => x.ratio && !x.ratio.names && named.has(x.ratio.numerator) && named.has(x.ratio.denominator),
  );
  if (!m) return measures;
  const terms = measures.filter((h) => h.entry.id === m.ratio!.numerator || h.entry.id === m.ratio!.denominator);
  const start = Math.min(...terms.map((h) => h.start));
  const end = Math.max(...terms.map((h) => h.end));
  return [...measures.filter((h) => !terms.includes(h)), { entry: m, start, end }].sort((a, b) => a.start - b.start);
}

/** The population and the households it makes: a count of people, which a needs question sizes. */
export function countsPeople(m: Measure): boolean {
  return m.id === 'population' || m.id === 'households' || m.id === 'household_size';
}

/** A change's own asks ("ménages supplémentaires", "à la taille des ménages") name no measure of their own. */
export function withoutGrowthAsks(measures: Hit<Measure>[], tokens: string[]): Hit<Measure>[] {
  const taken = growthAskWords(tokens);
  return measures.filter(
    (h) => !(countsPeople(h.entry) && h.entry.id !== 'population' && taken.slice(h.start, h.end).some(Boolean)),
  );
}

/** The measures named, as ratios of their terms and without what a change asks besides itself. */
export function ratiosAndAsks(
  measures: Hit<Measure>[],
  catalog: Catalog,
  question: string,
  tokens: string[],
  changed: boolean,
): Hit<Measure>[] {
  const out = withoutRatioTerms(ratioOfTerms(measures, catalog, question, tokens), divides(question, tokens));
  // "…combien de ménages de plus avec la taille moyenne des ménages ?": what a change is asked for.
  return changed ? withoutGrowthAsks(out, tokens) : out;
}

/**
 * "Prix alimentaires vs inondations : Dakar, autres villes ou campagne ?": beside a survey measure
 * published by milieu only, a place name that is one of two or more milieux listed is a milieu.
 */
export function milieuSpans(
  tokens: string[],
  measures: Hit<Measure>[],
  catalog: Catalog,
): { start: number; end: number }[] {
  const placeless = (id?: string) => !!id && !!catalog.measures.get(id)?.placeless;
  const hits = catalog.dimensionWords.find(tokens);
  const survey =
    measures.some((h) => h.entry.placeless) ||
    hits.some((h) => placeless(catalog.dimensions[h.entry.dim]?.measure) && !isValueColumnsDim(h.entry.dim, catalog));
  if (!survey) return [];
  const listed = hits.filter((h) => isValueColumnsDim(h.entry.dim, catalog));
  return new Set(listed.map((h) => h.entry.value)).size >= 2 ? listed : [];
}

const isValueColumnsDim = (dim: string, catalog: Catalog) =>
  [...catalog.measures.values()].some((m) => m.placeless && m.store?.valueColumns?.dim === dim);

/**
 * The dimension values a question names; beside the survey's name ("EHCVM", "enquête"), a value
 * of a survey-only dimension named by its bare label too ("les inondations dans l'EHCVM").
 */
export function dimensionHitsOf(tokens: string[], catalog: Catalog): Hit<{ dim: string; value: string }>[] {
  const hits = withMilieuOutside(catalog.dimensionWords.find(tokens), tokens);
  // (the survey named, not a shock word: "touchée par les inondations de 2016 : … un choc" is a flood)
  if (!lexiconWords('surveyNames').has(tokens)) return hits;
  for (const [dim, d] of Object.entries(catalog.dimensions)) {
    if (!d.measure || !catalog.measures.get(d.measure)?.placeless || isValueColumnsDim(dim, catalog)) continue;
    for (const [value, v] of Object.entries(d.values)) {
      if (hits.some((h) => h.entry.dim === dim && h.entry.value === value)) continue;
      for (const label of [v.fr, v.en].map((n) => normaliseName(n).split(' '))) {
        const start = tokens.findIndex((_, i) => label.every((w, k) => tokens[i + k] === w));
        // (…never a dated flood: "hit by the July 2016 floods: … according to EHCVM")
        const dated = (s: number) =>
          tokens.slice(Math.max(0, s - 3), s + label.length + 3).some((w) => /^\d{4}$/.test(w));
        const free = (s: number) => !dated(s) && !hits.some((h) => s < h.end && h.start < s + label.length);
        if (start >= 0 && free(start)) hits.push({ entry: { dim, value }, start, end: start + label.length });
      }
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** Words that may stand between a list's joining word and the sex it asks ("ainsi que le nombre de femmes"). */
const SEX_LEADS = new Set(
  'le la les l nombre de d des du combien sa son ses leur leurs y a t il en ont its their the number of how many'.split(
    ' ',
  ),
);

/**
 * Whether the words between a total and a sex end with a word that lists another ask ("et",
 * "ainsi que", "as well as", "then") followed only by the words that lead to a count ("ainsi que le
 * nombre de femmes", "and its number of women"): not "Podor et Matam en femmes".
 */
function listsAnother(between: string[]): boolean {
  const ends = [
    ...between.flatMap((t, i) => (['et', 'and', 'plus'].includes(t) ? [i + 1] : [])),
    ...lexiconWords('addingJoins')
      .find(between)
      .map((h) => h.end),
    ...lexiconWords('listConnectors')
      .find(between)
      .map((h) => h.end),
  ];
  return ends.some((end) => between.slice(end).every((t) => SEX_LEADS.has(t)));
}
