import { type AnswerBuilder, fmt, placeLabel } from '../answer.ts';
import type { Unit } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';
import { baseContext, type Context, type Handler, placesFor, PREFERENCE } from './shared.ts';
import { populationOf, producerAsked, yearGap } from './population-figures.ts';

/** Population of several places or years, side by side. */

export async function comparisonCore(
  b: AnswerBuilder,
  q: ParsedQuestion,
  units: Unit[],
  years: number[],
  producer: 'ANSD' | 'OCHA' | null,
): Promise<Context> {
  const rows: { u: Unit; year: number; value: number | null; kind: string; producer: string }[] = [];
  for (const u of units) {
    b.place(u);
    for (const y of years) {
      b.period(y);
      const r = await populationOf(b, u, y, producer ?? (y === 2020 ? 'OCHA' : 'ANSD'));
      rows.push({ u, year: y, value: r?.value ?? null, kind: r?.kind ?? '', producer: r?.producer ?? '' });
      if (r?.value != null)
        b.figure({
          label: b.t('Population', 'Population'),
          value: r.value,
          kind: r.kind,
          place: u.name,
          level: u.level,
          period: String(y),
          sourceIds: [r.source_id],
        });
      else b.missing(`${u.name} ${y}`);
    }
  }
  b.say(
    `| ${b.t('Lieu', 'Place')} | ${b.t('Année', 'Year')} | ${b.t('Population', 'Population')} | ${b.t('Nature', 'Kind')} |`,
    '|---|---|---|---|',
  );
  for (const r of rows)
    b.say(
      `| ${placeLabel(r.u, b.lang)} | ${r.year} | ${r.value === null ? b.t('non rapporté', 'not reported') : fmt(r.value, b.lang)} | ${r.kind === 'census' ? b.t('recensement', 'census') : r.kind ? b.t(`projection ${r.producer}`, `${r.producer} projection`) : '—'} |`,
    );
  b.say('');
  if (units.length === 1 && years.length >= 2) {
    const first = rows[0]!;
    const last = rows[rows.length - 1]!;
    if (first.value !== null && last.value !== null) {
      const diff = last.value - first.value;
      const pct = (diff / first.value) * 100;
      b.figure({
        label: b.t('Variation', 'Change'),
        value: diff,
        kind: 'computed',
        place: first.u.name,
        level: first.u.level,
        period: `${first.year}–${last.year}`,
        sourceIds: [],
      });
      b.say(
        b.t(
          `**Variation de ${first.year} à ${last.year} : ${diff >= 0 ? '+' : ''}${fmt(diff, 'fr')} habitants (${diff >= 0 ? '+' : ''}${fmt(pct, 'fr', 1)} %).**`,
          `**Change from ${first.year} to ${last.year}: ${diff >= 0 ? '+' : ''}${fmt(diff, 'en')} people (${diff >= 0 ? '+' : ''}${fmt(pct, 'en', 1)}%).**`,
        ),
      );
    }
  } else {
    const y = years[years.length - 1]!;
    const vals = rows.filter((r) => r.year === y && r.value !== null).sort((a, c) => c.value! - a.value!);
    if (vals.length >= 2) {
      const [top, second] = [vals[0]!, vals[1]!];
      const gap = top.value! - second.value!;
      b.figure({ label: b.t('Écart', 'Difference'), value: gap, kind: 'computed', period: String(y), sourceIds: [] });
      b.say(
        b.t(
          `**En ${y}, ${top.u.name} compte le plus d'habitants : ${fmt(top.value!, 'fr')}, soit ${fmt(gap, 'fr')} de plus que ${second.u.name} (${fmt(second.value!, 'fr')}).**`,
          `**In ${y}, ${top.u.name} has the larger population: ${fmt(top.value!, 'en')}, ${fmt(gap, 'en')} more than ${second.u.name} (${fmt(second.value!, 'en')}).**`,
        ),
      );
    }
  }
  if (rows.some((r) => r.kind === 'projection' && r.producer === 'ANSD'))
    b.caveat(
      b.t(
        'Les chiffres 2024–2030 sont des projections de l’ANSD, pas des comptages.',
        'The 2024–2030 figures are ANSD projections, not counts.',
      ),
    );
  if (units.some((u) => u.level === 'region'))
    b.caveat(
      b.t(
        'Les totaux régionaux sont la somme des départements (ANSD).',
        'Regional totals are the sum of their departments (ANSD).',
      ),
    );
  return baseContext(
    'comparison',
    units.map((u) => u.pcode),
    years,
  );
}

export const comparison: Handler = async (b, q, mentions, prev, idx) => {
  const { units } = placesFor(q, mentions, prev, idx, PREFERENCE.population!);
  let years = q.years.length ? q.years : (prev?.years ?? []);
  if (!years.length) years = [2023];
  if (q.years.length === 1 && prev?.years.length && !mentions.length) years = [...new Set([...prev.years, ...q.years])];
  const producer = producerAsked(q);
  for (const y of years)
    if (yearGap(b, y, producer))
      return baseContext(
        'comparison',
        units.map((u) => u.pcode),
        years,
      );
  if (!units.length) units.push(idx.get('SN')!);
  return comparisonCore(b, q, units, years.sort(), producer);
};
