import type { Unit } from '../places.ts';
import { label, msg, sentenceCase } from '../write/format.ts';
import { type OpContext, unitsAt } from './context.ts';

/**
 * "Keur Massar, avant de devenir un département, c'était rattaché à quoi ?", "which department was
 * Malika in, in 2013?": the 2013-era communes of today's unit and the departments they belonged to
 * then (knowledge.commune_2013, 45 departments), named as today's units where one bears the name.
 * False when the layout holds nothing for the unit (a region, a commune matched to none).
 */
export async function formerParents(ctx: OpContext, u: Unit): Promise<boolean> {
  const { b, lang, idx } = ctx;
  if (u.level !== 'department' && u.level !== 'commune') return false;
  const rows = await b.run<{ dept: string; n: number; communes: string; source_id: string }>(
    `select department_name_2013 as dept, count(*)::int as n, string_agg(name, ', ' order by name) as communes,
       min(source_id) as source_id
     from knowledge.commune_2013 where ${u.level === 'commune' ? 'pcode' : 'department_pcode'} = $1
       and department_name_2013 is not null
     group by department_name_2013 order by n desc, department_name_2013`,
    [u.pcode],
  );
  if (!rows.length) return false;
  const departments = unitsAt(idx, 'department', null);
  const nameOf = (written: string) => {
    const same = departments.find((d) => d.name.localeCompare(written, 'fr', { sensitivity: 'base' }) === 0);
    return same ? label(same, lang) : written;
  };
  const titled = (s: string) => s.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (m) => m.toUpperCase());
  const parents = rows.map((r) =>
    u.level === 'commune'
      ? nameOf(r.dept)
      : msg('formerCommunes', lang, {
          department: nameOf(r.dept),
          n: r.n,
          s: r.n > 1 ? 's' : '',
          communes: titled(r.communes),
        }),
  );
  b.cite(rows.map((r) => r.source_id));
  b.say(
    `- ${msg('formerParent', lang, { place: sentenceCase(label(u, lang)), parents: parents.join(lang === 'fr' ? ' ; ' : '; ') })}`,
  );
  return true;
}
