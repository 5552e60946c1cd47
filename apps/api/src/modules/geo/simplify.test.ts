import { describe, expect, it } from 'vitest';
import { simplifyGeometry, simplifyLine } from './simplify.ts';

describe('boundary simplification (overview)', () => {
  it('drops the points closer than the tolerance and keeps the ones farther', () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.004],
      [2, 0],
      [3, 0.5],
      [4, 0],
    ];
    expect(simplifyLine(line, 0.01)).toEqual([
      [0, 0],
      [2, 0],
      [3, 0.5],
      [4, 0],
    ]);
    expect(simplifyLine(line, 0.001)).toEqual(line);
  });

  it('keeps a ring closed with at least four points, and a tiny island as it was', () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [0.5, 0.0001],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    expect(simplifyGeometry(square, 0.01, 1e3).coordinates).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    ]);
    const islet = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [0, 0],
            [0.001, 0],
            [0.001, 0.001],
            [0, 0],
          ],
        ],
      ],
    };
    expect(simplifyGeometry(islet, 0.01, 1e3)).toEqual(islet);
  });
});
