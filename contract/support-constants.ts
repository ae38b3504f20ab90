/**
 * Support's constants without zod (contract/support.ts builds its schemas on them), so the storefront's first
 * load — the contact form is on a public page — carries none.
 */
export const TICKET_CATEGORIES = ['order', 'delivery', 'return', 'payment', 'product', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'waiting', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_AUTHORS = ['customer', 'operator'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

/** Field limits, shared by the API's validation and the forms' `maxLength`. */
export const TICKET_SUBJECT_MAX_LENGTH = 150;
export const TICKET_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_NAME_MAX_LENGTH = 100;
/** A page of the customer's tickets. */
export const TICKETS_PER_PAGE = 20;

export const SUPPORT_API_PATHS = {
  tickets: '/v1/account/tickets',
  ticket: (uuid: string) => `/v1/account/tickets/${uuid}`,
  ticketMessages: (uuid: string) => `/v1/account/tickets/${uuid}/messages`,
  ticketClose: (uuid: string) => `/v1/account/tickets/${uuid}/close`,
  contact: '/v1/contact',
  contactConfirm: '/v1/contact/confirm',
  overview: '/v1/account/overview',
  accountExport: '/v1/account/export',
  account: '/v1/account',
  adminTickets: '/v1/admin/tickets',
  adminTicketMessages: (uuid: string) => `/v1/admin/tickets/${uuid}/messages`,
} as const;
