import { HAZARD_DIMENSIONS, type HazardDimension, type HazardUnit, type HazardWeights } from '@sfp/contracts';
import type { HazardMethod } from './hazard.method.ts';

/**
 * The INFORM-like arithmetic, pure (no database, no Fastify), so a hand-computed fixture can check
 * it: each indicator min-max normalised to 0–10 over the units that have it (after log(1 + x)
 * where the method says the values are skewed; reversed where lower is worse), averaged within
 * its dimension (missing indicators left out and listed), the three dimensions combined by a
 * weighted geometric mean. A dimension without any indicator is null, and so is the score.
 */

export interface RawValue {
  value: number | null;
  year: number | null;
  source_id: string | null;
}

export interface RawUnit {
  pcode: string;
  name: string;
  values: Record<string, RawValue | undefined>;
}

/** Weight-independent part: cached, then combined for each set of weights. */
export interface NormalisedUnit {
  pcode: string;
  name: string;
  indicators: HazardUnit['indicators'];
  components: Record<HazardDimension, number | null>;
  missing: string[];
}

export interface ScoredUnit extends NormalisedUnit {
  score: number | null;
  rank: number | null;
}

const transform = (kind: 'linear' | 'log', v: number) => (kind === 'log' ? Math.log1p(Math.max(v, 0)) : v);

export function normaliseUnits(method: HazardMethod, units: RawUnit[]): NormalisedUnit[] {
  const normalised = new Map<string, Map<string, number>>(); // indicator → pcode → 0–10
  for (const ind of method.indicators) {
    const xs = units
      .map((u) => [u.pcode, u.values[ind.id]?.value] as const)
      .filter((p): p is readonly [string, number] => typeof p[1] === 'number' && Number.isFinite(p[1]))
      .map(([pcode, v]) => [pcode, transform(ind.transform, v)] as const);
    const min = Math.min(...xs.map((p) => p[1]));
    const max = Math.max(...xs.map((p) => p[1]));
    const byUnit = new Map<string, number>();
    for (const [pcode, x] of xs) {
      // One value for every unit discriminates nothing: the middle of the scale, not a low score.
      const n = max > min ? ((x - min) / (max - min)) * 10 : 5;
      byUnit.set(pcode, ind.higher_is_worse ? n : 10 - n);
    }
    normalised.set(ind.id, byUnit);
  }
  return units.map((u) => {
    const indicators = method.indicators.map((ind) => {
      const raw = u.values[ind.id];
      return {
        id: ind.id,
        value: raw?.value ?? null,
        year: raw?.year ?? null,
        normalised: normalised.get(ind.id)?.get(u.pcode) ?? null,
        source_id: raw?.source_id ?? null,
      };
    });
    const byId = new Map(indicators.map((i) => [i.id, i]));
    const missing = indicators.filter((i) => i.normalised === null).map((i) => i.id);
    const components = Object.fromEntries(
      method.dimensions.map((d) => {
        const present = d.indicators.map((id) => byId.get(id)?.normalised).filter((n): n is number => n !== null);
        return [d.id, present.length ? present.reduce((s, n) => s + n, 0) / present.length : null];
      }),
    ) as Record<HazardDimension, number | null>;
    return { pcode: u.pcode, name: u.name, indicators, components, missing };
  });
}

/**
 * Π dᵢ^(wᵢ/Σw). A dimension weighted 0 takes no part (even when null); a weighted dimension that
 * is null makes the score null.
 */
export function weightedGeometricMean(
  components: Record<HazardDimension, number | null>,
  weights: HazardWeights,
): number | null {
  const total = HAZARD_DIMENSIONS.reduce((s, d) => s + weights[d], 0);
  if (!(total > 0)) return null;
  let product = 1;
  for (const d of HAZARD_DIMENSIONS) {
    if (weights[d] === 0) continue;
    const c = components[d];
    if (c === null) return null;
    product *= Math.pow(c, weights[d] / total);
  }
  return product;
}

/** Scores and ranks (1 = highest priority; equal scores share a rank; null scores rank null, last). */
export function scoreUnits(units: NormalisedUnit[], weights: HazardWeights): ScoredUnit[] {
  const scored = units.map((u) => ({ ...u, score: weightedGeometricMean(u.components, weights), rank: null }));
  const ordered: ScoredUnit[] = [...scored].sort(
    (a, b) =>
      (b.score ?? -Infinity) - (a.score ?? -Infinity) ||
      a.name.localeCompare(b.name, 'fr') ||
      a.pcode.localeCompare(b.pcode),
  );
  let previous: number | null = null;
  let rank = 0;
  ordered.forEach((u, i) => {
    if (u.score === null) return;
    // Scores equal to the displayed precision share a rank.
    const shown = round(u.score);
    if (shown !== previous) rank = i + 1;
    previous = shown;
    u.rank = rank;
  });
  return ordered;
}

/** The API's precision: three decimals. */
export const round = (n: number | null): number | null => (n === null ? null : Math.round(n * 1000) / 1000);
