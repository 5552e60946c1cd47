import { buildConversationId } from '@sfp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  GOOD_PASSWORD,
  type TestContext,
  type TestDatabase,
  uniqueEmail,
} from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';

/**
 * Issue 13, finding 8: a NUL byte in the sign-in username or in a question answered 500 (PostgreSQL
 * cannot store NUL in text). Every place text enters refuses NUL and the other control characters
 * with a coded 400 and changes nothing; questions may still hold tab, line feed and carriage return.
 */
let db: TestDatabase;
let t: TestContext;
let user: TestUser;
let conversationId: string;

beforeAll(async () => {
  db = await createKnowledgeDatabase();
  t = await createTestContext({}, { database: db.database });
  user = await createVerifiedUser(t.app, t.outboxDir);
  conversationId = buildConversationId(user.id, new Date(Date.UTC(2026, 10, 26, 8, 0, 0)));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/conversations/',
    headers: user.auth,
    payload: { conversation_id: conversationId },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const counts = async () =>
  (
    await t.database.query<{ users: number; turns: number; conversations: number }>(
      `select (select count(*)::int from users) as users, (select count(*)::int from conversation_turns) as turns,
              (select count(*)::int from conversations) as conversations`,
    )
  ).rows[0]!;

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\t', '\n', '\r'];

describe('control characters in request bodies', () => {
  const bodies: { name: string; url: string; field: string; payload: (c: string) => Record<string, unknown> }[] = [
    {
      name: 'sign-in username',
      url: '/api/token/',
      field: 'username',
      payload: (c) => ({ username: `${user.email}${c}`, password: GOOD_PASSWORD }),
    },
    {
      name: 'sign-in password',
      url: '/api/token/',
      field: 'password',
      payload: (c) => ({ username: user.email, password: `${GOOD_PASSWORD}${c}` }),
    },
    { name: 'refresh token', url: '/api/token/refresh/', field: 'refresh', payload: (c) => ({ refresh: `a${c}b` }) },
    { name: 'sign-out token', url: '/api/token/blacklist/', field: 'refresh', payload: (c) => ({ refresh: `a${c}b` }) },
    {
      name: 'registration e-mail',
      url: '/api/user/register/',
      field: 'email',
      payload: (c) => {
        const email = uniqueEmail('nul');
        return {
          email: `${email}${c}`,
          username: email,
          role: 'superadmin',
          password: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
        };
      },
    },
    {
      name: 'registration password',
      url: '/api/user/register/',
      field: 'password',
      payload: (c) => {
        const email = uniqueEmail('nul');
        const password = `Ino${c}ndation2024`;
        return { email, username: email, role: 'superadmin', password, password2: password };
      },
    },
    { name: 'reset e-mail', url: '/api/password/reset/', field: 'email', payload: (c) => ({ email: `a${c}@x.sn` }) },
    {
      name: 'reset new password',
      url: '/api/password/reset-confirm/MQ/abc-def/',
      field: 'new_password1',
      payload: (c) => ({ new_password1: `Nouveau${c}2024`, new_password2: `Nouveau${c}2024` }),
    },
  ];

  for (const entry of bodies)
    it(`refuses them in the ${entry.name} with a coded 400, and changes nothing`, async () => {
      const before = await counts();
      for (const c of CONTROLS) {
        const res = await t.app.inject({ method: 'POST', url: entry.url, payload: entry.payload(c) });
        expect(res.statusCode, `${JSON.stringify(c)}: ${res.body}`).toBe(400);
        expect(res.json()[entry.field], JSON.stringify(c)).toContain('control_character');
      }
      expect(await counts()).toEqual(before);
    });

  it('refuses them in a conversation id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/conversations/',
      headers: user.auth,
      payload: { conversation_id: `${conversationId}\u0000` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ conversation_id: ['control_character'] });
  });

  it('refuses NUL and other control characters in a question, but keeps tabs and line breaks', async () => {
    const before = await counts();
    for (const c of ['\u0000', '\u0001', '\u000b', '\u000c', '\u001b', '\u007f']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/conversation_manager/sql_agent_chat/${encodeURIComponent(conversationId)}`,
        headers: user.auth,
        payload: { conversation: [{ role: 'user', content: `Population de Matam${c} en 2023 ?` }] },
      });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(res.json()).toEqual({ conversation: ['control_character'] });
    }
    expect(await counts()).toEqual(before);
    const multiline = await t.app.inject({
      method: 'POST',
      url: `/conversation_manager/sql_agent_chat/${encodeURIComponent(conversationId)}`,
      headers: user.auth,
      payload: { conversation: [{ role: 'user', content: 'Population de Matam\r\n\ten 2023 ?' }] },
    });
    expect(multiline.statusCode, multiline.body).toBe(200);
  });

  it('refuses them in the report language field', async () => {
    const boundary = 'x-boundary';
    const body = [
      `--${boundary}\r\ncontent-disposition: form-data; name="lang"\r\n\r\nfr\u0000\r\n`,
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="report.md"\r\ncontent-type: text/markdown\r\n\r\n# Rapport\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/utils/generate-pdf/',
      headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ lang: ['invalid'] });
  });
});

describe('control characters in URLs (path parameters and query strings)', () => {
  const urls: [string, string][] = [
    ['GET', '/api/email/verify-email/MQ%00/abc-def/'],
    ['GET', '/api/email/verify-email/MQ/abc%0Adef/'],
    ['POST', '/api/password/reset-confirm/MQ/abc%00def/'],
    ['GET', '/conversation_manager/abc%00'],
    ['POST', '/conversation_manager/report_writer/abc%1F'],
    ['POST', '/conversation_manager/sql_agent_chat/abc%7F'],
    ['GET', '/api/user/conversations/?page=%00'],
    ['GET', '/api/health?x=1%09'],
    ['GET', '/no/such/path%00'],
  ];
  for (const [method, url] of urls)
    it(`${method} ${url}: a coded 400`, async () => {
      const res = await t.app.inject({ method: method as 'GET', url, headers: user.auth, payload: {} });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'control_character' });
    });

  it('lets an encoded percent sign through (%2500 is "%00" as text, not a NUL)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health?x=%2500' });
    expect(res.statusCode).toBe(200);
  });
});
