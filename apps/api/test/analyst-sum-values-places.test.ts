import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Facility types named and added up over several places (health file of data/knowledge), in both
 * languages: only the types named, each type's total, and the types together; a type no place
 * reports has no total of 0.
 */

const { family } = analystFixture();

describe('values of a dimension named and added up over places', () => {
  it('sums only the types named, then the types together', async () => {
    // Fatick + Diourbel: hospitals 2 + 6 = 8, health centres 9 + 11 = 20, together 28.
    await family(
      [
        "Combien d'hôpitaux et de centres de santé au total dans les régions de Fatick et de Diourbel ?",
        'Fatick and Diourbel regions: how many hospitals and health centres in total, counting both regions?',
      ],
      [/\*\*8 /, /\*\*20 /, /\*\*28\*\*/],
      ['health huts', 'cases de santé', 'postes de santé', 'health posts'],
    );
    // Louga + Matam: health posts 161 + 101 = 262, health centres 30 + 5 = 35, together 297.
    await family(
      [
        'Postes de santé et centres de santé des régions de Louga et de Matam, au total ?',
        'Health posts and health centres of Louga and Matam regions combined?',
      ],
      [/\*\*262 /, /\*\*35 /, /\*\*297\*\*/],
    );
  });

  it('gives no total of 0 for a type no place reports', async () => {
    // "autre" facilities: Fatick reports none, and neither does Kaffrine (no row in the file).
    await family(
      ["Combien d'autres structures de santé (autres types) au total dans les régions de Fatick et de Kaffrine ?"],
      [/non renseign/],
      ['**0 '],
    );
  });
});
