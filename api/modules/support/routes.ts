import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTicketListQuery,
  AdminTicketListResponse,
  AdminTicketReplyRequest,
  AdminTicketReplyResponse,
  ContactConfirmRequest,
  ContactConfirmResponse,
  ContactRequest,
  ContactResponse,
  CreateTicketRequest,
  Locale,
  MessageBody,
  SUPPORT_API_PATHS,
  TICKETS_PER_PAGE,
  TicketListQuery,
  TicketListResponse,
  TicketReplyRequest,
  TicketThreadResponse,
  ValidationErrorBody,
  type TicketStatus,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { validationErrorBody } from '../../http/errors';
import { requireAdminToken } from '../admin/auth';
import { localeFromAcceptLanguage } from '../auth/routes';
import { sendTooManyAttempts } from '../auth/throttle';
import { createUtmRepository } from '../utm/repository';
import { trackingIdOf } from '../utm/routes';
import { contactConfirmMail, ticketAnswerMail } from './mail';
import { adminTicketOf, createSupportRepository, summaryOf, type TicketRow } from './repository';
import { contactLimited } from './throttle';

export const TICKET_NOT_FOUND: MessageBody = { message: 'The ticket could not be found.' };
export const TICKET_CLOSED: MessageBody = { message: 'The ticket is closed.' };
export const EMAIL_NOT_CONFIRMED: MessageBody = { message: 'The customer has not confirmed the e-mail address yet.' };
export const UNKNOWN_ORDER = 'The selected order is invalid.';
export const INVALID_CONFIRM_TOKEN = 'The confirmation link is invalid or has already been used.';

const UuidParams = z.object({ uuid: z.uuid({ error: 'The uuid must be a valid UUID.' }) });
const errors = { 401: MessageBody, 403: MessageBody, 404: MessageBody, 409: MessageBody, 419: MessageBody, 422: ValidationErrorBody, 429: MessageBody };

/**
 * Support tickets: the signed-in customer's own (`/v1/account/tickets…`), the contact form for everyone
 * (`/v1/contact`, `/v1/contact/confirm`) and the operator's paths (`/v1/admin/tickets…`).
 */
export const supportRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const tickets = createSupportRepository(app.database, now);
  const utm = createUtmRepository(app.database);
  const web = app.config.webOrigins[0]!;
  const localePrefix = (locale: Locale) => (locale === 'pt' ? '' : `/${locale}`);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** §7 the `support_ticket` conversion of a signed-in customer's new ticket (never blocks the answer). */
  const converted = (userId: number, request: Parameters<typeof trackingIdOf>[0]) =>
    app.deferred.run('support ticket conversion', async () => {
      await utm.convert({ userId, type: 'support_ticket', orderId: null, value: null, trackingId: trackingIdOf(request), attributionId: null }, now());
    });

  const thread = async (row: TicketRow) => ({ ...summaryOf(row), messages: await tickets.messagesOf(row.id) });

  // ——— the customer's own tickets ———

  app.get(
    SUPPORT_API_PATHS.tickets,
    { onRequest: app.requireUser, schema: { querystring: TicketListQuery, response: { 200: TicketListResponse, ...errors } } },
    async (request) => {
      const user = userOf(request);
      const page = request.query.page ?? 1;
      const [{ rows, total }, orders] = await Promise.all([tickets.listForUser(user.id, page, TICKETS_PER_PAGE), tickets.orderOptions(user.id)]);
      return {
        data: rows.map(summaryOf),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / TICKETS_PER_PAGE)), per_page: TICKETS_PER_PAGE, total },
        orders,
      };
    },
  );

  app.post(
    SUPPORT_API_PATHS.tickets,
    { onRequest: app.requireUser, schema: { body: CreateTicketRequest, response: { 201: TicketThreadResponse, ...errors } } },
    async (request, reply) => {
      const user = userOf(request);
      const { subject, category, message, order_uuid: orderUuid } = request.body;
      // The order comes from the browser: only one of the caller's own is taken, anything else is refused.
      const orderId = orderUuid ? await tickets.ownOrderId(user.id, orderUuid) : null;
      if (orderUuid && orderId === null) return reply.code(422).send(validationErrorBody({ order_uuid: [UNKNOWN_ORDER] }));
      const locale = Locale.safeParse(user.locale).data ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? 'pt';
      const name = [user.name, user.lastname].filter(Boolean).join(' ');
      const created = await tickets.create({ userId: user.id, email: user.email, name, subject, category, orderId, locale, message, needsConfirmation: false });
      converted(user.id, request);
      const row = await tickets.findForUser(user.id, created.uuid);
      return reply.code(201).send({ data: await thread(row!) });
    },
  );

  app.get(
    '/v1/account/tickets/:uuid',
    { onRequest: app.requireUser, schema: { params: UuidParams, response: { 200: TicketThreadResponse, ...errors } } },
    async (request, reply) => {
      const row = await tickets.findForUser(userOf(request).id, request.params.uuid);
      if (!row) return reply.code(404).send(TICKET_NOT_FOUND);
      return { data: await thread(row) };
    },
  );

  app.post(
    '/v1/account/tickets/:uuid/messages',
    { onRequest: app.requireUser, schema: { params: UuidParams, body: TicketReplyRequest, response: { 201: TicketThreadResponse, ...errors } } },
    async (request, reply) => {
      const user = userOf(request);
      const row = await tickets.findForUser(user.id, request.params.uuid);
      if (!row) return reply.code(404).send(TICKET_NOT_FOUND);
      const status = await tickets.addMessage(row.id, 'customer', request.body.body, null);
      if (status === null) return reply.code(409).send(TICKET_CLOSED);
      return reply.code(201).send({ data: await thread((await tickets.findForUser(user.id, row.uuid))!) });
    },
  );

  app.post(
    '/v1/account/tickets/:uuid/close',
    { onRequest: app.requireUser, schema: { params: UuidParams, response: { 200: TicketThreadResponse, ...errors } } },
    async (request, reply) => {
      const user = userOf(request);
      const row = await tickets.findForUser(user.id, request.params.uuid);
      if (!row) return reply.code(404).send(TICKET_NOT_FOUND);
      await tickets.close(row.id);
      return { data: await thread((await tickets.findForUser(user.id, row.uuid))!) };
    },
  );

  // ——— the contact form, for everyone ———

  /**
   * A guest's ticket waits for its e-mail to be confirmed (the link mailed here) before the operator may
   * answer it. A signed-in caller's lands in their account under the account's own e-mail, confirmed.
   * The honeypot `website`, filled, gets the guest's answer and nothing else (a bot learns nothing).
   */
  app.post(
    SUPPORT_API_PATHS.contact,
    { schema: { body: ContactRequest, response: { 201: ContactResponse, ...errors } } },
    async (request, reply) => {
      const body = request.body;
      const blocked = await contactLimited(app.accounts.rateLimitStore, now, request.ip, body.email);
      if (blocked) return sendTooManyAttempts(reply, blocked);
      if (body.website && body.website.trim() !== '') {
        request.log.info('contact form: honeypot filled, nothing stored');
        return reply.code(201).send({ data: { status: 'confirmation_sent' } });
      }
      const user = request.auth.user;
      const locale = body.locale ?? Locale.safeParse(user?.locale).data ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? 'pt';
      const base = { subject: body.subject, category: body.category, orderId: null, locale, message: body.message };
      if (user) {
        await tickets.create({ ...base, userId: user.id, email: user.email, name: body.name, needsConfirmation: false });
        converted(user.id, request);
        return reply.code(201).send({ data: { status: 'received' } });
      }
      const created = await tickets.create({ ...base, userId: null, email: body.email, name: body.name, needsConfirmation: true });
      const link = `${web}${localePrefix(locale)}/contact/confirm/${created.confirmToken}`;
      const mail = contactConfirmMail({ locale, name: body.name, subject: body.subject, link });
      await app.mailer.send({ kind: 'contact-confirm', to: body.email, locale, ...mail });
      return reply.code(201).send({ data: { status: 'confirmation_sent' } });
    },
  );

  app.post(
    SUPPORT_API_PATHS.contactConfirm,
    { schema: { body: ContactConfirmRequest, response: { 200: ContactConfirmResponse, ...errors } } },
    async (request, reply) => {
      if (!(await tickets.confirm(request.body.token))) return reply.code(422).send(validationErrorBody({ token: [INVALID_CONFIRM_TOKEN] }));
      return { data: { confirmed: true as const } };
    },
  );

  // ——— the operator ———

  const operatorPaths: FastifyPluginAsyncZod = async (admin) => {
    admin.addHook('onRequest', requireAdminToken(app.config.adminToken, app.accounts.rateLimitStore));

    admin.get(
      SUPPORT_API_PATHS.adminTickets,
      { schema: { querystring: AdminTicketListQuery, response: { 200: AdminTicketListResponse, ...errors } } },
      async (request) => ({ data: (await tickets.listAll(request.query.status)).map(adminTicketOf) }),
    );

    /** The answer is mailed in the ticket's language and, for a customer, pushed to their open pages. */
    admin.post(
      '/v1/admin/tickets/:uuid/messages',
      { schema: { params: UuidParams, body: AdminTicketReplyRequest, response: { 201: AdminTicketReplyResponse, ...errors } } },
      async (request, reply) => {
        const row = await tickets.find(request.params.uuid);
        if (!row) return reply.code(404).send(TICKET_NOT_FOUND);
        if (row.email_confirmed_at === null) return reply.code(409).send(EMAIL_NOT_CONFIRMED);
        const wanted: TicketStatus = request.body.status ?? 'waiting';
        const status = (await tickets.addMessage(row.id, 'operator', request.body.body, wanted))!;
        const link = row.user_id === null ? null : `${web}${localePrefix(row.locale)}/account/support/${row.uuid}`;
        const mail = ticketAnswerMail({ locale: row.locale, name: row.name, subject: row.subject, body: request.body.body, closed: status === 'closed', link });
        await app.mailer.send({ kind: 'support-answer', to: row.email, locale: row.locale, ...mail });
        if (row.user_id !== null) {
          app.domainEvents.emit('customer.changed', { userId: row.user_id, event: 'ticket.updated', data: { ticket_uuid: row.uuid, status } });
        }
        const updated = (await tickets.find(row.uuid))!;
        return reply.code(201).send({ data: { ...adminTicketOf(updated), messages: await tickets.messagesOf(updated.id) } });
      },
    );
  };
  await app.register(operatorPaths);
};
