/**
 * What a report may hold before it is handed to a renderer. Past these, markdown parsing recurses
 * until the stack overflows (10,000 nested list markers), or the layout grows quadratic or runs
 * out of memory (a 1 MB word, 100,000 table rows, 100,000 emphasis markers): issue 13,
 * finding 7. No situation report comes near them: the 23-page table fixture has 332 rows, a
 * URL or an SQL line a few hundred characters.
 *
 * One linear pass over the text, before any parsing; each refusal says which limit it met.
 */
export const REPORT_LIMITS = {
  /** `>` markers opening one line (block quotes inside block quotes). */
  quoteDepth: 16,
  /** Containers opened on one line: `>`, `-`, `*`, `+`, `1.` in a row (`- - - x`, `- > - > x`). */
  containerDepth: 16,
  /** Leading columns of a line outside code fences (48 levels of nested lists). */
  indentColumns: 100,
  /** `[` not yet closed within one paragraph. */
  bracketDepth: 100,
  /** One character of `*`, `_`, `~` or backtick repeated. */
  delimiterRun: 64,
  /** `*`, `_`, `~` and backticks within one block (between blank lines). */
  inlineMarkersPerBlock: 5_000,
  /** Rows of all the tables of the report (about 140 pages of table). */
  tableRows: 2_000,
  /** Cells of all the tables of the report. */
  tableCells: 20_000,
  /** Characters without a space (a word, a URL, a code line); longer ones are cut letter by letter. */
  wordLength: 1_000,
} as const;

export type ReportLimitKind = 'too_complex' | 'table_too_large' | 'word_too_long';

/** A report past one of REPORT_LIMITS: `kind` picks the error code, `what` says which limit. */
export class ReportLimitError extends Error {
  readonly kind: ReportLimitKind;
  constructor(kind: ReportLimitKind, what: string) {
    super(what);
    this.name = 'ReportLimitError';
    this.kind = kind;
  }
}

const FENCE = /^\s*(?:`{3,}|~{3,})/;
const TABLE_DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=\s|$)/;
const MARKERS = new Set(['*', '_', '~', '`']);

/** The longest run of characters without white space in `line`. */
function longestWord(line: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 32 || c === 9 || c === 13 || c === 12) run = 0;
    else if (++run > longest) longest = run;
  }
  return longest;
}

/** Containers a line opens before its text: `> - 1. > x` opens four. */
function containerDepth(line: string): { quotes: number; containers: number } {
  let quotes = 0;
  let containers = 0;
  let i = 0;
  for (;;) {
    while (line[i] === ' ' || line[i] === '\t') i++;
    if (line[i] === '>') {
      quotes += 1;
      containers += 1;
      i += 1;
      continue;
    }
    const marker = LIST_MARKER.exec(line.slice(i, i + 12));
    if (!marker) break;
    containers += 1;
    i += marker[0].length;
  }
  return { quotes, containers };
}

/** Throws ReportLimitError when `text` is past one of REPORT_LIMITS; otherwise returns. */
export function checkReportLimits(text: string): void {
  const L = REPORT_LIMITS;
  const complex = (what: string) => new ReportLimitError('too_complex', what);
  let inFence = false;
  let brackets = 0;
  let markers = 0;
  let inTable = false;
  let tableRows = 0;
  let tableCells = 0;
  let previous = '';
  const checkWords = (line: string) => {
    if (longestWord(line) > L.wordLength) {
      throw new ReportLimitError(
        'word_too_long',
        `a word or line of more than ${L.wordLength} characters without a space`,
      );
    }
  };
  // Lines as marked reads them: it takes a lone carriage return for a line break too, so a report
  // with old Mac line endings was one long "line" here and passed every per-line limit.
  for (const line of text.split(/\r\n?|\n/)) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      checkWords(line);
      continue;
    }
    if (line.trim() === '') {
      brackets = 0;
      markers = 0;
      inTable = false;
      previous = line;
      continue;
    }
    let run = 1;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (MARKERS.has(c)) markers += 1;
      if (i > 0) run = c === line[i - 1] && MARKERS.has(c) ? run + 1 : 1;
      if (run > L.delimiterRun) throw complex('a long run of emphasis or code markers');
      if (c === '[') brackets += 1;
      else if (c === ']' && brackets > 0) brackets -= 1;
    }
    if (markers > L.inlineMarkersPerBlock) throw complex('too many emphasis or code markers in one paragraph');
    if (brackets > L.bracketDepth) throw complex('open brackets');
    const { quotes, containers } = containerDepth(line);
    if (quotes > L.quoteDepth) throw complex('block quotes');
    if (containers > L.containerDepth) throw complex('lists or quotes nested on one line');
    let columns = 0;
    for (const c of line) {
      if (c === ' ') columns += 1;
      else if (c === '\t') columns += 4 - (columns % 4);
      else break;
    }
    if (quotes === 0 && columns > L.indentColumns) throw complex('indentation');
    // A GFM table: a header row, a delimiter row (| --- | --- |), then rows until a blank line.
    if (!inTable && line.includes('|') && TABLE_DELIMITER_ROW.test(line) && previous.includes('|')) {
      inTable = true;
      tableRows += 1;
      tableCells += previous.split('|').length - 1;
    } else if (inTable) {
      tableRows += 1;
      tableCells += line.split('|').length - 1;
    }
    if (tableRows > L.tableRows) {
      throw new ReportLimitError('table_too_large', `more than ${L.tableRows} table rows`);
    }
    if (tableCells > L.tableCells) {
      throw new ReportLimitError('table_too_large', `more than ${L.tableCells} table cells`);
    }
    checkWords(line);
    previous = line;
  }
}
