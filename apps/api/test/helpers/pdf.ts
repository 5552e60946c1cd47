import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PdfReading {
  /** pdfinfo's fields (Title, Pages, Author, …). */
  info: Record<string, string>;
  pages: number;
  /** pdftotext of the whole document (reading order). */
  text: string;
  /** pdftotext -layout: the physical layout, one table row a line. */
  layout: string;
  /** pdftotext of each page. */
  pageTexts: string[];
}

/** Reads a PDF with Debian's poppler-utils (pdfinfo, pdftotext): a real reader, not our own code. */
export async function readPdf(pdf: Buffer): Promise<PdfReading> {
  const dir = await mkdtemp(join(tmpdir(), 'sfp-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const { stdout: infoText } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
    const info: Record<string, string> = {};
    for (const line of infoText.split('\n')) {
      const m = /^([^:]+):\s*(.*)$/.exec(line);
      if (m) info[m[1]!.trim()] = m[2]!.trim();
    }
    const pages = Number(info.Pages);
    const { stdout: text } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    const { stdout: layout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    // pdftotext separates pages with a form feed.
    const pageTexts = text.split('\f').slice(0, pages);
    return { info, pages, text, layout, pageTexts };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Asserts-friendly: the index of each needle in order, or -1 from the first one missing. */
export function positionsInOrder(text: string, needles: string[]): number[] {
  const flat = text.replace(/\s+/g, ' ');
  let from = 0;
  return needles.map((needle) => {
    const at = flat.indexOf(needle, from);
    if (at >= 0) from = at + needle.length;
    return at;
  });
}

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body built by hand, so tests control every byte (bad encodings, extra files). */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sfp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.filename !== undefined) head += `Content-Type: ${part.contentType ?? 'text/markdown'}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The usual upload: one file part `file` named report.md. */
export const reportForm = (markdown: string | Buffer, extra: FormPart[] = []) =>
  multipartBody([{ name: 'file', filename: 'report.md', content: markdown }, ...extra]);
