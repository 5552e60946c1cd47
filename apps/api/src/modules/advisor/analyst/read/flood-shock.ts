import { type Catalog, lexiconSection } from '../catalog/catalog.ts';

/**
 * "Where are floods most common as a household shock: urban Dakar, other towns or rural?": in a
 * question about households hit by a shock in the survey's milieux (`shocks`), a flood word (lexicon
 * `events.words`) names the survey's flood shock (lexicon `floodShock`) when no shock is named
 * otherwise. (Of a region, the survey has no shock by kind: the floods there are context.)
 */
export function floodShock(tokens: string[], catalog: Catalog, dims: Record<string, string>, shocks: boolean): void {
  const { dim, value } = lexiconSection<{ dim: string; value: string }>('floodShock');
  if (shocks && !dims[dim] && catalog.eventWords.has(tokens)) dims[dim] = value;
}
