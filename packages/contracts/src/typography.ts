/**
 * French typography, shared by the web app (UI texts, answers) and the API (answers, reports, PDF):
 * a line must never start with « ; : ! ? » or end with «, and a figure must never be split.
 *
 * - a narrow no-break space (U+202F) before ; : ! ? and », and after « (replacing a plain space
 *   written there, or inserted when none was);
 * - a no-break space inside numbers written with spaces between groups of three digits
 *   ("831 632" → "831 632"), in any language.
 *
 * Left alone: URLs (https://…, mailto:…), times and ratios (10:30, 1:50 000), "?" and "!" that do
 * not end a word (?lang=fr), code spans and fenced code blocks in markdown, i18next placeholders.
 * Idempotent: applying it twice changes nothing.
 */
import { textLanguage } from './language.ts';

export const NNBSP = '\u202f';
export const NBSP = '\u00a0';

/** Plain or no-break spaces between two groups of digits. */
const GROUP_SPACE = /(?<=(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})*)[ \u00a0](?=\d{3}(?!\d))/g;

/** Protected spans: URLs, e-mail-like tokens, i18next placeholders. */
const PROTECTED = /(?:https?:\/\/|mailto:|www\.)[^\s)>\]]+|\{\{[^}]*\}\}|`[^`\n]*`|&(?:#\d+|#x[\da-f]+|[a-z]+);/gi;

function fixPlain(text: string): string {
  return (
    text
      // « word » : the space after « and before » becomes a narrow no-break space.
      .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`)
      // ; ! ? ending a word: a narrow no-break space before them.
      .replace(/([^\s«])[ \u00a0]*([;!?]+)(?=$|[\s"'»)\].,…*_])/gm, `$1${NNBSP}$2`)
      // A colon followed by a space or the end (not 10:30, not https:).
      .replace(/([^\s«])[ \u00a0]*:(?=$|[\s"'»)\]*_])/gm, `$1${NNBSP}:`)
      // The same marks after a space that opens this piece, where a protected span ends before it
      // ("{{name}} : détail", "https://… : la suite") or the text starts with it (" : ").
      .replace(/^[ \u00a0]+([;!?]+)(?=$|[\s"'»)\].,…*_])/, `${NNBSP}$1`)
      .replace(/^[ \u00a0]+:(?=$|[\s"'»)\]*_])/, `${NNBSP}:`)
      // 45 % : the sign stays with its figure.
      .replace(/(\d)[ \u00a0]%/g, `$1${NNBSP}%`)
      .replace(GROUP_SPACE, NBSP)
  );
}

/** Applies fn to the text outside the protected spans. */
function outside(text: string, protect: RegExp, fn: (s: string) => string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(protect)) {
    out += fn(text.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + fn(text.slice(last));
}

/**
 * A source's title opening a list item, in italics ("- *Title* — …", "- [*Title*](url) — …"): the
 * way answers and reports list their sources. A title published in English keeps its own
 * punctuation in a French text ("Senegal: Floods…", not "Senegal : Floods…"); only its figures are
 * kept together.
 */
const TITLE_ITEM = /^([ \t]*[-+] \[?)\*([^*\n]+)\*/gm;

function frenchOutsideEnglishTitles(text: string): string {
  const french = (s: string) => outside(s, PROTECTED, fixPlain);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TITLE_ITEM)) {
    if (textLanguage(m[2]!, 'en') !== 'en') continue;
    const title = m.index + m[1]!.length;
    out += `${french(text.slice(last, title))}*${outside(m[2]!, PROTECTED, (s) => s.replace(GROUP_SPACE, NBSP))}*`;
    last = m.index + m[0].length;
  }
  return out + french(text.slice(last));
}

/** French spacing for one text (plain or markdown, code and English source titles left as written). */
export function frenchTypography(text: string): string {
  // Fenced code blocks are kept verbatim (SQL in answers).
  const parts = text.split(/(^```[^\n]*\n[\s\S]*?^```[ \t]*$)/m);
  return parts.map((part, i) => (i % 2 === 1 ? part : frenchOutsideEnglishTitles(part))).join('');
}

/** No-break spaces inside numbers only (English texts keep their punctuation as written). */
export function keepNumbersTogether(text: string): string {
  const parts = text.split(/(^```[^\n]*\n[\s\S]*?^```[ \t]*$)/m);
  return parts
    .map((part, i) => (i % 2 === 1 ? part : outside(part, PROTECTED, (s) => s.replace(GROUP_SPACE, NBSP))))
    .join('');
}

/** The right typography for a text in `lang` ("fr" → French spacing; anything else → numbers only). */
export function typeset(text: string, lang: string | undefined): string {
  return lang?.startsWith('fr') ? frenchTypography(text) : keepNumbersTogether(text);
}
