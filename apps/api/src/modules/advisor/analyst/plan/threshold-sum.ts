import type { Unit } from '../places.ts';
import { fmt } from '../answer.ts';
import { kindOf, msg, withUnit } from '../write/format.ts';
import { fetchValues, frameYear, type OpContext, record } from './context.ts';

/**
 * "Quelle population vit dans les régions où l'insécurité alimentaire sévère dépasse 5 % ?": the
 * units a threshold on one measure keeps, and another measure of theirs added up (frame.sumOf).
 */
export async function sayTotalOf(ctx: OpContext, units: Unit[]): Promise<void> {
  const { b, lang } = ctx;
  const measure = ctx.catalog.measures.get(ctx.frame.sumOf!)!;
  const other = { ...ctx, measure, frame: { ...ctx.frame, dims: {}, complement: false, threshold: null } };
  const values = await fetchValues(other, units, frameYear(ctx));
  const held = units.filter((u) => values.get(u.pcode)!.value !== null);
  b.say('');
  for (const u of held) {
    const v = values.get(u.pcode)!;
    record(other, u, v);
    b.say(`- ${u.name} : ${withUnit(v.value, measure, lang)} (${kindOf(v, measure, lang)})`);
  }
  const parts = held.map((u) => values.get(u.pcode)!.value!);
  const total = parts.reduce((a, v) => a + v, 0);
  b.figure({
    label: `${measure.name[lang]} — ${msg('together', lang)}`,
    value: total,
    unit: measure.unit[lang],
    kind: 'computed',
    place: held.map((u) => u.name).join(', '),
    sourceIds: [...new Set(held.flatMap((u) => values.get(u.pcode)!.sourceIds))],
  });
  b.say(
    '',
    msg('thresholdTotal', lang, {
      measure: measure.name[lang],
      total: withUnit(total, measure, lang),
      terms: parts.map((v) => fmt(v, lang)).join(' + '),
    }),
  );
  if (held.length < units.length) b.say(msg('sumIncomplete', lang, { n: units.length - held.length }));
}
