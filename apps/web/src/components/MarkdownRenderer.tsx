import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './markdown.css';

/**
 * Markdown as the chat, the report dialog and the info dialogs show it: GFM lists, tables, code,
 * links opening in a new tab. Raw HTML in the text is never turned into markup (react-markdown
 * escapes it without rehype-raw), and unsafe link protocols are dropped by its URL filter.
 */
const components: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // Long code lines scroll sideways: keyboard users must be able to reach them too.
  pre: ({ node: _node, children, ...props }) => (
    <pre {...props} tabIndex={0}>
      {children}
    </pre>
  ),
  table: ({ node: _node, children, ...props }) => (
    <div className="sfp-md-table">
      <table {...props}>{children}</table>
    </div>
  ),
};

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={`sfp-markdown${className ? ` ${className}` : ''}`}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
