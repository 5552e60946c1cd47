import type { Level, Unit } from '../places.ts';
import { label, levelName, msg, sentenceCase } from '../write/format.ts';
import { type OpContext, unitsAt } from './context.ts';
import { formerParents } from './admin-former.ts';

/**
 * The administrative divisions (issue 12): which region or department a place lies in, and how
 * many units of a level a place holds, with their names, read from the units of the data.
 */

const ORDER: Level[] = ['country', 'region', 'department', 'arrondissement', 'commune'];
/** The structure is the one the census publishes (ANSD codes); arrondissements come from OCHA's COD-AB. */
const SOURCE: Partial<Record<Level, string>> = { arrondissement: 'ocha-codab' };
const CENSUS = 'ansd-rgph5-2023';

function ancestors(ctx: OpContext, u: Unit): Unit[] {
  const ids = u.level === 'commune' ? [u.department, u.region] : [u.parent, u.region, u.department];
  const out: Unit[] = [];
  for (const id of ids) {
    const p = id ? ctx.idx.get(id) : undefined;
    if (p && p !== u && p.level !== 'country' && !out.includes(p)) out.push(p);
  }
  return out.sort((a, b) => ORDER.indexOf(b.level) - ORDER.indexOf(a.level));
}

export async function opAdmin(ctx: OpContext): Promise<void> {
  const { b, lang, frame } = ctx;
  const asked = frame.level;
  // "In which region is Kolda?": a name that is also a unit of the level asked is the one below it.
  const below = (p: (typeof frame.places)[number]) =>
    [p.pcode, ...p.others]
      .map((x) => ctx.idx.get(x))
      .find((u) => u && (!asked || ORDER.indexOf(u.level) > ORDER.indexOf(asked)));
  const units = frame.places
    .map((p) => (ctx.measure.id === 'admin_parent' ? (below(p) ?? ctx.idx.get(p.pcode)) : ctx.idx.get(p.pcode)))
    .filter((u): u is Unit => !!u);
  // "Dans quel département se trouve Dinguiraye ?": two communes bear the name; each is placed.
  if (ctx.measure.id === 'admin_parent')
    for (const p of frame.places) {
      const u = ctx.idx.get(p.pcode);
      for (const o of p.others.map((x) => ctx.idx.get(x)))
        if (u && o && o.level === u.level && o.name === u.name && !units.includes(o)) units.push(o);
    }
  const scope = ctx.idx.get(frame.within ?? 'SN');
  if (!units.length && scope) units.push(scope);
  for (const u of units) {
    b.place(u);
    // "Quel est le p-code OCHA de la région de Matam ?": the unit's code as OCHA writes it.
    if (ctx.measure.id === 'admin_code') {
      const ocha = /^SN\d*$/.test(u.pcode);
      const key = !ocha ? 'pcodeNone' : u.ansd && u.ansd !== u.pcode ? 'pcodeAndAnsd' : 'pcodeIs';
      b.say(`- ${msg(key, lang, { place: label(u, lang), code: u.pcode, ansd: u.ansd ?? '' })}`);
      continue;
    }
    // "Le code ANSD de Linguère ?": the code the ANSD's files write (arrondissements have none).
    if (ctx.measure.id === 'ansd_code') {
      const params = { place: label(u, lang), code: u.ansd ?? '', pcode: u.pcode };
      b.say(`- ${msg(u.ansd ? 'ansdCodeIs' : 'ansdCodeNone', lang, params)}`);
      continue;
    }
    // "…avant de devenir un département ?": the 2013 layout, then today's.
    if (ctx.measure.id === 'admin_parent' && frame.former) await formerParents(ctx, u);
    const up = ancestors(ctx, u);
    // "…relève de quel département et de quelle région ?": every level above is said, the nearest first.
    const parents = up;
    if (parents.length && (!asked || ORDER.indexOf(asked) <= ORDER.indexOf(u.level)))
      b.say(
        `- ${msg('liesIn', lang, { place: sentenceCase(label(u, lang)), parents: parents.map((p) => label(p, lang)).join(', ') })}`,
      );
    const below =
      ctx.measure.id === 'admin_parent'
        ? []
        : frame.levels?.length
          ? frame.levels.filter((l) => ORDER.indexOf(l) > ORDER.indexOf(u.level))
          : asked && ORDER.indexOf(asked) > ORDER.indexOf(u.level)
            ? [asked]
            : asked
              ? []
              : ORDER.slice(ORDER.indexOf(u.level) + 1);
    for (const level of below) {
      const children = unitsAt(ctx.idx, level, u.pcode === 'SN' ? null : u.pcode).sort((x, y) =>
        x.name.localeCompare(y.name, 'fr'),
      );
      if (!children.length) continue;
      b.figure({
        label: `${levelName(level, lang, true)} — ${label(u, lang)}`,
        value: children.length,
        kind: 'count',
        place: u.name,
        level: u.level,
        sourceIds: [SOURCE[level] ?? CENSUS],
      });
      b.say(
        `- ${msg('holds', lang, {
          place: sentenceCase(label(u, lang)),
          n: children.length,
          levels: levelName(level, lang, children.length > 1),
          list: children.map((c) => c.name).join(', '),
        })}`,
      );
    }
    if (!parents.length && !below.length) b.say(msg('nothingFound', lang, { measure: ctx.measure.name[lang] }));
  }
}
