import { type AnswerBuilder, fmt, placeLabel } from '../answer.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import type { Unit } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';
import { pct } from '../write/format.ts';
import { AREA_METRICS } from './event-records.ts';

/**
 * A flood's figure split over the places its record names: "how many houses were flooded outside
 * Dakar, Rufisque, Guédiawaye and Diourbel?" is the event's total minus those places' figures;
 * "Bakel's share of the schools cut off (Bakel + Matam + Podor)" is the first place's figure over
 * the places' sum. Computed, with the inputs shown; a place without a figure stops the sum (no data
 * is not zero). The words of each place figure and of "outside" are the lexicon's (eventParts).
 */
interface PartsWords {
  outside: string[];
  share: string[];
  metrics: Record<string, string[]>;
}

type Event = { event_id: string; [k: string]: unknown };

const has = (q: ParsedQuestion, words: string[]) => words.some((w) => ` ${q.norm} `.includes(` ${w} `));

export async function sayEventParts(
  b: AnswerBuilder,
  q: ParsedQuestion,
  events: Event[],
  figure: { column: string } | undefined,
  places: Unit[],
): Promise<void> {
  if (events.length !== 1 || !places.length) return;
  const words = lexiconSection<PartsWords>('eventParts');
  const outside = has(q, words.outside);
  const share = has(q, words.share) && places.length >= 2;
  if (!outside && !share) return;
  const metric =
    (figure && AREA_METRICS[figure.column] ? figure.column : null) ??
    Object.entries(words.metrics).find(([, ws]) => has(q, ws))?.[0];
  if (!metric) return;
  const e = events[0]!;
  const rows = await b.run<{ pcode: string; value: number | null; source_id: string }>(
    `select pcode, value::float8 as value, source_id from knowledge.flood_event_area where event_id = $1 and metric = $2 and pcode = any($3::text[])`,
    [e.event_id, metric, places.map((p) => p.pcode)],
  );
  const valueOf = (p: Unit) => rows.find((r) => r.pcode === p.pcode)?.value ?? null;
  if (places.some((p) => valueOf(p) === null)) return;
  const parts = places.map((p) => valueOf(p)!);
  const sum = parts.reduce((s, v) => s + v, 0);
  const name = AREA_METRICS[metric]![b.lang === 'fr' ? 0 : 1];
  const names = places.map((p) => placeLabel(p, b.lang)).join(', ');
  const inputs = parts.map((v) => fmt(v, b.lang));
  const total = e[metric] == null ? null : Number(e[metric]);
  if (outside && total !== null) {
    const rest = total - sum;
    b.figure({
      label: `${name} — ${b.t('hors', 'outside')} ${names}`,
      value: rest,
      kind: 'computed',
      sourceIds: [...new Set(rows.map((r) => r.source_id))],
    });
    b.say(
      b.t(
        `**${name} hors de ${names} : ${fmt(rest, 'fr')}** — calculé : ${fmt(total, 'fr')} (bilan de l'événement ${e.event_id}) − ${inputs.join(' − ')}.`,
        `**${name} outside ${names}: ${fmt(rest, 'en')}** — computed: ${fmt(total, 'en')} (event total, ${e.event_id}) − ${inputs.join(' − ')}.`,
      ),
      '',
    );
  }
  if (share && sum > 0) {
    const first = (parts[0]! / sum) * 100;
    b.figure({
      label: `${name} — ${placeLabel(places[0]!, b.lang)} / ${names}`,
      value: Number(first.toFixed(2)),
      kind: 'computed',
      sourceIds: [...new Set(rows.map((r) => r.source_id))],
    });
    b.say(
      b.t(
        `**Part de ${placeLabel(places[0]!, 'fr')} (${name.toLowerCase()}) parmi ${names} : ${pct(first, 'fr')}** — calculé : ${inputs[0]} / (${inputs.join(' + ')} = ${fmt(sum, 'fr')}) × 100.`,
        `**${placeLabel(places[0]!, 'en')}'s share (${name.toLowerCase()}) among ${names}: ${pct(first, 'en')}** — computed: ${inputs[0]} / (${inputs.join(' + ')} = ${fmt(sum, 'en')}) × 100.`,
      ),
      '',
    );
  }
}
