import type { AdvisorAnswer, AdvisorLanguage } from '../../advisor.engine.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { AnswerBuilder, type QueryRunner } from '../answer.ts';
import { asksElsewhere, type Catalog, lexiconSection } from '../catalog/catalog.ts';
import type { PlaceIndex, PlaceMention } from '../places.ts';
import { label, msg } from '../write/format.ts';
import { detectLanguage, MONTHS } from '../text.ts';
import { namesCountry } from './places-read.ts';

/**
 * "Combien d'habitants dans le village de Sinthiou Bamambe ?": a place below the commune, which no
 * file of ours counts. A figure of the country (the frame with no place) or of a unit of a similar
 * name would be a figure the data does not hold for the place asked: the answer says the place is
 * not one of our units, down to which level the figures go, and which units the question named.
 */

/** A name's word: capitalised, not an acronym ("HCR", "CRGI") nor a month ("September"). */
const capitalised = (w: string) =>
  /^[\p{Lu}][\p{L}'’-]*$/u.test(w) && !/^[\p{Lu}]{2,}$/u.test(w) && !(normaliseName(w) in MONTHS);

/** The words name a unit as written (its name or an alias), not by a spelling mistake. */
const exact = (idx: PlaceIndex, m: PlaceMention) =>
  idx.isAlias(m.text) || m.candidates.some((u) => normaliseName(u.name) === m.text);

/** The name after a word for a place below the commune ("village de X", "the town of X"), when no unit has it. */
export function unknownPlaceName(
  question: string,
  idx: PlaceIndex,
  known: (w: string) => boolean,
  country: (tokens: string[]) => boolean = () => false,
): string | null {
  const heads = lexiconSection<{ heads: string[]; links: string[]; before: string[] }>('placeBelowCommune');
  // (a name never runs over a sentence's or a clause's end: "la réunion du CRGI. Quelle…")
  const words = question.split(/\s+|(?=[,;:?!.()«»"])|(?<=[,;:?!.()«»"])/).filter((w) => w.trim());
  // ("population de Sinthiou Bamambe": after "de", "in", "à", when the question names no unit at all)
  const all = normaliseName(question).split(' ');
  const noUnit = !idx.find(all).length && !country(all);
  const head = (w: string, next: string | undefined) =>
    heads.heads.includes(normaliseName(w)) ||
    (noUnit && heads.before.includes(normaliseName(w)) && !!next && !known(normaliseName(next)));
  for (let i = 0; i < words.length; i++) {
    if (!head(words[i]!, words[i + 1])) continue;
    let k = i + 1;
    // ("village de", "village d'X", "the village of", "quartier dit")
    const split = /^(d['’])(.+)$/iu.exec(words[k] ?? '');
    const first = split ? split[2]! : words[k];
    if (!split && heads.links.includes(normaliseName(words[k] ?? ''))) k++;
    const name: string[] = [];
    // ("Senegal's population": the possessive is no part of the name)
    for (let w = split ? first : words[k]; w && capitalised(w); w = words[++k]) name.push(w.replace(/['’]s$/u, ''));
    if (!name.length) continue;
    const tokens = normaliseName(name.join(' ')).split(' ');
    if (country(tokens)) continue;
    const found = idx.find(tokens);
    const covered = found.reduce((n, m) => n + (m.end - m.start), 0);
    if (covered < tokens.length || found.some((m) => !exact(idx, m))) return name.join(' ');
  }
  return null;
}

/** The answer for a figure asked of such a place, or null when the question asks none. */
export async function answerUnknownPlace(
  env: { db: QueryRunner; catalog: Catalog; idx: PlaceIndex },
  question: string,
  fallback: AdvisorLanguage,
): Promise<AdvisorAnswer | null> {
  const { db, catalog, idx } = env;
  const lang = detectLanguage(question, fallback);
  const tokens = normaliseName(question).split(' ');
  if (!catalog.measureWords.find(tokens).length || catalog.eventWords.has(tokens)) return null;
  // (a place abroad, "la population du Mali", is out of scope, not a village of ours)
  if (asksElsewhere(catalog, tokens, 0)) return null;
  const known = (w: string) => (catalog.vocabulary.get(w.length) ?? []).includes(w) || catalog.dimensionWords.has([w]);
  const name = unknownPlaceName(question, idx, known, (t) => namesCountry(t, catalog));
  if (!name) return null;
  const b = new AnswerBuilder(db, lang, 'population');
  b.missing(name);
  b.say(msg('placeBelowCommune', lang, { name }));
  const named = idx.find(tokens).filter((m) => exact(idx, m) && !normaliseName(name).includes(m.text));
  const units = [...new Set(named.map((m) => m.candidates[0]!))];
  if (units.length)
    b.say('', msg('placeBelowCommuneNamed', lang, { units: units.map((u) => label(u, lang)).join(', ') }));
  return { ...(await b.finish([], { intent: 'population' })), engine: 'analyst' };
}
