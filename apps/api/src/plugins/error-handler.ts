import { ErrorCode, type FieldErrors } from '@sfp/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import type { RefusalPacer } from '../lib/refusal-pacer.ts';

interface ZodLikeIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** DRF-style field errors from the validator's issues; each message is an error code. */
export function toFieldErrors(issues: ZodLikeIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = path.length > 0 ? String(path[0]) : 'non_field_errors';
    const raw = issue.params?.issue?.message ?? issue.message ?? ErrorCode.validation;
    // Our schemas use codes as messages; anything else (a type mismatch deep inside) is `invalid`.
    const code = /^[a-z0-9_]+$/.test(raw) ? raw : 'invalid';
    const codes = (out[field] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  return out;
}

const FASTIFY_CODES: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ErrorCode.malformedJson, detail: 'Malformed JSON body.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ErrorCode.malformedJson, detail: 'Empty JSON body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ErrorCode.payloadTooLarge, detail: 'Request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.unsupportedMediaType,
    detail: 'Unsupported media type.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: ErrorCode.payloadTooLarge, detail: 'File is too large.' },
};

/** One place turns every failure into a coded JSON answer; no stack trace or SQL ever leaves. */
export function registerErrorHandler(app: FastifyInstance, options: { pacer?: RefusalPacer | null } = {}): void {
  const { pacer } = options;
  /** A 429 to a client that keeps asking comes after a pause (lib/refusal-pacer.ts). */
  const refuse = (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    reply.code(429);
    const subject = request.userId ? `user:${request.userId}` : `ip:${request.ip}`;
    const pause = pacer ? pacer.delayFor(subject) : 0;
    return pause > 0 && pacer ? pacer.hold(pause, body) : reply.send(body);
  };
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Error bodies have their own shapes; the route's response schemas describe successes.
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
    if (error instanceof AppError) {
      reply.headers(error.headers);
      if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="api"');
      if (error.fieldErrors) return reply.code(error.statusCode).send(error.fieldErrors);
      const body = { detail: error.message, code: error.code };
      if (error.statusCode === 429) return refuse(request, reply, body);
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(toFieldErrors(error.validation as unknown as ZodLikeIssue[]));
    }
    if (error.validation) {
      return reply.code(400).send(toFieldErrors(error.validation as unknown as ZodLikeIssue[]));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ detail: known.detail, code: known.code });
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ detail: 'Malformed JSON body.', code: ErrorCode.malformedJson });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    } else if (!error.statusCode || error.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 429) {
      return refuse(request, reply, { detail: 'Too many requests. Try again later.', code: ErrorCode.rateLimited });
    }
    if (status < 500) {
      return reply.code(status).send({ detail: 'Bad request.', code: error.code?.toLowerCase() ?? 'bad_request' });
    }
    return reply.code(500).send({ detail: 'Internal server error.', code: ErrorCode.internal });
  });
}
