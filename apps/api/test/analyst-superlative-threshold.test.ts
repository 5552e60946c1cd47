import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Rankings and thresholds in other words (issue 12). health_facilities_count_by_region_type.csv:
 * health posts Dakar 680 (most), Kédougou 48 (fewest). population_ansd_regions_2023_2030.csv, 2025:
 * seven regions under 1 000 000 (Kédougou 259 266 … Kolda 969 385).
 */

const { chat, family } = analystFixture();
const firstRow = (md: string) => md.split('\n').find((l) => /^\| 1 \|/.test(l)) ?? '';

describe('"qui a le plus", "the one that has the most": a ranking of the level named', () => {
  it('ranks the units when no two places are named', async () => {
    for (const [q, top] of [
      ['La région qui a le plus de postes de santé ?', 'Dakar'],
      ['the region that has the most health posts?', 'Dakar'],
      ['la région qui a le moins de postes de santé', 'Kédougou'],
      ['Which region is the one that has the fewest health posts?', 'Kédougou'],
    ] as const)
      expect(firstRow((await chat(q)).markdown), q).toContain(`| ${top} |`);
    // Within a region named first.
    const thies = (await chat('Dans la région de Thiès, le département qui a le plus d’habitants ?')).markdown;
    expect(firstRow(thies)).toMatch(/\| (Mbour|Thiès|Tivaouane) \|/);
    // Two places named: still their comparison.
    const two = (await chat('Pikine ou Rufisque, qui a le plus d’habitants ?')).markdown;
    expect(two).toContain('Pikine');
    expect(two).toContain('Rufisque');
    expect(firstRow(two)).toBe('');
  });
});

describe('a threshold written "d’1 million", "1,5 million"', () => {
  it('is a count of inhabitants, not an age', async () => {
    await family(
      [
        'régions de moins d’1 million d’habitants en 2025',
        'quelles régions ont moins d’un million d’habitants en 2025 ?',
        'under 1 million people: which regions in 2025?',
      ],
      [/\b7\b/, 'Kédougou', 'Kolda'],
      ['âge', 'age band'],
    );
    await family(["quels depts ont plus d'1,5 million d'habitants ?"], [/Aucun département|0 départements/], ['âge']);
  });
});
