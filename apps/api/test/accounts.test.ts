import { buildConversationId } from '@sfp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  alice = await createVerifiedUser(t.app, t.outboxDir);
  bob = await createVerifiedUser(t.app, t.outboxDir);
});
afterAll(() => t.close());

const registerConversation = (user: TestUser, conversation_id: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/conversations/', headers: user.auth, payload: { conversation_id } });
const list = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/user/conversations/', headers: user.auth });

describe('GET /api/user/id/', () => {
  it('returns the id of the token holder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/id/', headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: alice.id });
    expect(alice.id).not.toBe(bob.id);
  });
});

describe('/api/user/conversations/', () => {
  it('registers (201), confirms a repeat (200) and lists newest first', async () => {
    const first = buildConversationId(alice.id, new Date('2026-11-20T08:00:00Z'));
    const second = buildConversationId(alice.id, new Date('2026-11-21T08:00:00Z'));
    const created = await registerConversation(alice, first);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ conversation_id: first, created_at: expect.any(String) });
    expect((await registerConversation(alice, second)).statusCode).toBe(201);
    const repeat = await registerConversation(alice, first);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().created_at).toBe(created.json().created_at);
    const items = (await list(alice)).json() as { conversation_id: string; created_at: string }[];
    expect(items.map((i) => i.conversation_id)).toEqual([second, first]);
    expect(Number.isNaN(Date.parse(items[0]!.created_at))).toBe(false);
  });

  it('accepts the exact spec format', async () => {
    const id = `${alice.id}_2026-11-22T09:15:03LT2026-11-22 (10:15:03)`;
    expect((await registerConversation(alice, id)).statusCode).toBe(201);
  });

  it.each([
    ['no LT marker', (id: number) => `${id}_2026-11-22T09:15:03 2026-11-22 (10:15:03)`],
    ['a timestamp not cut to 19 characters', (id: number) => `${id}_2026-11-22T09:15:03.123LT2026-11-22 (10:15:03)`],
    ['an impossible date', (id: number) => `${id}_2026-02-30T09:15:03LT2026-02-30 (10:15:03)`],
    ['an impossible time', (id: number) => `${id}_2026-11-22T25:15:03LT2026-11-22 (10:15:03)`],
    ['no user prefix', () => `_2026-11-22T09:15:03LT2026-11-22 (10:15:03)`],
    ['an empty id', () => ''],
    ['a number', () => 42],
  ])('refuses a malformed id (%s) with 400', async (_name, make) => {
    const res = await registerConversation(alice, make(alice.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().conversation_id).toBeDefined();
  });

  it("refuses an id carrying another user's prefix", async () => {
    const res = await registerConversation(alice, buildConversationId(bob.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ conversation_id: ['conversation_id_not_yours'] });
  });

  it("never shows one user's conversations to another", async () => {
    const mine = buildConversationId(bob.id, new Date('2026-11-19T10:00:00Z'));
    expect((await registerConversation(bob, mine)).statusCode).toBe(201);
    const aliceIds = ((await list(alice)).json() as { conversation_id: string }[]).map((i) => i.conversation_id);
    expect(aliceIds).not.toContain(mine);
    expect(aliceIds.every((id) => id.startsWith(`${alice.id}_`))).toBe(true);
    const bobIds = ((await list(bob)).json() as { conversation_id: string }[]).map((i) => i.conversation_id);
    expect(bobIds).toEqual([mine]);
  });

  it('needs a valid access token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/conversations/' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/conversations/',
      payload: { conversation_id: buildConversationId(alice.id) },
    });
    expect(res.statusCode).toBe(401);
  });
});
