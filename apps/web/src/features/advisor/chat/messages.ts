import type { ConversationMessage } from '@sfp/contracts';
import type { AxiosError } from 'axios';

/** A message of the chat kit (spec §3 "Chat message (front end)"). */
export interface ChatMessage {
  id: number;
  message: string;
  type: 'bot' | 'user' | string;
  loading?: boolean;
  widget?: string;
  payload?: unknown;
  delay?: number;
}

/** The kit's own id scheme (numeric, random). */
export const newMessageId = (): number => Math.round(Date.now() * Math.random());

/**
 * Call 11's history as the chat shows it (spec §4 "Chat load"): system items dropped, assistant
 * becomes bot (already loaded), user stays user.
 */
export function historyToChatMessages(history: ConversationMessage[]): ChatMessage[] {
  return history
    .filter((m) => m.role !== 'system')
    .map((m) =>
      m.role === 'assistant'
        ? { id: newMessageId(), message: m.content, type: 'bot', loading: false }
        : { id: newMessageId(), message: m.content, type: 'user' },
    );
}

/** The reply of call 10: the last item's content, or null when the answer has none. */
export function replyOf(conversation: ConversationMessage[]): string | null {
  const last = conversation.at(-1);
  return last && last.role === 'assistant' && last.content.trim() !== '' ? last.content : null;
}

/** Spec §8: a 429 is the question limit; any other failure is an internal error. */
export function chatErrorKey(error: unknown): 'question_limit' | 'chat_error' {
  return (error as AxiosError | undefined)?.response?.status === 429 ? 'question_limit' : 'chat_error';
}

/**
 * Resolves once the kit has marked message `id` loaded, or the message has left the chat after
 * being seen, or after `limitMs`. The kit's timer, started when a placeholder mounts, writes back
 * the copy of the placeholder it took then; a reply written before that would be overwritten.
 */
export async function untilLoaded(
  read: () => ChatMessage[] | undefined,
  id: number,
  { limitMs = 10_000, pollMs = 25 }: { limitMs?: number; pollMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + limitMs;
  let seen = false;
  while (Date.now() < deadline) {
    const current = read()?.find((m) => m.id === id);
    if (current) {
      seen = true;
      if (!current.loading) return;
    } else if (seen) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
