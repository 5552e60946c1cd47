/**
 * The form a place name is compared in: lower case, no accents, no punctuation, one space between
 * words, and the usual abbreviations spelled out ("St-Louis" → "saint louis"); "km²" is "km2".
 */
export function normaliseName(text: string): string {
  return text
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`´]/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte')
    .trim()
    .replace(/\s+/g, ' ');
}
