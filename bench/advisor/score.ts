/** Scores one answer against a question-bank line, by the rules of bench/advisor/README.md. */
export interface Expect {
  numbers?: number[];
  any_numbers?: number[][];
  approx_numbers?: [number, number][];
  names?: string[];
  pattern?: string;
}

export interface BankItem {
  id: string;
  lang: 'fr' | 'en';
  category: string;
  turns: string[];
  expect: Expect;
  /** Generated sets: the template (phrasing) the question comes from, and its writing style. */
  template?: string;
  style?: string;
  why?: string;
}

const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every number in the text, read as people write them (4 004 425, 4,004,425, 8,2). */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  const re = /\d{1,3}(?:([ \u00a0\u202f\u2009,.])\d{3})(?:\1\d{3})*(?:[.,]\d+)?|\d+(?:[.,]\d+)?/g;
  for (const m of text.matchAll(re)) {
    const t = m[0];
    const sep = m[1];
    if (sep !== undefined) {
      // Grouped thousands; a trailing decimal part uses the other mark.
      const parts = t.split(sep);
      const last = parts.pop()!;
      const dec = /[.,]\d+$/.exec(last);
      const intPart = parts.join('') + (dec ? last.slice(0, dec.index) : last);
      out.push(Number(intPart + (dec ? `.${dec[0].slice(1)}` : '')));
      if (sep === ',' || sep === '.') {
        // "8,200" could also be 8.2 for a reader: keep the grouped reading only.
      }
    } else out.push(Number(t.replace(',', '.')));
  }
  return out;
}

export function score(answer: string, expect: Expect): { pass: boolean; why: string[] } {
  const why: string[] = [];
  const nums = numbersIn(answer);
  const hasExact = (n: number) => nums.some((x) => (Number.isInteger(n) ? x === n : Math.abs(x - n) <= 0.05));
  for (const n of expect.numbers ?? []) if (!hasExact(n)) why.push(`missing number ${n}`);
  for (const group of expect.any_numbers ?? []) if (!group.some(hasExact)) why.push(`none of ${group.join('/')}`);
  for (const [v, tol] of expect.approx_numbers ?? [])
    if (!nums.some((x) => Math.abs(x - v) <= Math.abs(v) * tol)) why.push(`no number near ${v}`);
  const plain = strip(answer);
  for (const name of expect.names ?? []) if (!plain.includes(strip(name))) why.push(`missing name ${name}`);
  if (expect.pattern && !new RegExp(expect.pattern).test(plain)) why.push(`pattern not matched`);
  return { pass: why.length === 0, why };
}
