import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Facts that only a flood's place-by-place record words hold (issue 12): flood_event_areas.csv
 * SEN-2009-01b Vélingara "about 120 ha of rice fields affected in Velingara department (Anambe)";
 * SEN-2012-01 Dakar "SITE 1. Flood water next to the Leopold Sedar Senghor International Airport".
 */

const { chat } = analystFixture();

describe('what the source says of a place, when it gives no figure', () => {
  it('reaches the flood and quotes it first', async () => {
    for (const q of [
      'Quelle surface de rizières a été touchée dans le département de Vélingara en 2009, et dans quelle zone ?',
      'rizières touchées à Vélingara en 2009 ?',
    ]) {
      const md = (await chat(q)).markdown;
      const headline = md.split('\n\n')[0]!;
      expect(headline, q).toContain('120 ha of rice fields');
      expect(md, q).not.toMatch(/km²/);
    }
    const en = (await chat('In 2009, how much rice land was hit in Velingara department?')).markdown;
    expect(en).toContain('120 ha of rice fields');
    const airport = (
      await chat(
        "En août 2012, près de quelle infrastructure de Dakar l'eau stagnait-elle selon l'évaluation satellitaire ?",
      )
    ).markdown;
    expect(airport).toContain('Airport');
    expect(airport).not.toMatch(/hors du champ/);
  });
});
