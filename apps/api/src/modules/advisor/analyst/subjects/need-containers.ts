import { readFileSync } from 'node:fs';
import { type AnswerBuilder, fmt } from '../answer.ts';
import { scaleNumbers, type ParsedQuestion } from '../text.ts';
import type { StandardRow } from './standards.ts';
import type { ComputedNeed } from './need-gap.ts';

/**
 * Things of a given size counted ("combien de camions-citernes de 10 000 L par jour ?", "how many
 * 20-litre jerrycans?", "tentes de 16 m²", "pains de savon de 250 g"): the need in the standard's unit
 * (litres, m², grams) divided by the size, rounded up. The size is a container's, never a rate per
 * person nor a stock of water (`withoutContainers`). Words: catalog/needs.json `containers`.
 */
const file = JSON.parse(readFileSync(new URL('../catalog/needs.json', import.meta.url), 'utf8')) as {
  containers: { words: string[]; count: string[]; periods: string[] };
};
const alt = (words: string[]) => words.map((w) => w.replace(/ /g, '[\\s-]+')).join('|');
const THING = `(?:${alt(file.containers.words)})`;
const SIZE =
  '(\\d+(?:[.,]\\d+)?)\\s*-?\\s*(litres?|liters?|l|m3|m³|m2|m²|metres? carres|square met(?:re|er)s|kg|kilos?|grammes?|grams?|g)';
const BEFORE = new RegExp(`${SIZE}[\\s-]+(?:[a-z]+\\s+){0,2}?(${THING})\\b`);
const AFTER = new RegExp(`\\b(${THING})(?:[\\s-]+[a-z]+){0,3}?\\s+(?:de|of|d'|a|à)\\s*${SIZE}(?![a-z²³])`);
const COUNT = new RegExp(`\\b(?:${alt(file.containers.count)})\\b`);
/** "combien de jours tient une citerne de 10 m3": a count of days asks how long a stock lasts. */
const PERIODS = new RegExp(
  `\\b(?:${alt(file.containers.count)})\\s+(?:(?:de|d|of)\\s+)?(?:${alt(file.containers.periods)})\\b`,
  'g',
);

interface Container {
  text: string;
  size: number;
  base: 'l' | 'm2' | 'g';
}

const plain = (raw: string) =>
  scaleNumbers(raw)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function read(raw: string): (Container & { at: number; length: number }) | null {
  const flat = plain(raw);
  const after = AFTER.exec(flat);
  const m = after ?? BEFORE.exec(flat);
  if (!m || !COUNT.test(flat.slice(0, m.index + 1).replace(PERIODS, ' '))) return null;
  const [n, unit] = after ? [m[2]!, m[3]!] : [m[1]!, m[2]!];
  const value = Number(n.replace(',', '.'));
  const base = /^(m3|m³|l|lit)/.test(unit) ? 'l' : /^(m2|m²|metre|square)/.test(unit) ? 'm2' : 'g';
  const scale = /^(m3|m³)$/.test(unit) || /^(kg|kilo)/.test(unit) ? 1000 : 1;
  if (!(value > 0)) return null;
  return { text: m[0].trim(), size: value * scale, base, at: m.index, length: m[0].length };
}

/** The container a question counts, if any. */
export const containerAsked = (q: ParsedQuestion): Container | null => read(q.raw);

/** The question's text without the size of the container it counts (no rate, no stock of water). */
export function withoutContainers(q: ParsedQuestion): ParsedQuestion {
  const c = read(q.raw);
  if (!c) return q;
  const flat = plain(q.raw);
  return { ...q, raw: `${flat.slice(0, c.at)} ${flat.slice(c.at + c.length)}` };
}

const BASE: Record<string, Container['base']> = { litres: 'l', 'square metres': 'm2', grams: 'g' };

/** "**6** camions-citernes de 10 000 L par jour (60 000 litres ÷ 10 000, arrondi à l'unité supérieure)". */
export function sayContainers(b: AnswerBuilder, q: ParsedQuestion, rows: StandardRow[], computed: ComputedNeed[]) {
  const c = containerAsked(q);
  if (!c) return;
  for (const need of computed) {
    const s = rows.find((r) => r.standard_id === need.id);
    if (!s || BASE[(s.unit ?? '').toLowerCase()] !== c.base) continue;
    const per = (s.per ?? '').toLowerCase();
    const every = /day/.test(per) ? b.t(' par jour', ' a day') : /month/.test(per) ? b.t(' par mois', ' a month') : '';
    const count = Math.ceil(need.quantity / c.size);
    const span = q.days && q.days > 1 && /day|month/.test(per) ? q.days / (/month/.test(per) ? 30 : 1) : null;
    const over = span ? Math.ceil((need.quantity * span) / c.size) : null;
    const total = over !== count ? over : null;
    const unit = c.base === 'l' ? b.t('litres', 'litres') : c.base === 'm2' ? 'm²' : b.t('grammes', 'grams');
    const text = c.text.replace(/\d+(?:[.,]\d+)?/, (d) =>
      fmt(Number(d.replace(',', '.')), b.lang, /[.,]/.test(d) ? 1 : 0),
    );
    b.say(
      '',
      b.t(
        `**${fmt(count, 'fr')}** × « ${text} »${every}${total ? ` (**${fmt(total, 'fr')}** sur ${fmt(q.days!, 'fr')} jours)` : ''} — calculé : ${fmt(need.quantity, 'fr')} ${unit} (${s.standard_id}) ÷ ${fmt(c.size, 'fr')} ${unit}, arrondi à l'unité supérieure.`,
        `**${fmt(count, 'en')}** × "${text}"${every}${total ? ` (**${fmt(total, 'en')}** over ${fmt(q.days!, 'en')} days)` : ''} — computed: ${fmt(need.quantity, 'en')} ${unit} (${s.standard_id}) ÷ ${fmt(c.size, 'en')} ${unit}, rounded up.`,
      ),
    );
  }
}
