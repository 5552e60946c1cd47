/** "+ de 40 %", "+ d'1 million" (SMS): more than. */
export const SMS_PLUS_DE = /(?<=^|\s)\+\s*(?=d(?:e\s|['’]))/g;

/** Signs written for words in SMS French: "les + peuplés", "le - dense", "+ de 500 000 hab.", "en +". */
export function withSmsSigns(text: string): string {
  return (
    text
      .replace(/\b(le|la|les|l')\s*\+\s*(?=\p{L})/giu, '$1 plus ')
      .replace(/\b(le|la|les|l')\s*-\s+(?=\p{L})/giu, '$1 moins ')
      .replace(SMS_PLUS_DE, ' plus ')
      // "pop en + entre 2024 et 2030", "combien de + ?": "en plus", "de plus" (a gain, a difference).
      .replace(/(?<=^|\s)(en|de)\s*\+(?=\s|$|[?,.;:!])/giu, '$1 plus')
  );
}
