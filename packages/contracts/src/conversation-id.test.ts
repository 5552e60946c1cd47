import { describe, expect, it } from 'vitest';
import { buildConversationId, conversationLabel, parseConversationId } from './conversation-id.ts';

describe('conversation ids (spec §3)', () => {
  it('builds {userId}_{UTC ISO cut to 19}LT{local date} ({local time})', () => {
    const now = new Date('2026-11-22T09:15:03.456Z');
    const id = buildConversationId(42, now);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} (${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())})`;
    expect(id).toBe(`42_2026-11-22T09:15:03LT${local}`);
    expect(parseConversationId(id)).toMatchObject({ userId: '42', utcTimestamp: '2026-11-22T09:15:03' });
  });

  it('parses the example of the issue', () => {
    expect(parseConversationId('42_2026-11-22T09:15:03LT2026-11-22 (10:15:03)')).toEqual({
      userId: '42',
      utcTimestamp: '2026-11-22T09:15:03',
      localDate: '2026-11-22',
      localTime: '10:15:03',
    });
  });

  it.each([
    '42_2026-11-22T09:15:03LT2026-11-22 10:15:03',
    '42-2026-11-22T09:15:03LT2026-11-22 (10:15:03)',
    '042_2026-11-22T09:15:03LT2026-11-22 (10:15:03)',
    '42_2026-13-22T09:15:03LT2026-11-22 (10:15:03)',
    '42_2026-11-22T09:15:60LT2026-11-22 (10:15:03)',
    '42_2026-11-22T09:15:03LT2026-11-31 (10:15:03)',
    '42_2026-11-22T09:15:03LT2026-11-22 (24:00:00)',
    ' 42_2026-11-22T09:15:03LT2026-11-22 (10:15:03)',
    '',
  ])('rejects %j', (id) => {
    expect(parseConversationId(id)).toBeNull();
  });

  it('labels a conversation with what follows the first LT', () => {
    expect(conversationLabel('42_2026-11-22T09:15:03LT2026-11-22 (10:15:03)')).toBe('2026-11-22 (10:15:03)');
    expect(conversationLabel('no marker')).toBe('no marker');
  });
});
