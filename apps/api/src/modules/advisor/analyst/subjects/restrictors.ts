import { lexiconSection } from '../catalog/catalog.ts';

/** Words that restrict a follow-up to a place and name no subject (lexicon `restrictors`: "seul", "uniquement", "alone"). */
const lex = lexiconSection<{ fr: string[]; en: string[] }>('restrictors');
export const RESTRICTOR_WORDS = [...lex.fr, ...lex.en].flatMap((w) => w.split(' '));

/** Words that only ask for what follows (lexicon `askingWords`: "donne-moi", "give me", "years"). */
const asking = lexiconSection<{ fr: string[]; en: string[] }>('askingWords');
export const ASKING_WORDS = [...asking.fr, ...asking.en];
