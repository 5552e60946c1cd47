import type { AnswerData } from '../../advisor.engine.ts';
import { LEVEL_NAMES } from '../answer.ts';
import { findingOf } from '../../report-writer.ts';
import { baseContext, type Handler } from './shared.ts';

/** A summary of the conversation so far. */

/**
 * "Résume la conversation": what each earlier answer established, in a line, from the structured
 * data stored with it (never by re-reading its text); places, periods and gaps; the sources cited.
 */
export const summary: Handler = async (b, _q, _mentions, _prev, _idx, history) => {
  const pairs: { question: string; data: AnswerData }[] = [];
  for (let i = 0; i < history.length; i++) {
    const turn = history[i]!;
    if (turn.role === 'assistant' && turn.data && turn.data.intent !== 'summary')
      pairs.push({ question: history[i - 1]?.content ?? '', data: turn.data });
  }
  if (!pairs.length) {
    b.say(
      b.t(
        'Il n’y a encore rien à résumer : posez d’abord une question sur les données (population, inondations, santé, besoins, acteurs…).',
        'There is nothing to summarise yet: first ask a question about the data (population, floods, health, needs, actors…).',
      ),
    );
    return baseContext('summary', [], []);
  }
  b.say(
    b.t(
      `**Résumé de la conversation (${pairs.length} question${pairs.length > 1 ? 's' : ''})**`,
      `**Summary of the conversation (${pairs.length} question${pairs.length > 1 ? 's' : ''})**`,
    ),
    '',
  );
  pairs.forEach((p, i) => {
    const finding = findingOf(p.data, b.lang) || b.t('rien d’établi', 'nothing established');
    b.say(`${i + 1}. *${p.question.trim().replace(/\s+/g, ' ')}* — ${finding}`);
    b.cite(p.data.sources.map((s) => s.id));
  });
  const placed = [...new Map(pairs.flatMap((p) => p.data.places).map((pl) => [pl.pcode, pl])).values()];
  // "Matam (région), Matam (département)" when two places share a name.
  const places = placed.map((pl) =>
    placed.some((o) => o !== pl && o.name === pl.name) ? `${pl.name} (${LEVEL_NAMES[b.lang][pl.level]})` : pl.name,
  );
  const periods = [...new Set(pairs.flatMap((p) => p.data.periods))].sort();
  const missing = [...new Set(pairs.flatMap((p) => p.data.missing))];
  b.say('');
  if (places.length) b.say(`- ${b.t('Lieux', 'Places')} : ${places.join(', ')}`);
  if (periods.length) b.say(`- ${b.t('Périodes', 'Periods')} : ${periods.join(', ')}`);
  if (missing.length)
    b.say(`- ${b.t('Sans donnée dans nos sources', 'No data in our sources')} : ${missing.join(', ')}`);
  b.say(
    '',
    b.t(
      'Pour le rapport de situation complet (chiffres clés, actions, sources, limites), utilisez « Créer un rapport ».',
      'For the full situation report (key figures, actions, sources, limits), use "Create a report".',
    ),
  );
  return baseContext('summary', [], []);
};
