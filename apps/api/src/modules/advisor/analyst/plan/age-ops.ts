import type { Unit } from '../places.ts';
import { ageText, column, kindOf, label, msg, num, table } from '../write/format.ts';
import { type OpContext, record } from './context.ts';
import { yearsHeld } from './values.ts';

/** "La pyramide des âges de X": every published age band of each place, with its total. */
export async function opAgeBands(ctx: OpContext): Promise<void> {
  const { b, lang, frame } = ctx;
  const s = ctx.measure.store!;
  const range = s.range!;
  const year = frame.years.length ? frame.years[frame.years.length - 1]! : null;
  for (const p of frame.places) {
    const u = ctx.idx.get(p.pcode) as Unit | undefined;
    if (!u) continue;
    const rows = await b.run<{
      lo: number;
      hi: number | null;
      value: number | null;
      year: number;
      kind: string;
      producer: string;
      source_id: string;
    }>(
      `select ${range.min} as lo, ${range.max} as hi, ${s.value}::float8 as value, ${s.year} as year, ${s.kind} as kind, ` +
        `${s.producer} as producer, ${s.source} as source_id from ${s.table} ` +
        `where ${s.place} = $1 and sex = 'total' and ($2::int is null or ${s.year} = $2) order by ${range.min}`,
      [u.pcode, year],
    );
    if (!rows.length) {
      const years = await yearsHeld(b, ctx.measure, [u.pcode]);
      b.missing(`${ctx.measure.name[lang]} — ${label(u, lang)}${year ? ` — ${year}` : ''}`);
      b.say(
        msg('noYear', lang, {
          measure: ctx.measure.name[lang],
          place: label(u, lang),
          year: year ?? '—',
          years: years.join(', ') || '—',
        }),
      );
      continue;
    }
    const cells = rows.map((r) => {
      const v = {
        pcode: u.pcode,
        value: r.value,
        year: r.year,
        kind: r.kind,
        producer: r.producer,
        sourceIds: [r.source_id],
        note: null,
      };
      record({ ...ctx, frame: { ...frame, ages: [r.lo, r.hi] } }, u, v);
      return [ageText([r.lo, r.hi], lang), num(r.value, ctx.measure, lang), kindOf(v, ctx.measure, lang)];
    });
    b.say(
      `**${label(u, lang)}**`,
      '',
      ...table([lang === 'fr' ? 'Tranche d’âge' : 'Age band', column('value', lang), column('kind', lang)], cells),
      '',
    );
    // "La tranche la plus nombreuse": the bands ranked, the first one said.
    const held = rows.filter((r) => r.value !== null);
    if (frame.op === 'rank' && held.length) {
      const sorted = [...held].sort((x, y) => (frame.order === 'asc' ? x.value! - y.value! : y.value! - x.value!));
      const top = sorted.slice(0, Math.max(1, frame.n ?? 1));
      b.say(
        msg(`band${frame.order === 'asc' ? 'Smallest' : 'Largest'}${top.length > 1 ? 'Many' : ''}`, lang, {
          place: label(u, lang),
          list: top.map((r) => `${ageText([r.lo, r.hi], lang)} (${num(r.value, ctx.measure, lang)})`).join(', '),
        }),
        '',
      );
    }
  }
}
