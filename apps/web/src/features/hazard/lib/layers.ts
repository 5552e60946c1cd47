import type { HazardUnit } from '@sfp/contracts';
import { HAZARD_DIMENSIONS, type HazardDimension } from '@sfp/contracts/hazard-constants';

/** What the map shows: the score, one dimension, or one indicator's normalised value. */
export type MapLayer =
  { kind: 'score' } | { kind: 'dimension'; id: HazardDimension } | { kind: 'indicator'; id: string };

export const layerKey = (l: MapLayer) => (l.kind === 'score' ? 'score' : `${l.kind}:${l.id}`);

export function parseLayerKey(key: string): MapLayer {
  const [kind, id] = key.split(':');
  if (kind === 'dimension' && (HAZARD_DIMENSIONS as readonly string[]).includes(id ?? ''))
    return { kind, id: id as HazardDimension };
  if (kind === 'indicator' && id) return { kind, id };
  return { kind: 'score' };
}

/** The 0–10 value a unit has on a layer, or null (no data). */
export function layerValue(unit: HazardUnit | undefined, layer: MapLayer): number | null {
  if (!unit) return null;
  if (layer.kind === 'score') return unit.score;
  if (layer.kind === 'dimension') return unit.components[layer.id];
  return unit.indicators.find((i) => i.id === layer.id)?.normalised ?? null;
}
