import type { ConversationMessage } from '@sfp/contracts';
import { parseConversationId } from '@sfp/contracts/conversation-id';
import { jwtDecode } from 'jwt-decode';
import { getAccessToken, getConversationId } from '../../../lib/storage.ts';
import { fetchHistory, fetchUserId } from './advisor-api.ts';

let userId: Promise<number> | null = null;
let history: { id: string; messages: Promise<ConversationMessage[]> } | null = null;

/** A rejection kept for the page (which logs it), never reported as unhandled in the meantime. */
function kept<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * The chat's first calls (spec §4 "Chat load": the user's id, then the stored conversation's
 * history), requested as the app starts on /response_advisor, while the route's code is still on
 * its way: on a slow network the chat then waits for neither in turn. The history is asked for
 * only when the stored conversation is the signed-in user's (its id starts with the token's
 * user id); the page still checks it against the id the server returns. The app calls this; the
 * page takes the answers, once (a later visit asks again).
 */
export function prefetchChatLoad(): void {
  if (userId) return;
  userId = kept(fetchUserId());
  const stored = getConversationId();
  const token = getAccessToken();
  if (!stored || !token) return;
  try {
    const owner = parseConversationId(stored)?.userId;
    if (owner === undefined || owner !== String(jwtDecode<{ user_id?: number }>(token).user_id)) return;
  } catch {
    return; // a token that cannot be read: the page asks in turn
  }
  history = { id: stored, messages: kept(fetchHistory(stored)) };
}

/** Call 7: the prefetched answer if any, else a new request. */
export function chatUserId(): Promise<number> {
  const answer = userId ?? fetchUserId();
  userId = null;
  return answer;
}

/** Call 11 for `id`: the prefetched answer when it was for that conversation, else a new request. */
export function chatHistory(id: string): Promise<ConversationMessage[]> {
  const answer = history?.id === id ? history.messages : fetchHistory(id);
  history = null;
  return answer;
}
