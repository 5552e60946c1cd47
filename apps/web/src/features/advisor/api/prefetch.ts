import type { ConversationMessage } from '@sfp/contracts';
import { buildConversationId, parseConversationId } from '@sfp/contracts/conversation-id';
import { jwtDecode } from 'jwt-decode';
import { getAccessToken, getConversationId, saveConversationId } from '../../../lib/storage.ts';
import { fetchHistory, fetchUserId, registerConversation } from './advisor-api.ts';
import { logged } from './logged.ts';

/** A new conversation (spec §4): its id built for the user, registered (call 9), then saved. */
export async function startConversation(uid: number): Promise<string> {
  const id = buildConversationId(uid);
  await registerConversation(id).catch(logged('saving the conversation id'));
  saveConversationId(id);
  return id;
}

/** The conversation the chat opens first, for the user `uid`. */
export interface ChatStart {
  uid: number;
  id: string;
  /** A conversation started now: it has no history to fetch. */
  isNew: boolean;
}

/**
 * Chat load (spec §4): the user's id (call 7); the stored conversation if it is that user's (a
 * conversation left by another account on this browser is not: start anew), else a new one
 * registered and saved. Undefined when the user's id cannot be had (logged, spec §8).
 */
async function loadChat(userId: Promise<number>, stored: string | null): Promise<ChatStart | undefined> {
  const uid = await userId.catch(logged('fetching the user info'));
  if (uid === undefined) return undefined;
  const mine = stored && parseConversationId(stored)?.userId === String(uid) ? stored : null;
  const id = mine ?? (await startConversation(uid));
  return { uid, id, isNew: !mine };
}

let start: Promise<ChatStart | undefined> | null = null;
let history: { id: string; messages: Promise<ConversationMessage[]> } | null = null;

/** A rejection kept for the page (which logs it), never reported as unhandled in the meantime. */
function kept<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Whether the stored conversation's id starts with the token's user id (the one the server gives). */
function storedIsTheTokens(stored: string, token: string | null): boolean {
  try {
    const user = token ? jwtDecode<{ user_id?: number }>(token).user_id : undefined;
    return typeof user === 'number' && parseConversationId(stored)?.userId === String(user);
  } catch {
    return false;
  }
}

/**
 * The chat load, started as the app starts on /response_advisor while the route's code is still
 * on its way, so that on a slow network the chat waits for none of its calls in turn; and the
 * stored conversation's history (call 11) requested beside the user's id when the stored
 * conversation is the token's user's. The app calls this; the page takes the answers, once (a
 * later visit asks again).
 */
export function prefetchChatLoad(): void {
  if (start) return;
  const stored = getConversationId();
  start = kept(loadChat(fetchUserId(), stored));
  if (stored && storedIsTheTokens(stored, getAccessToken())) {
    history = { id: stored, messages: kept(fetchHistory(stored)) };
  }
}

/** The chat load: the prefetched one if any, else a new one. */
export function chatStart(): Promise<ChatStart | undefined> {
  const answer = start ?? loadChat(fetchUserId(), getConversationId());
  start = null;
  return answer;
}

/** Call 11 for `id`: the prefetched answer when it was for that conversation, else a new request. */
export function chatHistory(id: string): Promise<ConversationMessage[]> {
  const answer = history?.id === id ? history.messages : fetchHistory(id);
  history = null;
  return answer;
}
