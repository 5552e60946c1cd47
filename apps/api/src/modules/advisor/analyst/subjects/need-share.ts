import { type AnswerBuilder, fmt } from '../answer.ts';
import type { PopulationShare } from '../read/population-share.ts';
import type { PlacePeople } from './need-population.ts';

export { populationShare } from '../read/population-share.ts';

/**
 * "Si 10 % de la population de Pikine est sinistrée, combien d'eau ?": the needs are for that share of
 * the place's figure, rounded to whole people, and the answer says how it was computed.
 */
export function sharedPeople(b: AnswerBuilder, pop: PlacePeople, share: PopulationShare | null): PlacePeople {
  if (!share) return pop;
  const people = Math.round(pop.people * share.fraction);
  return {
    ...pop,
    people,
    basis: b.t(
      `${share.fr} de la ${pop.basis} ; calculé : ${fmt(pop.people, 'fr')} × ${fmt(share.fraction * 100, 'fr')} % = ${fmt(people, 'fr')}`,
      `${share.en} of the ${pop.basis}; computed: ${fmt(pop.people, 'en')} × ${fmt(share.fraction * 100, 'en')}% = ${fmt(people, 'en')}`,
    ),
  };
}
