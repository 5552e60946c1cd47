import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: words that only ask ("give me", "donne-moi", "for the years") name no unknown subject;
 * "figures"/"chiffres" beside a place ask its headline measure; years listed with commas and no
 * space ("2024,2025,2026") are a list, not a decimal; "quel ministère s'occupe de…" asks the
 * actors of that kind that do the role, each one's card (not every agency of the role).
 */

const { family } = analystFixture();

describe('a request for a place’s figures over years', () => {
  it('reads "give me … figures for the years a to b" as the headline measure’s series', async () => {
    await family(
      [
        'Give me Kaolack department figures for the years 2023 to 2025',
        'Kaolack department figures 2023 to 2025',
        'show me the Kaolack department figures from 2023 to 2025',
        'Donne-moi les chiffres du département de Kaolack de 2023 à 2025',
      ],
      ['664053', '679752', '699586'],
    );
  });

  it('reads years joined by commas with no space as a list of years', async () => {
    await family(
      [
        'pop dept Mbour 2024,2025,2026 ?',
        'Mbour department population 2024,2025,2026',
        'population de Mbour (dept) 2024;2025;2026',
      ],
      ['966611', '990570', '1015214'],
    );
  });

  it('keeps a flood’s figures a flood’s', async () => {
    await family(
      [
        "Pour le rapport annuel de la DPC, j'ai besoin du bilan des inondations de 2020 : lesquelles et quels chiffres ?",
      ],
      ['16798'],
    );
  });
});

describe('the kind of actor asked for a role', () => {
  it('answers the ministry whose name or mandate holds the role', async () => {
    await family(
      [
        "Quel ministère s'occupe de l'assainissement ?",
        'Which ministry is in charge of sanitation?',
        'quel ministere soccupe du drainage des eaux pluviales',
      ],
      ['Ministère de l', 'Hydraulique et de l', 'Assainissement'],
      ['MRAZI', 'ONAS)'],
    );
  });

  it('still lists every actor of the role when no kind is asked', async () => {
    await family(["Qui s'occupe de l'assainissement ?", 'Who is in charge of drainage?'], ['ONAS', 'ADM']);
  });
});
