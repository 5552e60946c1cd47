import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * A stock of water and the ask after a long context (issue 12). "Combien de jours tient une citerne de
 * 10 m3" counts days, not tankers: 10,000 L over 200 × 15 L (WAT-01) = 3.33 days. And a last
 * sentence that names a need ("combien de litres d'eau par jour et combien de latrines ?") asks that
 * need, even when the context before it shares words with a flood's own texts (rains, schools):
 * 2,400 people × 15 L = 36,000 L a day, 2,400 / 50 = 48 toilets (SAN-01).
 */

const { family } = analystFixture();

describe('stock of water and a need asked after its context', () => {
  it('reads how long a stock lasts, whatever it is called', async () => {
    await family(
      [
        'combien de jours tient une citerne de 10 m3 pour 200 personnes ?',
        'nb de jrs avec une cuve de 10 m3 pr 200 pers',
        'how many days will a 10,000 L tank last for 200 people?',
        'a 10 m3 bladder for 200 people lasts how many days?',
      ],
      [/3[,.]33/],
    );
  });

  it('answers the need the last sentence asks', async () => {
    await family(
      [
        "Bonjour, je suis chargé WASH à la Croix-Rouge de Kaolack. Suite aux fortes pluies, nous comptons environ 2 400 personnes déplacées hébergées dans des écoles. Pouvez-vous me dire combien de litres d'eau par jour et combien de latrines il faut prévoir ?",
        'Hello, I am the WASH officer of the Red Cross in Kaolack. After the heavy rains we have about 2,400 displaced people sheltered in schools. Could you tell me how many litres of water a day and how many latrines to plan?',
      ],
      ['36000', /\b48\b/],
    );
  });
});
