import { type AnswerBuilder, fmt } from '../answer.ts';
import type { ParsedQuestion } from '../text.ts';
import { pct } from '../write/format.ts';
import { EVENT_FIGURES } from './event-records.ts';

/**
 * Figures computed from one recorded flood's own figures: a part of another ("what % of those
 * affected were displaced?": the smaller over the larger), a place's part of the event's total
 * ("what share of the houses flooded were in Dakar?"), and how long it lasted.
 */
const SHARE = /\b(pourcent\w*|percent\w*|part|share|proportion|ratio|taux|rate|fraction)\b|%/;
const DURATION =
  /\b(combien de temps|duree|dure|durees|a dure|ont dure|lasted|last|how long|combien de jours|how many days|nombre de jours)\b/;

type Event = { event_id: string; start_date?: string | null; end_date?: string | null; [k: string]: unknown };
type AreaRow = { pcode: string; metric: string; value: number | null; source_id: string; name?: string };

export function sayEventShares(
  b: AnswerBuilder,
  q: ParsedQuestion,
  e: Event,
  asked: typeof EVENT_FIGURES,
  areaRows: AreaRow[],
): void {
  if (DURATION.test(q.norm)) sayDuration(b, e);
  if (!SHARE.test(q.norm) && !SHARE.test(q.raw)) return;
  const held = asked.filter((f) => e[f.column] !== null && e[f.column] !== undefined);
  const name = (f: (typeof EVENT_FIGURES)[number]) => (b.lang === 'fr' ? f.fr : f.en).toLowerCase();
  if (held.length === 2) {
    const [x, y] = [...held].sort((p, r) => Number(e[p.column]) - Number(e[r.column]));
    const [a, w] = [Number(e[x!.column]), Number(e[y!.column])];
    if (w > 0)
      b.say(
        b.t(
          `- ${cap(name(x!))} rapportées aux ${name(y!)} : ${fmt(a, 'fr')} sur ${fmt(w, 'fr')}, soit **${pct((a / w) * 100, 'fr')}** — calculé : ${fmt(a, 'fr')} / ${fmt(w, 'fr')} × 100.`,
          `- ${cap(name(x!))} as a share of ${name(y!)}: ${fmt(a, 'en')} of ${fmt(w, 'en')}, that is **${pct((a / w) * 100, 'en')}** — computed: ${fmt(a, 'en')} / ${fmt(w, 'en')} × 100.`,
        ),
      );
  }
  // A place's figure over the event's own total of the same figure (one source).
  for (const r of areaRows) {
    const total = e[r.metric];
    const f = EVENT_FIGURES.find((x) => x.column === r.metric);
    if (!f || r.value === null || total === null || total === undefined || !Number(total)) continue;
    if (held.length && !held.some((h) => h.column === r.metric)) continue;
    const w = Number(total);
    b.say(
      b.t(
        `- Part de ${r.name ?? r.pcode} dans le total de l'événement (${name(f)}) : ${fmt(r.value, 'fr')} sur ${fmt(w, 'fr')}, soit **${pct((r.value / w) * 100, 'fr')}** — calculé : ${fmt(r.value, 'fr')} / ${fmt(w, 'fr')} × 100.`,
        `- ${r.name ?? r.pcode}'s share of the event's total (${name(f)}): ${fmt(r.value, 'en')} of ${fmt(w, 'en')}, that is **${pct((r.value / w) * 100, 'en')}** — computed: ${fmt(r.value, 'en')} / ${fmt(w, 'en')} × 100.`,
      ),
    );
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function sayDuration(b: AnswerBuilder, e: Event): void {
  const [start, end] = [e.start_date, e.end_date].map((d) =>
    d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(d) : NaN,
  );
  if (Number.isNaN(start) || Number.isNaN(end)) {
    b.say(
      b.t(
        "- Durée : nos sources ne donnent pas les deux dates (début et fin) de l'événement ; je ne la calcule pas.",
        '- Duration: our sources do not give both dates (start and end) of the event; I do not compute it.',
      ),
    );
    return;
  }
  const days = Math.round((end! - start!) / 86_400_000);
  b.say(
    b.t(
      `- Durée : **${fmt(days, 'fr')} jours** du ${e.start_date} au ${e.end_date} (${fmt(days + 1, 'fr')} en comptant le premier et le dernier jour) — calculé à partir des dates de la source.`,
      `- Duration: **${fmt(days, 'en')} days** from ${e.start_date} to ${e.end_date} (${fmt(days + 1, 'en')} counting both the first and the last day) — computed from the source's dates.`,
    ),
  );
}
