import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Accounts live in the public schema; the knowledge base has its own (`knowledge`). */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** What the client sent at registration (spec §6); it grants nothing. */
    role: text('role').notNull(),
    /** fr or en: the language of the mails we send this user. */
    language: text('language').notNull().default('fr'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Carried by every access token (claim `ver`); raised by sign-out and password reset, which
     * ends the user's access tokens at once (ADR 047).
     */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Every refresh token issued, by jti, so it can be revoked (sign-out, password reset). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

/** Conversations registered by their owner (spec §7 row 9). */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_conversation_id_key').on(t.conversationId),
    index('conversations_user_created_idx').on(t.userId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

/** One question and its answer, stored together (issue 3); `data` is the answer's structured result. */
export const conversationTurns = pgTable(
  'conversation_turns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationPk: bigint('conversation_pk', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    data: jsonb('data'),
    engine: text('engine').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversation_turns_position_key').on(t.conversationPk, t.position)],
);

export const schema = { users, refreshTokens, conversations, conversationTurns };
