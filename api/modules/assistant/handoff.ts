import { localizedPath, TICKET_MESSAGE_MAX_LENGTH, TICKET_SUBJECT_MAX_LENGTH, type AssistantIntent, type AssistantTurn, type Locale, type TicketCategory } from '../../../contract';
import type { Mailer } from '../../mail/outbox';
import type { AuthUser } from '../../http/auth-context';
import { contactConfirmMail } from '../support/mail';
import type { SupportRepository } from '../support/repository';
import { textsOf } from './texts';

/** The ticket category an intent's conversation is filed under. */
const CATEGORY: Partial<Record<AssistantIntent, TicketCategory>> = {
  order_status: 'order',
  shipping: 'delivery',
  returns: 'return',
  payment: 'payment',
  product_search: 'product',
  account: 'account',
};

export type HandoffContext = {
  locale: Locale;
  goal: string;
  intent: AssistantIntent;
  order: { id: number; number: string } | null;
  tried: string[];
  /** The conversation so far, this message included. */
  turns: AssistantTurn[];
};

/**
 * The first message of the hand-off ticket: a structured summary (goal, order, what was tried) and the
 * transcript, the oldest turns dropped first when it would not fit in a ticket message.
 */
export function handoffSummary(context: HandoffContext): string {
  const t = textsOf(context.locale).summary;
  const head = [
    t.heading,
    `${t.goal}: ${context.goal}`,
    `${t.order}: ${context.order ? `#${context.order.number}` : t.none}`,
    `${t.tried}: ${context.tried.length ? [...new Set(context.tried)].join('; ') : t.none}`,
    '',
    `${t.transcript}:`,
  ].join('\n');
  const lines = context.turns.map((turn) => (turn.role === 'shopper' ? `${t.shopper}: ${turn.text}` : `${t.assistant}: ${turn.reply.reply}`));
  while (lines.length > 1 && head.length + lines.join('\n').length + 1 > TICKET_MESSAGE_MAX_LENGTH) lines.shift();
  return `${head}\n${lines.join('\n')}`.slice(0, TICKET_MESSAGE_MAX_LENGTH);
}

export type Handoff = { ticketUuid: string; href: string };

/**
 * Opens the support ticket of a hand-off. A customer's lands in their account, followed on the account's
 * support page; a guest's waits for the e-mail they gave to be confirmed (the link mailed here, as the
 * contact form does) and is followed by e-mail.
 */
export async function openHandoffTicket(
  deps: { tickets: SupportRepository; mailer: Mailer; web: string },
  who: { user: AuthUser } | { email: string },
  context: HandoffContext,
): Promise<Handoff> {
  const texts = textsOf(context.locale);
  const subject = texts.ticketSubject(context.goal).slice(0, TICKET_SUBJECT_MAX_LENGTH);
  const base = { subject, category: CATEGORY[context.intent] ?? 'other', orderId: context.order?.id ?? null, locale: context.locale, message: handoffSummary(context) };
  if ('user' in who) {
    const name = [who.user.name, who.user.lastname].filter(Boolean).join(' ');
    const created = await deps.tickets.create({ ...base, userId: who.user.id, email: who.user.email, name, needsConfirmation: false });
    return { ticketUuid: created.uuid, href: localizedPath(`/account/support/${created.uuid}`, context.locale) };
  }
  const name = who.email.split('@')[0]!;
  const created = await deps.tickets.create({ ...base, userId: null, email: who.email, name, needsConfirmation: true });
  const confirm = `${deps.web}${localizedPath(`/contact/confirm/${created.confirmToken}`, context.locale)}`;
  await deps.mailer.send({ kind: 'contact-confirm', to: who.email, locale: context.locale, ...contactConfirmMail({ locale: context.locale, name, subject, link: confirm }) });
  return { ticketUuid: created.uuid, href: localizedPath('/contact', context.locale) };
}
