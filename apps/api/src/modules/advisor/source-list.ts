import { textLanguage } from '@sfp/contracts/language';
import type { AdvisorLanguage, AnswerSource } from './advisor.engine.ts';

/**
 * How answers and reports list their sources: each title in italics, as published (never
 * translated; a data set the project describes itself has its description in French too), then
 * its organisation, date and reliability grade. A French answer citing titles
 * published in English says so once, in its heading; the web app marks each such title with its
 * language (`lang`), read from the title by the same rule (`textLanguage`, shared).
 */

/** The language a source's title is in; English when its words do not tell (most are). */
export const titleLanguage = (title: string): AdvisorLanguage => textLanguage(title, 'en');

/** A title as markdown emphasis: its own `*` and brackets escaped, so they stay text. */
const italic = (title: string) => `*${title.trim().replace(/[\\*[\]]/g, (c) => `\\${c}`)}*`;

/** The title a list in `lang` shows: the project's own description in French, else as published. */
const titleIn = (s: AnswerSource, lang: AdvisorLanguage) => (lang === 'fr' && s.titleFr) || s.title;

/** "- *Title* — Organisation — 2024 — fiabilité A"; with `link`, the title links to the source's first URL. */
export function sourceItem(s: AnswerSource, lang: AdvisorLanguage, link = false): string {
  const url = link && s.url ? s.url.split(/\s;\s|\s+/)[0] : null;
  const title = url ? `[${italic(titleIn(s, lang))}](${url})` : italic(titleIn(s, lang));
  const grade = s.reliability ? `${lang === 'fr' ? 'fiabilité' : 'reliability'} ${s.reliability}` : null;
  return `- ${[title, s.organisation, s.date, grade].filter(Boolean).join(' — ')}`;
}

/** Whether a list in `lang` cites a title in the other language (French answers say so). */
export function citesOtherLanguage(sources: AnswerSource[], lang: AdvisorLanguage): boolean {
  return sources.some((s) => (lang === 'fr' && s.titleFr ? 'fr' : titleLanguage(s.title)) !== lang);
}

/** The bold heading and the items of an answer's source list ("" when it has none). */
export function sourceList(sources: AnswerSource[], lang: AdvisorLanguage, link = false): string[] {
  if (!sources.length) return [];
  const note = lang === 'fr' && citesOtherLanguage(sources, lang) ? ' (titres tels que publiés)' : '';
  // Two records citing one page of one publication (FOO-02 and FOO-03) are one line to the reader.
  return ['', `**Sources**${note}`, ...new Set(sources.map((s) => sourceItem(s, lang, link)))];
}
