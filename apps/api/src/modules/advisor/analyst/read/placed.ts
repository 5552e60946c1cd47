import { purposeOpenerEnd } from './purpose-clause.ts';
import { type Catalog, type Hit, lexiconSection, type OperationCue, PhraseIndex } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { orderHits } from './bounds.ts';
import { PER_INHABITANTS } from './spelled-numbers.ts';

/**
 * Whether a question with an operation and no measure ("taux de croissance de Sédhiou 2023-2030")
 * is about places, so that it asks the headline measure: a place is named, or the country ("de
 * combien le Sénégal augmente entre 2025 et 2030 ?"), or the units of a level — in the plural
 * ("the 3 fastest-growing regions"), or one of them asked for ("which region grows fastest?",
 * "quel département croît le moins ?") or ranked.
 */
export function placedAsk(tokens: string[], catalog: Catalog, index: PlaceIndex, ranked: boolean): boolean {
  return (
    index.find(tokens).length > 0 ||
    catalog.nationalWords.find(tokens).length > 0 ||
    tokens.some(
      (t, i) => catalog.levelWords.has(t) && (/s$/.test(t) || ranked || catalog.levelAskWords.has(tokens[i - 1] ?? '')),
    )
  );
}

/**
 * An operation that asks the headline measure when none is named: a change, a share, a series;
 * a compare or a sum of two places (or a sum over a level named in the plural); one place's
 * position in a ranking ("quel est le rang de Tambacounda parmi les régions ?").
 */
export function measurelessAsk(
  tokens: string[],
  cues: Set<OperationCue>,
  catalog: Catalog,
  index: PlaceIndex,
  levels: boolean,
): boolean {
  const places = index.find(tokens).length;
  if (countsUnknown(tokens, catalog, index)) return false;
  return (
    ['growth', 'share', 'series'].some((c) => cues.has(c as OperationCue)) ||
    ((cues.has('compare') || cues.has('sum')) && (places >= 2 || (cues.has('sum') && levels))) ||
    (places > 0 && catalog.positionWords.has(tokens))
  );
}

/**
 * A count of a thing no data set knows ("how many tourists visit Saint-Louis each year?",
 * "combien de mosquées à Touba chaque année ?"): the word counted is none of the catalog's and no
 * place. Its series or change is not the headline measure's: the question is left to the subject
 * handlers, which say what the data does not hold.
 */
function countsUnknown(tokens: string[], catalog: Catalog, index: PlaceIndex): boolean {
  const known = (w: string) => (catalog.vocabulary.get(w.length) ?? []).includes(w);
  // ("combien de fois", "how many times": an operation's words, not a thing counted)
  const operation = catalog.operationWords.find(tokens);
  return lexiconWords('countHeads')
    .find(tokens)
    .some((h) => {
      const counted = tokens[h.end];
      // ("how much does Senegal grow": "much" counts no thing)
      if (!counted || tokens[h.end - 1] === 'much' || known(counted) || /\d/.test(counted)) return false;
      if (operation.some((o) => o.start < h.end + 1 && h.start < o.end)) return false;
      return !index.find(tokens.slice(h.end, h.end + 1)).length;
    });
}

/** The operation words of a question, without those that belong to a phrase of another sense. */
export function operationHits(tokens: string[], catalog: Catalog, ask: string[] = tokens): Hit<OperationCue>[] {
  const latest = catalog.latestWords.find(tokens);
  // ("en ordre de grandeur", "order of magnitude": an approximation asked, no ranking)
  const idioms = lexiconWords('operationIdioms').find(tokens);
  // ("As part of the ORSEC plan, …": no share asked by the purpose opener)
  const opener = purposeOpenerEnd(tokens);
  const hits = orderHits(tokens, catalog.operationWords, (h) => h.entry === 'rank');
  // ("…how far apart…? give people and %": the units of the gap asked; "number and %" alone asks a share)
  if (hits.some((h) => h.entry === 'compare' || h.entry === 'growth'))
    idioms.push(...lexiconWords('unitsSaid').find(tokens));
  // ("the larger share of geolocated facilities, Thiès or Kolda": the shares compared, a share asked;
  // not "by how many percentage points", a gap said in points)
  const ofShare = (h: Hit<OperationCue>) =>
    h.entry === 'compare' &&
    hits.some(
      (s) => s.entry === 'share' && s.start === h.end && ['of', 'de', 'des', 'du', 'd'].includes(tokens[s.end] ?? ''),
    );
  // (not inside a bound, "au moins un choc", nor an age, "les moins de 5 ans": bounds.ts)
  return hits.filter(
    // "the most recent projection": the latest figure, not a rank.
    (h) =>
      ![...latest, ...idioms].some((l) => l.start <= h.start && h.end <= l.end) &&
      h.end > opener &&
      // ("Le Magal attire chaque année des foules à Touba. …": a habit told before the ask is no series)
      !(h.entry === 'series' && h.start < tokens.length - ask.length) &&
      !ofShare(h),
  );
}

/**
 * The words of a rate over time ("per year", "par an", "par jour"): no measure phrase takes them
 * ("how many people per year does Mbacké add" asks a growth, not inhabitants per health facility).
 */
const perTime = new PhraseIndex<true>();
const asks = lexiconSection<Record<string, string[]>>('growthAsks');
for (const w of [...asks.perDay!, ...asks.perMonth!]) perTime.add(w, true);

/** Words that say a rate's "per" ("pour 1 000 habitants", "per 10,000 people"). */
const PER = new Set(['pour', 'per', 'par', 'pr']);
const DENOMINATOR = new Set(PER_INHABITANTS);

export function timeRates(tokens: string[], catalog: Catalog): boolean[] {
  const taken = new Array<boolean>(tokens.length).fill(false);
  const ops = catalog.operationWords.find(tokens).filter((h) => h.entry === 'series' || h.entry === 'growth');
  for (const h of [...ops, ...perTime.find(tokens)])
    if (['per', 'par', 'a', 'each', 'every', 'chaque'].includes(tokens[h.start]!))
      for (let k = h.start; k < h.end; k++) taken[k] = true;
  // "…touchés à Pikine pour 1 000 habitants": the inhabitants are the rate's denominator, not the
  // measure asked (lexicon `perInhabitants`).
  for (let i = 0; i < tokens.length; i++) {
    if (!PER.has(tokens[i]!)) continue;
    let j = i + 1;
    while (/^\d+$/.test(tokens[j] ?? '')) j++;
    if (j > i + 1 && /^10{2,}$/.test(tokens.slice(i + 1, j).join('')) && DENOMINATOR.has(tokens[j] ?? ''))
      taken[j] = true;
  }
  return taken;
}
