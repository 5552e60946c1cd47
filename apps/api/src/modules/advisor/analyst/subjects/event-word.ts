import { lexiconWords } from '../catalog/lexicon-words.ts';

/**
 * "L'événement le plus meurtrier", "which event destroyed the most houses": a word that names a
 * recorded episode (lexicon `eventRecords.words`) beside a toll — a word of `eventRecords.toll`, or
 * one the caller's impact pattern knows — is a question about the recorded floods, even with no
 * flood word in it.
 */
export function namesEventRecord(tokens: string[], norm: string, impact: RegExp): boolean {
  return (
    lexiconWords('eventRecords', 'words').has(tokens) &&
    (impact.test(norm) || lexiconWords('eventRecords', 'toll').has(tokens))
  );
}
