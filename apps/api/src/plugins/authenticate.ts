import { ErrorCode } from '@sfp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` from a valid access token. */
    userId: number;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

/** `preHandler: app.authenticate` on a route requires a valid bearer access token. */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { verifyAccessToken(token: string): Promise<number> }) => {
    app.decorateRequest('userId', 0);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) {
        throw unauthorized(ErrorCode.notAuthenticated, 'Authentication credentials were not provided.');
      }
      const match = BEARER.exec(header);
      if (!match) throw unauthorized(ErrorCode.tokenNotValid, 'Token is invalid or expired');
      request.userId = await options.verifyAccessToken(match[1]!);
    });
  },
  { name: 'authenticate' },
);
