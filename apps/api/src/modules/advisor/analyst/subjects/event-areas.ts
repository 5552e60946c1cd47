import { type AnswerBuilder, fmt } from '../answer.ts';
import type { ParsedQuestion } from '../text.ts';
import { AREA_METRICS } from './event-records.ts';

/**
 * "Quel département a été le plus touché par les inondations de septembre 2020 ?": the places of one
 * event ranked by the figure its record gives per place. The figure asked decides the order
 * (houses destroyed, displaced, deaths…); else people affected, else the first figure reported.
 * A record with no figure per place says so and names the places it cites: no data is not zero.
 */

/** A ranking of an event's places is asked: an order word beside a level or "where". */
export function asksAreaRank(q: ParsedQuestion): boolean {
  const order =
    /\b(le plus|la plus|les plus|plus (touche|affecte|sinistre)\w*|most|hardest|worst|heaviest|pire|davantage)\b/.test(
      q.norm,
    );
  const where =
    /\b(departements?|departments?|depts?|communes?|regions?|zones?|localites?|where|quel endroit|quel lieu)\b|^ou\b|\bou (y a|y avait|etait|ont|a)\b/;
  return order && where.test(q.norm);
}

/** The places of an event are asked: "quels départements ont été touchés par les inondations de 2012 ?". */
export function asksAreaList(q: ParsedQuestion): boolean {
  return /\b(quels|quelles|lesquels|lesquelles|which|what|list\w*|citez|nommez|name the)\b(\s+\w+){0,3}\s+(departements?|departments?|depts?|communes?|regions?|zones?|localites?|lieux|places|areas)\b/.test(
    q.norm,
  );
}

/**
 * Every place an event's record names, with the figures it gives for each; returns their codes, which
 * a follow-up can point back at ("et quelle est leur population ?").
 */
export async function listEventAreas(b: AnswerBuilder, e: { event_id: string }): Promise<string[]> {
  const rows = await b.run<AreaRow & { pcode: string }>(
    `select u.name, u.pcode, a.metric, a.value::float8 as value, a.source_id, a.page from knowledge.flood_event_area a
     join knowledge.unit u on u.pcode = a.pcode where a.event_id = $1 order by u.name, a.metric`,
    [e.event_id],
  );
  const label = (m: string) => AREA_METRICS[m]?.[b.lang === 'fr' ? 0 : 1] ?? m;
  const names = [...new Set(rows.map((r) => r.name))];
  if (!names.length) {
    b.say(
      b.t(
        "- Le bilan de cet événement ne nomme aucun département en particulier (voir ses zones principales, telles qu'écrites par la source).",
        "- This event's record names no department in particular (see its main areas, as the source writes them).",
      ),
    );
    return [];
  }
  b.say(
    '',
    b.t(`**Lieux cités par le bilan (${names.length}) :**`, `**Places the record names (${names.length}):**`),
    '',
  );
  for (const name of names) {
    const figures = rows.filter((r) => r.name === name && r.value !== null && r.metric !== 'mentioned_affected');
    b.say(
      `- ${name}${figures.length ? ` — ${figures.map((r) => `${label(r.metric).toLowerCase()} : ${fmt(r.value!, b.lang)}`).join(' ; ')}` : ''}`,
    );
  }
  b.say('');
  return [...new Set(rows.map((r) => r.pcode))];
}

const NAMED: [RegExp, string][] = [
  [/\b(detrui\w*|destroy\w*|effondre\w*|collapsed)\b/, 'houses_destroyed'],
  [/\b(maisons inondees|houses flooded|flooded (houses|homes)|habitations inondees)\b/, 'houses_flooded'],
  [/\b(morts?|deces|tues?|deaths?|dead|killed|deadliest|meurtri\w*)\b/, 'deaths'],
  [/\b(blesses?|injured)\b/, 'injured'],
  [/\b(ecoles?|schools?)\b/, 'schools_inaccessible'],
  [/\b(structures? de sante|health (facilities|posts?|centres?|centers?))\b/, 'health_facilities_flooded'],
  [/\b(insecurite alimentaire|food insecur\w*)\b/, 'people_affected_food_insecurity'],
];

interface AreaRow {
  name: string;
  metric: string;
  value: number | null;
  source_id: string;
  page: string | null;
}

export async function rankEventAreas(
  b: AnswerBuilder,
  q: ParsedQuestion,
  e: { event_id: string; year: number; start_date?: string | null },
): Promise<void> {
  const rows = await b.run<AreaRow>(
    `select u.name, a.metric, a.value::float8 as value, a.source_id, a.page from knowledge.flood_event_area a
     join knowledge.unit u on u.pcode = a.pcode where a.event_id = $1 order by a.value desc nulls last, u.name`,
    [e.event_id],
  );
  const figured = rows.filter((r) => r.value !== null && r.metric !== 'mentioned_affected');
  const metrics = [...new Set(figured.map((r) => r.metric))];
  const named = NAMED.find(([re]) => re.test(q.norm))?.[1];
  const metric = named ?? (metrics.includes('people_affected') ? 'people_affected' : metrics[0]);
  const ranked = figured.filter((r) => r.metric === metric);
  const label = (m: string) => AREA_METRICS[m]?.[b.lang === 'fr' ? 0 : 1] ?? m;
  const cited = [...new Set(rows.map((r) => r.name))];
  if (!ranked.length) {
    const what = metric ? label(metric).toLowerCase() : b.t('aucun bilan', 'no figure');
    b.say(
      b.t(
        `- Le bilan de cet événement ne donne pas de chiffre par lieu${named ? ` pour « ${what} »` : ''} : je ne peux pas dire quel lieu fut le plus touché (pas de donnée n'est pas zéro).${cited.length ? ` Lieux cités par la source : ${cited.join(', ')}.` : ''}`,
        `- This event's record gives no figure by place${named ? ` for "${what}"` : ''}: I cannot say which place was hit hardest (no data is not zero).${cited.length ? ` Places the source names: ${cited.join(', ')}.` : ''}`,
      ),
    );
    b.missing(`${e.event_id}: ${metric ? label(metric) : b.t('chiffres par lieu', 'figures by place')}`);
    return;
  }
  const top = ranked[0]!;
  b.say(
    '',
    b.t(
      `**Lieu le plus touché selon le bilan (${label(metric!).toLowerCase()}) : ${top.name} — ${fmt(top.value!, 'fr')}.**`,
      `**Place hit hardest by the record (${label(metric!).toLowerCase()}): ${top.name} — ${fmt(top.value!, 'en')}.**`,
    ),
    '',
    `| ${b.t('Rang', 'Rank')} | ${b.t('Lieu', 'Place')} | ${label(metric!)} |`,
    '|---|---|---|',
  );
  ranked.forEach((r, i) => {
    b.figure({
      label: label(metric!),
      value: r.value!,
      kind: 'reported',
      place: r.name,
      period: e.start_date ?? String(e.year),
      sourceIds: [r.source_id],
    });
    b.say(`| ${i + 1} | ${r.name} | ${fmt(r.value!, b.lang)}${r.page ? ` (p. ${r.page})` : ''} |`);
  });
  const others = cited.filter((n) => !ranked.some((r) => r.name === n));
  if (others.length)
    b.say(
      '',
      b.t(
        `Cités sans chiffre de ${label(metric!).toLowerCase()} (non classés, pas de donnée n'est pas zéro) : ${others.join(', ')}.`,
        `Named without a figure for ${label(metric!).toLowerCase()} (not ranked; no data is not zero): ${others.join(', ')}.`,
      ),
    );
  b.say('');
}
