import type {
  AdvisorLanguage,
  AnswerActor,
  AnswerData,
  AnswerFigure,
  AnswerNeed,
  AnswerPlace,
} from '../advisor.engine.ts';
import { sourceList } from '../source-list.ts';
import { fetchSources } from '../sources.ts';
import type { Unit } from './places.ts';
import { contract } from './write/french.ts';
import { sourceSpellings } from './write/source-spellings.ts';

export interface QueryRunner {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * The formatters by language and digits, made once: building an Intl.NumberFormat costs far more
 * than formatting with one (it was a tenth of the analyst's CPU, with its garbage).
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** Numbers as each language writes them; counts are never rounded. */
export function fmt(value: number, lang: AdvisorLanguage, decimals?: number): string {
  const d = decimals ?? (Number.isInteger(value) ? 0 : Math.abs(value) < 100 ? 2 : 1);
  const min = Number.isInteger(value) && decimals === undefined ? 0 : d;
  const key = `${lang} ${min} ${d}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
      minimumFractionDigits: min,
      maximumFractionDigits: d,
    });
    formatters.set(key, format);
  }
  return format.format(value);
}

export const LEVEL_NAMES: Record<AdvisorLanguage, Record<AnswerPlace['level'], string>> = {
  fr: {
    country: 'pays',
    region: 'région',
    department: 'département',
    arrondissement: 'arrondissement',
    commune: 'commune',
  },
  en: {
    country: 'country',
    region: 'region',
    department: 'department',
    arrondissement: 'arrondissement',
    commune: 'commune',
  },
};

export function placeLabel(u: Unit, lang: AdvisorLanguage): string {
  if (u.level === 'country') return lang === 'fr' ? 'le Sénégal' : 'Senegal';
  return lang === 'fr' ? `${u.name} (${LEVEL_NAMES.fr[u.level]})` : `${u.name} (${LEVEL_NAMES.en[u.level]})`;
}

/** An answer's data with nothing recorded yet. */
export function emptyAnswerData(intent: string, lang: AdvisorLanguage): AnswerData {
  return {
    intent,
    language: lang,
    places: [],
    periods: [],
    figures: [],
    needs: [],
    actors: [],
    sources: [],
    queries: [],
    caveats: [],
    missing: [],
  };
}

/** Collects what one answer says and where each figure comes from. */
export class AnswerBuilder {
  readonly lang: AdvisorLanguage;
  readonly lines: string[] = [];
  readonly data: AnswerData;
  private readonly db: QueryRunner;
  private readonly cited = new Set<string>();

  constructor(db: QueryRunner, lang: AdvisorLanguage, intent: string) {
    this.db = db;
    this.lang = lang;
    this.data = emptyAnswerData(intent, lang);
  }

  t(fr: string, en: string): string {
    return this.lang === 'fr' ? contract(fr) : en;
  }

  async run<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const compact = sql.replace(/\s+/g, ' ').trim();
    if (!this.data.queries.some((q) => q.sql === compact && JSON.stringify(q.params) === JSON.stringify(params)))
      this.data.queries.push({ sql: compact, params });
    return (await this.db.query<Row>(sql, params)).rows;
  }

  say(...lines: string[]): this {
    this.lines.push(...lines);
    return this;
  }

  place(u: Unit): void {
    if (!this.data.places.some((p) => p.pcode === u.pcode))
      this.data.places.push({ pcode: u.pcode, name: u.name, level: u.level });
  }

  period(p: string | number): void {
    const s = String(p);
    if (!this.data.periods.includes(s)) this.data.periods.push(s);
  }

  figure(f: AnswerFigure): void {
    this.data.figures.push(f);
  }

  need(n: AnswerNeed): void {
    this.data.needs.push(n);
  }

  actor(a: AnswerActor): void {
    this.data.actors.push(a);
  }

  caveat(text: string): void {
    if (!this.data.caveats.includes(text)) this.data.caveats.push(text);
  }

  /** Sources an answer rests on without a figure of its own (a summary of earlier answers). */
  cite(sourceIds: Iterable<string>): void {
    for (const id of sourceIds) this.cited.add(id);
  }

  missing(text: string): void {
    if (!this.data.missing.includes(text)) this.data.missing.push(text);
  }

  /** Fetches the sources the figures point to and writes the markdown: answer, sources, SQL. */
  async finish(
    sourceIds: Iterable<string>,
    context: Record<string, unknown>,
  ): Promise<{ markdown: string; data: AnswerData }> {
    const ids = [
      ...new Set([
        ...sourceIds,
        ...this.cited,
        ...this.data.figures.flatMap((f) => f.sourceIds),
        ...this.data.needs.flatMap((n) => n.sourceIds),
        ...this.data.actors.flatMap((a) => a.sourceIds),
      ]),
    ];
    this.data.sources = await fetchSources(this.db, ids);
    this.data.context = context;
    // French puts a space before a colon; English does not.
    const lines = [
      ...this.lines,
      ...(await sourceSpellings(this.db, this.data, this.lang, this.lines)).map((l) => `\n${l}`),
    ];
    const out = this.lang === 'en' ? lines.map((l) => l.replace(/ : /g, ': ')) : lines;
    if (this.data.caveats.length) {
      out.push('', `**${this.t('À noter', 'Note')}**`, ...this.data.caveats.map((c) => `- ${c}`));
    }
    out.push(...sourceList(this.data.sources, this.lang, true));
    if (this.data.queries.length) {
      out.push('', `**${this.t('Requête SQL exécutée', 'SQL run')}**`, '', '```sql');
      for (const q of this.data.queries)
        out.push(`${q.sql};${q.params.length ? ` -- ${JSON.stringify(q.params)}` : ''}`);
      out.push('```');
    }
    return { markdown: out.join('\n').trim(), data: this.data };
  }
}
