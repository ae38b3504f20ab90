import { z } from 'zod';
import { Locale } from './locale';
import { TICKET_AUTHORS, TICKET_CATEGORIES, TICKET_MESSAGE_MAX_LENGTH, TICKET_STATUSES, TICKET_SUBJECT_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from './support-constants';
export * from './support-constants';

/**
 * Support tickets (§1 support, `/account/support` and `/contact`): a subject, a category, an optional order
 * of the customer's own, and a thread of messages. Status: open → waiting (for the customer) → closed; a
 * customer's reply moves a waiting ticket back to open.
 */
export const TicketCategory = z.enum(TICKET_CATEGORIES, { error: 'The selected category is invalid.' });
export type TicketCategory = z.infer<typeof TicketCategory>;
export const TicketStatus = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatus>;
export const TicketAuthor = z.enum(TICKET_AUTHORS);
export type TicketAuthor = z.infer<typeof TicketAuthor>;

const required = (field: string) => ({ error: `The ${field} field is required.` });
const text = (field: string, max: number) =>
  z
    .string(required(field))
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} field must not be greater than ${max} characters.`);

/** An order the ticket is about, as the customer knows it (`number`: the first 8 characters of its uuid). */
export const TicketOrder = z.object({ uuid: z.uuid(), number: z.string() });
export type TicketOrder = z.infer<typeof TicketOrder>;

export const TicketSummary = z.object({
  uuid: z.uuid(),
  subject: z.string(),
  category: TicketCategory,
  status: TicketStatus,
  order: TicketOrder.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketSummary = z.infer<typeof TicketSummary>;

export const TicketMessage = z.object({ author: TicketAuthor, body: z.string(), created_at: z.string() });
export type TicketMessage = z.infer<typeof TicketMessage>;

export const TicketThread = TicketSummary.extend({ messages: z.array(TicketMessage) });
export type TicketThread = z.infer<typeof TicketThread>;

/** GET /v1/account/tickets: newest activity first, with the customer's orders a new ticket may name. */
export const TicketListResponse = z.object({
  data: z.array(TicketSummary),
  meta: z.object({
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
  orders: z.array(TicketOrder.extend({ created_at: z.string() })),
});
export type TicketListResponse = z.infer<typeof TicketListResponse>;
export const TicketListQuery = z.object({ page: z.coerce.number().int().positive().max(10_000).optional() });

export const TicketThreadResponse = z.object({ data: TicketThread });
export type TicketThreadResponse = z.infer<typeof TicketThreadResponse>;

export const CreateTicketRequest = z.strictObject({
  subject: text('subject', TICKET_SUBJECT_MAX_LENGTH),
  category: TicketCategory,
  order_uuid: z.uuid({ error: 'The selected order is invalid.' }).nullable().optional(),
  message: text('message', TICKET_MESSAGE_MAX_LENGTH),
});
export type CreateTicketRequest = z.infer<typeof CreateTicketRequest>;

export const TicketReplyRequest = z.strictObject({ body: text('body', TICKET_MESSAGE_MAX_LENGTH) });
export type TicketReplyRequest = z.infer<typeof TicketReplyRequest>;

/**
 * POST /v1/contact, for everyone. `website` is a honeypot: people never see it, so a filled one is a bot's
 * — answered like a success, nothing stored, nothing mailed. `locale`: the page's language (the e-mails').
 */
export const ContactRequest = z.strictObject({
  name: text('name', CONTACT_NAME_MAX_LENGTH),
  email: z.email({ error: 'The email field must be a valid email address.' }).max(255),
  subject: text('subject', TICKET_SUBJECT_MAX_LENGTH),
  category: TicketCategory,
  message: text('message', TICKET_MESSAGE_MAX_LENGTH),
  website: z.string().max(500).optional(),
  locale: Locale.optional(),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
/** `confirmation_sent`: a guest must confirm the e-mail by its link; a signed-in customer's ticket is in their account. */
export const ContactResponse = z.object({ data: z.object({ status: z.enum(['confirmation_sent', 'received']) }) });
export type ContactResponse = z.infer<typeof ContactResponse>;

export const ContactConfirmRequest = z.strictObject({ token: z.string(required('token')).min(1, 'The token field is required.').max(200) });
export const ContactConfirmResponse = z.object({ data: z.object({ confirmed: z.literal(true) }) });
export type ContactConfirmResponse = z.infer<typeof ContactConfirmResponse>;

/** Operator paths. */
export const AdminTicket = TicketSummary.extend({
  name: z.string(),
  email: z.string(),
  customer: z.boolean(),
  email_confirmed: z.boolean(),
  locale: Locale,
});
export type AdminTicket = z.infer<typeof AdminTicket>;
export const AdminTicketListQuery = z.object({ status: TicketStatus.optional() });
export const AdminTicketListResponse = z.object({ data: z.array(AdminTicket) });
export const AdminTicketReplyRequest = z.strictObject({
  body: text('body', TICKET_MESSAGE_MAX_LENGTH),
  status: z.enum(['waiting', 'closed']).optional(),
});
export type AdminTicketReplyRequest = z.infer<typeof AdminTicketReplyRequest>;
export const AdminTicketReplyResponse = z.object({ data: AdminTicket.extend({ messages: z.array(TicketMessage) }) });

/** GET /v1/account/overview (`/account`): the latest order, the store credit balance, the open tickets. */
export const AccountOverview = z.object({
  latest_order: z
    .object({ uuid: z.uuid(), number: z.string(), status: z.string(), total: z.number(), created_at: z.string() })
    .nullable(),
  credit_balance: z.number(),
  open_tickets: z.number().int().nonnegative(),
});
export type AccountOverview = z.infer<typeof AccountOverview>;
export const AccountOverviewResponse = z.object({ data: AccountOverview });
export type AccountOverviewResponse = z.infer<typeof AccountOverviewResponse>;

/** DELETE /v1/account: the password again (re-authentication). */
export const DeleteAccountRequest = z.strictObject({
  password: z.string(required('password')).min(1, 'The password field is required.').max(1000),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
