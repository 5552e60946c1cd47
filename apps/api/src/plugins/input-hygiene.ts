import { ErrorCode, urlHasControlCharacters } from '@sfp/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Input hygiene for what no route schema sees whole (issue 13): a URL whose path or query string
 * holds a control character (`%00`, a raw tab…) is refused with a coded 400 before routing, on
 * every path. Bodies are checked by the request schemas of @sfp/contracts (the same rule, text.ts).
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (urlHasControlCharacters(request.url))
      return done(new AppError(400, ErrorCode.controlCharacter, 'The address holds a control character.'));
    done();
  });
}
