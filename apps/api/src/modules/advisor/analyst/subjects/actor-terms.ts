import { normaliseName } from '../../../knowledge/normalise.ts';
import type { QueryRunner } from '../answer.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import { spellAs, vocabularyOf } from '../read/spelling.ts';

/**
 * Words only the actors' records hold ("cote d'alerte", "DREF", "lâchers de Manantali"): a question
 * built on them asks about an actor's facts even when it names no actor. Read from the data once.
 * A word or phrase counts when at most two actors' records hold it and the response standards,
 * which people ask about in the same words, do not.
 */

export interface ActorTerms {
  /** Normalised text of each actor's record. */
  texts: string[];
  /** Each actor's acronym, normalised ("omvs", "dpgi"). */
  acronyms: Set<string>;
  /** Normalised text of the response standards. */
  background: string;
  /** Each actor's names (French, English, acronym), normalised. */
  names: string[];
  /** The years of the recorded floods: a year outside them does not make a question an event's. */
  eventYears: Set<number>;
  /** The words a misspelt word of a question about actors is read as (spellingTargets), by length. */
  vocabulary: { acronyms: Map<number, string[]>; long: Map<number, string[]> };
  /** Every word of the actors' records: written as a record writes it, a word is no misspelling ("interior"). */
  words: Set<string>;
}

const COMMON = new Set([
  ...(
    'quel quelle quels quelles combien est sont pour dans avec plus moins tout tous toute toutes fait faire ' +
    'what which does have were that this from with their there more most less much many ' +
    'senegal inondation inondations flood floods crue crues fleuve river'
  ).split(' '),
  // ("…, then the number of women, then the 2030 projection": a list's connectors name no actor)
  ...Object.values(lexiconSection<{ fr: string[]; en: string[] }>('listConnectors'))
    .flat()
    .filter((w) => !w.includes(' ')),
  // ("inondations d'août 2012 contre celles de 2020": a comparison's "contre" names no actor, not
  // even the PDGI, "lutte contre les inondations")
  'contre',
]);

export function actorTermsLoader(db: QueryRunner): () => Promise<ActorTerms> {
  let loading: Promise<ActorTerms> | undefined;
  const text = (row: Record<string, string | null>) =>
    ` ${normaliseName(Object.values(row).filter(Boolean).join(' '))} `;
  return () =>
    (loading ??= (async () => {
      const actors = await db.query<Record<string, string | null>>(
        'select name_fr, acronym, name_en, type, parent_ministry, mandate_fr, mandate_en, role from knowledge.response_actor',
      );
      const standards = await db.query<Record<string, string | null>>(
        'select indicator, indicator_fr, unit, per, note from knowledge.response_standard',
      );
      // (the capitals of the field: "PGIIS (also 'PGII')" is PGIIS and PGII)
      const acronyms = new Set(actors.rows.flatMap((r) => acronymsOf(r.acronym)));
      const years = await db.query<{ year: number }>('select distinct year from knowledge.flood_event');
      return {
        texts: actors.rows.map(text),
        acronyms,
        background: standards.rows.map(text).join(' '),
        names: actors.rows.map(
          (r) => ` ${normaliseName([r.name_fr, r.name_en, r.acronym].filter(Boolean).join(' '))} `,
        ),
        eventYears: new Set(years.rows.map((r) => Number(r.year))),
        words: new Set(actors.rows.flatMap((r) => text(r).split(' '))),
        vocabulary: spellingTargets(actors.rows.map(text), acronyms, standards.rows.map(text).join(' ')),
      };
    })());
}

/**
 * How strongly a question's own words point at the actors' records: 1 for a rare word (4+ letters),
 * 2 for a rare phrase of two or three words holding two such words. Place names and words the
 * catalog knows never count.
 */
/** The abbreviations of the lexicon's SMS words ("pop.", "hab.", "dépt.", "rég."): their period ends no sentence. */
let abbreviations: Set<string> | undefined;
/** The last sentence of three words or more: the ask, after any context given first. */
export function lastAsk(question: string): string {
  abbreviations ??= new Set(Object.keys(lexiconSection<Record<string, string>>('sms')).map(normaliseName));
  const sentences: string[] = [];
  let from = 0;
  for (const m of question.matchAll(/[.;!?]\s+/g)) {
    const word = /(\p{L}+)$/u.exec(question.slice(from, m.index))?.[1];
    if (m[0][0] === '.' && word && abbreviations.has(normaliseName(word))) continue;
    // ("order no. 14054", "art. 3": a period before a number ends no sentence)
    if (m[0][0] === '.' && /\d/.test(question[m.index + m[0].length] ?? '')) continue;
    sentences.push(question.slice(from, m.index));
    from = m.index + m[0].length;
  }
  sentences.push(question.slice(from));
  return sentences.filter((p) => p.trim().split(/\s+/).length >= 3).at(-1) ?? question;
}

/** True when the words name an actor by its acronym ("l'OMVS", "la DPGI"). */
export function namesActor(tokens: string[], terms: ActorTerms): boolean {
  return tokens.some((t) => terms.acronyms.has(t));
}

/**
 * True when the words name one actor by a word of its name no other actor's name holds ("le
 * ministre de l'Intérieur", "les forces armées"): the question is about that actor, even when it
 * dates a flood.
 */
export function namesActorByName(tokens: string[], terms: ActorTerms, placed: Set<number>): boolean {
  return tokens.some(
    (w, i) =>
      w.length >= 5 &&
      !COMMON.has(w) &&
      !placed.has(i) &&
      terms.names.filter((n) => n.includes(` ${w} `)).length === 1 &&
      !terms.background.includes(` ${w} `),
  );
}

/** The years a question names that are years of a recorded flood. */
export function floodYearsNamed(text: string, terms: ActorTerms): number[] {
  return [...text.matchAll(/\b(19|20)\d\d\b/g)].map((m) => Number(m[0])).filter((y) => terms.eventYears.has(y));
}

const LINKS = new Set(['de', 'du', 'des', 'd', 'of']);

export function actorTermScore(tokens: string[], terms: ActorTerms, known: (w: string) => boolean): number {
  const meaningful = (w: string) => w.length >= 4 && !/\d/.test(w) && !COMMON.has(w) && !known(w);
  let score = 0;
  const used = new Set<number>();
  // (a phrase said twice counts once: "côte à côte" is no two words of the DGPRE's "cote d'alerte")
  const counted = new Set<string>();
  for (let n = 3; n >= 1; n--)
    for (let i = 0; i + n <= tokens.length; i++) {
      const words = tokens.slice(i, i + n);
      if ([...Array(n).keys()].some((k) => used.has(i + k))) continue;
      // (a compound noun of one record, "salle de crise", needs one rare word: "crise" is the catalog's too)
      const compound = n === 3 && LINKS.has(words[1]!) && words[0]!.length >= 5 && words[2]!.length >= 5;
      if (words.filter(meaningful).length < (compound ? 1 : Math.min(n, 2))) continue;
      const phrase = ` ${words.join(' ')} `;
      if (counted.has(phrase)) continue;
      counted.add(phrase);
      const df = terms.texts.filter((t) => t.includes(phrase)).length;
      if (df === 0 || df > (compound ? 1 : 2) || terms.background.includes(phrase)) continue;
      score += n === 1 ? 1 : 2;
      for (let k = 0; k < n; k++) used.add(i + k);
    }
  return score;
}

/**
 * A word of one actor's name only, long enough to be a name ("Manantali", in SEMAF's): the
 * question is about that record even with no other word of it.
 */
export function namesOneRecord(
  tokens: string[],
  terms: ActorTerms,
  placed: Set<number>,
  known: (w: string) => boolean,
  question: string,
): boolean {
  // …written as a proper noun, inside the question: "Where is the Manantali dam?" ("femmes" is no name).
  const proper = new Set(
    [...question.matchAll(/(?<=[\p{L}\d,;:'’]\s+)\p{Lu}[\p{L}-]+/gu)].map((m) => normaliseName(m[0])),
  );
  return tokens.some(
    (w, i) =>
      w.length >= 6 &&
      proper.has(w) &&
      !COMMON.has(w) &&
      !placed.has(i) &&
      !known(w) &&
      terms.names.filter((t) => t.includes(` ${w} `)).length === 1 &&
      !terms.background.includes(` ${w} `),
  );
}

/**
 * The words a misspelt word is read as in a question about actors: their acronyms ("PRGOEP"), and
 * the long words (7 letters and more) one or two actors' records alone hold ("Mannatali", "reservior") —
 * never a short or shared word a common one is near ("fortes" is no "forces", "channge" no "change").
 */
function spellingTargets(texts: string[], acronyms: Set<string>, background: string): ActorTerms['vocabulary'] {
  const count = new Map<string, number>();
  for (const t of texts) for (const w of new Set(t.split(' '))) count.set(w, (count.get(w) ?? 0) + 1);
  const own = [...count].filter(([w, n]) => n <= 2 && w.length >= 7 && !background.includes(` ${w} `));
  return { acronyms: vocabularyOf([...acronyms]), long: vocabularyOf(own.map(([w]) => w)) };
}

/** The acronyms an actor's acronym field gives: its words in capitals, three letters or more, normalised. */
export function acronymsOf(field: string | null | undefined): string[] {
  return capitals(field).map(normaliseName);
}
const capitals = (field: string | null | undefined) =>
  [...(field ?? '').matchAll(/\b[A-Z][A-Z0-9]{2,}\b/g)].map((m) => m[0]);

/** An actor's acronyms as an answer writes them: "PGIIS, aussi PGII", "PGIIS, also PGII". */
export function acronymLabel(field: string | null, lang: 'fr' | 'en'): string | null {
  const [first, ...others] = capitals(field);
  if (!first) return field;
  return others.length ? `${first}, ${lang === 'fr' ? 'aussi' : 'also'} ${others.join(', ')}` : first;
}

/**
 * The words of a question about actors read as the actors' words they misspell: any word toward an
 * acronym ("PRGOEP"), and only a long word (7 letters and more) toward a long word of a record — a
 * short common word is too near too many ("existe" is no misspelt "existed").
 */
export function spellAsActors(tokens: string[], terms: ActorTerms, keep: (w: string) => boolean): string[] {
  const kept = (w: string) => keep(w) || terms.words.has(w);
  const named = spellAs(tokens, terms.vocabulary.acronyms, kept, undefined, true);
  return spellAs(named, terms.vocabulary.long, (w) => w.length < 7 || kept(w), undefined, true);
}
