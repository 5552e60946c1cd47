import type { AnswerBuilder } from '../answer.ts';
import type { ParsedQuestion } from '../text.ts';
import type { StandardRow } from './standards.ts';

/** The caveats a needs answer gives beside the standards it applied (water minimum, tents, toilet phases). */
export function sayNeedCaveats(b: AnswerBuilder, q: ParsedQuestion, rows: StandardRow[]): void {
  if (rows.some((r) => r.standard_id === 'WAT-01'))
    b.caveat(
      b.t(
        '15 l/personne/jour est un minimum de planification, jamais un maximum ; 7,5 l (WAT-02) ne vaut que pour une courte phase aiguë.',
        '15 l/person/day is a minimum planning figure, never a maximum; 7.5 l (WAT-02) applies only to a short acute phase.',
      ),
    );
  if (/\b(tentes?|tents?)\b/.test(q.norm))
    b.caveat(
      b.t(
        'Nos normes ne donnent pas de nombre de tentes : elles fixent la surface couverte par personne (SHE-01) et les bâches par ménage (SHE-03), dont on déduit le matériel selon le modèle de tente disponible.',
        'Our standards give no number of tents: they set the covered space per person (SHE-01) and the tarpaulins per household (SHE-03), from which the kit follows for the tent model at hand.',
      ),
    );
  if (/\b(riz|rice|cereales|cereals)\b/.test(q.norm) && rows.some((r) => r.standard_id === 'FOO-01'))
    b.caveat(
      b.t(
        'Nos normes ne donnent pas de ration de riz en kilos : elles fixent l’énergie par personne et par jour (FOO-01), que l’on convertit selon la composition du panier distribué.',
        'Our standards give no rice ration in kilograms: they set the energy per person per day (FOO-01), converted according to the food basket distributed.',
      ),
    );
  if (rows.some((r) => r.standard_id === 'SAN-01'))
    b.caveat(
      b.t(
        '1 toilette pour 50 personnes en première phase (SAN-01), puis 1 pour 20 à moyen terme (SAN-02).',
        '1 toilet per 50 people in the first phase (SAN-01), then 1 per 20 in the medium term (SAN-02).',
      ),
    );
}
