import { isValidElement, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { type TextLanguage, textLanguage } from '@sfp/contracts/language';
import type { MarkdownProps } from './markdown-props.ts';

/** The text of a rendered node, for deciding how a table cell is laid out. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** A figure alone in a cell ("831 632", "12,5 %", "-3", "2009–2024"): never wrapped. */
const FIGURE = /^[\s\d\u00a0\u202f.,%+\-–—/()×]*\d[\s\d\u00a0\u202f.,%+\-–—/()×]*$/;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** The highest heading level the markdown uses (outside code blocks), 6 when it has none. */
function topHeading(markdown: string): Level {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');
  const levels = [...prose.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)].map((m) => m[1]!.length);
  return Math.min(6, ...levels) as Level;
}

/**
 * Headings of a chat reply under the page's h1: the reply's highest becomes h2 and the others keep
 * their distance below it, so the page's outline skips no level (a "###" event title, a "####"
 * profile section).
 */
function replyHeadings(top: Level): Components {
  const heading = (level: Level): Components['h1'] => {
    const Tag = `h${Math.min(6, Math.max(2, level - top + 2))}` as 'h2';
    return ({ node: _node, ...props }) => <Tag {...props} />;
  };
  return { h1: heading(1), h2: heading(2), h3: heading(3), h4: heading(4), h5: heading(5), h6: heading(6) };
}

/** Italic quotes in another language than the text's carry their own `lang` (read from their words). */
function quotes(lang: TextLanguage, fallback: TextLanguage): Components {
  return {
    em: ({ node: _node, children, ...props }) => {
      const own = textLanguage(textOf(children), fallback);
      return (
        <em {...props} lang={own === lang ? undefined : own}>
          {children}
        </em>
      );
    },
  };
}

function components(foldCode: string | undefined, top: Level = 6): Components {
  return {
    ...(foldCode ? replyHeadings(top) : {}),
    a: ({ node: _node, children, ...props }) => (
      <a {...props} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
    // Long code lines scroll sideways: keyboard users must be able to reach them too. In the chat
    // the query behind an answer is folded under a disclosure, closed until the reader opens it.
    pre: ({ node: _node, children, ...props }) => {
      const pre = (
        <pre {...props} tabIndex={0}>
          {children}
        </pre>
      );
      return foldCode ? (
        <details className="sfp-md-code">
          <summary>{foldCode}</summary>
          {pre}
        </details>
      ) : (
        pre
      );
    },
    // Tables scroll inside their own box (focusable, so keyboard users can scroll them too).
    table: ({ node: _node, children, ...props }) => (
      <div className="sfp-md-table" tabIndex={0} role="group">
        <table {...props}>{children}</table>
      </div>
    ),
    td: ({ node: _node, children, ...props }) => (
      <td {...props} className={FIGURE.test(textOf(children)) ? 'sfp-md-figure' : undefined}>
        {children}
      </td>
    ),
  };
}

const plain = components(undefined);

/**
 * Markdown as the chat, the report dialog and the info dialogs show it: GFM lists, tables, code,
 * links opening in a new tab. Raw HTML in the text is never turned into markup (react-markdown
 * escapes it without rehype-raw), and unsafe link protocols are dropped by its URL filter.
 * Loaded on demand (components/Markdown.tsx): it is most of a page's JavaScript.
 */
export default function MarkdownRenderer({ children, className, foldCode, lang, quotesIn }: MarkdownProps) {
  const base = foldCode ? components(foldCode, topHeading(children)) : plain;
  return (
    <div className={`sfp-markdown${className ? ` ${className}` : ''}`} lang={lang}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={lang ? { ...base, ...quotes(lang, quotesIn ?? lang) } : base}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
