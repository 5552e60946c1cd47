import { fmt } from '../answer.ts';
import { label, msg } from '../write/format.ts';
import type { OpContext } from './context.ts';

/** The caveat of the data on figures from two producers, and on census beside projections. */
const PRODUCERS = 'population.producer';
const KINDS = 'population.kind';
const OCHA = /^ocha-/;

/**
 * A "why do these figures differ" question (read/why-asked.ts): after the figures, the gap between
 * the two figures of a place and the data's caveats for that place (swapped rows as published, a
 * department created since) and for the sources set side by side (OCHA 2020 from the 2013 census,
 * census beside projection). The answer explains only with what the data records; nothing invented.
 */
export async function sayWhyDiffers(ctx: OpContext, figuresBefore: number): Promise<void> {
  const { b, lang, frame } = ctx;
  if (!frame.why) return;
  const shown = b.data.figures
    .slice(figuresBefore)
    .filter((f) => typeof f.value === 'number' && f.kind !== 'computed' && f.place);
  // (a change over years says its own gap)
  const gaps = !['growth', 'series'].includes(frame.op);
  for (const u of gaps ? frame.places.map((p) => ctx.idx.get(p.pcode)).filter((x) => x !== undefined) : []) {
    const values = [...new Set(shown.filter((f) => f.place === u.name).map((f) => f.value as number))];
    if (values.length !== 2) continue;
    const [high, low] = [Math.max(...values), Math.min(...values)];
    const gap = high - low;
    b.figure({ label: msg('whyGapLabel', lang), value: gap, kind: 'computed', place: u.name, sourceIds: [] });
    b.say(
      '',
      msg('whyGap', lang, {
        place: label(u, lang),
        high: fmt(high, lang),
        low: fmt(low, lang),
        gap: fmt(gap, lang),
        pct: fmt((gap / low) * 100, lang, 1),
      }),
    );
  }
  // (OCHA's figures beside the ANSD's: the caveat on how OCHA's were made)
  const sources = new Set(shown.flatMap((f) => f.sourceIds.map((id) => (OCHA.test(id) ? 'ocha' : 'other'))));
  const periods = new Set(shown.map((f) => f.period));
  const columns = [...(sources.size > 1 ? [PRODUCERS] : []), ...(periods.size > 1 ? [KINDS] : [])];
  const rows = await b.run<{ text_fr: string; text_en: string }>(
    `select distinct c.id, c.text_fr, c.text_en from knowledge.caveat c join knowledge.caveat_applies a on a.caveat_id = c.id
     where (a.applies_to = 'pcode' and a.target = any($1)) or (a.applies_to = 'column' and a.target = any($2)) order by c.id`,
    [frame.places.map((p) => p.pcode), columns],
  );
  for (const r of rows) b.caveat(lang === 'fr' ? r.text_fr : r.text_en);
}
