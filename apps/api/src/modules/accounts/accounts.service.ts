import { ErrorCode, FieldErrorCode as F, parseConversationId, type ConversationItem } from '@sfp/contracts';
import { fieldError, notFound, rateLimited } from '../../lib/errors.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.ts';
import type { AccountsRepository } from './accounts.repository.ts';

export interface AccountsServiceDeps {
  repository: AccountsRepository;
  /** The per-user conversation rate (CONVERSATION_RATE_PER_USER) and its counters. */
  limiter?: RateLimiter;
  conversationRate?: RateRule | null;
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { repository } = deps;
  return {
    async listConversations(userId: number): Promise<ConversationItem[]> {
      const rows = await repository.listConversations(userId);
      return rows.map((r) => ({ conversation_id: r.conversationId, created_at: r.createdAt.toISOString() }));
    },

    /** `created` (201) or not (200). The id must be well formed and carry the caller's id. */
    async registerConversation(
      userId: number,
      conversationId: string,
    ): Promise<{ created: boolean; item: ConversationItem }> {
      const parsed = parseConversationId(conversationId);
      if (!parsed) throw fieldError({ conversation_id: [F.conversationIdInvalid] });
      if (parsed.userId !== String(userId)) throw fieldError({ conversation_id: [F.conversationIdForeign] });
      if (deps.limiter && deps.conversationRate) {
        const decision = await deps.limiter.consume('conversation-user', String(userId), deps.conversationRate);
        if (!decision.allowed) {
          throw rateLimited(
            decision.retryAfterSeconds,
            ErrorCode.conversationRateLimited,
            `Too many new conversations. Try again in ${decision.retryAfterSeconds} s.`,
          );
        }
      }
      const createdAt = await repository.insertConversation(userId, conversationId);
      if (createdAt)
        return { created: true, item: { conversation_id: conversationId, created_at: createdAt.toISOString() } };
      // The prefix is the caller's id, so an existing row can only be theirs; checked anyway.
      const existing = await repository.findConversation(conversationId);
      if (!existing || existing.userId !== userId) throw notFound();
      return {
        created: false,
        item: { conversation_id: conversationId, created_at: existing.createdAt.toISOString() },
      };
    },

    /** Ownership check for other modules (the conversation service): registered by this user. */
    async assertOwnsConversation(userId: number, conversationId: string): Promise<void> {
      const parsed = parseConversationId(conversationId);
      if (!parsed || parsed.userId !== String(userId) || !(await repository.isOwner(userId, conversationId))) {
        throw notFound('Conversation not found.');
      }
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
