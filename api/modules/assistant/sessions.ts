import { ASSISTANT_TRANSCRIPT_DAYS, type AssistantReply, type AssistantTurn } from '../../../contract';
import type { Database } from '../../db/client';

/**
 * What a conversation remembers between turns. `awaiting` is the question the assistant last asked,
 * so the next message is read as its answer (an e-mail, a yes).
 */
export type SessionState = {
  awaiting?: 'order_email' | 'handoff_email' | 'return_confirm' | null;
  /** The order number a guest named, waiting for the e-mail that proves it. */
  pendingOrder?: string | null;
  /** Orders (uuids) a guest proved in this conversation: asked again, they need no second proof. */
  proven?: string[];
  /** Answers in a row that found nothing; two hand the conversation to a person. */
  failures?: number;
  /** The order the conversation is about (uuid), for the hand-off summary. */
  order?: string | null;
  /** The delivered order whose return the assistant offered to start. */
  returnOrder?: string | null;
  /** The hand-off's ticket, once opened. */
  ticket?: string | null;
  /** The shopper's first question: the summary's goal. */
  goal?: string | null;
  /** What the assistant did, for the summary ("order lookup", "FAQ: faq"). */
  tried?: string[];
};

export type StoredReply = Omit<AssistantReply, 'session_id'>;
export type Opened = { kind: 'open'; state: SessionState } | { kind: 'forbidden' };

const DAY_MS = 24 * 60 * 60_000;

/**
 * The transcripts in PostgreSQL. A session belongs to nobody until a signed-in customer writes in it;
 * from then on only that customer reads it or writes in it (anyone else gets "not found").
 */
export function createSessionStore(database: Database, now: () => Date) {
  const { query } = database;
  return {
    /** The session's state, created on its first message; claimed by the first signed-in customer who writes in it. */
    async open(sessionId: string, userId: number | null): Promise<Opened> {
      await query(`insert into assistant_sessions (id, user_id, created_at, last_message_at) values ($1, $2, $3, $3) on conflict (id) do nothing`, [
        sessionId,
        userId,
        now(),
      ]);
      const [row] = await query<{ user_id: number | null; state: SessionState }>(`select user_id, state from assistant_sessions where id = $1`, [sessionId]);
      if (!row) return { kind: 'open', state: {} };
      if (row.user_id !== null && row.user_id !== userId) return { kind: 'forbidden' };
      if (row.user_id === null && userId !== null) await query(`update assistant_sessions set user_id = $2 where id = $1 and user_id is null`, [sessionId, userId]);
      return { kind: 'open', state: row.state ?? {} };
    },

    /** One exchange: the shopper's message, the reply and the state after it, with the session's last-message time. */
    async record(sessionId: string, shopper: string, reply: StoredReply, state: SessionState): Promise<void> {
      await database.transaction(async (q) => {
        const at = now();
        await q(`insert into assistant_messages (session_id, role, text, reply, created_at) values ($1, 'shopper', $2, null, $3)`, [sessionId, shopper, at]);
        await q(`insert into assistant_messages (session_id, role, text, reply, created_at) values ($1, 'assistant', $2, $3, $4)`, [sessionId, reply.reply, JSON.stringify(reply), at]);
        await q(`update assistant_sessions set state = $2, last_message_at = $3 where id = $1`, [sessionId, JSON.stringify(state), at]);
      });
    },

    /** The turns of a session, oldest first (none for a session never written in); null when it belongs to another customer. */
    async transcript(sessionId: string, userId: number | null): Promise<AssistantTurn[] | null> {
      const [session] = await query<{ user_id: number | null }>(`select user_id from assistant_sessions where id = $1`, [sessionId]);
      if (!session) return [];
      if (session.user_id !== null && session.user_id !== userId) return null;
      const rows = await query<{ role: 'shopper' | 'assistant'; text: string; reply: StoredReply | null; created_at: Date }>(
        `select role, text, reply, created_at from assistant_messages where session_id = $1 order by id`,
        [sessionId],
      );
      return rows.map((row): AssistantTurn => {
        const at = new Date(row.created_at).toISOString();
        return row.role === 'assistant' && row.reply ? { role: 'assistant', at, reply: row.reply } : { role: 'shopper', text: row.text, at };
      });
    },

    /** Deletes the conversations whose last message is older than ASSISTANT_TRANSCRIPT_DAYS; answers how many. */
    async purge(): Promise<number> {
      const rows = await query<{ id: string }>(`delete from assistant_sessions where last_message_at < $1 returning id`, [
        new Date(now().getTime() - ASSISTANT_TRANSCRIPT_DAYS * DAY_MS),
      ]);
      return rows.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
