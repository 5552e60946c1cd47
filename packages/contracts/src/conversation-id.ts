import { CONVERSATION_ID_MAX_LENGTH } from './limits.ts';

/**
 * Conversation ids (spec §3): `{userId}_{UTC ISO timestamp cut to 19 chars}LT{local date} ({local time})`,
 * e.g. `42_2026-11-22T09:15:03LT2026-11-22 (10:15:03)`.
 */
const PATTERN = /^([1-9]\d{0,17})_(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})LT(\d{4}-\d{2}-\d{2}) \((\d{2}:\d{2}:\d{2})\)$/;
export const CONVERSATION_TIMESTAMP_LENGTH = 19;
export const CONVERSATION_ID_MARKER = 'LT';

export interface ParsedConversationId {
  userId: string;
  utcTimestamp: string;
  localDate: string;
  localTime: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function buildConversationId(userId: number | string, now: Date = new Date()): string {
  const utc = now.toISOString().slice(0, CONVERSATION_TIMESTAMP_LENGTH);
  const localDate = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const localTime = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${userId}_${utc}${CONVERSATION_ID_MARKER}${localDate} (${localTime})`;
}

function isRealDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

function isRealTime(time: string): boolean {
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  return h < 24 && m < 60 && s < 60;
}

export function parseConversationId(id: string): ParsedConversationId | null {
  if (id.length > CONVERSATION_ID_MAX_LENGTH) return null;
  const match = PATTERN.exec(id);
  if (!match) return null;
  const [, userId, utcTimestamp, localDate, localTime] = match as unknown as [string, string, string, string, string];
  const [utcDate, utcTime] = utcTimestamp.split('T') as [string, string];
  if (!isRealDate(utcDate) || !isRealTime(utcTime) || !isRealDate(localDate) || !isRealTime(localTime)) {
    return null;
  }
  return { userId, utcTimestamp, localDate, localTime };
}

/** The label of the past-conversations panel: what follows the first `LT` marker (spec §2). */
export function conversationLabel(id: string): string {
  const at = id.indexOf(CONVERSATION_ID_MARKER);
  return at === -1 ? id : id.slice(at + CONVERSATION_ID_MARKER.length);
}
