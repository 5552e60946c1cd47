import { type AnswerBuilder, fmt } from '../answer.ts';
import type { ParsedQuestion } from '../text.ts';

/**
 * A figure of an event in a department per N inhabitants ("sinistrés pour 1 000 habitants"): the
 * reported figure over the department's population, computed here and shown with its inputs. Both
 * denominators the data holds are given: the 2023 census (ANSD) and OCHA's 2020 projection.
 */

/** The N of "pour 1 000 habitants", "per 10,000 people", "pour mille"; null when no rate is asked. */
export function perOfQuestion(q: ParsedQuestion): number | null {
  const flat = q.raw.replace(/(\d)[ \u00a0\u202f,.](?=\d{3}\b)/g, '$1');
  const m = /\b(?:pour|per|par|pr)\s+(\d+)\s*(?:hab|habitants?|hbts?|inhabitants?|people|personnes|residents?)?/i.exec(
    flat,
  );
  const n = m ? Number(m[1]) : NaN;
  if (n >= 100 && /^10+$/.test(String(n))) return n;
  if (/\b(pour mille|per thousand|per mille)\b/.test(q.norm) || flat.includes('‰')) return 1000;
  return null;
}

export async function ratePerInhabitants(
  b: AnswerBuilder,
  per: number,
  dept: { pcode: string; name: string },
  figure: { label: string; value: number; sourceId: string },
): Promise<void> {
  const rows = await b.run<{ value: number; year: number; producer: string; source_id: string }>(
    `select value::float8 as value, year, producer, source_id from knowledge.population
     where pcode = $1 and sex = 'total' and (kind = 'census' or producer = 'OCHA') order by producer, year`,
    [dept.pcode],
  );
  const perText = fmt(per, b.lang);
  for (const r of rows) {
    if (!r.value) continue;
    const rate = (figure.value / r.value) * per;
    const basis =
      r.producer === 'ANSD'
        ? b.t(`recensement ${r.year}`, `${r.year} census`)
        : b.t(`projection OCHA ${r.year}`, `OCHA ${r.year} projection`);
    b.figure({
      label: `${figure.label} ${b.t('pour', 'per')} ${perText}`,
      value: Number(rate.toFixed(2)),
      kind: 'computed',
      place: dept.name,
      sourceIds: [figure.sourceId, r.source_id],
    });
    b.say(
      b.t(
        `- **${dept.name}** — ${figure.label.toLowerCase()} pour ${perText} habitants : **${fmt(rate, 'fr', 2)}** (population ${basis} : ${fmt(r.value, 'fr')}) — calculé : ${fmt(figure.value, 'fr')} / ${fmt(r.value, 'fr')} × ${perText}.`,
        `- **${dept.name}** — ${figure.label.toLowerCase()} per ${perText} inhabitants: **${fmt(rate, 'en', 2)}** (${basis} population: ${fmt(r.value, 'en')}) — computed: ${fmt(figure.value, 'en')} / ${fmt(r.value, 'en')} × ${perText}.`,
      ),
    );
  }
}
