import type { Hit, OperationCue } from '../catalog/catalog.ts';
import type { ParsedQuestion } from '../text.ts';

/** Time and rate words of a question: "pour 1 000 habitants", "de 2024 à 2030", "up to 2030". */

export function perOf(tokens: string[], hits: Hit<OperationCue>[]): number | null {
  // "pour 1 000 habitants", "per 1,000,000 inhabitants": a rate is per a power of ten.
  // ("per 10k": thousands)
  const m = /\b(?:pour|per|par|pr)\s+((?:\d+ ?)+)(k|mille)?\b/.exec(tokens.join(' '));
  const n = m ? Number(m[1]!.replace(/ /g, '')) * (m[2] ? 1000 : 1) : NaN;
  if (n >= 100 && /^10+$/.test(String(n))) return n;
  const hit = hits.find((h) => h.entry === 'per');
  if (!hit) return null;
  const digits = tokens.slice(hit.start, hit.end).filter((t) => /^\d+$/.test(t));
  if (digits.length) return Number(digits.join(''));
  // ("per million", "par million d'habitants")
  const said = tokens.slice(hit.start, hit.end);
  if (said.some((t) => t === 'million' || t === 'millions')) return 1_000_000;
  return said.some((t) => t === 'mille' || t === 'thousand') ? 1000 : 1;
}

export function rangeOf(q: ParsedQuestion): [number, number] | null {
  if (q.years.length !== 2) return null;
  const [a, b] = [...q.years].sort();
  // ("entre 2009 et 2020" is a span; "les inondations de 2009 et 2020" are two years)
  const between = new RegExp(
    `\\b((de|from|du|depuis)\\s+${a}\\s+(a|to|au|through|jusqu a)|(entre|between)\\s+${a}\\s+(et|and))\\s+${b}\\b`,
  );
  const dash = new RegExp(`\\b${a}\\s*[-–—/]\\s*${b}\\b`);
  // "2024 to 2026", "2024 à 2030", "2024 jusqu'à 2030": a span even without "from".
  const to = new RegExp(`\\b${a}\\s+(a|to|au|through|till|until|jusqu a|jusque)\\s+${b}\\b`);
  return between.test(q.norm) || to.test(q.norm) || dash.test(q.raw) ? [a!, b!] : null;
}

/** "every year up to 2030", "from 2023 onwards": one end named, the other is the data's. */
export function openRangeOf(
  q: ParsedQuestion,
  range: [number, number] | null,
  change = false,
): 'to' | 'from' | undefined {
  const y = q.years.length === 1 ? q.years[0]! : null;
  // ("by 2030" is a span's end only beside a change: "which will gain the most by 2030"; "each year to 2030" is one too)
  const by = change ? '|by' : '';
  return y === null || range
    ? undefined
    : new RegExp(
          `\\b(up to|until|till|through|jusqu a|jusqu en|d ici|jusque|(?:each|every) year to|year by year to|annually to${by})\\s+(en\\s+)?${y}\\b`,
        ).test(q.norm)
      ? 'to'
      : new RegExp(
            `\\b(from|since|depuis|a partir de|des)\\s+(l an\\s+)?${y}\\b|\\b${y}\\s+(onwards|and after|et apres|a venir)\\b`,
          ).test(q.norm)
        ? 'from'
        : undefined;
}

/** "…d'ici 2030": one end named is a span as well, for choosing the operation. */
export function openSpan(q: ParsedQuestion, open: 'to' | 'from' | undefined): [number, number] | null {
  return open && q.years.length === 1 ? [q.years[0]!, q.years[0]!] : null;
}

/**
 * "Pop. totale 2023 des dépts de Bakel… (touchés par la crue du fleuve Sénégal de 2024)": an aside
 * in brackets that dates a flood is context, not the year asked; it is left out of the reading when
 * the rest of the question keeps a year of its own.
 */
export function withoutEventAside(question: string): string {
  const aside = /\(([^()]*)\)/g;
  const dated = (s: string) => /\b(19|20)\d\d\b/.test(s);
  const event =
    /\b(inond\w*|crues?|floods?|flooding|pluies?|rains?|temp[eê]tes?|storms?|orages?|submerg\w*|under ?water)\b|\bsous l['’ ]eau\b/i;
  const rest = question.replace(aside, (m, inner: string) => (event.test(inner) && dated(inner) ? '' : m));
  return rest !== question && dated(rest) ? rest : question;
}
