import type { Align, TableCell } from './layout.ts';
import { CELL_PAD_X, CELL_PAD_Y, COLOR, type Doc, type Frame, PAGE, TABLE_SIZE } from './style.ts';
import { distribute, isFigure, words, wrapText } from './text-wrap.ts';

/** What a table needs from the writer: the document, the page bottom, a page break when short of room. */
export interface TableHost {
  readonly doc: Doc;
  readonly bottom: number;
  ensureSpace(height: number): void;
}

/**
 * A GFM table: columns as wide as their content asks (a figure is never cut), cells wrapped line
 * by line so a row taller than a page continues on the next one, the header repeated there.
 */
export function drawTable(
  host: TableHost,
  header: TableCell[],
  rows: TableCell[][],
  align: Align[],
  frame: Frame,
): void {
  const doc = host.doc;
  const columns = Math.max(header.length, ...rows.map((r) => r.length));
  if (columns === 0) return;
  const cell = (row: TableCell[], c: number): TableCell => row[c] ?? { text: '', bold: false };
  const natural = new Array<number>(columns).fill(0);
  const minimum = new Array<number>(columns).fill(0);
  // The widest figure of each column: a floor no column is squeezed under, so no figure is cut.
  const figures = new Array<number>(columns).fill(0);
  const measure = (row: TableCell[], isHeader: boolean) => {
    for (let c = 0; c < columns; c++) {
      const value = cell(row, c);
      doc.font(value.bold || isHeader ? 'sansBold' : 'sans').fontSize(TABLE_SIZE);
      // A cell is wrapped anyway beyond a few hundred characters: no need to measure it all.
      const text = value.text.slice(0, 300);
      natural[c] = Math.max(natural[c]!, doc.widthOfString(text) + 2 * CELL_PAD_X + 1);
      // The same words wrapText breaks between: no-break spaces (inside figures) join.
      for (const word of words(text)) {
        const figure = isFigure(word);
        // Measure only words that could be wider than the widest so far (no glyph is wider than 1 em).
        if (figure || word.length * TABLE_SIZE > minimum[c]! - 2 * CELL_PAD_X) {
          const width = doc.widthOfString(word) + 2 * CELL_PAD_X + 1;
          minimum[c] = Math.max(minimum[c]!, width);
          if (figure) figures[c] = Math.max(figures[c]!, width);
        }
      }
    }
  };
  measure(header, true);
  for (const row of rows) measure(row, false);
  // No column narrower than a short word or its widest figure, none wider than half the page for
  // its longest word (unless that is a figure).
  const widths = distribute(
    natural,
    minimum.map((m, c) => Math.max(Math.min(Math.max(m, 28), frame.width / 2), figures[c]!)),
    frame.width,
    figures,
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
  const roomFor = (y: number) => Math.floor((host.bottom - y - 2 * CELL_PAD_Y) / lineHeight);

  // The header row goes with at least the first lines of the first body row.
  const firstLines = rows[0] ? Math.min(maxLines(wrapRow(rows[0], false)), 3) : 0;
  host.ensureSpace(headerHeight + firstLines * lineHeight + 2 * CELL_PAD_Y);
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
