import {
  REFUND_METHODS,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_WINDOW_DAYS,
  returnNumberOf,
  type RefundMethod,
  type ReturnReason,
  type ReturnStatus,
} from '../../contract/after-sales-constants';
import type { OrderReturn, ReturnableLine } from '../../contract';
import type { Translate } from '../i18n/translate';
import type { ReturnFormLine, ReturnRequestFormLabels } from '../../ui/ReturnRequestForm';
import type { ReturnStatusLabels } from '../../ui/ReturnStatus';

/**
 * The returns' texts (`returns.*` in locales/) for the return request form, a return's status and the
 * order page's after-sales section; the workbench calls the same builders.
 */

/** A day as the page's language writes it ("3 de dezembro de 2026"), in the shop's time zone. */
export function returnDay(languageTag: string, iso: string): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(new Date(iso));
}

export function buildReturnRequestFormLabels(t: Translate): ReturnRequestFormLabels {
  return {
    title: t('returns.form.title'),
    description: t('returns.form.description', { days: RETURN_WINDOW_DAYS }),
    close: t('returns.form.close'),
    linesLegend: t('returns.form.linesLegend'),
    selectLine: (name) => t('returns.form.selectLine', { name }),
    quantity: t('returns.form.quantity'),
    reason: t('returns.form.reason'),
    reasons: Object.fromEntries(RETURN_REASONS.map((reason) => [reason, t(`returns.reasons.${reason}`)])) as Record<ReturnReason, string>,
    refundLegend: t('returns.form.refundLegend'),
    refundMethods: Object.fromEntries(
      REFUND_METHODS.map((method) => [method, { label: t(`returns.refundMethods.${method}.label`), hint: t(`returns.refundMethods.${method}.hint`) }]),
    ) as Record<RefundMethod, { label: string; hint: string }>,
    submit: t('returns.form.submit'),
    submitting: t('returns.form.submitting'),
    cancel: t('returns.form.cancel'),
    nothingSelected: { title: t('returns.form.nothingSelected.title'), description: t('returns.form.nothingSelected.description') },
  };
}

/** The API's returnable lines as the form shows them. */
export function returnFormLines(t: Translate, languageTag: string, lines: readonly ReturnableLine[]): ReturnFormLine[] {
  return lines.map((line) => ({
    offerId: line.offer_id,
    name: line.name,
    image: line.image,
    max: line.quantity,
    detail: t('returns.form.lineDetail', { count: line.quantity, amount: line.unit_price, date: returnDay(languageTag, line.return_by) }),
  }));
}

/** The form's message when the API refused the request. */
export function returnFailedMessage(t: Translate) {
  return { title: t('returns.form.failed.title'), description: t('returns.form.failed.description') };
}

/** A 422's sentence for one line of the form, by the API's field (`lines.N.offer_id` / `lines.N.quantity`). */
export function returnLineError(t: Translate, field: 'offer_id' | 'quantity', max: number): string {
  return field === 'quantity' ? t('returns.form.tooMany', { count: max }) : t('returns.form.lineNotReturnable');
}

export function buildReturnStatusLabels(t: Translate, languageTag: string, entry: OrderReturn): ReturnStatusLabels {
  const count = entry.lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    heading: t('returns.status.heading', { date: returnDay(languageTag, entry.created_at) }),
    number: t('returns.status.number', { number: returnNumberOf(entry.return_uuid) }),
    summary: t('returns.status.summary', { count, amount: entry.amount, method: t(`returns.refundMethods.${entry.refund_method}.short`) }),
    timeline: t('returns.status.timeline'),
    steps: Object.fromEntries(RETURN_STATUSES.map((status) => [status, t(`returns.steps.${status}`)])) as Record<ReturnStatus, string>,
    // The same words as the parcel's timeline just above it on the order's page.
    current: t('account.orders.timeline.current'),
    upcoming: t('account.orders.timeline.upcoming'),
  };
}

/** When each step of a return happened, written for people. */
export function returnStepDates(languageTag: string, entry: OrderReturn): Partial<Record<ReturnStatus, string>> {
  const at: Record<ReturnStatus, string | null> = {
    requested: entry.created_at,
    approved: entry.approved_at,
    received: entry.received_at,
    refunded: entry.refunded_at,
    rejected: entry.rejected_at,
  };
  return Object.fromEntries(Object.entries(at).flatMap(([status, iso]) => (iso ? [[status, returnDay(languageTag, iso)]] : [])));
}

/** One sentence per returned line, then the delivery the return gives back with them (a whole parcel withdrawn). */
export function returnItems(t: Translate, entry: OrderReturn): string[] {
  const lines = entry.lines.map((line) => t('returns.status.item', { quantity: line.quantity, name: line.name, reason: t(`returns.reasons.${line.reason}`) }));
  return entry.delivery > 0 ? [...lines, t('returns.status.delivery', { amount: entry.delivery })] : lines;
}
