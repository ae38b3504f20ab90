import { randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personalAccessTokens } from '../../db/schema';
import { hexDigestsEqual, sha256Hex } from '../../http/constant-time';

/**
 * Sanctum 4 personal access tokens (protocols.md §3.3): the plaintext is 40 random alphanumerics
 * plus their crc32b, shown once as `{id}|{plaintext}`; the table keeps its SHA-256. A token lives
 * 30 days (the §9 token cookie's age).
 */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** last_used_at is written at most once a minute per token. */
const LAST_USED_GRANULARITY_MS = 60_000;

export function newTokenPlaintext(): string {
  let random = '';
  for (let i = 0; i < 40; i += 1) random += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return random + crc32(random).toString(16).padStart(8, '0');
}

export type TokenOwner = { tokenId: number; userId: number };

export function createTokenStore(database: Database, now: () => Date) {
  const { db } = database;
  return {
    async create(userId: number, name: string): Promise<{ id: number; plainTextToken: string }> {
      const plaintext = newTokenPlaintext();
      const at = now();
      const [row] = await db
        .insert(personalAccessTokens)
        .values({
          tokenableId: userId,
          name,
          token: sha256Hex(plaintext),
          createdAt: at,
          updatedAt: at,
          expiresAt: new Date(at.getTime() + TOKEN_LIFETIME_MS),
        })
        .returning({ id: personalAccessTokens.id });
      return { id: row!.id, plainTextToken: `${row!.id}|${plaintext}` };
    },

    /**
     * `PersonalAccessToken::findToken`: split on the first `|`, find by the numeric id and compare
     * the hashes in constant time; without `|`, find by the hash of the whole value. Expired → null.
     */
    async find(bearer: string): Promise<TokenOwner | null> {
      const bar = bearer.indexOf('|');
      let row: typeof personalAccessTokens.$inferSelect | undefined;
      if (bar === -1) {
        if (bearer.length < 40 || bearer.length > 200) return null;
        [row] = await db
          .select()
          .from(personalAccessTokens)
          .where(eq(personalAccessTokens.token, sha256Hex(bearer)))
          .limit(1);
      } else {
        const id = bearer.slice(0, bar);
        if (!/^\d{1,9}$/.test(id)) return null;
        [row] = await db
          .select()
          .from(personalAccessTokens)
          .where(eq(personalAccessTokens.id, Number(id)))
          .limit(1);
        if (row && !hexDigestsEqual(row.token, sha256Hex(bearer.slice(bar + 1)))) return null;
      }
      if (!row) return null;
      const at = now();
      if (row.expiresAt && row.expiresAt.getTime() <= at.getTime()) return null;
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
        await db
          .update(personalAccessTokens)
          .set({ lastUsedAt: at })
          .where(eq(personalAccessTokens.id, row.id));
      }
      return { tokenId: row.id, userId: row.tokenableId };
    },

    async delete(tokenId: number): Promise<void> {
      await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, tokenId));
    },

    async deleteForUser(userId: number, keepTokenId: number | null = null): Promise<void> {
      const ofUser = eq(personalAccessTokens.tokenableId, userId);
      await db
        .delete(personalAccessTokens)
        .where(keepTokenId ? and(ofUser, ne(personalAccessTokens.id, keepTokenId)) : ofUser);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
