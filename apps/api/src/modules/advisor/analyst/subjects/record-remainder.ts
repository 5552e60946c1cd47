import { type AnswerBuilder, fmt } from '../answer.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { ParsedQuestion } from '../text.ts';
import { quantitiesIn } from './record-ratio.ts';

/**
 * "How much of the PDGI was left unexecuted?", "combien reste-t-il à décaisser ?": the rest of a total
 * a record's text states beside the part done ("FCFA 766.99 billion programme … 66.65% executed (FCFA
 * 511.2 bn)"): the largest amount of a unit minus the next one, computed with both inputs shown.
 * The words that ask a remainder are the lexicon's (recordRemainder).
 */
export function sayRecordRemainder(b: AnswerBuilder, q: ParsedQuestion, texts: string[]): boolean {
  if (!lexiconWords('recordRemainder').has(q.tokens)) return false;
  for (const text of texts) {
    const qs = quantitiesIn(text);
    const units = [...new Set(qs.map((x) => x.unit))];
    for (const unit of units) {
      const [total, done] = qs
        .filter((x) => x.unit === unit)
        .map((x) => x.value)
        .sort((x, y) => y - x);
      if (total === undefined || done === undefined || done >= total) continue;
      const rest = total - done;
      const scale = total >= 1e9 ? 1e9 : total >= 1e6 ? 1e6 : 1;
      const words = { 1e9: ['milliards', 'billion'], 1e6: ['millions', 'million'], 1: ['', ''] }[scale]!;
      const said = (v: number, lang: 'fr' | 'en') =>
        `${fmt(v / scale, lang, 2)}${words[lang === 'fr' ? 0 : 1] ? ` ${words[lang === 'fr' ? 0 : 1]}` : ''} ${unit.toUpperCase()}`;
      b.figure({ label: b.t('reste (calculé)', 'remainder (computed)'), value: rest, kind: 'computed', sourceIds: [] });
      b.say(
        b.t(
          `**Calculé à partir du texte de la source : ${said(total, 'fr')} − ${said(done, 'fr')} = ${said(rest, 'fr')} restants.**`,
          `**Computed from the source's text: ${said(total, 'en')} − ${said(done, 'en')} = ${said(rest, 'en')} remaining.**`,
        ),
        '',
      );
      return true;
    }
  }
  return false;
}
