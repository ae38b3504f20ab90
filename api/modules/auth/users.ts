import { eq, sql } from 'drizzle-orm';
import type { Locale, User } from '../../../contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Laravel's `unique` rule message. */
export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';

export class EmailTaken extends Error {
  constructor() {
    super(EMAIL_TAKEN_MESSAGE);
  }
}

/** The answer shape (contract User): §3's customer {id} / customer_id are the user id; never the hash. */
export function publicUser(row: UserRow): User {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    name: row.name,
    lastname: row.lastname,
    customer: { id: row.id },
    customer_id: row.id,
    ambassador_code: row.ambassadorCode,
    affiliate_code: row.affiliateCode,
    locale: (row.locale as Locale | null) ?? null,
    newsletter: row.newsletter,
    newsletter_pending: !row.newsletter && row.newsletterRequestedAt !== null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Users, found by e-mail case-insensitively (the `users_email_lower_idx` unique index). */
export function createUserRepository(database: Database, now: () => Date) {
  const { db } = database;
  const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** @throws EmailTaken */
    async create(input: {
      email: string;
      name: string;
      lastname: string;
      passwordHash: string;
      locale: Locale | null;
    }): Promise<UserRow> {
      const at = now();
      try {
        const [row] = await db
          .insert(users)
          .values({
            ...input,
            email: input.email.trim(),
            createdAt: at,
            updatedAt: at,
            passwordChangedAt: at,
          })
          .returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTaken();
        throw error;
      }
    },

    /** @throws EmailTaken */
    async update(
      id: number,
      changes: Partial<Pick<UserRow, 'email' | 'name' | 'lastname' | 'locale' | 'newsletter' | 'newsletterRequestedAt'>>,
    ): Promise<UserRow> {
      try {
        const [row] = await db
          .update(users)
          .set({ ...changes, ...(changes.email ? { email: changes.email.trim() } : {}), updatedAt: now() })
          .where(eq(users.id, id))
          .returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTaken();
        throw error;
      }
    },

    async setPasswordHash(id: number, passwordHash: string, options: { changed: boolean }): Promise<void> {
      const at = now();
      await db
        .update(users)
        .set({ passwordHash, updatedAt: at, ...(options.changed ? { passwordChangedAt: at } : {}) })
        .where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
