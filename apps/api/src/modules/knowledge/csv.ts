/** A malformed data file: names the file, the line and the column, so it can be fixed. */
export class DataFileError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  constructor(file: string, line: number, column: number, problem: string) {
    super(`${file}:${line}:${column}: ${problem}`);
    this.name = 'DataFileError';
    this.file = file;
    this.line = line;
    this.column = column;
  }
}

export interface CsvRow {
  /** 1-based line of the record's first character. */
  line: number;
  values: Record<string, string>;
  /** Column (1-based) where each field starts, for error messages. */
  columns: Record<string, number>;
}

/**
 * RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes), with a BOM tolerated and
 * every structural problem reported as file:line:column.
 */
export function parseCsv(text: string, file: string, separator = ','): CsvRow[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const records: { line: number; fields: string[]; cols: number[] }[] = [];
  let i = 0;
  let line = 1;
  let col = 1;
  const n = text.length;
  while (i < n) {
    const recLine = line;
    const fields: string[] = [];
    const cols: number[] = [];
    for (;;) {
      const startCol = col;
      let value = '';
      if (text[i] === '"') {
        i++;
        col++;
        for (;;) {
          if (i >= n) throw new DataFileError(file, line, col, 'a quoted field is never closed');
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              col += 2;
              continue;
            }
            i++;
            col++;
            break;
          }
          if (ch === '\n') {
            line++;
            col = 1;
          } else col++;
          value += ch;
          i++;
        }
        const next = text[i];
        if (next !== undefined && next !== separator && next !== '\n' && next !== '\r')
          throw new DataFileError(
            file,
            line,
            col,
            `unexpected character ${JSON.stringify(next)} after a closing quote`,
          );
      } else {
        while (i < n && text[i] !== separator && text[i] !== '\n' && text[i] !== '\r') {
          if (text[i] === '"') throw new DataFileError(file, line, col, 'a quote inside an unquoted field');
          value += text[i];
          i++;
          col++;
        }
      }
      fields.push(value);
      cols.push(startCol);
      if (i < n && text[i] === separator) {
        i++;
        col++;
        continue;
      }
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      line++;
      col = 1;
      break;
    }
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recLine, fields, cols });
  }
  const header = records.shift();
  if (!header) throw new DataFileError(file, 1, 1, 'the file is empty');
  const names = header.fields.map((h) => h.trim());
  return records.map((r) => {
    if (r.fields.length !== names.length)
      throw new DataFileError(
        file,
        r.line,
        r.cols[Math.min(r.fields.length, names.length) - 1] ?? 1,
        `expected ${names.length} fields, found ${r.fields.length}`,
      );
    const values: Record<string, string> = {};
    const columns: Record<string, number> = {};
    names.forEach((name, k) => {
      values[name] = r.fields[k]!;
      columns[name] = r.cols[k]!;
    });
    return { line: r.line, values, columns };
  });
}

/** Reads typed fields of one row, reporting bad values at their line and column. */
export class RowReader {
  readonly row: CsvRow;
  readonly file: string;
  /** Every field read through this reader is added here (the loader's column manifest check). */
  readonly seen: Set<string> | undefined;
  constructor(file: string, row: CsvRow, seen?: Set<string>) {
    this.file = file;
    this.row = row;
    this.seen = seen;
  }
  fail(field: string, problem: string): never {
    throw new DataFileError(this.file, this.row.line, this.row.columns[field] ?? 1, `${field}: ${problem}`);
  }
  /** A required text field. */
  text(field: string): string {
    this.seen?.add(field);
    const v = this.row.values[field];
    if (v === undefined) this.fail(field, 'column missing');
    const t = v.trim();
    if (!t) this.fail(field, 'empty');
    return t;
  }
  /** An optional text field: empty → null. */
  opt(field: string): string | null {
    this.seen?.add(field);
    const v = this.row.values[field];
    if (v === undefined) return null;
    const t = v.trim();
    return t ? t : null;
  }
  /** An optional number (spaces and thousands commas tolerated); empty → null, never 0. */
  num(field: string): number | null {
    const t = this.opt(field);
    if (t === null) return null;
    const cleaned = t.replace(/[\s\u00a0\u202f]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
    const value = Number(cleaned);
    if (!Number.isFinite(value)) this.fail(field, `not a number: ${JSON.stringify(t)}`);
    return value;
  }
  /** A required whole number. */
  int(field: string): number {
    const v = this.num(field);
    if (v === null) this.fail(field, 'empty');
    if (!Number.isInteger(v)) this.fail(field, `not a whole number: ${v}`);
    return v;
  }
}
