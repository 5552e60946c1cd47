import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, conversationTurns } from '../../db/schema.ts';

export interface StoredTurn {
  position: number;
  question: string;
  answer: string;
  data: unknown;
  engine: string;
  createdAt: Date;
}

/** The turn could not be stored: the conversation reached its question limit meanwhile. */
export class QuestionLimitReached extends Error {
  constructor() {
    super('question limit reached');
    this.name = 'QuestionLimitReached';
  }
}

export function createConversationsRepository(db: Db) {
  return {
    /** The conversation's key when `userId` registered it, else null. */
    async findOwned(userId: number, conversationId: string): Promise<{ pk: number; createdAt: Date } | null> {
      const rows = await db
        .select({ pk: conversations.id, createdAt: conversations.createdAt })
        .from(conversations)
        .where(and(eq(conversations.conversationId, conversationId), eq(conversations.userId, userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async turns(pk: number): Promise<StoredTurn[]> {
      return db
        .select({
          position: conversationTurns.position,
          question: conversationTurns.question,
          answer: conversationTurns.answer,
          data: conversationTurns.data,
          engine: conversationTurns.engine,
          createdAt: conversationTurns.createdAt,
        })
        .from(conversationTurns)
        .where(eq(conversationTurns.conversationPk, pk))
        .orderBy(asc(conversationTurns.position));
    },

    /**
     * Stores a question with its answer, or nothing: one transaction that locks the conversation
     * row, so concurrent questions are numbered one after the other and the limit holds.
     */
    async appendTurn(
      pk: number,
      turn: { question: string; answer: string; data: unknown; engine: string },
      limit: number,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from conversations where id = ${pk} for update`);
        const counted = (await tx.execute(
          sql`select count(*)::int as n from conversation_turns where conversation_pk = ${pk}`,
        )) as unknown as { rows: { n: number }[] };
        const n = Number(counted.rows[0]?.n ?? 0);
        if (n >= limit) throw new QuestionLimitReached();
        await tx.insert(conversationTurns).values({
          conversationPk: pk,
          position: n,
          question: turn.question,
          answer: turn.answer,
          data: turn.data,
          engine: turn.engine,
        });
        return n;
      });
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
