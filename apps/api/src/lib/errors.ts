import { ErrorCode, type FieldErrors } from '@sfp/contracts';

/**
 * Coded errors raised by services; the error handler turns them into responses. Services never
 * import Fastify, so this is how they say "400", "401", "404", "429".
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: string,
    detail: string,
    options: { fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    // An answer the service chose (400, 404, 429, 503…), not a fault: no stack trace to capture.
    // Capturing one cost 4–9 µs of a 429's ~50 µs of CPU when one user floods (bench:load).
    const depth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(detail);
    } finally {
      Error.stackTraceLimit = depth;
    }
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
  }
}

export const fieldError = (fieldErrors: FieldErrors): AppError =>
  new AppError(400, ErrorCode.validation, 'Invalid input.', { fieldErrors });

export const notFound = (detail = 'Not found.'): AppError => new AppError(404, ErrorCode.notFound, detail);

export const unauthorized = (code: string, detail: string): AppError => new AppError(401, code, detail);

export const rateLimited = (
  retryAfterSeconds: number,
  code: string = ErrorCode.rateLimited,
  detail = 'Too many requests. Try again later.',
): AppError => new AppError(429, code, detail, { headers: { 'retry-after': String(retryAfterSeconds) } });
