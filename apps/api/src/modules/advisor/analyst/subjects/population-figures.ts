import type { AnswerBuilder } from '../answer.ts';
import type { Unit } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';

/** One population figure: the row of a place and year, what kind of figure it is, and the years held. */

export const POP_YEARS = { first: 2023, last: 2030 };

export async function populationOf(b: AnswerBuilder, u: Unit, year: number, producer: 'ANSD' | 'OCHA' | null) {
  const rows = await b.run<{
    value: number | null;
    kind: string;
    producer: string;
    source_id: string;
    note: string | null;
  }>(
    `select value::float8 as value, kind, producer, source_id, note from knowledge.population
     where pcode = $1 and year = $2 and sex = 'total' and ($3::text is null or producer = $3) order by producer = 'ANSD' desc limit 1`,
    [u.pcode, year, producer],
  );
  return rows[0] ?? null;
}

export function kindText(b: AnswerBuilder, kind: string, producer: string, year: number): string {
  if (producer === 'OCHA')
    return b.t(
      `projection OCHA COD-PS ${year} (à partir du recensement 2013)`,
      `OCHA COD-PS ${year} projection (from the 2013 census)`,
    );
  if (kind === 'census')
    return b.t(
      `recensement RGPH-5 ${year} (ANSD) — chiffre recensé`,
      `RGPH-5 ${year} census (ANSD) — a counted figure`,
    );
  return b.t(
    `projection ANSD pour ${year} — une estimation, pas un comptage`,
    `ANSD projection for ${year} — an estimate, not a count`,
  );
}

export function producerAsked(q: ParsedQuestion): 'ANSD' | 'OCHA' | null {
  if (/\bocha\b|cod ps/.test(q.norm)) return 'OCHA';
  if (/\bansd\b|rgph/.test(q.norm)) return 'ANSD';
  return null;
}

export function yearGap(b: AnswerBuilder, year: number, producer: 'ANSD' | 'OCHA' | null): boolean {
  const ok = producer === 'OCHA' ? year === 2020 : (year >= POP_YEARS.first && year <= POP_YEARS.last) || year === 2020;
  if (ok) return false;
  b.say(
    b.t(
      `Pas de données de population pour ${year} dans nos sources : elles couvrent le recensement RGPH-5 de 2023, les projections de l'ANSD de 2024 à 2030 et les projections OCHA de 2020. Je ne fais pas d'extrapolation au-delà.`,
      `No data on population for ${year} in our sources: they cover the 2023 RGPH-5 census, ANSD projections from 2024 to 2030 and OCHA's 2020 projections. I do not extrapolate beyond them.`,
    ),
  );
  b.missing(b.t(`population ${year}`, `population ${year}`));
  return true;
}
