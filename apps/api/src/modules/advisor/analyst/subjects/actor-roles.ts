import { lexiconSection, PhraseIndex } from '../catalog/catalog.ts';

/**
 * The roles in flood response a question asks about ("qui coordonne…", "who issues warnings?"),
 * read from the lexicon's `actorRoles`: each is a word of the actors file's role field.
 */
export interface ActorRole {
  /** The word of the role field. */
  key: string;
  fr: string;
  en: string;
  /** The words that ask for it ("assainissement", "sanitation"). */
  words: string[];
}
let roleWords: PhraseIndex<ActorRole> | undefined;

export function namedActorRoles(tokens: string[]): ActorRole[] {
  roleWords ??= (() => {
    type Entry = { fr: string; en: string; words: string[] };
    const roles = lexiconSection<Record<string, Entry | string>>('actorRoles');
    const index = new PhraseIndex<ActorRole>();
    for (const [key, e] of Object.entries(roles))
      if (typeof e === 'object') for (const w of e.words) index.add(w, { key, fr: e.fr, en: e.en, words: e.words });
    return index;
  })();
  const hits = roleWords.find(tokens).map((h) => h.entry);
  return hits.filter((r, i) => hits.findIndex((x) => x.key === r.key) === i);
}

/** "Qui…", "quels acteurs…", "which agencies…": the question asks who, not about one actor. */
export const ASKS_WHO =
  /\b(qui|who|(quel|quelle|kel|kelle)s? (\w+ )?(acteurs?|organismes?|institutions?|services?|agences?|ministeres?|programmes?|projets?|plans?|structures?(?! de sante))|(which|what) (\w+ )?(actors?|agenc\w+|bod(y|ies)|institutions?|organi[sz]ations?|services?|ministr(y|ies)|programmes?|programs?|projects?|plans?))\b/;

/**
 * "Quel ministère s'occupe de l'assainissement ?", "which programme builds drains?": the kind of
 * actor asked for (lexicon `actorKinds`, each key the start of the actors file's type field).
 */
export function askedActorKinds(tokens: string[], strongOnly = false): string[] {
  type Kind = { fr: string[]; en: string[]; weak?: boolean };
  const kinds = lexiconSection<Record<string, Kind | string>>('actorKinds');
  const said = ` ${tokens.join(' ')} `;
  return Object.entries(kinds).flatMap(([key, e]) =>
    typeof e === 'object' && !(strongOnly && e.weak) && [...e.fr, ...e.en].some((w) => said.includes(` ${w} `))
      ? [key]
      : [],
  );
}

/**
 * The actors of the kinds asked that do the role asked: its word in their role field, or in their
 * name or mandate ("Ministère de l'Hydraulique et de l'Assainissement" for "assainissement").
 */
export function ofKindAndRole<A extends { actor_id: string; type: string | null; role: string | null; text: string }>(
  rows: A[],
  kinds: string[],
  roles: ActorRole[],
): string[] {
  return (
    rows
      .filter((a) => kinds.some((k) => (a.type ?? '').toLowerCase().startsWith(k)))
      .filter((a) =>
        roles.some(
          (r) => (a.role ?? '').toLowerCase().includes(r.key) || r.words.some((w) => a.text.includes(` ${w} `)),
        ),
      )
      // (a historical ministry only when no current one does it)
      .sort((a, c) => Number(/historical/.test(a.type ?? '')) - Number(/historical/.test(c.type ?? '')))
      .filter((a, _i, all) => !/historical/.test(a.type ?? '') || all.every((x) => /historical/.test(x.type ?? '')))
      .map((a) => a.actor_id)
  );
}

/**
 * "Quel ministère s'occupait des zones inondables de 2012 à 2014 ?", "which programme built drains
 * after the 2012 floods?": an asking word just before a strong kind of actor (lexicon
 * `actorKindAsk`, the kind within the three words after it) asks for an actor, whatever flood or
 * year it names.
 */
export function asksActorOfKind(tokens: string[]): boolean {
  const ask = lexiconSection<{ fr: string[]; en: string[] }>('actorKindAsk');
  const askers = new Set([...ask.fr, ...ask.en]);
  return tokens.some((t, i) => askers.has(t) && askedActorKinds(tokens.slice(i + 1, i + 4), true).length > 0);
}

/** An asking word of `actorKindAsk` right before words the test holds ("which floods", "quelles inondations"). */
export function asksWhichOf(tokens: string[], holds: (words: string[]) => boolean): boolean {
  const ask = lexiconSection<{ fr: string[]; en: string[] }>('actorKindAsk');
  const askers = new Set([...ask.fr, ...ask.en]);
  return tokens.some((t, i) => askers.has(t) && holds(tokens.slice(i + 1, i + 3)));
}
