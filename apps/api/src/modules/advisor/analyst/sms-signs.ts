/** "+ de 40 %", "+ d'1 million" (SMS): more than. */
export const SMS_PLUS_DE = /(?<=^|\s)\+\s*(?=d(?:e\s|['’]))/g;

/** Signs written for words in SMS French: "les + peuplés", "le - dense", "+ de 500 000 hab.". */
export function withSmsSigns(text: string): string {
  return text
    .replace(/\b(le|la|les|l')\s*\+\s*(?=\p{L})/giu, '$1 plus ')
    .replace(/\b(le|la|les|l')\s*-\s+(?=\p{L})/giu, '$1 moins ')
    .replace(SMS_PLUS_DE, ' plus ');
}
