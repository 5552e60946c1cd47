import { describe, expect, it } from 'vitest';
import type { HazardMethod } from './hazard.method.ts';
import { normaliseUnits, type RawUnit, scoreUnits } from './hazard.scoring.ts';

/**
 * Three units worked out by hand:
 *
 * | indicator (dimension, transform, direction) | A   | B     | C      | normalised A / B / C |
 * |---|---|---|---|---|
 * | ev  (hazard, log(1+x), higher worse)         | 0   | e − 1 | e² − 1 | 0 / 5 / 10  (log1p: 0, 1, 2) |
 * | pop (hazard, linear, higher worse)           | 300 | 100   | —      | 10 / 0 / —  |
 * | vf  (vulnerability, linear, higher worse)    | 20  | 40    | 30     | 0 / 10 / 5  |
 * | vs  (vulnerability, linear, higher worse)    | 60  | 50    | 70     | 5 / 0 / 10  |
 * | hf  (coping, linear, HIGHER BETTER)          | 1.5 | 1     | —      | 0 / 10 / —  |
 * | nw  (coping, linear, higher worse)           | 30  | 10    | —      | 10 / 0 / —  |
 *
 * Dimensions (mean of the indicators present): A 5, 2.5, 5; B 2.5, 5, 5; C 10, 7.5, null.
 * Equal weights: A = B = (5 · 2.5 · 5)^(1/3) = 62.5^(1/3) = 3.9685; C null (no coping indicator).
 * Weights 2/1/1: A = 5^½ · 2.5^¼ · 5^¼ = 4.2045; B = 2.5^½ · 5^¼ · 5^¼ = √12.5 = 3.5355.
 * Weights 1/1/0: C = √(10 · 7.5) = √75 = 8.6603; A = B = √(5 · 2.5) = 3.5355.
 */
const ind = (id: string, transform: 'linear' | 'log', higher_is_worse = true) => ({
  id,
  measure: 'population' as const,
  transform,
  higher_is_worse,
  absent_means_zero: false,
  scope: 'department' as const,
  note: '',
});
const method: HazardMethod = {
  id: 'fixture',
  description: '',
  levels: ['department'],
  population_year: 2023,
  flood_years: [2005, 2024],
  dimensions: [
    { id: 'hazard_exposure', indicators: ['ev', 'pop'] },
    { id: 'vulnerability', indicators: ['vf', 'vs'] },
    { id: 'lack_of_coping_capacity', indicators: ['hf', 'nw'] },
  ],
  indicators: [
    ind('ev', 'log'),
    ind('pop', 'linear'),
    ind('vf', 'linear'),
    ind('vs', 'linear'),
    ind('hf', 'linear', false),
    ind('nw', 'linear'),
  ],
};
const v = (value: number) => ({ value, year: 2023, source_id: 's1' });
const units: RawUnit[] = [
  { pcode: 'A', name: 'Alpha', values: { ev: v(0), pop: v(300), vf: v(20), vs: v(60), hf: v(1.5), nw: v(30) } },
  { pcode: 'B', name: 'Bravo', values: { ev: v(Math.E - 1), pop: v(100), vf: v(40), vs: v(50), hf: v(1), nw: v(10) } },
  { pcode: 'C', name: 'Charlie', values: { ev: v(Math.E ** 2 - 1), vf: v(30), vs: v(70) } },
];

const byCode = <T extends { pcode: string }>(xs: T[]) => Object.fromEntries(xs.map((x) => [x.pcode, x]));

describe('hazard scoring (INFORM-like), against a hand-computed fixture', () => {
  const normalised = byCode(normaliseUnits(method, units));

  it('normalises each indicator to 0–10 (log where declared, reversed where higher is better)', () => {
    const n = (pcode: string, id: string) => normalised[pcode]!.indicators.find((i) => i.id === id)!.normalised;
    expect([n('A', 'ev'), n('B', 'ev'), n('C', 'ev')].map((x) => x && +x.toFixed(6))).toEqual([0, 5, 10]);
    expect([n('A', 'pop'), n('B', 'pop'), n('C', 'pop')]).toEqual([10, 0, null]);
    expect([n('A', 'vf'), n('B', 'vf'), n('C', 'vf')]).toEqual([0, 10, 5]);
    expect([n('A', 'vs'), n('B', 'vs'), n('C', 'vs')]).toEqual([5, 0, 10]);
    expect([n('A', 'hf'), n('B', 'hf')]).toEqual([0, 10]);
    expect([n('A', 'nw'), n('B', 'nw')]).toEqual([10, 0]);
  });

  it('averages within each dimension, leaving a missing indicator out and listing it', () => {
    expect(normalised.A!.components).toEqual({ hazard_exposure: 5, vulnerability: 2.5, lack_of_coping_capacity: 5 });
    expect(normalised.B!.components).toEqual({ hazard_exposure: 2.5, vulnerability: 5, lack_of_coping_capacity: 5 });
    expect(normalised.C!.components).toEqual({
      hazard_exposure: 10,
      vulnerability: 7.5,
      lack_of_coping_capacity: null,
    });
    expect(normalised.C!.missing).toEqual(['pop', 'hf', 'nw']);
    expect(normalised.A!.missing).toEqual([]);
  });

  it('combines the dimensions by a weighted geometric mean; a missing dimension leaves the score null', () => {
    const equal = byCode(
      scoreUnits(Object.values(normalised), { hazard_exposure: 1, vulnerability: 1, lack_of_coping_capacity: 1 }),
    );
    expect(equal.A!.score).toBeCloseTo(3.9685, 4);
    expect(equal.B!.score).toBeCloseTo(3.9685, 4);
    expect(equal.C!.score).toBeNull();
    expect([equal.A!.rank, equal.B!.rank, equal.C!.rank]).toEqual([1, 1, null]);

    const hazardHeavy = scoreUnits(Object.values(normalised), {
      hazard_exposure: 2,
      vulnerability: 1,
      lack_of_coping_capacity: 1,
    });
    expect(hazardHeavy.map((u) => [u.pcode, u.rank])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', null],
    ]);
    expect(hazardHeavy[0]!.score).toBeCloseTo(4.2045, 4);
    expect(hazardHeavy[1]!.score).toBeCloseTo(3.5355, 4);
  });

  it('leaves a dimension weighted 0 out, even where it is missing', () => {
    const noCoping = scoreUnits(Object.values(normalised), {
      hazard_exposure: 1,
      vulnerability: 1,
      lack_of_coping_capacity: 0,
    });
    expect(noCoping.map((u) => [u.pcode, u.rank])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 2],
    ]);
    expect(noCoping[0]!.score).toBeCloseTo(8.6603, 4);
    expect(noCoping[1]!.score).toBeCloseTo(3.5355, 4);
  });
});
