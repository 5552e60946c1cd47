import { type AnswerBuilder, fmt } from '../answer.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import type { PlaceMention } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';
import { quoted } from './event-headline.ts';
import { askedTextWords } from './event-terms.ts';

/**
 * "Combien d'écoles ont été inondées en 2024 ?", "which floods mention the International Charter?":
 * a fact that only a flood's texts hold (its other impacts, its notes) is answered first by the
 * statements of those texts that hold the words asked, quoted as published with the flood's id —
 * not by a count of floods. `terms` are the words of the texts the question was routed by.
 */
interface TextEvent {
  event_id: string;
  other_impacts?: string | null;
  notes?: string | null;
}

/** The statements of a text: its clauses between semicolons and sentence ends. */
const clausesOf = (text: string) =>
  text
    .split(/;\s+|\.\s+(?=[A-Z'])/)
    .map((c) => c.trim().replace(/\.$/, ''))
    .filter(Boolean);

/** The headline lines quoting each clause that holds a term, at most three per flood; none when none holds one. */
export function clauseHeadline(b: AnswerBuilder, events: TextEvent[], terms: string[]): string[] {
  if (!terms.length) return [];
  const phrases = terms.map((t) => ` ${normaliseName(t)}`);
  const score = (c: string) => phrases.filter((p) => ` ${normaliseName(c)}`.includes(p)).length;
  // (the statements holding the most of the words asked: "230 latrines destroyed" for "latrines détruites")
  const scored = events.flatMap((e) =>
    [e.other_impacts, e.notes]
      .filter((t): t is string => !!t)
      .flatMap(clausesOf)
      .map((c) => ({ e, c, n: score(c) })),
  );
  const best = Math.max(0, ...scored.map((x) => x.n));
  const lines: string[] = [];
  for (const e of events)
    for (const x of scored.filter((y) => y.e === e && y.n === best && best > 0).slice(0, 3))
      lines.push(`- ${quoted(b, x.c)} (${e.event_id})`, ...partsOf(b, x.c, phrases));
  if (!lines.length) return [];
  return [b.t('**Ce que disent nos sources :**', '**What our sources say:**'), '', ...lines, ''];
}

/** The words asked of the texts: the route's, else the question's own (not its place names). */
export function textTerms(q: ParsedQuestion, mentions: PlaceMention[]): string[] {
  if (q.eventTerms?.length) return q.eventTerms;
  const placed = new Set(mentions.flatMap((m) => [...Array(m.end - m.start).keys()].map((k) => m.start + k)));
  return askedTextWords(q.tokens, q.language === 'en', placed);
}

/**
 * "1,002 ha of fields flooded (chili 49.19%, rice 21.59%, maize 10.56%)": a part the question names
 * of a total its statement splits in percent, computed (1 002 ha × 10.56 % = 105.8 ha of maize).
 */
function partsOf(b: AnswerBuilder, clause: string, phrases: string[]): string[] {
  const m = /(\d[\d,]*(?:\.\d+)?)\s*([a-zA-Z]+)\b[^()]*\(([^)]*%[^)]*)\)/.exec(clause);
  if (!m) return [];
  const total = Number(m[1]!.replace(/,/g, ''));
  const unit = m[2]!;
  return [...m[3]!.matchAll(/([a-zA-Z][a-zA-Z ]*?)\s+(\d+(?:\.\d+)?)\s*%/g)].flatMap((p) => {
    const name = p[1]!.trim();
    if (!phrases.some((ph) => ` ${normaliseName(name)}`.includes(ph))) return [];
    const share = Number(p[2]);
    const value = (total * share) / 100;
    b.figure({ label: `${name} (${unit})`, value: Number(value.toFixed(1)), kind: 'computed', sourceIds: [] });
    return [
      b.t(
        `  - **Calculé : ${fmt(total, 'fr')} ${unit} × ${fmt(share, 'fr')} % = ${fmt(value, 'fr', 1)} ${unit}** (« ${name} », selon la répartition de la source)`,
        `  - **Computed: ${fmt(total, 'en')} ${unit} × ${fmt(share, 'en')} % = ${fmt(value, 'en', 1)} ${unit}** (${name}, by the source's split)`,
      ),
    ];
  });
}
