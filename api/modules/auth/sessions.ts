import { randomBytes } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { sha256Hex } from '../../http/constant-time';

/**
 * Server-side sessions (protocols.md §3.1; reliability A1–A4). The cookie holds 256 random bits;
 * the row is keyed by their SHA-256, so the table never yields a usable cookie.
 *
 * Lifetimes (spec §9 and reliability A4, the spec winning for remembered logins):
 * - remembered login: 30 days, renewed by `GET /users/me`;
 * - login without remember: 30 minutes idle, 12 hours at most (a browser-session cookie);
 * - guest (the CSRF session before login): 2 hours idle, 12 hours at most.
 */
const MINUTE = 60_000;
export const SESSION_LIFETIME = {
  rememberMs: 30 * 24 * 60 * MINUTE,
  idleMs: 30 * MINUTE,
  absoluteMs: 12 * 60 * MINUTE,
  guestIdleMs: 2 * 60 * MINUTE,
} as const;
/** Activity closer than this to the last recorded one is not written again (one write per half minute at most). */
const TOUCH_GRANULARITY_MS = 30_000;
const SWEEP_EVERY_MS = 5 * MINUTE;

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = { row: SessionRow; cookieToken: string };

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

function newCsrfToken(): string {
  return randomBytes(30).toString('base64url');
}

function expiryOf(session: Pick<SessionRow, 'userId' | 'remember' | 'createdAt'>, activityAt: Date): Date {
  if (session.userId !== null && session.remember)
    return new Date(activityAt.getTime() + SESSION_LIFETIME.rememberMs);
  const idle = session.userId === null ? SESSION_LIFETIME.guestIdleMs : SESSION_LIFETIME.idleMs;
  return new Date(
    Math.min(activityAt.getTime() + idle, session.createdAt.getTime() + SESSION_LIFETIME.absoluteMs),
  );
}

export function createSessionStore(database: Database, now: () => Date) {
  const { db } = database;
  let nextSweep = 0;

  /** Deletes expired rows, at most once every five minutes per process. */
  async function sweepExpired(): Promise<void> {
    const at = now().getTime();
    if (at < nextSweep) return;
    nextSweep = at + SWEEP_EVERY_MS;
    await db.delete(sessions).where(lt(sessions.expiresAt, new Date(at)));
  }

  return {
    sweepExpired,

    async create(input: {
      userId: number | null;
      remember: boolean;
      ipAddress: string;
      userAgent: string | null;
    }): Promise<NewSession> {
      const at = now();
      const cookieToken = newSessionToken();
      const base = { userId: input.userId, remember: input.userId !== null && input.remember, createdAt: at };
      const [row] = await db
        .insert(sessions)
        .values({
          ...base,
          idHash: sha256Hex(cookieToken),
          csrfToken: newCsrfToken(),
          ipAddress: input.ipAddress,
          userAgent: input.userAgent?.slice(0, 512) ?? null,
          lastActivityAt: at,
          expiresAt: expiryOf(base, at),
        })
        .returning();
      await sweepExpired();
      return { row: row!, cookieToken };
    },

    /** The live session of a cookie value, or null (unknown, expired or malformed). */
    async find(cookieToken: string): Promise<SessionRow | null> {
      if (!/^[\w-]{43}$/.test(cookieToken)) return null;
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256Hex(cookieToken)))
        .limit(1);
      if (!row || row.expiresAt.getTime() <= now().getTime()) return null;
      return row;
    },

    /**
     * Records activity. A remembered session only slides when `renewRemembered` (GET /users/me);
     * the others slide their idle window on every request, up to the absolute limit.
     */
    async touch(row: SessionRow, options: { renewRemembered?: boolean } = {}): Promise<SessionRow> {
      const at = now();
      const remembered = row.userId !== null && row.remember;
      if (remembered && !options.renewRemembered) return row;
      if (!remembered && at.getTime() - row.lastActivityAt.getTime() < TOUCH_GRANULARITY_MS) return row;
      const expiresAt = expiryOf(row, at);
      await db.update(sessions).set({ lastActivityAt: at, expiresAt }).where(eq(sessions.idHash, row.idHash));
      return { ...row, lastActivityAt: at, expiresAt };
    },

    async delete(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Ends every session of a user, except `keepIdHash` when given (A2). */
    async deleteForUser(userId: number, keepIdHash: string | null = null): Promise<void> {
      await db
        .delete(sessions)
        .where(
          keepIdHash
            ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
            : eq(sessions.userId, userId),
        );
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
