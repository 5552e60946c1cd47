import type { Doc } from './style.ts';

/** The words a line may break between: plain spaces and tabs only (no-break spaces join). */
export const words = (text: string): string[] => text.split(/[ \t]+/).filter((w) => w !== '');

/** A figure as a cell shows it: "831 632", "12,5 %", "-3", "2009–2024", "1 389 ménages" not. */
export const isFigure = (word: string): boolean => /^[(+\-–]?\d[\d\u00a0\u202f.,/:–-]*[%)]?$/.test(word);

/** Greedy word wrap with the current font; words wider than the line are cut between letters. */
export function wrapText(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  const space = doc.widthOfString(' ');
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of words(paragraph)) {
      let rest = word;
      let restWidth = doc.widthOfString(rest);
      if (line && lineWidth + space + restWidth <= width) {
        line += ` ${rest}`;
        lineWidth += space + restWidth;
        continue;
      }
      if (line) lines.push(line);
      while (restWidth > width && rest.length > 1) {
        // The longest head of the word that fits (at least one letter).
        let lo = 1;
        let hi = rest.length - 1;
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          if (doc.widthOfString(rest.slice(0, mid)) <= width) lo = mid;
          else hi = mid - 1;
        }
        lines.push(rest.slice(0, lo));
        rest = rest.slice(lo);
        restWidth = doc.widthOfString(rest);
      }
      line = rest;
      lineWidth = restWidth;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Column widths as browsers lay out automatic tables: every column gets at least its longest word,
 * and the room left is shared in proportion to how much more each column would like.
 */
export function distribute(natural: number[], minimum: number[], total: number, floor: number[] = []): number[] {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const naturalSum = sum(natural);
  if (naturalSum <= total) {
    return natural.map((w) => w + (total - naturalSum) * (naturalSum > 0 ? w / naturalSum : 1 / natural.length));
  }
  const min = minimum.map((m, i) => Math.min(m, natural[i]!));
  const minSum = sum(min);
  if (minSum >= total) {
    // Too narrow even for the longest words: every column shrinks in proportion, but none under
    // its floor (its widest figure) while other columns can give room (their words are cut).
    const hard = min.map((m, i) => Math.min(m, floor[i] ?? 0));
    const hardSum = sum(hard);
    if (hardSum >= total) return min.map((m) => (m / minSum) * total);
    const soft = min.map((m, i) => m - hard[i]!);
    const softSum = sum(soft);
    return hard.map((h, i) => h + ((total - hardSum) * soft[i]!) / softSum);
  }
  const extra = natural.map((w, i) => w - min[i]!);
  const extraSum = sum(extra);
  return min.map((m, i) => m + ((total - minSum) * extra[i]!) / extraSum);
}
