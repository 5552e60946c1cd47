import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { ParsedQuestion } from '../text.ts';
import { baseContext, type Context } from './shared.ts';
import type { AnswerBuilder } from '../answer.ts';

/**
 * "Quelle année a connu le plus d'inondations ?", "which year had the fewest recorded floods?": the
 * recorded floods counted by year, the years at the end asked first (lexicon `eventsPerYear`).
 */
export function asksYearOfMostEvents(q: ParsedQuestion): boolean {
  if (q.years.length) return false;
  const has = (entry: string) => lexiconWords('eventsPerYear', entry).find(q.tokens).length > 0;
  return has('year') && (has('most') || has('fewest')) && has('counted') && !has('toll');
}

export async function eventsPerYear(b: AnswerBuilder, q: ParsedQuestion): Promise<Context> {
  const fewest = lexiconWords('eventsPerYear', 'fewest').find(q.tokens).length > 0;
  const rows = await b.run<{ year: number; n: number; events: string; sources: string[] }>(
    `select year, count(*)::int as n, string_agg(event_id, ', ' order by event_id) as events, array_agg(distinct source_id) as sources
     from knowledge.flood_event group by year order by n ${fewest ? 'asc' : 'desc'}, year`,
  );
  const edge = rows[0]?.n ?? 0;
  const top = rows.filter((r) => r.n === edge);
  const names = top.map((r) => String(r.year));
  const years = names.length > 1 ? `${names.slice(0, -1).join(', ')}${b.t(' et ', ' and ')}${names.at(-1)}` : names[0];
  const floods = (n: number) =>
    b.t(`${n} inondation${n > 1 ? 's' : ''} recensée${n > 1 ? 's' : ''}`, `${n} recorded flood${n === 1 ? '' : 's'}`);
  for (const r of top)
    b.figure({
      label: b.t('Inondations recensées', 'Recorded floods'),
      value: r.n,
      kind: 'computed',
      period: String(r.year),
      sourceIds: r.sources,
    });
  b.say(
    b.t(
      `**${fewest ? 'Le moins' : 'Le plus'} d'inondations recensées dans une année : ${years}, avec ${floods(edge)}** (${top.map((r) => r.events).join(' ; ')}).`,
      `**The ${fewest ? 'fewest' : 'most'} recorded floods in one year: ${years}, with ${floods(edge)}** (${top.map((r) => r.events).join('; ')}).`,
    ),
    '',
    `| ${b.t('Année', 'Year')} | ${b.t('Inondations recensées', 'Recorded floods')} | ${b.t('Fiches', 'Records')} |`,
    '|---|---|---|',
    ...rows.map((r) => `| ${r.year} | ${r.n} | ${r.events} |`),
  );
  b.caveat(
    b.t(
      'Seules les années où au moins une inondation est recensée figurent ici (2005–2024) ; une année absente n’a aucune fiche, ce qui ne veut pas dire qu’il n’y a pas eu d’inondation. Deux bilans d’un même épisode (2009 : FICR et gouvernement) sont deux fiches.',
      'Only years with at least one recorded flood appear here (2005–2024); a year not listed has no record, which does not mean there was no flood. Two records of one episode (2009: IFRC and government) are two entries.',
    ),
  );
  return baseContext(
    'frequency',
    [],
    top.map((r) => r.year),
    { eventIds: top.flatMap((r) => r.events.split(', ')) },
  );
}
