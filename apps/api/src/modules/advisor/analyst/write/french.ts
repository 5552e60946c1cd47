/**
 * French contractions a place's article makes with the word before it ("de le Sénégal" → "du
 * Sénégal", "à le Sénégal" → "au Sénégal"): only before a capitalised name, so that "de le faire"
 * stays as written.
 */
export function contract(text: string): string {
  return text
    .replace(/(^|[\s(«])([Dd])e le (?=\p{Lu})/gu, (_, s: string, d: string) => `${s}${d}u `)
    .replace(/(^|[\s(«])([Dd])e les (?=\p{Lu})/gu, (_, s: string, d: string) => `${s}${d}es `)
    .replace(/(^|[\s(«])([Àà]) le (?=\p{Lu})/gu, (_, s: string, a: string) => `${s}${a === 'À' ? 'Au' : 'au'} `)
    .replace(/(^|[\s(«])([Àà]) les (?=\p{Lu})/gu, (_, s: string, a: string) => `${s}${a === 'À' ? 'Aux' : 'aux'} `);
}
