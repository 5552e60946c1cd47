import type { OpContext } from './context.ts';

/**
 * A curated caveat that holds for some values of a dimension only ("for floods, the report's text
 * gives 7.2 %, its table 8.2 %"): said when the frame asks one of them, or lists them all.
 */
export async function sayCaveatsWhen(ctx: OpContext): Promise<void> {
  for (const w of ctx.measure.caveatsWhen ?? []) {
    const asked = Object.entries(w.dims).every(([d, v]) => ctx.frame.dims[d] === v || ctx.frame.byDim === d);
    if (!asked) continue;
    const row = (
      await ctx.b.run<{ text_fr: string; text_en: string }>(
        'select text_fr, text_en from knowledge.caveat where id = $1',
        [w.caveat],
      )
    )[0];
    if (row) ctx.b.caveat(ctx.lang === 'fr' ? row.text_fr : row.text_en);
  }
}
