import {
  AccessToken,
  Detail,
  ErrorResponse,
  FieldErrorsResponse,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RegisterRequest,
  RegisterResponse,
  TokenBlacklistRequest,
  TokenObtainRequest,
  TokenPair,
  TokenRefreshRequest,
  UidTokenParams,
} from '@sfp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageFromHeader } from '../../mail/templates.ts';
import type { AuthService, RequestContext } from './auth.service.ts';

const context = (request: FastifyRequest): RequestContext => ({
  clientKey: request.ip,
  language: languageFromHeader(request.headers['accept-language']),
  cookieHeader: request.headers.cookie,
});

const Empty = z.object({}).meta({ id: 'Empty' });

/** Spec §7 rows 1–6, in the Django REST framework + SimpleJWT manner. */
export async function authRoutes(app: FastifyInstance, options: { service: AuthService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/token/', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in: an access and a refresh token for an e-mail and password',
      description:
        'On success, also sets the HttpOnly device cookie `sfp_device_{userId}` (path /api/token/): failed ' +
        'attempts from a browser holding a valid one are counted on that cookie, not on the account (ADR 047).',
      body: TokenObtainRequest,
      response: { 200: TokenPair, 400: FieldErrorsResponse, 401: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const { tokens, setCookie } = await service.obtainTokenPair(request.body, context(request));
      return reply.header('set-cookie', setCookie).send(tokens);
    },
  });

  r.post('/token/refresh/', {
    schema: {
      tags: ['auth'],
      summary: 'A new access token for a valid, unrevoked refresh token',
      body: TokenRefreshRequest,
      response: { 200: AccessToken, 400: FieldErrorsResponse, 401: ErrorResponse },
    },
    handler: (request) => service.refreshAccess(request.body.refresh),
  });

  r.post('/token/blacklist/', {
    schema: {
      tags: ['auth'],
      summary: 'Sign out: revoke a refresh token',
      body: TokenBlacklistRequest,
      response: { 200: Empty, 400: FieldErrorsResponse, 401: ErrorResponse },
    },
    handler: async (request) => {
      await service.revokeRefreshToken(request.body.refresh);
      return {};
    },
  });

  r.post('/user/register/', {
    schema: {
      tags: ['auth'],
      summary: 'Create an account; a verification link is mailed',
      body: RegisterRequest,
      response: { 201: RegisterResponse, 400: FieldErrorsResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      const result = await service.register(request.body, context(request));
      return reply.code(201).send(result);
    },
  });

  r.get('/email/verify-email/:uid/:token/', {
    schema: {
      tags: ['auth'],
      summary: 'Verify an e-mail address with the mailed link',
      params: UidTokenParams,
      response: { 200: Detail, 400: FieldErrorsResponse, 429: ErrorResponse },
    },
    handler: async (request) => {
      await service.verifyEmail(request.params.uid, request.params.token, context(request));
      return { detail: 'Email verified.', code: 'email_verified' };
    },
  });

  r.post('/password/reset/', {
    schema: {
      tags: ['auth'],
      summary: 'Mail a password reset link',
      body: PasswordResetRequest,
      response: { 200: Detail, 400: FieldErrorsResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => {
      await service.requestPasswordReset(request.body.email, context(request));
      return { detail: 'Password reset e-mail has been sent.', code: 'reset_email_sent' };
    },
  });

  r.post('/password/reset-confirm/:uid/:token/', {
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the mailed link',
      params: UidTokenParams,
      body: PasswordResetConfirmRequest,
      response: { 200: Detail, 400: FieldErrorsResponse, 429: ErrorResponse },
    },
    handler: async (request) => {
      const { uid, token } = request.params;
      await service.confirmPasswordReset(uid, token, request.body.new_password1, context(request));
      return { detail: 'Password has been reset with the new password.', code: 'password_reset' };
    },
  });
}
