import PDFDocument from 'pdfkit';
import { detectLanguage, generatedLabel, pageLabel, PLATFORM_NAME, type ReportLanguage, untitled } from './language.ts';
import { typeset } from '@sfp/contracts/typography';
import { fonts, type FontName, keepParsedFonts, useParsedFonts } from './fonts.ts';
import { type Align, type Block, layoutMarkdown, type ListItem, type Run, type TableCell } from './layout.ts';
import {
  BODY_SIZE,
  CODE_SIZE,
  COLOR,
  type Doc,
  type Frame,
  HEADING,
  LINE_GAP,
  LIST_INDENT,
  PAGE,
  PARAGRAPH_AFTER,
} from './style.ts';
import { drawTable } from './table.ts';

export { distribute, wrapText } from './text-wrap.ts';

export interface RenderOptions {
  /** Language of the page furniture and the metadata; detected from the text when absent. */
  lang?: ReportLanguage | undefined;
  /** Shown in every footer (the server's clock, so tests can fix it). */
  generatedAt?: Date;
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
  readonly bottom: number;

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
    drawTable(this, header, rows, align, frame);
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
  // French spacing in a French report, figures kept together in every report (issue 14).
  const layout = layoutMarkdown(typeset(markdown, lang));
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
