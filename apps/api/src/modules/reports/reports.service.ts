import { ErrorCode, FieldErrorCode, ReportLanguage } from '@sfp/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError, rateLimited } from '../../lib/errors.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.ts';
import { checkReportLimits, ReportLimitError } from '../../pdf/limits.ts';
import { type PdfRenderer, RenderBusyError, RenderFailedError, RenderTimeoutError } from '../../pdf/render-pool.ts';

export interface ReportsServiceDeps {
  renderer: PdfRenderer;
  clock: Clock;
  /** Seconds a client is told to wait when every renderer is busy. */
  retryAfterSeconds?: number;
  logger?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The per-user render rate (PDF_RATE_PER_USER) and its counters. */
  limiter?: RateLimiter;
  pdfRate?: RateRule | null;
}

export interface GeneratePdfInput {
  /** The bytes of the uploaded report.md. */
  file: Buffer;
  /** The optional `lang` form field as sent. */
  lang?: string | undefined;
  /** Who asks: one render at a time per user, and PDF_RATE_PER_USER. */
  userId?: number;
}

const LIMIT_CODES = {
  too_complex: ErrorCode.reportTooComplex,
  table_too_large: ErrorCode.reportTableTooLarge,
  word_too_long: ErrorCode.reportWordTooLong,
} as const;

/** The report against pdf/limits.ts, as the coded 400 that names the limit it met. */
export function checkReport(markdown: string): void {
  try {
    checkReportLimits(markdown);
  } catch (error) {
    if (!(error instanceof ReportLimitError)) throw error;
    throw new AppError(
      400,
      LIMIT_CODES[error.kind],
      `The report is too large or too complex to be rendered: ${error.message}.`,
    );
  }
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

/** Spec §7 call 13: a markdown report → the PDF officials print and sign. */
export function createReportsService(deps: ReportsServiceDeps) {
  const retryAfter = String(deps.retryAfterSeconds ?? 2);
  /** Users with a render running or waiting in this process. */
  const rendering = new Set<number>();
  const inProgress = () =>
    rateLimited(
      Number(retryAfter),
      ErrorCode.pdfRenderInProgress,
      'A PDF of yours is being rendered: one at a time. Try again when it is done.',
    );
  const pastRate = (retryAfterSeconds: number) =>
    rateLimited(
      retryAfterSeconds,
      ErrorCode.pdfRateLimited,
      `Too many PDF renders. Try again in ${retryAfterSeconds} s.`,
    );
  return {
    /**
     * The user's shares, checked before the upload is read (counting nothing): a user with a
     * render running, or past the rate, is refused at the cost of a lookup instead of parsing a
     * form of up to 1 MB and checking the markdown first, as a flood of uploads would make it do.
     */
    async refuseOverShare(userId: number): Promise<void> {
      if (rendering.has(userId)) throw inProgress();
      if (deps.limiter && deps.pdfRate) {
        const decision = await deps.limiter.check('pdf-user', String(userId), deps.pdfRate);
        if (!decision.allowed) throw pastRate(decision.retryAfterSeconds);
      }
    },

    async generatePdf(input: GeneratePdfInput): Promise<Buffer> {
      let lang: ReportLanguage | undefined;
      if (input.lang !== undefined && input.lang.trim() !== '') {
        const parsed = ReportLanguage.safeParse(input.lang.trim().toLowerCase());
        if (!parsed.success) throw fieldError({ lang: [FieldErrorCode.invalid] });
        lang = parsed.data;
      }
      const markdown = decodeReport(input.file);
      checkReport(markdown);
      const userId = input.userId;
      if (userId !== undefined) {
        if (rendering.has(userId)) throw inProgress();
        // Taken before the rate's counter is awaited (a Redis round trip with several instances):
        // taken after it, parallel requests of one user all passed the check above meanwhile.
        rendering.add(userId);
        try {
          if (deps.limiter && deps.pdfRate) {
            const decision = await deps.limiter.consume('pdf-user', String(userId), deps.pdfRate);
            if (!decision.allowed) throw pastRate(decision.retryAfterSeconds);
          }
        } catch (error) {
          rendering.delete(userId);
          throw error;
        }
      }
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
          // The renderer threw or its process died (memory) on this document: a retry fails the same way.
          deps.logger?.warn({ err: error.message, bytes: input.file.length }, 'pdf render failed');
          throw new AppError(
            422,
            ErrorCode.pdfFailed,
            'The PDF could not be rendered: the report is too large or too complex. Shorten or simplify it.',
          );
        }
        throw error;
      } finally {
        if (userId !== undefined) rendering.delete(userId);
      }
    },
  };
}
