import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { detectLanguage, generatedLabel, pageLabel, PLATFORM_NAME, type ReportLanguage, untitled } from './language.ts';
import { type Align, type Block, layoutMarkdown, type ListItem, type Run, type TableCell } from './layout.ts';

export interface RenderOptions {
  /** Language of the page furniture and the metadata; detected from the text when absent. */
  lang?: ReportLanguage | undefined;
  /** Shown in every footer (the server's clock, so tests can fix it). */
  generatedAt?: Date;
}

// DejaVu covers French and Wolof letters (é è ê à ç ô û ñ ŋ ë) and the typographic signs;
// the package ships the TTF files, read once per process (each worker thread) and subset per PDF.
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  sansItalic: 'DejaVuSans-Oblique.ttf',
  sansBoldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
  monoBold: 'DejaVuSansMono-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
let fontData: Record<FontName, Buffer> | undefined;
function fonts(): Record<FontName, Buffer> {
  fontData ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(join(FONT_DIR, file))]),
  ) as Record<FontName, Buffer>;
  return fontData;
}

// Parsing a TrueType font (fontkit) costs more than laying out a short report, and pdfkit does it
// again for every document. The parsed fonts are read-only, so each thread parses them once and
// every document gets its own pdfkit wrapper (its own subset) around them. This leans on pdfkit
// internals (`_fontFamilies`, `_fontCount`; pdfkit is pinned by the lockfile); when they are not
// there, fonts are simply parsed per document as pdfkit normally does.
interface PdfkitFontInternals {
  _fontFamilies?: Record<string, { font?: unknown; constructor: unknown } | undefined>;
  _fontCount?: number;
}
type EmbeddedFontClass = new (doc: Doc, font: unknown, id: string) => unknown;
const parsedFonts = new Map<string, { font: unknown; wrapper: EmbeddedFontClass }>();

function useParsedFonts(doc: Doc): void {
  const internals = doc as unknown as PdfkitFontInternals;
  if (!internals._fontFamilies || typeof internals._fontCount !== 'number') return;
  for (const [name, parsed] of parsedFonts) {
    // fontkit keeps glyph objects (with the characters they were first met for) in a cache that
    // the ToUnicode map is built from: each document starts with an empty one.
    const glyphCache = parsed.font as { _glyphs?: object };
    if (glyphCache._glyphs) glyphCache._glyphs = {};
    internals._fontCount += 1;
    internals._fontFamilies[name] = new parsed.wrapper(doc, parsed.font, `F${internals._fontCount}`) as {
      constructor: unknown;
    };
  }
}

function keepParsedFonts(doc: Doc): void {
  const families = (doc as unknown as PdfkitFontInternals)._fontFamilies ?? {};
  for (const name of Object.keys(FONT_FILES)) {
    const family = families[name];
    if (!parsedFonts.has(name) && family?.font && typeof family.constructor === 'function') {
      parsedFonts.set(name, { font: family.font, wrapper: family.constructor as EmbeddedFontClass });
    }
  }
}

const COLOR = {
  text: '#1b1f24',
  muted: '#5b6470',
  accent: '#1f3a5f',
  link: '#1a55a3',
  rule: '#c9d1db',
  zebra: '#eef2f7',
  headerText: '#ffffff',
  codeBg: '#f4f5f7',
  codeBorder: '#dde1e6',
  quoteBar: '#8fa8c8',
} as const;

const PAGE = { size: 'A4', margins: { top: 78, bottom: 72, left: 62, right: 62 } } as const;
const BODY_SIZE = 10.5;
const LINE_GAP = 2.5;
const HEADING: Record<1 | 2 | 3 | 4, { size: number; before: number; after: number; color: string }> = {
  1: { size: 19, before: 6, after: 10, color: COLOR.accent },
  2: { size: 14.5, before: 14, after: 7, color: COLOR.accent },
  3: { size: 12.5, before: 11, after: 5, color: COLOR.text },
  4: { size: 11, before: 9, after: 4, color: COLOR.text },
};
const PARAGRAPH_AFTER = 7;
const LIST_INDENT = 18;
const CELL_PAD_X = 5;
const CELL_PAD_Y = 4;
const TABLE_SIZE = 9;
const CODE_SIZE = 8.6;

type Doc = PDFKit.PDFDocument;

interface Frame {
  x: number;
  width: number;
  /** Inside a list item: tighter spacing. */
  tight: boolean;
  color: string;
  italic: boolean;
  depth: number;
}

function fontFor(run: { bold?: boolean; italic?: boolean; code?: boolean }): FontName {
  if (run.code) return run.bold ? 'monoBold' : 'mono';
  if (run.bold && run.italic) return 'sansBoldItalic';
  if (run.bold) return 'sansBold';
  if (run.italic) return 'sansItalic';
  return 'sans';
}

class ReportWriter {
  readonly doc: Doc;
  private readonly bottom: number;

  constructor(doc: Doc) {
    this.doc = doc;
    this.bottom = doc.page.height - PAGE.margins.bottom;
  }

  get pageIndex(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > PAGE.margins.top + 1) this.doc.addPage();
  }

  gap(points: number): void {
    if (this.doc.y > PAGE.margins.top + 1) this.doc.y = Math.min(this.doc.y + points, this.bottom);
  }

  runs(runs: Run[], frame: Frame, size: number, options: { bold?: boolean; color?: string } = {}): void {
    const doc = this.doc;
    const parts = runs.filter((r) => r.text !== '');
    if (parts.length === 0) return;
    this.ensureSpace(size * 1.4);
    const y = doc.y;
    parts.forEach((run, i) => {
      const bold = run.bold || options.bold;
      const italic = run.italic || frame.italic;
      doc
        .font(fontFor({ bold, italic, code: run.code }))
        .fontSize(run.code ? size * 0.9 : size)
        .fillColor(run.link ? COLOR.link : (options.color ?? frame.color));
      const textOptions = {
        width: frame.width,
        continued: i < parts.length - 1,
        lineGap: LINE_GAP,
        link: run.link ?? null,
        underline: !!run.link,
        strike: !!run.strike,
      } as PDFKit.Mixins.TextOptions;
      if (i === 0) doc.text(run.text, frame.x, y, textOptions);
      else doc.text(run.text, textOptions);
    });
    doc.x = frame.x;
  }

  blocks(blocks: Block[], frame: Frame): void {
    blocks.forEach((block, i) => {
      this.block(block, frame, i === blocks.length - 1);
    });
  }

  block(block: Block, frame: Frame, last: boolean): void {
    const after = frame.tight ? (last ? 0 : 3) : PARAGRAPH_AFTER;
    switch (block.kind) {
      case 'heading': {
        const style = HEADING[block.level];
        this.gap(style.before);
        // Keep a heading with the first lines that follow it.
        this.ensureSpace(style.size * 1.5 + BODY_SIZE * 4);
        this.runs(block.runs, { ...frame, italic: false }, style.size, { bold: true, color: style.color });
        if (block.level <= 2) {
          const y = this.doc.y + 1.5;
          this.doc
            .moveTo(frame.x, y)
            .lineTo(frame.x + frame.width, y)
            .lineWidth(block.level === 1 ? 1.2 : 0.6)
            .strokeColor(block.level === 1 ? COLOR.accent : COLOR.rule)
            .stroke();
          this.doc.y = y + 1;
        }
        this.gap(style.after);
        break;
      }
      case 'paragraph':
        this.runs(block.runs, frame, BODY_SIZE);
        this.gap(after);
        break;
      case 'list':
        this.list(block.items, block.ordered, block.start, frame);
        this.gap(frame.tight ? 0 : PARAGRAPH_AFTER);
        break;
      case 'table':
        this.table(block.header, block.rows, block.align, frame);
        this.gap(PARAGRAPH_AFTER + 3);
        break;
      case 'code':
        this.code(block.text, frame);
        this.gap(after + 2);
        break;
      case 'quote':
        this.quote(block.blocks, frame);
        this.gap(after);
        break;
      case 'rule': {
        this.gap(4);
        this.ensureSpace(10);
        const y = this.doc.y + 2;
        this.doc
          .moveTo(frame.x, y)
          .lineTo(frame.x + frame.width, y)
          .lineWidth(0.8)
          .strokeColor(COLOR.rule)
          .stroke();
        this.doc.y = y + 2;
        this.gap(10);
        break;
      }
    }
  }

  list(items: ListItem[], ordered: boolean, start: number, frame: Frame): void {
    const doc = this.doc;
    const bullets = ['•', '◦', '▪'];
    const markerWidth = ordered ? Math.max(16, String(start + items.length).length * 6.5 + 6) : 12;
    const inner: Frame = {
      ...frame,
      x: frame.x + LIST_INDENT * (frame.depth > 0 ? 0.7 : 0.4) + markerWidth,
      width: frame.width - LIST_INDENT * (frame.depth > 0 ? 0.7 : 0.4) - markerWidth,
      tight: true,
      depth: frame.depth + 1,
    };
    items.forEach((item, i) => {
      this.ensureSpace(BODY_SIZE * 1.5);
      const y = doc.y;
      let marker = ordered ? `${start + i}.` : bullets[frame.depth % bullets.length]!;
      if (item.checked !== undefined) marker = item.checked ? '☑' : '☐';
      doc
        .font(ordered ? 'sansBold' : 'sans')
        .fontSize(BODY_SIZE)
        .fillColor(ordered ? COLOR.accent : COLOR.muted);
      doc.text(marker, inner.x - 5 - doc.widthOfString(marker), y, { lineBreak: false });
      doc.y = y;
      if (item.blocks.length === 0) doc.y = y + BODY_SIZE * 1.4;
      else this.blocks(item.blocks, inner);
      if (i < items.length - 1) this.gap(2.5);
    });
  }

  table(header: TableCell[], rows: TableCell[][], align: Align[], frame: Frame): void {
    const doc = this.doc;
    const columns = Math.max(header.length, ...rows.map((r) => r.length));
    if (columns === 0) return;
    const cell = (row: TableCell[], c: number): TableCell => row[c] ?? { text: '', bold: false };
    const natural = new Array<number>(columns).fill(0);
    const minimum = new Array<number>(columns).fill(0);
    const measure = (row: TableCell[], isHeader: boolean) => {
      for (let c = 0; c < columns; c++) {
        const value = cell(row, c);
        doc.font(value.bold || isHeader ? 'sansBold' : 'sans').fontSize(TABLE_SIZE);
        // A cell is wrapped anyway beyond a few hundred characters: no need to measure it all.
        const text = value.text.slice(0, 300);
        natural[c] = Math.max(natural[c]!, doc.widthOfString(text) + 2 * CELL_PAD_X + 1);
        for (const word of text.split(/\s+/)) {
          // Measure only words that could be wider than the widest so far (no glyph is wider than 1 em).
          if (word.length * TABLE_SIZE > minimum[c]! - 2 * CELL_PAD_X) {
            minimum[c] = Math.max(minimum[c]!, doc.widthOfString(word) + 2 * CELL_PAD_X + 1);
          }
        }
      }
    };
    measure(header, true);
    for (const row of rows) measure(row, false);
    // No column narrower than a short word, none wider than half the page for its longest word.
    const widths = distribute(
      natural,
      minimum.map((m) => Math.min(Math.max(m, 28), frame.width / 2)),
      frame.width,
    );
    const lefts = widths.map((_, c) => frame.x + widths.slice(0, c).reduce((a, b) => a + b, 0));
    const alignOf = (c: number): Align => align[c] ?? 'left';

    // Cells are wrapped here, line by line, so a row taller than a page can continue on the next
    // one (with the header repeated) instead of being cut.
    doc.font('sans').fontSize(TABLE_SIZE);
    const lineHeight = doc.currentLineHeight(true) + 1;
    const wrapRow = (row: TableCell[], isHeader: boolean): string[][] =>
      Array.from({ length: columns }, (_, c) => {
        const value = cell(row, c);
        doc.font(value.bold || isHeader ? 'sansBold' : 'sans').fontSize(TABLE_SIZE);
        return wrapText(doc, value.text, widths[c]! - 2 * CELL_PAD_X);
      });
    const headerLines = wrapRow(header, true);
    const maxLines = (cells: string[][]) => Math.max(1, ...cells.map((l) => l.length));
    const headerHeight = Math.min(maxLines(headerLines), 4) * lineHeight + 2 * CELL_PAD_Y;

    /** Draws lines [from, to) of a row's cells at y; returns the height used. */
    const drawSlice = (
      row: TableCell[],
      cells: string[][],
      from: number,
      to: number,
      y: number,
      kind: 'header' | 'odd' | 'even',
    ): number => {
      const height = (to - from) * lineHeight + 2 * CELL_PAD_Y;
      if (kind === 'header') doc.rect(frame.x, y, frame.width, height).fill(COLOR.accent);
      else if (kind === 'odd') doc.rect(frame.x, y, frame.width, height).fill(COLOR.zebra);
      for (let c = 0; c < columns; c++) {
        const value = cell(row, c);
        doc
          .font(value.bold || kind === 'header' ? 'sansBold' : 'sans')
          .fontSize(TABLE_SIZE)
          .fillColor(kind === 'header' ? COLOR.headerText : COLOR.text);
        const inner = widths[c]! - 2 * CELL_PAD_X;
        cells[c]!.slice(from, to).forEach((line, k) => {
          const free = inner - doc.widthOfString(line);
          const dx = alignOf(c) === 'right' ? free : alignOf(c) === 'center' ? free / 2 : 0;
          doc.text(line, lefts[c]! + CELL_PAD_X + Math.max(0, dx), y + CELL_PAD_Y + k * lineHeight, {
            lineBreak: false,
          });
        });
      }
      if (kind !== 'header') {
        doc
          .moveTo(frame.x, y + height)
          .lineTo(frame.x + frame.width, y + height)
          .lineWidth(0.4)
          .strokeColor(COLOR.rule)
          .stroke();
      }
      return height;
    };
    const headerRows = Math.min(maxLines(headerLines), 4);
    const newPageWithHeader = (): number => {
      doc.addPage();
      return doc.y + drawSlice(header, headerLines, 0, headerRows, doc.y, 'header');
    };
    const roomFor = (y: number) => Math.floor((this.bottom - y - 2 * CELL_PAD_Y) / lineHeight);

    // The header row goes with at least the first lines of the first body row.
    const firstLines = rows[0] ? Math.min(maxLines(wrapRow(rows[0], false)), 3) : 0;
    this.ensureSpace(headerHeight + firstLines * lineHeight + 2 * CELL_PAD_Y);
    let y = doc.y + drawSlice(header, headerLines, 0, headerRows, doc.y, 'header');
    const fullPage = roomFor(PAGE.margins.top + headerHeight);
    rows.forEach((row, i) => {
      const cells = wrapRow(row, false);
      const total = maxLines(cells);
      const kind = i % 2 === 1 ? 'odd' : 'even';
      // A row that fits on a page is never split; a taller one starts here if a few lines fit.
      if (total > roomFor(y) && (total <= fullPage || roomFor(y) < 3)) y = newPageWithHeader();
      let from = 0;
      while (from < total) {
        const take = Math.min(total - from, Math.max(1, roomFor(y)));
        y += drawSlice(row, cells, from, from + take, y, kind);
        from += take;
        if (from < total) y = newPageWithHeader();
      }
    });
    doc.x = frame.x;
    doc.y = y;
  }

  code(text: string, frame: Frame): void {
    const doc = this.doc;
    const pad = 7;
    const width = frame.width - 2 * pad;
    doc.font('mono').fontSize(CODE_SIZE);
    const lines = text.split('\n');
    const heights = lines.map((line) => doc.heightOfString(line || ' ', { width, lineGap: 1 }));
    let i = 0;
    while (i < lines.length) {
      this.ensureSpace(heights[i]! + 2 * pad);
      const top = doc.y;
      const room = this.bottom - top - 2 * pad;
      let height = 0;
      let end = i;
      while (end < lines.length && (end === i || height + heights[end]! <= room)) {
        height += Math.min(heights[end]!, room);
        end += 1;
      }
      doc
        .roundedRect(frame.x, top, frame.width, height + 2 * pad, 3)
        .lineWidth(0.5)
        .fillAndStroke(COLOR.codeBg, COLOR.codeBorder);
      doc
        .font('mono')
        .fontSize(CODE_SIZE)
        .fillColor(COLOR.text)
        .text(lines.slice(i, end).join('\n'), frame.x + pad, top + pad, {
          width,
          height: room,
          lineGap: 1,
          ellipsis: true,
        });
      doc.x = frame.x;
      doc.y = top + height + 2 * pad;
      i = end;
    }
  }

  quote(blocks: Block[], frame: Frame): void {
    const doc = this.doc;
    this.ensureSpace(BODY_SIZE * 2);
    const startPage = this.pageIndex;
    const startY = doc.y;
    this.blocks(blocks, { ...frame, x: frame.x + 14, width: frame.width - 14, color: COLOR.muted, italic: true });
    const endPage = this.pageIndex;
    const endY = doc.y;
    const bar = (page: number, from: number, to: number) => {
      doc.switchToPage(page);
      doc
        .moveTo(frame.x + 3, from)
        .lineTo(frame.x + 3, Math.max(from, to))
        .lineWidth(2.5)
        .strokeColor(COLOR.quoteBar)
        .stroke();
    };
    for (let page = startPage; page <= endPage; page++) {
      bar(page, page === startPage ? startY : PAGE.margins.top, page === endPage ? endY - 3 : this.bottom);
    }
    doc.switchToPage(endPage);
    doc.x = frame.x;
    doc.y = endY;
  }
}

/** Greedy word wrap with the current font; words wider than the line are cut between letters. */
export function wrapText(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  const space = doc.widthOfString(' ');
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/[ \t]+/)) {
      if (word === '') continue;
      let rest = word;
      let restWidth = doc.widthOfString(rest);
      if (line && lineWidth + space + restWidth <= width) {
        line += ` ${rest}`;
        lineWidth += space + restWidth;
        continue;
      }
      if (line) lines.push(line);
      while (restWidth > width && rest.length > 1) {
        // The longest head of the word that fits (at least one letter).
        let lo = 1;
        let hi = rest.length - 1;
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          if (doc.widthOfString(rest.slice(0, mid)) <= width) lo = mid;
          else hi = mid - 1;
        }
        lines.push(rest.slice(0, lo));
        rest = rest.slice(lo);
        restWidth = doc.widthOfString(rest);
      }
      line = rest;
      lineWidth = restWidth;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Column widths as browsers lay out automatic tables: every column gets at least its longest word,
 * and the room left is shared in proportion to how much more each column would like.
 */
export function distribute(natural: number[], minimum: number[], total: number): number[] {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const naturalSum = sum(natural);
  if (naturalSum <= total) {
    return natural.map((w) => w + (total - naturalSum) * (naturalSum > 0 ? w / naturalSum : 1 / natural.length));
  }
  const min = minimum.map((m, i) => Math.min(m, natural[i]!));
  const minSum = sum(min);
  if (minSum >= total) return min.map((m) => (m / minSum) * total);
  const extra = natural.map((w, i) => w - min[i]!);
  const extraSum = sum(extra);
  return min.map((m, i) => m + ((total - minSum) * extra[i]!) / extraSum);
}

function decoratePages(doc: Doc, lang: ReportLanguage, title: string, generatedAt: Date): void {
  const range = doc.bufferedPageRange();
  const left = PAGE.margins.left;
  const width = doc.page.width - PAGE.margins.left - PAGE.margins.right;
  const dateText = generatedLabel(lang, generatedAt);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const page = doc.page;
    const savedBottom = page.margins.bottom;
    const savedTop = page.margins.top;
    // Writing in the margins must not start new pages.
    page.margins.bottom = 0;
    page.margins.top = 0;
    doc.font('sansBold').fontSize(8.5).fillColor(COLOR.accent);
    doc.text(PLATFORM_NAME[lang], left, 38, { width: width / 2, lineBreak: false });
    doc.font('sans').fontSize(8.5).fillColor(COLOR.muted);
    const shortTitle = title.length > 70 ? `${title.slice(0, 69)}…` : title;
    doc.text(shortTitle, left + width / 2, 38, { width: width / 2, align: 'right', lineBreak: false });
    doc
      .moveTo(left, 52)
      .lineTo(left + width, 52)
      .lineWidth(0.8)
      .strokeColor(COLOR.accent)
      .stroke();
    const footerY = page.height - 48;
    doc
      .moveTo(left, footerY - 7)
      .lineTo(left + width, footerY - 7)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.font('sans').fontSize(8.5).fillColor(COLOR.muted);
    doc.text(dateText, left, footerY, { width: width / 2, lineBreak: false });
    doc.text(pageLabel(lang, i - range.start + 1, range.count), left + width / 2, footerY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    page.margins.bottom = savedBottom;
    page.margins.top = savedTop;
  }
}

/** Markdown report → PDF bytes. Synchronous CPU work: callers run it in a worker thread. */
export function renderReportPdf(markdown: string, options: RenderOptions = {}): Promise<Buffer> {
  const lang = options.lang ?? detectLanguage(markdown);
  const generatedAt = options.generatedAt ?? new Date();
  const layout = layoutMarkdown(markdown);
  const title = layout.title ?? untitled[lang];
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { ...PAGE.margins },
    bufferPages: true,
    lang: lang === 'fr' ? 'fr-SN' : 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: title,
      Author: PLATFORM_NAME[lang],
      Subject: lang === 'fr' ? 'Rapport de situation' : 'Situation report',
      Creator: PLATFORM_NAME[lang],
      Producer: PLATFORM_NAME[lang],
      CreationDate: generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  useParsedFonts(doc);
  doc.font('sans').fontSize(BODY_SIZE).fillColor(COLOR.text);

  const writer = new ReportWriter(doc);
  const width = doc.page.width - PAGE.margins.left - PAGE.margins.right;
  writer.blocks(layout.blocks, {
    x: PAGE.margins.left,
    width,
    tight: false,
    color: COLOR.text,
    italic: false,
    depth: 0,
  });
  decoratePages(doc, lang, title, generatedAt);
  keepParsedFonts(doc);
  doc.end();
  return done;
}
