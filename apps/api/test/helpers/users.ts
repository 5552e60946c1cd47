import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { lastMailTo } from './outbox.ts';
import { GOOD_PASSWORD, uniqueEmail } from './context.ts';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  access: string;
  refresh: string;
  auth: { authorization: string };
}

export async function register(app: FastifyInstance, email: string, password = GOOD_PASSWORD, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/user/register/',
    headers,
    payload: { email, username: email, role: 'superadmin', password, password2: password },
  });
}

export async function login(app: FastifyInstance, email: string, password = GOOD_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/token/', payload: { username: email, password } });
}

/** The path of a mailed link (`/verify_email/{uid}/{token}/` → its parts). */
export function linkParts(link: string): { uid: string; token: string } {
  const [, , uid = '', token = ''] = new URL(link).pathname.split('/');
  return { uid, token };
}

/** Registers, follows the mailed verification link and signs in: a ready-to-use account. */
export async function createVerifiedUser(
  app: FastifyInstance,
  outboxDir: string,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
): Promise<TestUser> {
  const res = await register(app, email, password);
  expect(res.statusCode, res.body).toBe(201);
  const { uid, token } = linkParts((await lastMailTo(outboxDir, email)).link);
  const verified = await app.inject({ method: 'GET', url: `/api/email/verify-email/${uid}/${token}/` });
  expect(verified.statusCode, verified.body).toBe(200);
  const signedIn = await login(app, email, password);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const { access, refresh } = signedIn.json() as { access: string; refresh: string };
  const me = await app.inject({ method: 'GET', url: '/api/user/id/', headers: { authorization: `Bearer ${access}` } });
  return { id: me.json().id, email, password, access, refresh, auth: { authorization: `Bearer ${access}` } };
}
