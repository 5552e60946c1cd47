import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Short and informal forms (issue 12): what "combien de" / "how many" counts is plural even when
 * written in the singular ("combien de menage a kaffrine"), and "dkr" is Dakar as SMS writes it
 * (data/knowledge/curated/place-aliases.csv). Expected values are read off data/knowledge by hand.
 */

const { family } = analystFixture();

describe('informal counts and short place names', () => {
  it('reads a singular after combien de / how many as the count asked', async () => {
    await family(
      ['combien de menage a kaffrine', 'cb de menage a kaffrine stp', 'how many household in Kaffrine?'],
      [/Kaffrine/, /m[ée]nages|households/i],
      ['hors du champ', 'outside the data'],
    );
  });

  it('reads dkr as Dakar', async () => {
    // (the region's row, not the country's)
    await family(
      ['pop dkr 2027 svp', 'dkr pop 2027 ?'],
      [/Dakar \((région|region)\)/, '2027'],
      ['Sénégal ·', 'Senegal ·'],
    );
  });
});
