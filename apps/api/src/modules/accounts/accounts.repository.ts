import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';

export function createAccountsRepository(db: Db) {
  // The hot path of the conversation panel: prepared once, reused on every call.
  const listByUser = db
    .select({ conversationId: conversations.conversationId, createdAt: conversations.createdAt })
    .from(conversations)
    .where(eq(conversations.userId, sql.placeholder('userId')))
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .prepare('accounts_list_conversations');

  return {
    listConversations(userId: number) {
      return listByUser.execute({ userId });
    },

    async findConversation(conversationId: string) {
      const [row] = await db
        .select({ userId: conversations.userId, createdAt: conversations.createdAt })
        .from(conversations)
        .where(eq(conversations.conversationId, conversationId))
        .limit(1);
      return row;
    },

    /** The new row's creation time, or undefined when the id was already registered. */
    async insertConversation(userId: number, conversationId: string): Promise<Date | undefined> {
      const [row] = await db
        .insert(conversations)
        .values({ userId, conversationId })
        .onConflictDoNothing({ target: conversations.conversationId })
        .returning({ createdAt: conversations.createdAt });
      return row?.createdAt;
    },

    async isOwner(userId: number, conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.conversationId, conversationId), eq(conversations.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
