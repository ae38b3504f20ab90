import type { GatewayMethod, GatewayNotification, GatewayOutcome, GatewayReference, GatewayStatus } from '../gateway';
import {
  SIBS_METHOD,
  SIBS_PURCHASE_TYPES,
  SIBS_REFERENCE_PAID,
  SIBS_STATUS_CODES,
} from './protocol';

/**
 * The one reading of a SIBS answer or notification (protocols.md §2.6), so that no other code decides
 * what a SIBS status means:
 * - paid = `paymentType` PURS or PREF, AND `paymentStatus` Success, AND `paymentReference.status` PAID
 *   when that block is present. `statusCode "000"` alone never is: it only says the request was accepted.
 *   An annulment, cancellation or refund also arrives as Success with another `paymentType`, and the
 *   reference-generation notification as Success with an UNPAID reference: neither is a payment;
 * - Pending and InProcessing → pending; Declined → declined, except E0612 (a reference past its
 *   `finalDatetime`) → expired; Timeout → timeout for MB WAY, expired for a reference; Expired → expired;
 * - Error, a Success that is not a payment, and any value SIBS never documented → error, not final:
 *   the ledger leaves the order as it is and someone looks (the poller asks again).
 */

export class UnreadableSibsAnswer extends Error {
  override name = 'UnreadableSibsAnswer';
}

type Json = Record<string, unknown>;

function objectOf(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** `amount.value` arrives as a number or as a string ("16.20"); anything else is no amount. */
export function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.round(Number(value) * 100) / 100;
  return null;
}

function methodOf(value: unknown): GatewayMethod | null {
  const name = Array.isArray(value) && value.length === 1 ? value[0] : value;
  if (name === SIBS_METHOD.mbway) return 'mbway';
  if (name === SIBS_METHOD.multibanco) return 'multibanco';
  return null;
}

function referenceOf(value: unknown): GatewayReference | null {
  const block = objectOf(value);
  if (!block) return null;
  const reference = textOf(block.reference);
  const entity = textOf(block.entity);
  if (reference === null || entity === null) return null;
  const amount = objectOf(block.amount);
  return {
    entity,
    reference: reference.replace(/\s+/g, ''),
    amount: amountOf(amount?.value) ?? 0,
    expiresAt: textOf(block.expireDate) ?? '',
    status: textOf(block.status),
  };
}

const FINAL_OUTCOMES: ReadonlySet<GatewayOutcome> = new Set(['paid', 'declined', 'timeout', 'expired']);

function outcomeOf(input: {
  paymentStatus: string;
  paymentType: string | null;
  statusCode: string;
  method: GatewayMethod | null;
  referenceBlock: boolean;
  referenceStatus: string | null;
}): GatewayOutcome {
  switch (input.paymentStatus) {
    case 'Success': {
      const purchase = (SIBS_PURCHASE_TYPES as readonly string[]).includes(input.paymentType ?? '');
      const referencePaid = !input.referenceBlock || input.referenceStatus === SIBS_REFERENCE_PAID;
      if (purchase && referencePaid) return 'paid';
      // A generated, still unpaid reference: the payment is still to come.
      if (purchase) return 'pending';
      return 'error';
    }
    case 'Pending':
    case 'InProcessing':
      return 'pending';
    case 'Declined':
      return input.statusCode === SIBS_STATUS_CODES.referenceCancelled ? 'expired' : 'declined';
    case 'Timeout':
      return input.method === 'multibanco' ? 'expired' : 'timeout';
    case 'Expired':
      return 'expired';
    default:
      return 'error';
  }
}

/**
 * Reads a status inquiry, MB WAY purchase or reference generation answer (or a decrypted notification).
 * `transactionId` is used when the answer does not repeat it.
 */
export function readSibsStatus(answer: unknown, transactionId?: string): GatewayStatus {
  const body = objectOf(answer);
  if (!body) throw new UnreadableSibsAnswer('the SIBS answer is not a JSON object');
  const id = textOf(body.transactionID) ?? transactionId ?? null;
  if (id === null) throw new UnreadableSibsAnswer('the SIBS answer names no transactionID');
  const returnStatus = objectOf(body.returnStatus);
  const statusCode = textOf(returnStatus?.statusCode) ?? '';
  const paymentStatus = textOf(body.paymentStatus) ?? '';
  const paymentType = textOf(body.paymentType);
  const referenceBlock = objectOf(body.paymentReference);
  const reference = referenceOf(referenceBlock);
  const method = methodOf(body.paymentMethod) ?? (reference ? 'multibanco' : null);
  const amount = objectOf(body.amount);
  const outcome =
    paymentStatus === '' && statusCode === SIBS_STATUS_CODES.accepted
      ? 'pending'
      : outcomeOf({
          paymentStatus,
          paymentType,
          statusCode,
          method,
          referenceBlock: referenceBlock !== null,
          referenceStatus: reference?.status ?? textOf(referenceBlock?.status),
        });
  return {
    transactionId: id,
    outcome,
    final: FINAL_OUTCOMES.has(outcome),
    method,
    amount: amountOf(amount?.value) ?? reference?.amount ?? null,
    currency: textOf(amount?.currency) ?? null,
    paymentStatus,
    paymentType,
    statusCode,
    statusMsg: textOf(returnStatus?.statusMsg),
    reference,
  };
}

/** Reads a decrypted webhook payload; one without `notificationID` cannot be acknowledged and is refused. */
export function readSibsNotification(payload: unknown): GatewayNotification {
  const body = objectOf(payload);
  const notificationId = textOf(body?.notificationID);
  if (!body || notificationId === null || notificationId === '') {
    throw new UnreadableSibsAnswer('the SIBS notification has no notificationID');
  }
  const merchant = objectOf(body.merchant);
  return {
    ...readSibsStatus(body),
    notificationId,
    merchantTransactionId: textOf(merchant?.transactionId) ?? textOf(merchant?.merchantTransactionId),
    occurredAt: textOf(body.transactionDateTime),
  };
}
