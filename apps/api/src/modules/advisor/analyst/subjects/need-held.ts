import { readFileSync } from 'node:fs';
import { type AnswerBuilder, fmt } from '../answer.ts';
import { PhraseIndex } from '../catalog/catalog.ts';
import type { Unit } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';
import type { ComputedNeed } from './need-gap.ts';

/**
 * "Dakar : avec 1 hôpital pour 250 000 habitants, il en faudrait combien ? et y en a combien en
 * vrai ?": beside the count a standard calls for, the count the health data holds for the place
 * (catalog/needs.json `held`), so the two are compared, never one given for the other.
 */

const held = (
  JSON.parse(readFileSync(new URL('../catalog/needs.json', import.meta.url), 'utf8')) as {
    held: { words: string[]; standards: Record<string, { types: string[]; fr: string; en: string }> };
  }
).held;
const cue = new PhraseIndex<true>();
for (const w of held.words) cue.add(w, true);

export async function sayHeld(b: AnswerBuilder, q: ParsedQuestion, units: Unit[], computed: ComputedNeed[]) {
  const place = units.length === 1 ? units[0]! : null;
  if (!place || !cue.has(q.tokens)) return;
  for (const c of computed) {
    const kind = held.standards[c.id];
    if (!kind) continue;
    const rows = await b.run<{ n: number | null; source_id: string }>(
      'select sum(n_facilities)::int as n, min(source_id) as source_id from knowledge.health_facility where pcode = $1 and facility_type = any($2::text[])',
      [place.pcode, kind.types],
    );
    const n = rows[0]?.n;
    if (n === null || n === undefined) continue;
    b.figure({ label: b.t('Existant', 'Existing'), value: n, kind: 'reported', sourceIds: [rows[0]!.source_id] });
    b.say(
      '',
      b.t(
        `Existant : la liste consolidée des structures de santé compte **${fmt(n, 'fr')} ${kind.fr}** pour ${place.name}, contre ${fmt(c.quantity, 'fr')} selon ${c.id}.`,
        `Existing: the consolidated health facility list counts **${fmt(n, 'en')} ${kind.en}** in ${place.name}, against ${fmt(c.quantity, 'en')} under ${c.id}.`,
      ),
    );
  }
}
