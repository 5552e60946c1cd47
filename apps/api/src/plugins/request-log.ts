import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { safeErrorMessage } from '../lib/log-safety.ts';

/** Link paths carry one-time secrets: `/…/{uid}/{token}/` segments are masked before logging. */
const SECRET_PATHS =
  /^(\/(?:api\/email\/verify-email|api\/password\/reset-confirm|verify_email|recover_password)\/[^/]+\/)[^/?]+/;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1***');
}

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.password2',
  '*.new_password1',
  '*.new_password2',
  '*.refresh',
  '*.access',
  '*.token',
];

/** One structured line a request, written when the response is sent; nothing when it arrives. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Pino's check: with LOG_LEVEL above info, skip building the line at all.
    const log = request.log as FastifyReply['log'] & { isLevelEnabled?(level: string): boolean };
    if (log.isLevelEnabled && !log.isLevelEnabled('info')) return;
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        ...(error ? { error: safeErrorMessage(error) } : {}),
      },
      'request',
    );
  }
}
