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
  // "Quel pourcentage de la population de Pikine a été sinistré ?", "taux de sinistrés à Pikine": per 100 inhabitants.
  if (
    /\b(pourcentage|percentage|pourcent|percent|proportion|quelle part|what share|share of (the|its) population|part de (la|sa) population)\b/.test(
      q.norm,
    ) ||
    /\b(taux de (sinistres|deplaces|victimes|personnes (sinistrees|affectees|touchees|deplacees))|(affected|displaced) rate)\b/.test(
      q.norm,
    ) ||
    flat.includes('%')
  )
    return 100;
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

/** "Total affected over the departments hit": each department's reported figure, and their sum. */
export async function departmentTotals(
  b: AnswerBuilder,
  event: { event_id: string; name: string; [k: string]: unknown },
  metric: string,
  label: string,
): Promise<void> {
  const rows = await b.run<{ name: string; value: number; source_id: string }>(
    `select u.name, a.value::float8 as value, a.source_id from knowledge.flood_event_area a join knowledge.unit u on u.pcode = a.pcode
     where a.event_id = $1 and a.metric = $2 and a.value is not null and u.level = 'department' order by a.value desc`,
    [event.event_id, metric],
  );
  if (!rows.length) {
    b.say(
      b.t(
        `- Aucun chiffre par département n'est rapporté pour « ${label.toLowerCase()} » dans cet événement : pas de somme possible.`,
        `- No figure by department is reported for "${label.toLowerCase()}" in this event: no sum can be made.`,
      ),
    );
    return;
  }
  const sum = rows.reduce((t, r) => t + r.value, 0);
  b.say(
    '',
    b.t(`**${label} par département (${event.event_id})**`, `**${label} by department (${event.event_id})**`),
    '',
  );
  for (const r of rows) b.say(`- ${r.name} : ${fmt(r.value, b.lang)}`);
  b.figure({
    label: `${label} — ${b.t('somme des départements', 'sum of departments')}`,
    value: sum,
    kind: 'computed',
    sourceIds: [...new Set(rows.map((r) => r.source_id))],
  });
  const total = typeof event[metric] === 'number' ? (event[metric] as number) : null;
  b.say(
    '',
    b.t(
      `**Somme des ${rows.length} départements où un chiffre est rapporté : ${fmt(sum, 'fr')}** (calculée : ${rows.map((r) => fmt(r.value, 'fr')).join(' + ')}).${total !== null ? ` Bilan de l'événement : ${fmt(total, 'fr')}.` : ''} Les départements sans chiffre ne sont pas comptés : pas de donnée n'est pas zéro.`,
      `**Sum over the ${rows.length} departments with a reported figure: ${fmt(sum, 'en')}** (computed: ${rows.map((r) => fmt(r.value, 'en')).join(' + ')}).${total !== null ? ` Event total: ${fmt(total, 'en')}.` : ''} Departments without a figure are not counted: no data is not zero.`,
    ),
  );
}
