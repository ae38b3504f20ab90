import { and, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '../../contract';
import type { Database, Query } from '../db/client';
import { mailOutbox } from '../db/schema';

/**
 * Every e-mail the product sends goes through the outbox table first (the development viewer reads
 * it), then — when SMTP_URL is configured — through SMTP, recording `sent_at` or the error.
 */
export type OutgoingMail = {
  kind: string;
  to: string;
  locale: Locale;
  subject: string;
  text: string;
  html: string;
};
export type OutboxRow = typeof mailOutbox.$inferSelect;

export type MailerOptions = {
  database: Database;
  from: string;
  /** smtp:// or smtps:// URL; null keeps the mail in the outbox only. */
  smtpUrl: string | null;
  /** A ready transport instead of `smtpUrl` (tests). */
  transport?: Transporter | null;
  now: () => Date;
};

/**
 * Writes a mail to the outbox inside the caller's transaction, so it exists exactly when the change it
 * tells of committed (an order paid once mails once); `Mailer.deliver` sends it through SMTP afterwards.
 */
export async function queueMail(query: Query, mail: OutgoingMail): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into mail_outbox (kind, to_address, subject, text_body, html_body, locale) values ($1, $2, $3, $4, $5, $6) returning id`,
    [mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.locale],
  );
  return row!.id;
}

/** How long a mail SMTP refused is tried again (every `MAIL_RETRY_EVERY_MS`), from when it was written. */
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60_000;
export const MAIL_RETRY_EVERY_MS = 5 * 60_000;

export function createMailer(options: MailerOptions) {
  const { db } = options.database;
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);

  return {
    /** Stores the mail and, with SMTP configured, sends it; a failed send is recorded, not thrown. */
    async send(mail: OutgoingMail): Promise<OutboxRow> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          locale: mail.locale,
          createdAt: options.now(),
        })
        .returning();
      if (!transport) return row!;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        const [sent] = await db
          .update(mailOutbox)
          .set({ sentAt: options.now(), error: null })
          .where(eq(mailOutbox.id, row!.id))
          .returning();
        return sent!;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const [failed] = await db
          .update(mailOutbox)
          .set({ error: message.slice(0, 1000) })
          .where(eq(mailOutbox.id, row!.id))
          .returning();
        return failed!;
      }
    },

    /** Sends a queued mail through SMTP when configured (recording `sent_at` or the error); without SMTP it stays in the outbox. */
    async deliver(id: number): Promise<void> {
      if (!transport) return;
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      if (!row || row.sentAt) return;
      try {
        await transport.sendMail({ from: options.from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
        await db.update(mailOutbox).set({ sentAt: options.now(), error: null }).where(eq(mailOutbox.id, id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ error: message.slice(0, 1000) }).where(eq(mailOutbox.id, id));
      }
    },

    /**
     * Sends again what SMTP refused or could not take (a server down, a greylisting answer), for a day
     * after the mail was written; answers how many went out. Without SMTP nothing is ever sent.
     */
    async retryFailed(limit = 50): Promise<number> {
      if (!transport) return 0;
      const since = new Date(options.now().getTime() - MAIL_RETRY_WINDOW_MS);
      const failed = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.error), gte(mailOutbox.createdAt, since)))
        .orderBy(mailOutbox.id)
        .limit(limit);
      let sent = 0;
      for (const { id } of failed) {
        await this.deliver(id);
        const [row] = await db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
        if (row?.sentAt) sent += 1;
      }
      return sent;
    },

    async list(limit = 100): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },

    async find(uuid: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.uuid, uuid)).limit(1);
      return row ?? null;
    },

    /** The newest mail to an address (tests, the viewer). */
    async latestTo(address: string): Promise<OutboxRow | null> {
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, address))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return row ?? null;
    },

    close(): void {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
