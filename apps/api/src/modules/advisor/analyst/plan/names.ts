import { levenshtein } from '../places.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { label, msg } from '../write/format.ts';
import type { OpContext } from './context.ts';

/**
 * The name the question used, when it is not the unit's: another unit's name it stands for
 * ("Touba" → Touba Mosquee), or another source's spelling of the same unit ("Nianing").
 */
export function askedNames(ctx: OpContext): void {
  const { lang } = ctx;
  for (const p of ctx.frame.places) {
    const u = ctx.idx.get(p.pcode);
    const name = u ? normaliseName(u.name) : '';
    if (!u || !p.asked || p.asked === name) continue;
    const asked = p.asked.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    if (p.asked === u.pcode.toLowerCase()) {
      ctx.b.say('', msg('pcodeOf', lang, { code: u.pcode, place: label(u, lang) }));
      continue;
    }
    if (levenshtein(p.asked, name, 2) > 2) ctx.b.say('', msg('notAUnit', lang, { asked, place: label(u, lang) }));
    else if (ctx.idx.isAlias(p.asked)) ctx.b.say('', msg('alsoWritten', lang, { asked, place: label(u, lang) }));
  }
}
