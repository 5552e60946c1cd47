import { type AnswerBuilder, fmt } from '../answer.ts';
import { lexiconSection, PhraseIndex } from '../catalog/catalog.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { ParsedQuestion } from '../text.ts';
import { pct } from '../write/format.ts';

/**
 * "Quelle proportion de femmes parmi les personnes touchées par les inondations de septembre 2020 ?":
 * a group of people a flood's notes count ("5,879 men and 10,919 women", "533 elderly") over the
 * people the record says were affected, computed and shown with both inputs. The groups and their
 * words are the lexicon's (recordGroups); a group the notes do not count gets no figure.
 */
interface Group {
  words: string[];
  name: { fr: string; en: string };
}

let index: PhraseIndex<string> | undefined;
let names: Record<string, Group['name']> = {};
function groups(): PhraseIndex<string> {
  if (index) return index;
  index = new PhraseIndex<string>();
  for (const [id, g] of Object.entries(lexiconSection<Record<string, Group | string>>('recordGroups'))) {
    if (typeof g === 'string') continue;
    for (const w of g.words) index.add(w, id);
    names = { ...names, [id]: g.name };
  }
  return index;
}

/** Each group a text counts, with its figure: the number right before the group's words. */
export function groupsIn(text: string): Map<string, { value: number; words: string }> {
  const flat = text.replace(/(\d)[ ,\u202f\u00a0](?=\d{3}(?!\d))/g, '$1');
  const found = new Map<string, { value: number; words: string }>();
  for (const m of flat.matchAll(/\b(\d+)\s+(?=\p{L})/gu)) {
    const after = normaliseName(flat.slice(m.index + m[0].length, m.index + m[0].length + 30)).split(' ');
    const hit = groups()
      .find(after)
      .find((h) => h.start === 0);
    // (the first figure of a group is its own: "10,919 women" before "216 pregnant … women")
    // (with the source's own words up to the next separator: "640 children <5")
    const words = /^\d+\s+([^,;.]*?)(?=\s+(?:and|et)\s|[,;.]|$)/.exec(flat.slice(m.index))?.[1] ?? '';
    if (hit && !found.has(hit.entry)) found.set(hit.entry, { value: Number(m[1]), words });
  }
  return found;
}

const SHARE = /\b(pourcent\w*|percent\w*|part|share|proportion|ratio|fraction)\b|%/;

/** Says each group the question names as a share of the people affected; true when one was said. */
export function sayGroupShares(
  b: AnswerBuilder,
  q: ParsedQuestion,
  e: { notes?: unknown; people_affected?: unknown; source_id: string },
): boolean {
  if (!SHARE.test(q.norm) && !q.raw.includes('%')) return false;
  const whole = e.people_affected == null ? 0 : Number(e.people_affected);
  if (!whole || typeof e.notes !== 'string') return false;
  const asked = new Set(
    groups()
      .find(q.tokens)
      .map((h) => h.entry),
  );
  const counted = groupsIn(e.notes);
  let said = false;
  for (const id of asked) {
    const group = counted.get(id);
    if (group === undefined) continue;
    const part = group.value;
    const quoted = b.t(`« ${fmt(part, 'fr')} ${group.words} »`, `"${fmt(part, 'en')} ${group.words}"`);
    const share = (part / whole) * 100;
    b.figure({
      label: `${names[id]![b.lang]} / ${b.t('personnes affectées', 'people affected')}`,
      value: Number(share.toFixed(1)),
      kind: 'computed',
      sourceIds: [e.source_id],
    });
    b.say(
      b.t(
        `- **${cap(names[id]!.fr)} parmi les personnes affectées : ${fmt(part, 'fr')} sur ${fmt(whole, 'fr')}, soit ${pct(share, 'fr')}** — calculé à partir des notes de la source (${quoted}) : ${fmt(part, 'fr')} / ${fmt(whole, 'fr')} × 100.`,
        `- **${cap(names[id]!.en)} among the people affected: ${fmt(part, 'en')} of ${fmt(whole, 'en')}, that is ${pct(share, 'en')}** — computed from the source's notes (${quoted}): ${fmt(part, 'en')} / ${fmt(whole, 'en')} × 100.`,
      ),
    );
    said = true;
  }
  return said;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
