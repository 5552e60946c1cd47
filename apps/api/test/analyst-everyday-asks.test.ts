import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Everyday asks of the people who act (issue 12): who to call or contact asks the actors whose role
 * is rescue (our sources hold no phone numbers, so none is given); "les acteurs de la réponse aux
 * inondations", "stakeholders" are the actors whatever flood word stands beside; a seasonal forecast
 * of a year on record is that rainfall fact; rainfall of a year no fact covers says so first.
 */

const { family } = analystFixture();

describe('who to contact, who acts', () => {
  it('reads the actors of flood response asked without "qui" as the actors, not the floods', async () => {
    await family(
      [
        'Quels sont les acteurs de la réponse aux inondations ?',
        'Quels sont les principaux acteurs de la réponse aux inondations ?',
        'liste des acteurs de la gestion des inondations',
        'quels sont les intervenants ?',
        'list the stakeholders of flood response',
        'who are the stakeholders?',
      ],
      [/19 institutions/],
      ['inondations recensées', 'recorded floods'],
    );
  });

  it('reads who to call or contact as the rescue role', async () => {
    await family(
      [
        "qui appeler en cas d'inondation ?",
        "qui faut-il contacter si l'eau monte ?",
        'who should I call when my house floods?',
        'who do we contact during a flood?',
      ],
      ['BNSP'],
      ['Je ne trouve pas', 'I cannot find'],
    );
  });
});

describe('seasonal forecasts', () => {
  it('reads a seasonal forecast of a year on record as the rainfall fact', async () => {
    // R24: SON 2025 forecast, normal to above-normal totals.
    await family(
      ['prévisions saisonnières 2025 ?', 'quelle est la prévision saisonnière pour 2025 ?', 'seasonal forecast 2025?'],
      [/2025/, /(excédentaires|above)/],
      ['hors du champ', 'outside the data'],
    );
  });
});

describe('rainfall of a year no fact covers', () => {
  it('says no fact of that year first, then the nearest', async () => {
    await family(
      ['what was the rainfall in Dakar in 2024?', 'quelle a été la pluviométrie à Dakar en 2024 ?'],
      [/^(No data|Pas de données)[^\n]*2024/],
    );
  });
});

describe('needs asked in the past tense', () => {
  it('sizes the need of a flood asked with "leur fallait-il"', async () => {
    // SEN-2020-01 Thiès department: 8,411 affected × 15 L = 126,165 L a day.
    await family(
      [
        "Les inondations de septembre 2020 ont touché des habitants du département de Thiès : combien d'eau par jour leur fallait-il au minimum, et pour une semaine ?",
        "combien d'eau aurait-il fallu par jour pour les sinistrés du département de Thiès lors des inondations de septembre 2020 ?",
        'The September 2020 floods hit people in Thiès department: how much water a day did they need at minimum?',
      ],
      ['8411', '126165'],
    );
  });
});

describe('needs of the displaced when only families are counted', () => {
  it('sizes the needs from the families displaced × household size', async () => {
    // SEN-2022-01: people displaced not reported, 1,396 families displaced × 9 (CRS-01) = 12,564 people.
    await family(
      [
        'how much water a day for the people displaced in August 2022?',
        "combien d'eau par jour pour les personnes déplacées par les inondations d'août 2022 ?",
      ],
      ['12564', '1396'],
    );
  });
});
