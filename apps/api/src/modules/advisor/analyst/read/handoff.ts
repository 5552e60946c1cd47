import type { Catalog } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import { lastAsk } from '../subjects/actor-terms.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { maskHazardComponent } from './hazard-component.ts';

/** Words naming a whole subject, context beside a measure of the ask's own (lexicon `handoff.general`). */
const GENERAL = new Set(lexiconSection<{ general: string[] }>('handoff').general);
/** Subjects that are areas, which "y" / "there" can point back at (lexicon `handoff.placeLike`). */
const PLACE_LIKE = lexiconSection<{ placeLike: string[] }>('handoff').placeLike.map((w) => ` ${w} `);

/** The ask points back at the context given first. */
const BACK_TO_CONTEXT =
  /\b(y|there|therein|them|ces (zones?|secteurs?|quartiers?|endroits?|sites?)|these (areas?|zones?|places?)|those (areas?|zones?|places?)|celles ci|ceux ci|dedans|inside them)\b/;

/**
 * Whether words the catalog does not model (floods, flood-prone zones, needs…) send the question
 * to the subject handlers. Such words in the context given first ("Nous suivons la croissance des
 * zones inondables. Pour le département de Thiès, les effectifs de 2023 à 2027 ?") do not, when
 * the ask itself names a catalog measure (or people and a number) and a place or a level of its own
 * (a measure other than people may take the context's place) and none of those words, and does
 * not point back at the context ("How many people live there?", "combien de personnes y vivent ?").
 */
export function handsOff(
  question: string,
  tokens: string[],
  inPhrase: boolean[],
  catalog: Catalog,
  index: PlaceIndex,
): boolean {
  if (
    !catalog.handoffWords.find(tokens, surveyTouch(tokens, maskHazardComponent(tokens, inPhrase, catalog), catalog))
      .length
  )
    return false;
  const ask = askAfterContext(question);
  if (ask === null) return true;
  const words = normaliseName(ask).split(' ').filter(Boolean);
  // A measure of its own other than people ("l'accès des ménages à l'eau potable") may take its
  // place from the context ("…dans la région de Matam, touchée par la crue de 2024. Quel est…").
  const own = catalog.measureWords.find(words).some((h) => h.entry.id !== 'population');
  // "…dans la région de Ziguinchor. Combien d'enfants y vivent ?": "y" is the place of the context,
  // unless the context's subject is itself an area ("les zones inondables de Pikine").
  const context = ` ${normaliseName(question.slice(0, question.lastIndexOf(ask)))} `;
  const backToSubject = PLACE_LIKE.some((w) => context.includes(w)) || !index.find(context.trim().split(' ')).length;
  const pointsBack = BACK_TO_CONTEXT.test(words.join(' '));
  return (
    (pointsBack && backToSubject) ||
    // A general subject ("la vulnérabilité") beside a measure of its own asks that measure.
    catalog.handoffWords.find(words).some((h) => !(own && GENERAL.has(words.slice(h.start, h.end).join(' ')))) ||
    !(catalog.measureWords.find(words).length || (catalog.weakMeasureWords.find(words).length && /\d/.test(ask))) ||
    !(own || pointsBack || index.find(words).length || words.some((w) => catalog.levelWords.has(w) && /s$/.test(w)))
  );
}

/** The words of the ask alone when context comes first ("Nous préparons des plans… Combien de…"). */
export function askWords(question: string, tokens: string[]): string[] {
  const ask = askAfterContext(question);
  return ask === null ? tokens : normaliseName(ask).split(' ').filter(Boolean);
}

/**
 * The ask when statements come first ("Nous suivons les zones inondables. Pour Thiès, …?"), or
 * null: one sentence only, or questions before it ("…ils sortent d'où ? c'est fiable ?" is one ask).
 */
function askAfterContext(question: string): string | null {
  const ask = colonAsk(lastAsk(question));
  const before = question.slice(0, Math.max(0, question.lastIndexOf(ask)));
  return ask.length >= question.trim().length - 2 || before.includes('?') ? null : ask;
}

/** "Kaffrine region, hit by the July 2016 floods: what is…?": the ask after a colon that ends a context of three words or more. */
function colonAsk(sentence: string): string {
  const at = sentence.lastIndexOf(': ');
  if (at < 0) return sentence;
  const [context, ask] = [sentence.slice(0, at), sentence.slice(at + 2)];
  return context.trim().split(/\s+/).length >= 3 && ask.trim().split(/\s+/).length >= 3 ? ask : sentence;
}

/** A subject named only weakly ("flood", "people"): in the ask itself, not in the context given first. */
/** (A need word in a request is no need asked: "I need Pikine's figures", "j'ai besoin des chiffres de…".) */
export function weakSubject(question: string, tokens: string[], inPhrase: boolean[], catalog: Catalog): boolean {
  const named = (t: string[], taken?: boolean[]) => catalog.handoffWeak.find(t, withRequests(t, taken)).length > 0;
  return named(tokens, inPhrase) && named(askWords(question, tokens));
}

/** The words already taken, and those of a request ("I need", "j'ai besoin": lexicon `requestWords`). */
function withRequests(tokens: string[], taken?: boolean[]): boolean[] {
  const mask = taken ? [...taken] : new Array<boolean>(tokens.length).fill(false);
  for (const h of lexiconWords('requestWords').find(tokens)) for (let k = h.start; k < h.end; k++) mask[k] = true;
  return mask;
}

/**
 * "La hausse des prix alimentaires a touché quel % des ménages ?": a verb a flood touches people with
 * (lexicon `shockVerbs`) is a survey's shock touching households, when a shock or a milieu of the
 * survey and households (lexicon `floodShock.households`) are named: those words are taken.
 */
function surveyTouch(tokens: string[], taken: boolean[], catalog: Catalog): boolean[] {
  const survey = catalog.dimensionWords.find(tokens).some((h) => ['shock', 'milieu'].includes(h.entry.dim));
  if (!survey || !lexiconWords('floodShock', 'households').has(tokens)) return taken;
  const mask = [...taken];
  for (const h of lexiconWords('shockVerbs').find(tokens)) for (let k = h.start; k < h.end; k++) mask[k] = true;
  return mask;
}
