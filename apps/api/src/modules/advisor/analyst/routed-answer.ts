import type { AdvisorAnswer, AdvisorTurn } from '../advisor.engine.ts';
import type { Catalog } from './catalog/catalog.ts';
import { answerAsks, asksOfAnswered, catalogAsk } from './multi-ask.ts';
import type { PlaceIndex } from './places.ts';
import type { RecordRoute } from './record-route.ts';
import type { SubjectAnalyst } from './subjects/index.ts';

/**
 * A question routed to a record's subject (an actor's facts, a flood's facts only its texts hold,
 * out of scope): that subject's answer, or — "Combien d'habitants à Podor en 2024 et combien d'écoles
 * inaccessibles pendant la crue ?" — a flood's ask beside an ask of the catalog's, each answered in turn.
 */
export async function answerRouted(
  routed: RecordRoute,
  input: {
    question: string;
    history: AdvisorTurn[];
    whole: boolean;
    subjects: SubjectAnalyst;
    catalog: Catalog;
    idx: PlaceIndex;
    answerOne: (question: string, history: AdvisorTurn[]) => Promise<AdvisorAnswer>;
  },
): Promise<AdvisorAnswer> {
  const { question, history, whole, subjects, catalog, idx } = input;
  const single = await subjects.answerAs(routed.intent, {
    question,
    history,
    eventIds: routed.eventIds,
    eventTerms: routed.terms,
  });
  const asks = whole && routed.intent === 'flood_events' ? asksOfAnswered(question, single, catalog, idx) : [];
  const mixed = asks.some(catalogAsk(catalog)) && !asks.every(catalogAsk(catalog));
  return (mixed && (await answerAsks(asks, history, (q, h) => input.answerOne(q, h)))) || single;
}
