import type { AdvisorTurn } from '../../advisor.engine.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { EVENT_FIGURES } from './event-records.ts';

const FILLER = new Set(lexiconSection<{ filler: string[] }>('eventGapFollow').filler);

/**
 * "Combien de morts en 2020 ? — Et en 2019 ? — Donc l'écart ?": a follow-up asking only the gap,
 * after two answers on one recorded flood each, asks those two floods side by side on the figure
 * the first of them asked (its name is added to the question, the floods are told by id).
 */
export function eventGapFollow(
  question: string,
  history: AdvisorTurn[],
): { question: string; eventIds: string[] } | null {
  const tokens = normaliseName(question).split(' ').filter(Boolean);
  const gap = lexiconWords('eventDifference').find(tokens);
  if (!gap.length) return null;
  const inGap = (i: number) => gap.some((h) => i >= h.start && i < h.end);
  if (!tokens.every((t, i) => inGap(i) || FILLER.has(t))) return null;
  // The last two answers, each with the question it answered.
  const turns = history.flatMap((t, i) =>
    t.role === 'assistant' && t.data?.context
      ? [{ context: t.data.context, asked: history[i - 1]?.content ?? '' }]
      : [],
  );
  const last = turns.slice(-2);
  const ids = last.map(({ context: c }) =>
    c.intent === 'flood_events' ? ((c.eventIds as string[] | undefined) ?? []) : [],
  );
  if (ids.length < 2 || ids.some((x) => x.length !== 1) || ids[0]![0] === ids[1]![0]) return null;
  // The figure the first of them asked ("combien de morts…", then "et en 2019 ?").
  const figure = last.map(({ asked }) => EVENT_FIGURES.find((f) => f.words.test(normaliseName(asked)))).find(Boolean);
  const lang = history.findLast((t) => t.data)?.data?.language ?? 'fr';
  return {
    question: figure ? `${question} (${(lang === 'fr' ? figure.fr : figure.en).toLowerCase()})` : question,
    eventIds: ids.map((x) => x[0]!),
  };
}
