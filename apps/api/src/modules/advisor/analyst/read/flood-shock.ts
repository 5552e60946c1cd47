import { type Catalog, lexiconSection } from '../catalog/catalog.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';

/**
 * "Where are floods most common as a household shock: urban Dakar, other towns or rural?": in a
 * question about households hit by a shock in the survey's milieux (`shocks`), a flood word (lexicon
 * `events.words`) names the survey's flood shock (lexicon `floodShock`) when no shock is named
 * otherwise. (Of a region, the survey has no shock by kind: the floods there are context.)
 * "Les inondations dans les autres villes, ça touche combien de ménages en % ?": a share of
 * households (lexicon `floodShock.households`) in one milieu of the survey, no year named, asks it too.
 */
export function floodShock(
  tokens: string[],
  catalog: Catalog,
  dims: Record<string, string>,
  shocks: boolean,
  milieux: Set<string> | undefined,
  undatedShare: boolean,
): void {
  const { dim, value } = lexiconSection<{ dim: string; value: string }>('floodShock');
  if (!milieux?.size || dims[dim]) return;
  const households = milieux.size === 1 && undatedShare && lexiconWords('floodShock', 'households').has(tokens);
  // ("share of households flooded in rural areas": "flooded" says it there, lexicon `floodShock.flooded`)
  const flooded = households && lexiconWords('floodShock', 'flooded').has(tokens);
  if ((catalog.eventWords.has(tokens) && (shocks || households)) || flooded) dims[dim] = value;
}
