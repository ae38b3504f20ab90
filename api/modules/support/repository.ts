import { randomBytes } from 'node:crypto';
import {
  orderNumberOf,
  type AdminTicket,
  type Locale,
  type TicketCategory,
  type TicketMessage,
  type TicketOrder,
  type TicketStatus,
  type TicketSummary,
} from '../../../contract';
import type { Database, Query } from '../../db/client';
import { sha256Hex } from '../../http/constant-time';

/**
 * All SQL of support tickets. Every read a customer makes is scoped by `user_id` in the query itself, so
 * another customer's ticket is simply not found (404), never filtered after the fact.
 */
export type TicketRow = {
  id: number;
  uuid: string;
  user_id: number | null;
  email: string;
  name: string;
  subject: string;
  category: TicketCategory;
  order_id: number | null;
  order_uuid: string | null;
  status: TicketStatus;
  locale: Locale;
  email_confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** How long a guest's confirmation link works. */
export const CONTACT_CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60_000;

const TICKET_COLUMNS = `t.id, t.uuid, t.user_id, t.email, t.name, t.subject, t.category, t.order_id, o.uuid as order_uuid,
  t.status, t.locale, t.email_confirmed_at, t.created_at, t.updated_at`;
const FROM_TICKETS = `from support_tickets t left join orders o on o.id = t.order_id`;

const iso = (value: Date | string) => new Date(value).toISOString();
const orderOf = (uuid: string | null): TicketOrder | null => (uuid ? { uuid, number: orderNumberOf(uuid) } : null);

export function summaryOf(row: TicketRow): TicketSummary {
  return {
    uuid: row.uuid,
    subject: row.subject,
    category: row.category,
    status: row.status,
    order: orderOf(row.order_uuid),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function adminTicketOf(row: TicketRow): AdminTicket {
  return {
    ...summaryOf(row),
    name: row.name,
    email: row.email,
    customer: row.user_id !== null,
    email_confirmed: row.email_confirmed_at !== null,
    locale: row.locale,
  };
}

export type NewTicket = {
  userId: number | null;
  email: string;
  name: string;
  subject: string;
  category: TicketCategory;
  orderId: number | null;
  locale: Locale;
  message: string;
  /** A guest's e-mail still to be confirmed: the ticket keeps the hash of this token. */
  needsConfirmation: boolean;
};

export function createSupportRepository(database: Database, now: () => Date) {
  const { query } = database;

  const messagesOf = async (q: Query, ticketId: number): Promise<TicketMessage[]> => {
    const rows = await q<{ author: TicketMessage['author']; body: string; created_at: Date }>(
      `select author, body, created_at from support_messages where ticket_id = $1 order by created_at, id`,
      [ticketId],
    );
    return rows.map((row) => ({ author: row.author, body: row.body, created_at: iso(row.created_at) }));
  };

  return {
    messagesOf: (ticketId: number) => messagesOf(query, ticketId),

    /** The customer's own order by uuid (null for anyone else's, or none). */
    async ownOrderId(userId: number, orderUuid: string): Promise<number | null> {
      const [row] = await query<{ id: number }>(`select id from orders where uuid = $1 and customer_id = $2`, [orderUuid, userId]);
      return row?.id ?? null;
    },

    /** The orders a new ticket may name: the customer's own, newest first. */
    async orderOptions(userId: number, limit = 50): Promise<(TicketOrder & { created_at: string })[]> {
      const rows = await query<{ uuid: string; created_at: Date }>(
        `select uuid, created_at from orders where customer_id = $1 order by created_at desc, id desc limit $2`,
        [userId, limit],
      );
      return rows.map((row) => ({ uuid: row.uuid, number: orderNumberOf(row.uuid), created_at: iso(row.created_at) }));
    },

    /** One page of the customer's tickets, newest activity first. */
    async listForUser(userId: number, page: number, perPage: number): Promise<{ rows: TicketRow[]; total: number }> {
      const [count] = await query<{ total: number }>(`select count(*)::int as total from support_tickets where user_id = $1`, [userId]);
      const rows = await query<TicketRow>(
        `select ${TICKET_COLUMNS} ${FROM_TICKETS} where t.user_id = $1 order by t.updated_at desc, t.id desc limit $2 offset $3`,
        [userId, perPage, (page - 1) * perPage],
      );
      return { rows, total: count?.total ?? 0 };
    },

    async findForUser(userId: number, uuid: string): Promise<TicketRow | null> {
      const [row] = await query<TicketRow>(`select ${TICKET_COLUMNS} ${FROM_TICKETS} where t.uuid = $1 and t.user_id = $2`, [uuid, userId]);
      return row ?? null;
    },

    async find(uuid: string): Promise<TicketRow | null> {
      const [row] = await query<TicketRow>(`select ${TICKET_COLUMNS} ${FROM_TICKETS} where t.uuid = $1`, [uuid]);
      return row ?? null;
    },

    async listAll(status: TicketStatus | undefined, limit = 200): Promise<TicketRow[]> {
      return query<TicketRow>(
        `select ${TICKET_COLUMNS} ${FROM_TICKETS} ${status ? 'where t.status = $2' : ''} order by t.updated_at desc, t.id desc limit $1`,
        status ? [limit, status] : [limit],
      );
    },

    /** The ticket and its first message in one transaction; answers its uuid and, for a guest, the confirmation token. */
    async create(input: NewTicket): Promise<{ uuid: string; confirmToken: string | null }> {
      const confirmToken = input.needsConfirmation ? randomBytes(32).toString('hex') : null;
      return database.transaction(async (q) => {
        const at = now();
        const [ticket] = await q<{ id: number; uuid: string }>(
          `insert into support_tickets (user_id, email, name, subject, category, order_id, locale, email_confirmed_at, confirm_token_hash, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id, uuid`,
          [
            input.userId,
            input.email,
            input.name,
            input.subject,
            input.category,
            input.orderId,
            input.locale,
            input.needsConfirmation ? null : at,
            confirmToken ? sha256Hex(confirmToken) : null,
            at,
          ],
        );
        await q(`insert into support_messages (ticket_id, author, body, created_at) values ($1, 'customer', $2, $3)`, [ticket!.id, input.message, at]);
        return { uuid: ticket!.uuid, confirmToken };
      });
    },

    /**
     * Adds a message and moves the status in one statement pair under the ticket's row lock: a customer's
     * reply reopens a waiting ticket; an operator's sets the status it names. Null when the ticket is closed
     * for customers (they open a new one).
     */
    async addMessage(ticketId: number, author: 'customer' | 'operator', body: string, status: TicketStatus | null): Promise<TicketStatus | null> {
      return database.transaction(async (q) => {
        const at = now();
        const [current] = await q<{ status: TicketStatus }>(`select status from support_tickets where id = $1 for update`, [ticketId]);
        if (!current) return null;
        if (author === 'customer' && current.status === 'closed') return null;
        const next: TicketStatus = status ?? (current.status === 'waiting' && author === 'customer' ? 'open' : current.status);
        await q(`insert into support_messages (ticket_id, author, body, created_at) values ($1, $2, $3, $4)`, [ticketId, author, body, at]);
        await q(
          `update support_tickets set status = $2, updated_at = $3, closed_at = case when $2 = 'closed' then coalesce(closed_at, $3) else null end where id = $1`,
          [ticketId, next, at],
        );
        return next;
      });
    },

    async close(ticketId: number): Promise<void> {
      const at = now();
      await query(`update support_tickets set status = 'closed', closed_at = coalesce(closed_at, $2), updated_at = $2 where id = $1 and status <> 'closed'`, [ticketId, at]);
    },

    /**
     * Confirms a guest's e-mail by the link's token: once (the hash is cleared with it), within its lifetime.
     * Answers whether a ticket was confirmed.
     */
    async confirm(token: string): Promise<boolean> {
      const at = now();
      const rows = await query<{ id: number }>(
        `update support_tickets set email_confirmed_at = $2, confirm_token_hash = null, updated_at = $2
         where confirm_token_hash = $1 and email_confirmed_at is null and created_at > $3 returning id`,
        [sha256Hex(token), at, new Date(at.getTime() - CONTACT_CONFIRM_LIFETIME_MS)],
      );
      return rows.length > 0;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
