import { readFileSync } from 'node:fs';
import type { AdvisorLanguage } from '../../advisor.engine.ts';
import { fmt, LEVEL_NAMES, placeLabel } from '../answer.ts';
import { type Catalog, dimensionLabel, getCatalog, type Measure } from '../catalog/catalog.ts';
import type { Frame } from '../read/frame.ts';
import type { Level, PlaceIndex, Unit } from '../places.ts';
import type { Value } from '../plan/values.ts';
import { contract } from './french.ts';

/** The writer's texts (catalog/messages.json) and how figures are written in each language. */

type Message = Record<AdvisorLanguage, string>;
const MESSAGES = JSON.parse(readFileSync(new URL('../catalog/messages.json', import.meta.url), 'utf8')) as Record<
  string,
  Message
> & { table: Record<string, Message> };

export function msg(key: string, lang: AdvisorLanguage, vars: Record<string, string | number> = {}): string {
  const m = MESSAGES[key] as Message | undefined;
  if (!m) throw new Error(`no message ${key}`);
  const text = m[lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
  return lang === 'fr' ? contract(text) : text;
}

/** The text with its first letter in upper case ("le Sénégal compte…" → "Le Sénégal compte…"). */
export const sentenceCase = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** A message when the catalog has one for the key, else the fallback (a data value as published). */
export function msgOr(key: string, lang: AdvisorLanguage, fallback: string): string {
  return MESSAGES[key] ? msg(key, lang) : fallback;
}

export function column(key: string, lang: AdvisorLanguage): string {
  return MESSAGES.table[key]![lang];
}

/** A measure's value as written in the answer: counts exact, decimals to one place, percentages. */
export function num(v: number | null, m: Measure, lang: AdvisorLanguage): string {
  if (v === null) return msg('noValue', lang);
  if (m.format === 'count' && Number.isInteger(v)) return fmt(v, lang);
  if (m.format === 'percent') return `${fmt(v, lang, 2).replace(/[,.]?0+$/, '')} %`;
  return fmt(v, lang, m.format === 'decimal2' ? 2 : 1);
}

export function withUnit(v: number | null, m: Measure, lang: AdvisorLanguage, unit = m.unit[lang]): string {
  if (v === null || m.format === 'percent') return num(v, m, lang);
  return `${num(v, m, lang)} ${unit}`;
}

/** A computed percentage: two decimals under 10 % (1,36 % is not 1,4 %), one above. */
export function pct(v: number, lang: AdvisorLanguage, signed = false): string {
  const s = `${fmt(Math.abs(v), lang, Math.abs(v) < 10 ? 2 : 1)} %`;
  return signed ? `${v < 0 ? '−' : '+'}${s}` : s;
}

export function signed(v: number, lang: AdvisorLanguage): string {
  return `${v < 0 ? '−' : '+'}${fmt(Math.abs(v), lang)}`;
}

/** What kind of figure a value is: census, projection (by whom), survey, computed. */
export function kindOf(v: Value, m: Measure, lang: AdvisorLanguage, withYear = true): string {
  const note = v.note ? getCatalog().notes[v.note]?.[lang] : undefined;
  const year = withYear ? (v.year ?? '') : '';
  const base =
    v.kind === 'census'
      ? msg('census', lang, { year })
      : v.kind === 'projection'
        ? msg(v.producer === 'OCHA' ? 'projectionOCHA' : 'projectionANSD', lang, { year })
        : null;
  if (base) return (note ? `${base}, ${note}` : base).replace(/\s+(?=,)|\s+$/g, '').replace(/ {2,}/g, ' ');
  if (v.kind === 'computed') return msg('computed', lang);
  if (m.period && m.store?.table === 'knowledge.vulnerability') return msg('survey', lang, { period: m.period });
  if (m.period)
    return note ? `${msg('period', lang, { period: m.period })}, ${note}` : msg('period', lang, { period: m.period });
  return '';
}

export function label(u: Unit, lang: AdvisorLanguage): string {
  return placeLabel(u, lang);
}

export function levelName(level: Level, lang: AdvisorLanguage, plural = false): string {
  const base = LEVEL_NAMES[lang][level];
  if (!plural) return base;
  return lang === 'fr'
    ? base.endsWith('s')
      ? base
      : `${base}s`
    : base.endsWith('y')
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;
}

/** "Lu comme : population · Pikine (département) · 2029 · projection ANSD" — said before every answer. */
export function readingLine(f: Frame, c: Catalog, idx: PlaceIndex, lang: AdvisorLanguage, measure?: Measure): string {
  // The measure derived for the frame when there is one ("écart entre … et …").
  const m = measure ?? c.measures.get(f.measure)!;
  const parts: string[] = [f.complement && m.complement ? m.complement[lang] : m.name[lang]];
  for (const [dim, value] of Object.entries(f.dims)) parts.push(dimensionLabel(c, dim, value, lang));
  if (f.ages) parts.push(ageText(f.ages, lang));
  if (f.per !== null)
    parts.push(lang === 'fr' ? `pour ${fmt(f.per, lang)} habitants` : `per ${fmt(f.per, lang)} inhabitants`);
  const places = m.placeless ? [] : f.places.map((p) => idx.get(p.pcode)).filter((u): u is Unit => !!u);
  if (places.length) parts.push(places.map((u) => label(u, lang)).join(', '));
  const out = (f.exclude ?? []).map((p) => idx.get(p)).filter((u): u is Unit => !!u);
  if (out.length) parts.push(`${lang === 'fr' ? 'hors' : 'excluding'} ${out.map((u) => label(u, lang)).join(', ')}`);
  if (f.level) {
    const scope = f.within ? idx.get(f.within) : undefined;
    parts.push(
      levelName(f.level, lang, true) +
        (scope ? (lang === 'fr' ? ` de ${label(scope, lang)}` : ` of ${label(scope, lang)}`) : ''),
    );
  }
  if (f.range) parts.push(`${f.range[0]}–${f.range[1]}`);
  else if (f.openRange && f.years.length === 1)
    parts.push(f.openRange === 'to' ? `→ ${f.years[0]}` : `${f.years[0]} →`);
  else if (f.years.length) parts.push(f.years.join(', '));
  else if (f.latest) parts.push(lang === 'fr' ? 'dernier chiffre' : 'latest figure');
  const ops: Record<string, Message> = {
    value: { fr: '', en: '' },
    series: { fr: 'série annuelle', en: 'year by year' },
    growth: { fr: 'évolution', en: 'change' },
    compare: { fr: 'comparaison', en: 'comparison' },
    share: { fr: 'part', en: 'share' },
    per: { fr: '', en: '' },
    sum: { fr: 'somme', en: 'sum' },
    rank: { fr: 'classement', en: 'ranking' },
    threshold: { fr: 'seuil', en: 'threshold' },
    breakdown: { fr: 'détail', en: 'breakdown' },
  };
  const op = f.ofChange ? (lang === 'fr' ? 'part de la hausse' : 'share of the increase') : ops[f.op]![lang];
  if (op) parts.push(op);
  return `*${msg('readAs', lang, { parts: parts.join(' · ') })}*`;
}

/** A markdown table. */
export function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}

/** "60 ans et plus", "0–14 ans" / "60 and over", "aged 0–14". */
export function ageText(ages: [number, number | null], lang: AdvisorLanguage): string {
  if (ages[1] === null) return lang === 'fr' ? `${ages[0]} ans et plus` : `${ages[0]} and over`;
  if (ages[1] === ages[0]) return lang === 'fr' ? `${ages[0]} ans` : `aged ${ages[0]}`;
  return lang === 'fr' ? `${ages[0]}–${ages[1]} ans` : `aged ${ages[0]}–${ages[1]}`;
}

/** A gap between two figures said to the precision they were published with (96.13 − 95.8 = 0.33, not 0.3). */
export function gapDecimals(a: number, b: number): number {
  const places = (x: number) => (String(x).split('.')[1] ?? '').length;
  return Math.min(2, Math.max(1, places(a), places(b)));
}
