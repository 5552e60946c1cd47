import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Actors by the legal texts their records cite, by a ministry's head and name, and by the role they
 * played in a dated flood (issue 12, va). senegal_response_actors.csv: ORSEC (decree 99-172), CNGI
 * (arrêté 14054), MRAZI (decree 2013-1292), Ministry of Water (decree 2019-967, minister Cheikh
 * Tidiane Dièye), Interior (coordinated the Oct 2024 river flood response), CSAR (food, Oct 2024).
 */

const { family } = analystFixture();

describe('a legal text names the actor whose record cites it', () => {
  it('by its number', async () => {
    await family(["Le décret 99-172, c'est quoi ?", 'What is decree 99-172 about?'], [/ORSEC/]);
    await family(["l'arrêté n° 14054 a institué quoi ?", 'What did order no. 14054 set up?'], [/CNGI/]);
    await family(['What does decree 2013-1292 cover?', 'le décret 2013-1292 porte sur quoi ?'], [/MRAZI/]);
  });

  it('by the kind of text asked and the actor’s former name', async () => {
    await family(
      [
        "Quel décret fixe les attributions du ministre de l'Eau et de l'Assainissement ?",
        'Which decree sets out the remit of the Minister of Water and Sanitation?',
      ],
      [/2019-967/],
    );
  });
});

describe('a ministry named by its head and name', () => {
  it('is that ministry, not every actor of a role its name shares', async () => {
    await family(
      [
        "Qui est le ministre de l'Hydraulique et de l'Assainissement en 2025 ?",
        'Who is the Minister of Water and Sanitation in 2025?',
      ],
      [/Cheikh Tidiane Dièye/],
      ['Agence de Développement Municipal (ADM) |'],
    );
    await family(
      ["Qui est le ministre de l'Interieur en 2024 ?", 'who is the interior minister?'],
      [/Jean-Baptiste Tine/],
    );
  });
});

describe('who acted in a dated flood', () => {
  it('is the actor of the role whose record tells that flood', async () => {
    await family(
      [
        "Qui a coordonné la riposte à la crue du fleuve d'octobre 2024 ?",
        'Quel ministère a coordonné la réponse à la crue de 2024 ?',
        'Who coordinated the response to the October 2024 river flood?',
      ],
      [/MINT/, /Intérieur|Interior/],
    );
    await family(
      ['who delivered food during the 2024 flood?', 'Qui a livré des vivres aux sinistrés de Bakel en 2024 ?'],
      [/CSAR/],
    );
  });

  it('who was hit stays the flood’s', async () => {
    await family(['qui a ete touche par la crue de 2024 ?', 'who was affected by the 2024 river flood?'], ['55600']);
  });
});

describe('a purpose said before a colon', () => {
  it('names no actor asked: the flood’s places are answered', async () => {
    await family(
      [
        'Pour un rapport à la CRS : quels départements la crue de 2024 du fleuve a-t-elle touchés ?',
        'For our Red Cross debrief: which departments did the 2024 river flood hit?',
      ],
      [/Bakel/, /Podor/, /Matam/],
    );
  });
});
