import { ErrorCode, FieldErrorCode, ReportLanguage } from '@sfp/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type PdfRenderer, RenderBusyError, RenderFailedError, RenderTimeoutError } from '../../pdf/render-pool.ts';

export interface ReportsServiceDeps {
  renderer: PdfRenderer;
  clock: Clock;
  /** Seconds a client is told to wait when every renderer is busy. */
  retryAfterSeconds?: number;
  logger?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface GeneratePdfInput {
  /** The bytes of the uploaded report.md. */
  file: Buffer;
  /** The optional `lang` form field as sent. */
  lang?: string | undefined;
}

export type ReportsService = ReturnType<typeof createReportsService>;

// C0 control characters other than tab, line feed, form feed and carriage return: a file holding
// them is binary, not a markdown report, even when its bytes happen to be valid UTF-8.
// eslint-disable-next-line no-control-regex
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Bytes → markdown text, or the coded 400 that says why not. */
export function decodeReport(file: Buffer): string {
  if (file.length === 0) throw new AppError(400, ErrorCode.reportFileEmpty, 'The report file is empty.');
  let text: string;
  try {
    text = utf8.decode(file);
  } catch {
    throw new AppError(400, ErrorCode.reportNotUtf8, 'The report file is not UTF-8 text.');
  }
  if (BINARY_CONTROL.test(text)) {
    throw new AppError(400, ErrorCode.reportNotUtf8, 'The report file is not UTF-8 text.');
  }
  if (text.trim() === '') throw new AppError(400, ErrorCode.reportFileEmpty, 'The report file is empty.');
  return text;
}

/** Limits no real report comes near; past them markdown parsing grows quadratic or recursive. */
export const REPORT_SHAPE_LIMITS = {
  /** `>` markers opening one line (block quotes inside block quotes). */
  quoteDepth: 16,
  /** Leading columns of a line outside code fences (48 levels of nested lists). */
  indentColumns: 100,
  /** `[` not yet closed within one paragraph. */
  bracketDepth: 100,
  /** One character of `*`, `_`, `~` or backtick repeated. */
  delimiterRun: 64,
} as const;

const FENCE = /^\s*(?:`{3,}|~{3,})/;

/**
 * One linear pass that refuses markdown shaped to exhaust the renderer (a 200,000-deep quote
 * overflows the parser's stack; 300,000 open brackets take minutes). 400, never a stuck worker.
 */
export function checkReportShape(text: string): void {
  const tooComplex = (what: string) =>
    new AppError(400, ErrorCode.reportTooComplex, `The report nests too deeply to be rendered (${what}).`);
  let inFence = false;
  let brackets = 0;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (line.trim() === '') {
      brackets = 0;
      continue;
    }
    if (inFence) continue;
    let run = 1;
    for (let i = 1; i < line.length; i++) {
      const c = line[i];
      run = c === line[i - 1] && (c === '*' || c === '_' || c === '~' || c === '`') ? run + 1 : 1;
      if (run > REPORT_SHAPE_LIMITS.delimiterRun) throw tooComplex('a long run of emphasis or code markers');
    }
    let columns = 0;
    let quotes = 0;
    for (const c of line) {
      if (c === ' ') columns += 1;
      else if (c === '\t') columns += 4 - (columns % 4);
      else if (c === '>') quotes += 1;
      else break;
    }
    if (quotes > REPORT_SHAPE_LIMITS.quoteDepth) throw tooComplex('block quotes');
    if (quotes === 0 && columns > REPORT_SHAPE_LIMITS.indentColumns) throw tooComplex('indentation');
    for (const c of line) {
      if (c === '[') brackets += 1;
      else if (c === ']' && brackets > 0) brackets -= 1;
    }
    if (brackets > REPORT_SHAPE_LIMITS.bracketDepth) throw tooComplex('open brackets');
  }
}

/** Spec §7 call 13: a markdown report → the PDF officials print and sign. */
export function createReportsService(deps: ReportsServiceDeps) {
  const retryAfter = String(deps.retryAfterSeconds ?? 2);
  return {
    async generatePdf(input: GeneratePdfInput): Promise<Buffer> {
      let lang: ReportLanguage | undefined;
      if (input.lang !== undefined && input.lang.trim() !== '') {
        const parsed = ReportLanguage.safeParse(input.lang.trim().toLowerCase());
        if (!parsed.success) throw fieldError({ lang: [FieldErrorCode.invalid] });
        lang = parsed.data;
      }
      const markdown = decodeReport(input.file);
      checkReportShape(markdown);
      try {
        return await deps.renderer.render({ markdown, lang, generatedAt: deps.clock.now() });
      } catch (error) {
        if (error instanceof RenderBusyError) {
          throw new AppError(503, ErrorCode.pdfBusy, 'Every PDF renderer is busy. Try again shortly.', {
            headers: { 'retry-after': retryAfter },
          });
        }
        if (error instanceof RenderTimeoutError) {
          deps.logger?.warn({ bytes: input.file.length }, 'pdf render timed out');
          throw new AppError(503, ErrorCode.pdfTimeout, 'The PDF took too long to render and was stopped.', {
            headers: { 'retry-after': retryAfter },
          });
        }
        if (error instanceof RenderFailedError) {
          deps.logger?.error({ err: error, bytes: input.file.length }, 'pdf render failed');
          throw new AppError(500, ErrorCode.pdfFailed, 'The PDF could not be rendered.');
        }
        throw error;
      }
    },
  };
}
