import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { hexDigestsEqual, sha256Hex } from '../../http/constant-time';

/**
 * Laravel's password broker: one live token per e-mail (a new request replaces the old one),
 * stored as its SHA-256, valid 60 minutes, used once.
 */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_TOKEN_MINUTES = RESET_TOKEN_LIFETIME_MS / 60_000;

const keyOf = (email: string) => email.trim().toLowerCase();

export function createPasswordResetStore(database: Database, now: () => Date) {
  const { db } = database;
  return {
    /** A new token for the e-mail (the plaintext goes into the link only). */
    async issue(email: string): Promise<string> {
      const token = randomBytes(32).toString('hex');
      const values = { email: keyOf(email), token: sha256Hex(token), createdAt: now() };
      await db
        .insert(passwordResetTokens)
        .values(values)
        .onConflictDoUpdate({
          target: passwordResetTokens.email,
          set: { token: values.token, createdAt: values.createdAt },
        });
      return token;
    },

    /** Whether the token is the e-mail's live one. */
    async check(email: string, token: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.email, keyOf(email)))
        .limit(1);
      if (!row) return false;
      const fresh = now().getTime() - row.createdAt.getTime() < RESET_TOKEN_LIFETIME_MS;
      const matches = hexDigestsEqual(row.token, sha256Hex(token));
      return fresh && matches;
    },

    async consume(email: string): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.email, keyOf(email)));
    },
  };
}

export type PasswordResetStore = ReturnType<typeof createPasswordResetStore>;
