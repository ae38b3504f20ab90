import { LANGUAGE_TAGS, type Locale } from '../../contract/locale';
import { TICKET_AUTHORS, TICKET_CATEGORIES, TICKET_STATUSES, type TicketAuthor, type TicketCategory, type TicketStatus } from '../../contract/support-constants';
import type { AccountSummaryLabels } from '../../ui/AccountSummary';
import type { ContactFormLabels } from '../../ui/ContactForm';
import type { DataRightsLabels } from '../../ui/DataRights';
import type { TicketFormLabels } from '../../ui/TicketForm';
import type { TicketListLabels } from '../../ui/TicketList';
import type { TicketThreadLabels } from '../../ui/TicketThread';
import type { Translate } from '../i18n/translate';

/**
 * Support's and the account's data texts (`support.*` in locales/) for the ticket, contact, summary and
 * data-rights pieces; the workbench calls the same builders.
 */

const byKey = <K extends string>(keys: readonly K[], text: (key: K) => string) => Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;
const categories = (t: Translate): Record<TicketCategory, string> => byKey(TICKET_CATEGORIES, (key) => t(`support.categories.${key}`));
const statuses = (t: Translate): Record<TicketStatus, string> => byKey(TICKET_STATUSES, (key) => t(`support.statuses.${key}`));
const authors = (t: Translate): Record<TicketAuthor, string> => byKey(TICKET_AUTHORS, (key) => t(`support.authors.${key}`));
const order = (t: Translate) => (number: string) => t('support.order', { number });

/** A support date for people, in Lisbon's time (the shop's). */
export function supportDate(iso: string, locale: Locale, withTime = false): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: 'Europe/Lisbon' }).format(new Date(iso));
}

/** An order status in the page's language, as the orders pages name it; a status they do not know reads as it is. */
export function orderStatusText(t: Translate, status: string): string {
  const key = `account.orders.status.${status}`;
  const text = t(key);
  return text === key ? status : text;
}

export function buildTicketListLabels(t: Translate): TicketListLabels {
  return {
    title: t('support.list.title'),
    statuses: statuses(t),
    categories: categories(t),
    order: order(t),
    updated: (date) => t('support.list.updated', { date }),
    emptyTitle: t('support.list.emptyTitle'),
    emptyText: t('support.list.emptyText'),
    loading: t('support.list.loading'),
    failed: t('support.list.failed'),
    retry: t('support.list.retry'),
    previous: t('support.list.previous'),
    next: t('support.list.next'),
    page: (page, pages) => t('support.list.page', { page, pages }),
  };
}

export function buildTicketFormLabels(t: Translate): TicketFormLabels {
  return {
    title: t('support.form.title'),
    intro: t('support.form.intro'),
    subject: t('support.form.subject'),
    category: t('support.form.category'),
    categoryPlaceholder: t('support.form.categoryPlaceholder'),
    categories: categories(t),
    order: t('support.form.order'),
    noOrder: t('support.form.noOrder'),
    orderOption: order(t),
    message: t('support.form.message'),
    submit: t('support.form.submit'),
    submitting: t('support.form.submitting'),
    cancel: t('support.form.cancel'),
  };
}

export function buildTicketThreadLabels(t: Translate): TicketThreadLabels {
  return {
    statuses: statuses(t),
    categories: categories(t),
    order: order(t),
    messages: t('support.thread.messages'),
    authors: authors(t),
    reply: t('support.thread.reply'),
    send: t('support.thread.send'),
    sending: t('support.thread.sending'),
    sent: t('support.thread.sent'),
    replyFailed: t('support.thread.replyFailed'),
    close: t('support.thread.close'),
    closing: t('support.thread.closing'),
    waitingNotice: t('support.thread.waitingNotice'),
    closedNotice: t('support.thread.closedNotice'),
    newTicket: t('support.thread.newTicket'),
  };
}

export function buildContactFormLabels(t: Translate): ContactFormLabels {
  return {
    title: t('support.contact.title'),
    intro: t('support.contact.intro'),
    name: t('support.contact.name'),
    email: t('support.contact.email'),
    category: t('support.form.category'),
    categoryPlaceholder: t('support.form.categoryPlaceholder'),
    categories: categories(t),
    subject: t('support.contact.subject'),
    message: t('support.contact.message'),
    honeypot: t('support.contact.honeypot'),
    submit: t('support.contact.submit'),
    submitting: t('support.contact.submitting'),
    confirmTitle: t('support.contact.confirmTitle'),
    confirmText: (email) => t('support.contact.confirmText', { email }),
    receivedTitle: t('support.contact.receivedTitle'),
    receivedText: t('support.contact.receivedText'),
    another: t('support.contact.another'),
    limited: t('support.contact.limited'),
    failed: t('support.contact.failed'),
  };
}

export function buildAccountSummaryLabels(t: Translate): AccountSummaryLabels {
  return {
    title: t('support.overview.title'),
    latestOrder: t('support.overview.latestOrder'),
    orderNumber: (number) => t('support.overview.orderNumber', { number }),
    placed: (date) => t('support.overview.placed', { date }),
    noOrder: t('support.overview.noOrder'),
    viewOrders: t('support.overview.viewOrders'),
    credit: t('support.overview.credit'),
    creditText: t('support.overview.creditText'),
    viewCredits: t('support.overview.viewCredits'),
    tickets: t('support.overview.tickets'),
    openTickets: (count) => (count === 0 ? t('support.overview.noOpenTickets') : t('support.overview.openTickets', { count })),
    viewTickets: t('support.overview.viewTickets'),
    loading: t('support.overview.loading'),
    failed: t('support.overview.failed'),
  };
}

export function buildDataRightsLabels(t: Translate): DataRightsLabels {
  return {
    title: t('support.privacy.title'),
    exportTitle: t('support.privacy.exportTitle'),
    exportText: t('support.privacy.exportText'),
    exportAction: t('support.privacy.exportAction'),
    exporting: t('support.privacy.exporting'),
    exportFailed: t('support.privacy.exportFailed'),
    deleteTitle: t('support.privacy.deleteTitle'),
    deleteText: t('support.privacy.deleteText'),
    deleteAction: t('support.privacy.deleteAction'),
    dialogTitle: t('support.privacy.dialogTitle'),
    dialogText: t('support.privacy.dialogText'),
    password: t('support.privacy.password'),
    passwordToggle: { show: t('auth.password.show'), hide: t('auth.password.hide') },
    confirm: t('support.privacy.confirm'),
    deleting: t('support.privacy.deleting'),
    cancel: t('support.privacy.cancel'),
    close: t('support.privacy.close'),
    deleteFailed: t('support.privacy.deleteFailed'),
  };
}

/** A field error key of the account forms (`account.errors.<key>`) as text; a wrong password on deletion says so. */
export function supportFieldError(t: Translate, field: string, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (field === 'password' && key === 'invalid') return t('support.privacy.wrongPassword');
  return t(`account.errors.${key}`);
}

/** The field errors of a support form as text, by field. */
export function supportFieldErrors<Field extends string>(t: Translate, errors: Partial<Record<string, string>>, fields: readonly Field[]): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const text = supportFieldError(t, field, errors[field]);
    if (text) result[field] = text;
  }
  return result;
}
