import type { FastifyInstance } from 'fastify';
import type { AssistantReply, Locale } from '../../../contract';
import type { AuthUser } from '../../http/auth-context';
import { createOrderLinks } from '../orders/links';
import { createSupportRepository } from '../support/repository';
import { createAssistantCore, type AssistantCore } from './core';
import { openHandoffTicket } from './handoff';
import { loadContentPages } from './pages';
import { createPhraser, type Phraser } from './phrasing';
import { converse, type DialogueTools } from './replies';
import { createSessionStore, type SessionStore } from './sessions';
import { searchProducts } from './tools/catalogue';
import { liveCoupons } from './tools/coupons';
import { createOrderTools } from './tools/orders';
import { createReturnTools } from './tools/returns';
import { deliveryEstimates } from './tools/shipping';

/** How often the transcripts past ASSISTANT_TRANSCRIPT_DAYS are deleted. */
export const TRANSCRIPT_PURGE_EVERY_MS = 6 * 60 * 60_000;

export type AssistantAnswer = { kind: 'answered'; reply: AssistantReply } | { kind: 'forbidden' };

export type AssistantService = {
  /** Starts training the understanding core in the background (API start-up); the first message awaits it. */
  warm(): void;
  /** One shopper message of a session: the reply, kept in the transcript with the session's new state. */
  answer(input: { sessionId: string; message: string; locale: Locale; user: AuthUser | null }): Promise<AssistantAnswer>;
  sessions: SessionStore;
  phraser: Phraser;
};

declare module 'fastify' {
  interface FastifyInstance {
    assistant: AssistantService;
  }
}

/**
 * The chat assistant (`app.assistant`): the understanding core trained once from the content pages, the
 * tools over the API's own services, the transcripts and their purge job.
 */
export function installAssistant(app: FastifyInstance, options: { now: () => Date; fetch?: typeof fetch }): void {
  const { now } = options;
  const sessions = createSessionStore(app.database, now);
  const tickets = createSupportRepository(app.database, now);
  const orders = createOrderTools(app.database.query, createOrderLinks(app.config.adminToken));
  const returns = createReturnTools(app);
  const phraser = createPhraser(app.config.assistant.model, app.log, options.fetch);
  let core: Promise<AssistantCore> | null = null;
  const ready = () => {
    core ??= loadContentPages(app.database.query).then((pages) => createAssistantCore(pages));
    // A failed training is tried again by the next message rather than kept.
    core.catch(() => {
      core = null;
    });
    return core;
  };

  app.jobs.register('assistant.purge', async () => {
    const deleted = await sessions.purge();
    if (deleted > 0) app.log.info({ deleted }, 'assistant: transcripts past their keeping time deleted');
  });
  app.jobs.schedule('assistant.purge', 'assistant.purge', TRANSCRIPT_PURGE_EVERY_MS);

  app.decorate('assistant', {
    sessions,
    phraser,
    warm() {
      ready().catch((error: unknown) => app.log.warn({ err: error }, 'assistant: training failed'));
    },
    async answer({ sessionId, message, locale, user }) {
      const opened = await sessions.open(sessionId, user?.id ?? null);
      if (opened.kind === 'forbidden') return { kind: 'forbidden' };
      const tools: DialogueTools = {
        core: await ready(),
        orders,
        returns,
        estimates: async (productUuids) => {
          if (!productUuids) return deliveryEstimates(app.database.query, null);
          const rows = await app.database.query<{ id: number }>(`select id from products where uuid = any($1::uuid[])`, [[...productUuids]]);
          return rows.length ? deliveryEstimates(app.database.query, rows.map((row) => row.id)) : [];
        },
        coupons: (userId) => liveCoupons(app.discounts, userId),
        products: (understood, text) => searchProducts(app.catalog, understood.entities, text, understood.locale),
        orderId: async (uuid) => (await app.database.query<{ id: number }>(`select id from orders where uuid = $1`, [uuid]))[0]?.id ?? null,
        handoff: (who, context) => openHandoffTicket({ tickets, mailer: app.mailer, web: app.config.webOrigins[0]! }, who, context),
        turns: async () => (await sessions.transcript(sessionId, user?.id ?? null)) ?? [],
      };
      const turn = await converse(tools, { message, locale, user, state: opened.state });
      const reply = phraser.external ? { ...turn.reply, reply: await phraser.phrase({ locale: turn.locale, draft: turn.reply.reply, facts: turn.facts }) } : turn.reply;
      await sessions.record(sessionId, message, reply, turn.state);
      return { kind: 'answered', reply: { session_id: sessionId, ...reply } };
    },
  });
}
