import type { HazardUnit } from '@sfp/contracts';
import { describe, expect, it } from 'vitest';
import { classColour, CLASS_COLOURS, NO_DATA_COLOUR } from './lib/classes.ts';
import { toCsv } from './lib/csv.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { formatNumber } from './lib/format.ts';
import { layerValue, parseLayerKey } from './lib/layers.ts';
import { BOUNDS, projectUnits } from './lib/projection.ts';

describe('hazard app helpers', () => {
  it('writes CSV as spreadsheets in each language open it', () => {
    const rows = [[1, 'SN0103', 'Pikine', 2.021, null]];
    expect(toCsv(['Rang', 'pcode', 'Département', 'Indice', 'x'], rows, 'fr')).toBe(
      '\uFEFFRang;pcode;Département;Indice;x\r\n1;SN0103;Pikine;2,021;\r\n',
    );
    expect(toCsv(['Rank', 'name'], [[1, 'Saint-Louis, "north"']], 'en')).toBe(
      '\uFEFFRank,name\r\n1,"Saint-Louis, ""north"""\r\n',
    );
  });

  it('formats numbers as each language reads them, whole numbers under 1 000 as Intl does too', () => {
    expect(formatNumber(764597, 'fr', 0)).toBe(new Intl.NumberFormat('fr-FR').format(764597));
    expect(formatNumber(2.021, 'fr', 2)).toBe('2,02');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(null, 'fr')).toBe('—');
    for (let v = 0; v < 1000; v++) {
      expect(formatNumber(v, 'fr', 0)).toBe(new Intl.NumberFormat('fr-FR').format(v));
      expect(formatNumber(v, 'en', 2)).toBe(new Intl.NumberFormat('en-GB').format(v));
    }
  });

  it('colours 0–10 in five classes and never colours a missing value as low', () => {
    expect(classColour(0)).toBe(CLASS_COLOURS[0]);
    expect(classColour(5.9)).toBe(CLASS_COLOURS[2]);
    expect(classColour(10)).toBe(CLASS_COLOURS[4]);
    expect(classColour(null)).toBe(NO_DATA_COLOUR);
    expect(CLASS_COLOURS).not.toContain(NO_DATA_COLOUR);
  });

  it('reads the value a unit has on the score, a dimension or an indicator layer', () => {
    const unit: HazardUnit = {
      pcode: 'SN0103',
      name: 'Pikine',
      score: 2,
      rank: 41,
      components: { hazard_exposure: 9, vulnerability: 0.3, lack_of_coping_capacity: null },
      indicators: [{ id: 'population', value: 764597, year: 2023, normalised: 8.5, source_id: 's' }],
      missing: [],
    };
    expect(layerValue(unit, parseLayerKey('score'))).toBe(2);
    expect(layerValue(unit, parseLayerKey('dimension:vulnerability'))).toBe(0.3);
    expect(layerValue(unit, parseLayerKey('dimension:lack_of_coping_capacity'))).toBeNull();
    expect(layerValue(unit, parseLayerKey('indicator:population'))).toBe(8.5);
    expect(layerValue(unit, parseLayerKey('indicator:unknown'))).toBeNull();
    expect(parseLayerKey('dimension:nonsense')).toEqual({ kind: 'score' });
  });

  it('draws the units in Web Mercator, framed on the country as MapLibre frames it', () => {
    const [[west, south], [east, north]] = BOUNDS;
    const square = (x0: number, y0: number, x1: number, y1: number) => [
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
        [x0, y0],
      ],
    ];
    const { viewBox, units } = projectUnits({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { pcode: 'A', name: 'A' },
          geometry: { type: 'Polygon', coordinates: square(west, south, east, north) },
        },
        {
          type: 'Feature',
          properties: { pcode: 'B', name: 'B' },
          geometry: { type: 'MultiPolygon', coordinates: [square(-16, 14, -15, 15), square(-14, 13, -13.5, 13.5)] },
        },
      ],
    });
    const [, , width, height] = viewBox.split(' ').map(Number);
    expect(width).toBe(1000);
    // Mercator stretches latitudes: the extent is taller than its 4.5° of latitude over 6.3° of longitude.
    expect(height!).toBeGreaterThan((1000 * 4.5) / 6.3);
    expect(units[0]).toEqual({
      pcode: 'A',
      d: `M0.0 ${height!.toFixed(1)}L1000.0 ${height!.toFixed(1)}L1000.0 0.0L0.0 0.0L0.0 ${height!.toFixed(1)}Z`,
    });
    // Both polygons of a MultiPolygon, each ring closed.
    expect(units[1]!.d.match(/M/g)).toHaveLength(2);
    expect(units[1]!.d.match(/Z/g)).toHaveLength(2);
  });

  it('says in its method, in both languages, that the index is a relative priority, not a probability', () => {
    expect(fr.method).toContain('indice de priorité relatif, pas une probabilité d’inondation');
    expect(en.method).toContain('relative priority index, not a probability of flooding');
  });
});
