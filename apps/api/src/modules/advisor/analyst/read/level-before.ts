import type { Catalog } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import type { ReadInput, ReadResult } from './reader.ts';

/**
 * "Quels départements la crue de 2019 a-t-elle touchés ? — Population totale de ces départements ?",
 * "…— health posts in those departments?": a level word pointed back at (lexicon `levelBefore`)
 * names the units of that level the answer before gave, not every unit of the country. Each is
 * then read: added up when a sum is asked, compared when a comparison is, else one by one.
 */
export function withLevelBefore(read: ReadResult, input: ReadInput, catalog: Catalog, index: PlaceIndex): ReadResult {
  const f = read.frames.length === 1 ? read.frames[0]! : null;
  const level = f?.level;
  if (!f || !level || f.places.length || f.within) return read;
  const t = read.parsed.tokens;
  const lex = lexiconSection<{ before: string[]; after: string[] }>('levelBefore');
  const at = t.findIndex((w, i) => catalog.levelWords.get(w) === level && pointsBack(t, i, lex));
  if (at < 0) return read;
  const before = (input.previousScope?.pcodes ?? []).filter((p) => index.get(p)?.level === level);
  if (!before.length) return read;
  const cues = new Set(catalog.operationWords.find(t).map((h) => h.entry));
  const op = cues.has('sum')
    ? 'sum'
    : cues.has('compare') || f.op === 'rank'
      ? before.length > 1
        ? 'compare'
        : 'value'
      : 'value';
  const places = before.map((pcode) => ({ pcode, others: [] }));
  return { ...read, frames: [{ ...f, places, level: null, within: null, op, n: null }] };
}

/** A demonstrative up to two words before the level word ("ces 3 départements"), or "cités" after it. */
function pointsBack(t: string[], i: number, lex: { before: string[]; after: string[] }): boolean {
  const after = ` ${t.slice(i + 1, i + 3).join(' ')} `;
  return (
    [t[i - 1], t[i - 2]].some((w) => !!w && lex.before.includes(w)) || lex.after.some((w) => after.startsWith(` ${w} `))
  );
}
