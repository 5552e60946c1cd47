import type { TextLanguage } from '@sfp/contracts/language';

/** What a piece of markdown is shown with (components/Markdown.tsx, MarkdownRenderer.tsx). */
export interface MarkdownProps {
  children: string;
  className?: string;
  /** When set, code blocks are folded behind a disclosure with this label. */
  foldCode?: string;
  /**
   * The language the text is written in, when it may differ from the page's (a French answer on
   * the English interface). Set, it also marks each italic quote in another language with its own
   * `lang` (a source's title as published), read from the quote's words.
   */
  lang?: TextLanguage;
  /** The language an italic quote is taken to be in when its words do not tell (default: `lang`). */
  quotesIn?: TextLanguage;
}
