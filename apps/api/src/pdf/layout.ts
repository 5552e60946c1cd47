import { Lexer, type Token, type Tokens } from 'marked';

/**
 * The small layout model between markdown and the PDF: only what a situation report needs, with
 * every markdown construct mapped to one of these (raw HTML becomes plain text, images their alt
 * text: nothing is fetched and no markup is interpreted).
 */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  strike?: boolean;
  /** Only http(s) and mailto targets are kept clickable. */
  link?: string;
}

export interface ListItem {
  blocks: Block[];
  /** Task-list items: true/false; plain items: undefined. */
  checked?: boolean;
}

export type Align = 'left' | 'center' | 'right';

export interface TableCell {
  text: string;
  bold: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { kind: 'table'; align: Align[]; header: TableCell[]; rows: TableCell[][] }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'rule' };

export interface ReportLayout {
  /** The text of the first heading (the PDF title), if any. */
  title: string | undefined;
  blocks: Block[];
}

/** Lists and quotes nested deeper than this are flattened: a document, not a stress test. */
const MAX_DEPTH = 8;

const SAFE_LINK = /^(https?:|mailto:)/i;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|#39|apos|nbsp);/gi, (whole, body: string) => {
    const b = body.toLowerCase();
    if (b === 'amp') return '&';
    if (b === 'lt') return '<';
    if (b === 'gt') return '>';
    if (b === 'quot') return '"';
    if (b === '#39' || b === 'apos') return "'";
    if (b === 'nbsp') return '\u00a0';
    const code = b.startsWith('#x') ? Number.parseInt(b.slice(2), 16) : Number.parseInt(b.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

interface Style {
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
  link?: string;
}

function pushRun(runs: Run[], text: string, style: Style, code = false): void {
  if (text === '') return;
  const run: Run = { text };
  if (style.bold) run.bold = true;
  if (style.italic) run.italic = true;
  if (style.strike) run.strike = true;
  if (style.link) run.link = style.link;
  if (code) run.code = true;
  const last = runs.at(-1);
  if (
    last &&
    !!last.bold === !!run.bold &&
    !!last.italic === !!run.italic &&
    !!last.strike === !!run.strike &&
    !!last.code === !!run.code &&
    last.link === run.link
  ) {
    last.text += run.text;
  } else {
    runs.push(run);
  }
}

function inlineRuns(tokens: Token[] | undefined, style: Style = {}, runs: Run[] = []): Run[] {
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        inlineRuns(token.tokens, { ...style, bold: true }, runs);
        break;
      case 'em':
        inlineRuns(token.tokens, { ...style, italic: true }, runs);
        break;
      case 'del':
        inlineRuns(token.tokens, { ...style, strike: true }, runs);
        break;
      case 'codespan':
        pushRun(runs, decodeEntities(token.text), style, true);
        break;
      case 'br':
        pushRun(runs, '\n', style);
        break;
      case 'link': {
        const href = (token as Tokens.Link).href;
        const link = SAFE_LINK.test(href) ? href : undefined;
        inlineRuns(token.tokens, { ...style, ...(link ? { link } : {}) }, runs);
        break;
      }
      case 'image': {
        const alt = (token as Tokens.Image).text;
        pushRun(runs, alt ? `[${decodeEntities(alt)}]` : '[image]', style);
        break;
      }
      case 'html':
        // Shown as the characters that were written, never interpreted.
        pushRun(runs, token.raw, style);
        break;
      case 'escape':
        pushRun(runs, token.text, style);
        break;
      case 'text':
        if ('tokens' in token && token.tokens && token.tokens.length > 0) inlineRuns(token.tokens, style, runs);
        // A soft line break inside a paragraph is a space.
        else pushRun(runs, decodeEntities(token.text).replace(/[ \t]*\n[ \t]*/g, ' '), style);
        break;
      default:
        pushRun(
          runs,
          'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : token.raw,
          style,
        );
    }
  }
  return runs;
}

const plainText = (runs: Run[]): string => runs.map((r) => r.text).join('');

function tableCell(cell: Tokens.TableCell, header: boolean): TableCell {
  const runs = inlineRuns(cell.tokens);
  return {
    text: plainText(runs).replace(/\s*\n\s*/g, ' '),
    bold: header || (runs.length > 0 && runs.every((r) => r.bold)),
  };
}

function toBlocks(tokens: Token[], depth: number): Block[] {
  const blocks: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const t = token as Tokens.Heading;
        blocks.push({
          kind: 'heading',
          level: Math.min(4, Math.max(1, t.depth)) as 1 | 2 | 3 | 4,
          runs: inlineRuns(t.tokens),
        });
        break;
      }
      case 'paragraph':
        blocks.push({ kind: 'paragraph', runs: inlineRuns((token as Tokens.Paragraph).tokens) });
        break;
      case 'text': {
        // Loose text directly in a list item.
        const t = token as Tokens.Text;
        blocks.push({ kind: 'paragraph', runs: t.tokens ? inlineRuns(t.tokens) : [{ text: decodeEntities(t.text) }] });
        break;
      }
      case 'list': {
        const t = token as Tokens.List;
        if (depth >= MAX_DEPTH) {
          blocks.push({ kind: 'paragraph', runs: [{ text: t.raw.trim() }] });
          break;
        }
        blocks.push({
          kind: 'list',
          ordered: t.ordered,
          start: typeof t.start === 'number' ? t.start : 1,
          items: t.items.map((item) => ({
            blocks: toBlocks(
              item.tokens.filter((tok) => tok.type !== 'checkbox'),
              depth + 1,
            ),
            ...(item.task ? { checked: !!item.checked } : {}),
          })),
        });
        break;
      }
      case 'table': {
        const t = token as Tokens.Table;
        blocks.push({
          kind: 'table',
          align: t.align.map((a) => a ?? 'left'),
          header: t.header.map((c) => tableCell(c, true)),
          rows: t.rows.map((row) => row.map((c) => tableCell(c, false))),
        });
        break;
      }
      case 'code':
        blocks.push({ kind: 'code', text: (token as Tokens.Code).text.replace(/\t/g, '    ') });
        break;
      case 'blockquote': {
        const t = token as Tokens.Blockquote;
        if (depth >= MAX_DEPTH) blocks.push({ kind: 'paragraph', runs: [{ text: t.text }] });
        else blocks.push({ kind: 'quote', blocks: toBlocks(t.tokens, depth + 1) });
        break;
      }
      case 'hr':
        blocks.push({ kind: 'rule' });
        break;
      case 'html':
        // Raw HTML is text in a report: shown verbatim, never rendered as markup.
        if (token.raw.trim()) blocks.push({ kind: 'paragraph', runs: [{ text: token.raw.replace(/\n+$/, '') }] });
        break;
      case 'space':
      case 'def':
        break;
      default:
        if (token.raw.trim()) blocks.push({ kind: 'paragraph', runs: [{ text: token.raw.trim() }] });
    }
  }
  return blocks;
}

/** Markdown (GFM) → layout model. Pure: no I/O, no fonts. */
export function layoutMarkdown(markdown: string): ReportLayout {
  const tokens = new Lexer({ gfm: true, breaks: false }).lex(markdown);
  const blocks = toBlocks(tokens, 0);
  const heading = blocks.find((b) => b.kind === 'heading');
  const title = heading && heading.kind === 'heading' ? plainText(heading.runs).trim() || undefined : undefined;
  return { title, blocks };
}
