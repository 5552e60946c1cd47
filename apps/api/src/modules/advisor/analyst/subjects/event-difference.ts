import { type AnswerBuilder, fmt } from '../answer.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { ParsedQuestion } from '../text.ts';

/**
 * "Les inondations de septembre 2020 ont-elles touché plus de personnes que celles de juillet 2016 ?
 * De combien ?": two recorded floods set side by side on the figure asked — the larger, the
 * difference and the difference in percent of the smaller, computed and shown with their inputs.
 */
export function sayEventsDifference(
  b: AnswerBuilder,
  q: ParsedQuestion,
  events: { event_id: string; [k: string]: unknown }[],
  figure: { column: string; fr: string; en: string } | undefined,
): void {
  if (!figure || events.length !== 2 || !lexiconWords('eventDifference').has(q.tokens)) return;
  // Two records of one episode ("SEN-2009-01", "SEN-2009-01b") are no two floods to compare.
  if (events[0]!.event_id.replace(/[a-z]$/, '') === events[1]!.event_id.replace(/[a-z]$/, '')) return;
  const value = (e: (typeof events)[number]) => (e[figure.column] == null ? null : Number(e[figure.column]));
  if (events.some((e) => value(e) === null)) return;
  const [low, high] = [...events].sort((x, y) => value(x)! - value(y)!) as [(typeof events)[0], (typeof events)[0]];
  const [a, z] = [value(low)!, value(high)!];
  const gap = z - a;
  const pct = a ? (gap / a) * 100 : null;
  b.figure({ label: b.t('Écart', 'Difference'), value: gap, kind: 'computed', sourceIds: [] });
  const name = (lang: 'fr' | 'en') => (lang === 'fr' ? figure.fr : figure.en).toLowerCase();
  const f = (n: number, lang: 'fr' | 'en', d = 0) => fmt(n, lang, d);
  if (gap === 0) {
    b.say(
      b.t(
        `**Autant de ${name('fr')} (${f(a, 'fr')}) pour les deux inondations.**`,
        `**As many ${name('en')} (${f(a, 'en')}) in both floods.**`,
      ),
      '',
    );
    return;
  }
  const share = (lang: 'fr' | 'en') => (pct === null ? '' : ` (+${f(pct, lang, 1)} %)`);
  b.say(
    b.t(
      `**${high.event_id} : ${f(z, 'fr')} ${name('fr')}, soit ${f(gap, 'fr')} de plus que ${low.event_id} (${f(a, 'fr')})${share('fr')}** — calculé : ${f(z, 'fr')} − ${f(a, 'fr')} = ${f(gap, 'fr')}${pct === null ? '' : ` ; ${f(gap, 'fr')} / ${f(a, 'fr')} × 100`}.`,
      `**${high.event_id}: ${f(z, 'en')} ${name('en')}, ${f(gap, 'en')} more than ${low.event_id} (${f(a, 'en')})${share('en')}** — computed: ${f(z, 'en')} − ${f(a, 'en')} = ${f(gap, 'en')}${pct === null ? '' : `; ${f(gap, 'en')} / ${f(a, 'en')} × 100`}.`,
    ),
    '',
  );
}
