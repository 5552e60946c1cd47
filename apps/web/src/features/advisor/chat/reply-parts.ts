import { typeset } from '@sfp/contracts/typography';

/** A bot reply cut for display: the answer, its sources list (if any), and what follows. */
export interface ReplyParts {
  answer: string;
  sources: string | null;
  rest: string;
  /** The language the reply is written in (its source titles may be in another). */
  language: 'fr' | 'en';
}

/** The sources' heading: "**Sources**", in French with a note ("**Sources** (titres tels que publiés)"). */
const SOURCES = /^\*\*Sources?\*\*(?:[ \t]+\([^\n*]*\))?[ \t]*$/m;
/** The bold caption the analyst writes above its query ("**SQL run**"): the fold says it instead. */
const QUERY_CAPTION = /^\*\*[^*\n]+\*\*[ \t]*\n+(?=```sql)/gm;

/** Roughly French? Function words frequent in one language and rare in the other. */
export function looksFrench(text: string): boolean {
  const words = text
    .slice(0, 4000)
    .toLowerCase()
    .split(/[^a-zà-ÿœ']+/u);
  let fr = 0;
  let en = 0;
  for (const w of words) {
    if (/^(le|la|les|de|des|du|une|est|et|dans|pour|que|qui|sur|avec|au|aux|par|sont|selon)$/.test(w)) fr += 1;
    else if (/^(the|and|of|to|is|in|for|with|that|are|was|by|from|have|has|which|at)$/.test(w)) en += 1;
  }
  return fr > en;
}

/**
 * The prose a reply's language is read from: not its query (SQL is English words: "from", "and")
 * nor its sources (titles stay as published, often in English), which outweigh a short answer.
 */
function prose(markdown: string): string {
  const sources = SOURCES.exec(markdown);
  return (sources ? markdown.slice(0, sources.index) : markdown)
    .replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '')
    .replace(/\]\([^)]*\)/g, ']');
}

/** The typography of the language the markdown is written in (French spacing; figures kept together). */
export function typesetByLanguage(markdown: string): string {
  return typeset(markdown, replyLanguage(markdown));
}

/** The language a reply is written in, read from its prose (not its query nor its source titles). */
export function replyLanguage(markdown: string): 'fr' | 'en' {
  return looksFrench(prose(markdown)) ? 'fr' : 'en';
}

/**
 * Splits a reply into its answer, its sources (shown as a compact list) and the rest (the folded
 * query), with French spacing when the reply is French and figures always kept together.
 */
export function replyParts(markdown: string): ReplyParts {
  const source = markdown.replace(QUERY_CAPTION, '');
  const language = replyLanguage(source);
  const text = typeset(source, language);
  const m = SOURCES.exec(text);
  if (!m) return { answer: text, sources: null, rest: '', language };
  const after = text.slice(m.index + m[0].length);
  // The sources list runs until the next blank line followed by something other than a list item.
  const end = after.search(/\n[ \t]*\n(?![ \t]*[-*+] )/);
  const sources = end === -1 ? after : after.slice(0, end);
  return {
    answer: text.slice(0, m.index).trimEnd(),
    sources: `${m[0].trim()}\n${sources.trimEnd()}`,
    rest: end === -1 ? '' : after.slice(end).trim(),
    language,
  };
}
