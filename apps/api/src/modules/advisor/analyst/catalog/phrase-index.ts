import { normaliseName } from '../../../knowledge/normalise.ts';

export interface Hit<T> {
  entry: T;
  start: number;
  end: number;
}

/** Phrases (normalised, split into words) to the entries they name; longest phrases win. */
export class PhraseIndex<T> {
  private readonly phrases: { words: string[]; entry: T }[] = [];
  /** Positions in `phrases` by first word, ascending; rebuilt after an `add`. */
  private byFirstWord: Map<string, number[]> | undefined;

  add(phrase: string, entry: T): void {
    const words = normaliseName(phrase).split(' ').filter(Boolean);
    if (words.length) this.phrases.push({ words, entry });
    this.phrases.sort((a, b) => b.words.length - a.words.length);
    this.byFirstWord = undefined;
  }

  /**
   * The phrases that may occur in `tokens`, in the index's order: those whose first word is one of
   * the tokens. Scanning only them gives the same hits as scanning every phrase, for a fraction of
   * the work (most of the catalog's phrases are not in a given question).
   */
  private candidates(tokens: string[]): number[] {
    if (!this.byFirstWord) {
      this.byFirstWord = new Map();
      this.phrases.forEach(({ words }, k) => {
        const list = this.byFirstWord!.get(words[0]!);
        if (list) list.push(k);
        else this.byFirstWord!.set(words[0]!, [k]);
      });
    }
    const found = new Set<number>();
    for (const token of tokens) for (const k of this.byFirstWord.get(token) ?? []) found.add(k);
    return [...found].sort((a, b) => a - b);
  }

  /** Non-overlapping hits, longest first, in question order; `taken` marks spans already used. */
  find(tokens: string[], taken?: boolean[]): Hit<T>[] {
    const used = taken ? [...taken] : new Array<boolean>(tokens.length).fill(false);
    const hits: Hit<T>[] = [];
    for (const k of this.candidates(tokens)) {
      const { words, entry } = this.phrases[k]!;
      for (let i = 0; i + words.length <= tokens.length; i++) {
        if (words.every((w, j) => tokens[i + j] === w) && !used.slice(i, i + words.length).some(Boolean)) {
          for (let j = i; j < i + words.length; j++) used[j] = true;
          hits.push({ entry, start: i, end: i + words.length });
        }
      }
    }
    return hits.sort((a, b) => a.start - b.start);
  }

  has(tokens: string[]): boolean {
    return this.find(tokens).length > 0;
  }
}
