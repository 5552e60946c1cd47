import { normaliseName } from '../../../knowledge/normalise.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';

/**
 * "Pour un rapport à la CRS : quels départements la crue de 2024 a-t-elle touchés ?", "For our
 * OCHA briefing: …": a purpose said first (lexicon `purposeLeads`) and ended by a colon is who asks
 * and why, not what is asked: the ask is the part after the colon.
 */
export function purposeAsk(sentence: string): string {
  const at = sentence.indexOf(': ');
  if (at < 0) return sentence;
  const context = normaliseName(sentence.slice(0, at)).split(' ');
  const lead = lexiconWords('purposeLeads').find(context)[0];
  const ask = sentence.slice(at + 2);
  return lead?.start === 0 && ask.trim().split(/\s+/).length >= 3 ? ask : sentence;
}
