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
}
let roleWords: PhraseIndex<ActorRole> | undefined;

export function namedActorRoles(tokens: string[]): ActorRole[] {
  roleWords ??= (() => {
    type Entry = { fr: string; en: string; words: string[] };
    const roles = lexiconSection<Record<string, Entry | string>>('actorRoles');
    const index = new PhraseIndex<ActorRole>();
    for (const [key, e] of Object.entries(roles))
      if (typeof e === 'object') for (const w of e.words) index.add(w, { key, fr: e.fr, en: e.en });
    return index;
  })();
  const hits = roleWords.find(tokens).map((h) => h.entry);
  return hits.filter((r, i) => hits.findIndex((x) => x.key === r.key) === i);
}

/** "Qui…", "quels acteurs…", "which agencies…": the question asks who, not about one actor. */
export const ASKS_WHO =
  /\b(qui|who|quels? (\w+ )?(acteurs?|organismes?|institutions?|services?|agences?|ministeres?)|quelles? (\w+ )?(institutions?|structures?(?! de sante)|agences?)|(which|what) (\w+ )?(actors?|agenc\w+|bod(y|ies)|institutions?|organi[sz]ations?|services?|ministr(y|ies)))\b/;
