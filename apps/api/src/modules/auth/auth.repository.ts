import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

export function createAuthRepository(db: Db) {
  // The hot path of token refresh: built once, and a named statement that PostgreSQL parses and
  // plans once per connection.
  const refreshTokenByJti = db
    .select({ userId: refreshTokens.userId, revokedAt: refreshTokens.revokedAt, tokenVersion: users.tokenVersion })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.jti, sql.placeholder('jti')))
    .limit(1)
    .prepare('auth_refresh_token_by_jti');
  // The authenticated request path (through the token-version cache).
  const tokenVersionById = db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_token_version_by_id');

  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Returns the new user's id, or null when the e-mail is already taken. */
    async insertUser(values: { email: string; passwordHash: string; role: string; language: string }) {
      try {
        const [row] = await db.insert(users).values(values).returning({ id: users.id });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async markEmailVerified(id: number, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: at })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },

    async recordLogin(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
    },

    /** The user's token version, or null when there is no such user. */
    async findTokenVersion(id: number): Promise<number | null> {
      const [row] = await tokenVersionById.execute({ id });
      return row ? row.tokenVersion : null;
    },

    /**
     * The new password, every refresh token of the user revoked and the token version raised (its
     * access tokens end), in one transaction: a reset link proves the mailbox, so the address
     * counts as verified too.
     */
    async replacePassword(id: number, passwordHash: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: at, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, id));
        await tx
          .update(users)
          .set({ emailVerifiedAt: at })
          .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
      });
    },

    async insertRefreshToken(values: { jti: string; userId: number; expiresAt: Date }): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(jti: string) {
      const [row] = await refreshTokenByJti.execute({ jti });
      return row;
    },

    /**
     * Sign-out: the refresh token revoked and, when it was still live, the user's token version
     * raised, in one transaction. True when the token was live.
     */
    async revokeRefreshToken(jti: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.revokedAt)))
          .returning({ userId: refreshTokens.userId });
        if (!row) return false;
        await tx
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, row.userId));
        return true;
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
