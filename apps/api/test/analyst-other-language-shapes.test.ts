import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * More shapes met when a question is asked in the other language (issue 12): "est" after a place
 * before a participle is the verb, "the last year" of a series is its horizon, inhabitants "par" a
 * kind of health facility, "will pass" a threshold, and an article after a shared head's joiner.
 * Expected values are read off data/knowledge by hand (health facility counts, ANSD projections,
 * EHCVM regional file).
 */

const { family } = analystFixture();

describe('shapes of the other language', () => {
  it('reads "Thiès est géolocalisé" as the region and a verb, not Thiès Est commune', async () => {
    // Thiès region: 11 of 12 hospitals geolocated = 91.7 %.
    await family(
      [
        'Quel pourcentage des hôpitaux de la région de Thiès est géolocalisé ?',
        'What percentage of the hospitals in Thiès region are geolocated?',
      ],
      [/91[.,]7/],
      ['Thies Est'],
    );
  });

  it('reads "the last year" of projections as their horizon, not last year', async () => {
    // Médina-Yorofoula department, ANSD 2030: 228 470.
    await family(
      [
        "Up to which year do ANSD's projections go for Médina Yoro Foula department, and what figure do they give for the last year?",
        "Jusqu'à quelle année vont les projections de l'ANSD pour le département de Médina-Yorofoula, et quel chiffre donnent-elles pour la dernière année ?",
      ],
      ['228470', '2030'],
    );
  });

  it('reads inhabitants "par" / "per" a kind of facility as the ratio', async () => {
    // Podor department 2023: 486 007 / 63 geolocated health posts = 7 714.4; Louga region: 1 125 910 / 161 = 6 993.2.
    await family(
      [
        'In Podor department, how many inhabitants are there on average per geolocated health post (2023 population)?',
        "Dans le département de Podor, combien d'habitants y a-t-il en moyenne par poste de santé géolocalisé (population de 2023) ?",
      ],
      [/7[  ,]?714[.,]4/],
    );
    await family(
      [
        "Dans la région de Louga, combien d'habitants y a-t-il en moyenne par poste de santé ?",
        'In Louga region, how many inhabitants are there on average per health post?',
      ],
      [/6[  ,]?993[.,]2/],
    );
  });

  it('reads "will pass" a figure as a threshold crossed', async () => {
    await family(
      [
        'Which regions will pass 1 million inhabitants between 2023 and 2030?',
        'Quelles régions passeront 1 million d’habitants entre 2023 et 2030 ?',
      ],
      [/Tambacounda/, /Kaffrine/, /Matam/],
    );
  });

  it('reads a shared head after an article ("the severe and the moderate or severe … rates")', async () => {
    // Fatick region: severe 1.6 %, moderate or severe 22.1 %.
    await family(
      [
        'For Fatick region, what are the severe and the moderate or severe food insecurity rates?',
        "Pour la région de Fatick, quels sont les taux d'insécurité alimentaire sévère et modérée ou sévère ?",
      ],
      [/1[.,]6 %/, /22[.,]1 %/],
    );
  });
});
