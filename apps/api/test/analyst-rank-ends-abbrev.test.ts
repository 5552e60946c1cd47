import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: "la dernière région en population" is the last of a ranking of regions (lexicon
 * `endOfLevel`: an end word right before a level word), the lowest; "premier département" the
 * highest. "dpts" and "regs" are SMS plurals of the levels (lexicon `sms`, `smsPlural`).
 */

const { family } = analystFixture();

describe('the first or last unit of a level', () => {
  it('last: the lowest, in French and English', async () => {
    await family(
      [
        'dernière région en population en 2025',
        'quelle est la derniere region en nombre d habitants en 2025 ?',
        'the last region by population in 2025',
      ],
      ['Kédougou', '259266'],
      ['4157756'],
    );
    await family(
      ['quelle est la dernière région en nombre de postes de santé ?', 'last region for health posts?'],
      ['Kédougou', '48'],
    );
  });

  it('first: the highest', async () => {
    await family(
      ['premier département en population en 2024', 'the first department by population in 2024'],
      ['Mbacké', '1400897'],
    );
  });

  it('a last flood or latest figure keeps its meaning', async () => {
    await family(['dernier chiffre de population de Dakar'], ['Dakar']);
    await family(['la dernière inondation à Dakar'], ['SEN-2024-01']);
  });
});

describe('SMS plurals of levels', () => {
  it('dpts, regs', async () => {
    await family(
      ['dpts avec moins de 100 000 hab en 2023', 'les dpts de moins de 100000 hbts 2023'],
      ['Saraya', 'Oussouye', 'Salémata'],
    );
    await family(['regs de plus de 2 millions d hbts en 2023'], ['Dakar', 'Thiès', 'Diourbel'], ['Kaolack']);
  });
});
