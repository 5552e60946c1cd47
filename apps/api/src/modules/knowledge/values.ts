/**
 * Published values that are not plain numbers: ranges (`2.5-3`, `1500-1700`), bounds (`>50`,
 * `<10`), approximations (`~500`), ratios (`3:1`) and words (`June-October`). Kept as written,
 * and parsed into a kind with a minimum and a maximum.
 */
export interface ParsedValue {
  kind: 'number' | 'range' | 'more_than' | 'less_than' | 'about' | 'ratio' | 'text';
  min: number | null;
  max: number | null;
}

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const num = (s: string) => Number(s.replace(',', '.'));

export function parseValue(text: string): ParsedValue {
  const t = text.trim().replace(/\s+/g, ' ');
  let m = new RegExp(`^(${NUM})$`).exec(t);
  if (m) return { kind: 'number', min: num(m[1]!), max: num(m[1]!) };
  m = new RegExp(`^(${NUM}) ?[-–] ?(${NUM})$`).exec(t);
  if (m) return { kind: 'range', min: num(m[1]!), max: num(m[2]!) };
  m = new RegExp(`^(>=?|≥) ?(${NUM})$`).exec(t);
  if (m) return { kind: 'more_than', min: num(m[2]!), max: null };
  m = new RegExp(`^(<=?|≤) ?(${NUM})$`).exec(t);
  if (m) return { kind: 'less_than', min: null, max: num(m[2]!) };
  m = new RegExp(`^~ ?(${NUM})$`).exec(t);
  if (m) return { kind: 'about', min: num(m[1]!), max: num(m[1]!) };
  m = new RegExp(`^(${NUM}) ?: ?(${NUM})$`).exec(t);
  if (m) return { kind: 'ratio', min: num(m[1]!) / num(m[2]!), max: num(m[1]!) / num(m[2]!) };
  return { kind: 'text', min: null, max: null };
}

export interface ParsedPer {
  operator: string | null;
  quantity: number;
  unit: string;
}

/** `10,000 people per day` → 10000 'people per day'; `<10,000 people` → '<' 10000; `household` → 1. */
export function parsePer(text: string): ParsedPer {
  const m = /^([<>]=?)?\s*(\d{1,3}(?:[,\s]\d{3})+|\d+(?:\.\d+)?)\s+(.+)$/.exec(text.trim());
  if (!m) return { operator: null, quantity: 1, unit: text.trim() };
  return { operator: m[1] ?? null, quantity: Number(m[2]!.replace(/[,\s]/g, '')), unit: m[3]!.trim() };
}
