import { readFileSync } from 'node:fs';
import type { AdvisorLanguage, AnswerData } from '../../advisor.engine.ts';
import type { QueryRunner } from '../answer.ts';
import { msg } from './format.ts';

/**
 * A unit's name as the source of its figure spells it, when that is not the name the answer uses:
 * a reader who looks the figure up in OCHA's tables finds « Tattaguine », not « Tataguine ».
 * The files behind each source are data (catalog/source-files.json); the names are every spelling
 * the loader kept (`knowledge.unit_name`).
 */

const FILES = JSON.parse(readFileSync(new URL('../catalog/source-files.json', import.meta.url), 'utf8')) as Record<
  string,
  string[] | string
>;
/** More than this many names written otherwise: the answer is a long list, the table is the place. */
const MAX_LINES = 4;

/** Case and accents aside, as a reader searching a table would compare two names. */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`]/g, "'").trim();

export async function sourceSpellings(
  db: QueryRunner,
  data: Pick<AnswerData, 'figures' | 'sources'>,
  lang: AdvisorLanguage,
  said: string[] = [],
): Promise<string[]> {
  // A spelling the answer already quotes ("… is also spelt « Koulor »") is not said twice.
  const quoted = folded(said.join('\n'));
  const already = (name: string) => quoted.includes(`« ${folded(name)} »`) || quoted.includes(`"${folded(name)}"`);
  const wanted = new Map<string, { level?: string; sourceId: string }[]>();
  for (const f of data.figures) {
    if (!f.place || !f.level) continue;
    for (const id of f.sourceIds) {
      if (!Array.isArray(FILES[id])) continue;
      const list = wanted.get(f.place) ?? [];
      if (!list.some((w) => w.level === f.level && w.sourceId === id)) list.push({ level: f.level, sourceId: id });
      wanted.set(f.place, list);
    }
  }
  if (!wanted.size) return [];
  const { rows } = await db.query<{ name: string; level: string; spelled: string; source_file: string }>(
    `select u.name, u.level, n.name as spelled, n.source_file from knowledge.unit u
       join knowledge.unit_name n on n.pcode = u.pcode where u.name = any($1::text[])`,
    [[...wanted.keys()]],
  );
  const lines: string[] = [];
  for (const [place, asks] of wanted)
    for (const { level, sourceId } of asks) {
      const prefixes = FILES[sourceId] as string[];
      const spelled = new Set(
        rows
          .filter((r) => r.name === place && r.level === level && prefixes.some((p) => r.source_file.startsWith(p)))
          .map((r) => r.spelled)
          .filter((s) => folded(s) !== folded(place) && !already(s)),
      );
      const source = data.sources.find((s) => s.id === sourceId);
      const by = [source?.organisation, source?.date].filter(Boolean).join(' ') || sourceId;
      for (const asked of spelled) lines.push(msg('spelledInSource', lang, { place, asked, source: by }));
    }
  return lines.length > MAX_LINES ? [] : lines;
}
