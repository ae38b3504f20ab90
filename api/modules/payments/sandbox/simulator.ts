import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config, SibsSandboxConfig } from '../../../config';
import {
  ACKNOWLEDGED_STATUS_CODES,
  SIBS_MBWAY_PHONE_PATTERN,
  SIBS_REFERENCE_PAID,
  SIBS_REFERENCE_UNPAID,
  SIBS_STATUS_CODES,
  type SibsCreateCheckoutAnswer,
  type SibsNotificationPayload,
  type SibsPaymentReference,
  type SibsStatusAnswer,
} from '../sibs/protocol';
import { encryptNotification, IV_HEADER, TAG_HEADER } from '../sibs/webhook-crypto';
import { retryDelayMs, SIBS_RETRY_SPAN_MS } from './retry-schedule';

/**
 * The local SIBS SPG v2 simulator (protocols.md §2.8): what the gateway does with a checkout, an MB
 * WAY purchase and a Multibanco reference, and the encrypted notifications it sends.
 *
 * Its state lives in this process's memory, on purpose: it models the gateway — someone else's
 * system — not our data, and our side must already survive losing it (the reconciliation poller and
 * the holds' expiry do not depend on it). A restart of the api forgets the sandbox's transactions;
 * the status inquiry of a forgotten one answers 404, as SIBS would for an id it does not know.
 *
 * - MB WAY: the purchase answers Pending; a phone ending in 678 approves and one ending in 500
 *   declines after `approveDelayMs`; any other waits for a control, or times out after `mbwayWindowMs`.
 * - Multibanco: the reference generated is payable until the checkout's `finalDatetime`, then it is
 *   cancelled (Declined, E0612).
 * - Every final change, and the reference generation, is posted to `webhookUrl` encrypted
 *   (AES-256-GCM, a fresh random 12-byte IV each attempt) and re-sent on SIBS's retry tiers (scaled by
 *   `timeScale`) until an acknowledgement echoes its notificationID with statusCode "200" or "000".
 */

export type SandboxCredentials = Pick<Config['sibs'], 'token' | 'clientId' | 'terminalId' | 'entity' | 'webhookSecret'>;

export type SandboxOptions = SibsSandboxConfig & {
  credentials: SandboxCredentials;
  log: FastifyBaseLogger;
  /** The transport of the notifications (tests route them in-process). */
  fetch?: typeof fetch;
  /** The longest one delivery may take before it counts as failed. */
  deliveryTimeoutMs?: number;
};

export type SandboxState = 'Created' | 'Pending' | 'Success' | 'Declined' | 'Timeout';
export type SandboxControl = 'approve' | 'decline' | 'timeout' | 'pay';
export const SANDBOX_CONTROLS: readonly SandboxControl[] = ['approve', 'decline', 'timeout', 'pay'];

export type SandboxNotification = {
  notificationId: string;
  paymentStatus: string;
  /** Delivery attempts so far. */
  attempts: number;
  acknowledged: boolean;
  /** Why the last attempt did not count, when it did not. */
  lastFailure: string | null;
  firstAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  gaveUp: boolean;
};

export type SandboxTransaction = {
  id: string;
  signature: string;
  merchantTransactionId: string;
  terminalId: number;
  amount: number;
  description: string;
  paymentMethods: string[];
  referenceWindow: { initial: Date; final: Date; entity: string } | null;
  createdAt: Date;
  /** The method used: set by the MB WAY purchase or the reference generation. */
  method: 'MBWAY' | 'REFERENCE' | null;
  state: SandboxState;
  statusCode: string;
  statusMsg: string;
  phone: string | null;
  reference: { reference: string; entity: string; expireDate: Date; status: string } | null;
  notifications: SandboxNotification[];
  refunds: { id: string; amount: number; merchantTransactionId: string }[];
};

/** A refusal the routes answer as SIBS would: 400, 404 or 409 with a `returnStatus`. */
export class SandboxRefusal extends Error {
  constructor(
    readonly httpStatus: 400 | 404 | 409,
    readonly statusCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The sandbox's own codes for refusals SIBS documents no code for (protocols.md lists only the
 * payment codes); the HTTP status is what a client acts on.
 */
export const SANDBOX_ERROR_CODES = { invalid: 'E0400', unauthorized: 'E0401', unknown: 'E0404', state: 'E0409' } as const;

// 19.99 × 100 is 1998.9999999999998 in binary floating point: compare with the nearest cent, not exactly.
const TwoDecimals = z.number().positive().refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most 2 decimals');
const Amount = z.object({ value: TwoDecimals, currency: z.literal('EUR') });
const IsoDate = z.iso.datetime({ offset: true });

const CreateCheckoutBody = z.object({
  merchant: z.object({
    terminalId: z.number().int(),
    channel: z.string().min(1),
    merchantTransactionId: z.string().min(1).max(32),
  }),
  transaction: z.object({
    transactionTimestamp: IsoDate,
    description: z.string().max(250),
    moto: z.boolean().optional(),
    paymentType: z.enum(['PURS', 'AUTH']),
    amount: Amount,
    paymentMethod: z.array(z.enum(['MBWAY', 'REFERENCE', 'CARD'])).min(1),
    paymentReference: z
      .object({
        initialDatetime: IsoDate,
        finalDatetime: IsoDate,
        maxAmount: Amount,
        minAmount: Amount,
        entity: z.string().regex(/^\d{5}$/),
      })
      .optional(),
  }),
  customer: z.object({ customerInfo: z.object({ customerName: z.string().max(45), customerEmail: z.string().min(3) }) }).optional(),
});

const PurchaseBody = z.object({ customerPhone: z.string().regex(SIBS_MBWAY_PHONE_PATTERN, 'customerPhone must look like 351#9XXXXXXXX') });

const RefundBody = z.object({
  merchant: z.object({ terminalId: z.number().int(), merchantTransactionId: z.string().min(1).max(32) }),
  transaction: z.object({ amount: Amount, originalTransaction: z.object({ id: z.string().min(1) }) }),
});

function invalid(issues: z.core.$ZodIssue[]): SandboxRefusal {
  const issue = issues[0]!;
  return new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, `${issue.path.join('.') || 'body'}: ${issue.message}`);
}

/** Why an answer to a notification is not its acknowledgement (§2.7), or null when it is. */
function acknowledgementProblem(text: string, notificationId: string): string | null {
  let ack: unknown;
  try {
    ack = JSON.parse(text);
  } catch {
    return 'the acknowledgement is not JSON';
  }
  const { statusCode, notificationID } = (typeof ack === 'object' && ack !== null ? ack : {}) as { statusCode?: unknown; notificationID?: unknown };
  if (notificationID !== notificationId) return 'the acknowledgement names another notificationID';
  if (!(ACKNOWLEDGED_STATUS_CODES as readonly unknown[]).includes(statusCode)) return `the acknowledgement's statusCode is ${JSON.stringify(statusCode)}`;
  return null;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function transactionIdOf(): string {
  return Array.from(randomBytes(20), (byte) => BASE62[byte % 62]).join('');
}

/** Node's timers hold at most 2^31−1 ms (24.8 days); a longer wait is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type SibsSandbox = ReturnType<typeof createSibsSandbox>;

export function createSibsSandbox(options: SandboxOptions) {
  const { credentials, log } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const deliveryTimeoutMs = options.deliveryTimeoutMs ?? 10_000;
  const signingKey = randomBytes(32);
  const transactions = new Map<string, SandboxTransaction>();
  const byMerchantId = new Map<string, SandboxTransaction>();
  const references = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const deliveries = new Set<Promise<void>>();
  let closed = false;

  function later(ms: number, run: () => void): void {
    if (closed) return;
    const wait = Math.max(0, Math.min(ms, MAX_TIMER_MS));
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closed) return;
      if (wait < ms) later(ms - wait, run);
      else run();
    }, wait);
    timers.add(timer);
  }

  function signatureOf(id: string): string {
    const head = Buffer.from(JSON.stringify({ txId: id, mc: Number(credentials.terminalId), tc: Number(credentials.terminalId) })).toString('base64');
    const nonce = randomBytes(18).toString('base64');
    const mac = createHmac('sha256', signingKey).update(`${head}.${nonce}`).digest('base64');
    return `${head}.${nonce}.${mac}`;
  }

  function setState(tx: SandboxTransaction, state: SandboxState, statusCode: string, statusMsg: string): void {
    tx.state = state;
    tx.statusCode = statusCode;
    tx.statusMsg = statusMsg;
  }

  /** A reference past its finalDatetime is cancelled on the spot, timer or not. */
  function refresh(tx: SandboxTransaction): SandboxTransaction {
    if (tx.reference && tx.reference.status === SIBS_REFERENCE_UNPAID && tx.state === 'Pending' && Date.now() >= tx.reference.expireDate.getTime()) {
      expireReference(tx);
    }
    return tx;
  }

  function expireReference(tx: SandboxTransaction): void {
    setState(tx, 'Declined', SIBS_STATUS_CODES.referenceCancelled, 'Payment reference is cancelled');
    notify(tx);
  }

  function referenceAnswer(tx: SandboxTransaction): SibsPaymentReference | undefined {
    if (!tx.reference) return undefined;
    return {
      reference: tx.reference.reference,
      entity: tx.reference.entity,
      amount: { value: tx.amount, currency: 'EUR' },
      status: tx.reference.status,
      expireDate: tx.reference.expireDate.toISOString(),
    };
  }

  /** The status inquiry's answer, which the MB WAY purchase and the reference generation share. */
  function statusAnswer(tx: SandboxTransaction): SibsStatusAnswer {
    refresh(tx);
    const reference = referenceAnswer(tx);
    return {
      returnStatus: { statusCode: tx.statusCode, statusMsg: tx.statusMsg, statusDescription: tx.statusMsg },
      paymentStatus: tx.state === 'Created' ? 'Pending' : tx.state,
      paymentMethod: tx.method ?? tx.paymentMethods[0]!,
      paymentType: 'PURS',
      transactionID: tx.id,
      amount: { value: tx.amount, currency: 'EUR' },
      merchant: { terminalId: tx.terminalId, merchantTransactionId: tx.merchantTransactionId },
      ...(reference ? { paymentReference: reference } : {}),
      ...(tx.phone ? { token: { tokenType: 'MobilePhone', value: tx.phone } } : {}),
      execution: { startTime: tx.createdAt.toISOString(), endTime: new Date().toISOString() },
    };
  }

  function notificationPayload(tx: SandboxTransaction, overrides: Partial<SibsNotificationPayload> = {}): SibsNotificationPayload {
    const answer = statusAnswer(tx);
    const reference = referenceAnswer(tx);
    return {
      returnStatus: { statusCode: tx.statusCode, statusMsg: tx.statusMsg },
      paymentStatus: answer.paymentStatus!,
      paymentMethod: answer.paymentMethod!,
      transactionID: tx.id,
      transactionDateTime: new Date().toISOString(),
      // SIBS sends the value as a string in some notifications; the sandbox always does, so readers cope.
      amount: { currency: 'EUR', value: tx.amount.toFixed(2) },
      merchant: { transactionId: tx.merchantTransactionId, terminalId: tx.terminalId },
      paymentType: 'PURS',
      notificationID: randomUUID(),
      ...(tx.phone ? { token: { tokenType: 'MobilePhone', value: tx.phone } } : {}),
      ...(reference ? { paymentReference: reference } : {}),
      ...overrides,
    };
  }

  async function attempt(tx: SandboxTransaction, notification: SandboxNotification, payload: SibsNotificationPayload): Promise<void> {
    notification.attempts += 1;
    notification.firstAttemptAt ??= new Date();
    notification.nextAttemptAt = null;
    const sealed = encryptNotification(credentials.webhookSecret, payload);
    let failure: string | null = null;
    try {
      const response = await fetchImpl(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', [IV_HEADER]: sealed.iv, [TAG_HEADER]: sealed.tag },
        body: sealed.body,
        signal: AbortSignal.timeout(deliveryTimeoutMs),
        redirect: 'manual',
      });
      const text = await response.text();
      failure = response.status === 200 ? acknowledgementProblem(text, payload.notificationID) : `HTTP ${response.status}`;
    } catch (error) {
      failure = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'the webhook URL could not be reached';
    }
    notification.lastFailure = failure;
    if (failure === null) {
      notification.acknowledged = true;
      log.info({ transactionID: tx.id, notificationID: payload.notificationID, attempts: notification.attempts }, 'sibs sandbox: notification acknowledged');
      return;
    }
    const retry = notification.attempts - 1;
    const wait = retryDelayMs(retry);
    const spent = Date.now() - notification.firstAttemptAt.getTime();
    if (wait === null || spent + wait * options.timeScale > SIBS_RETRY_SPAN_MS * options.timeScale) {
      notification.gaveUp = true;
      log.warn({ transactionID: tx.id, notificationID: payload.notificationID, failure }, 'sibs sandbox: notification never acknowledged, retries given up');
      return;
    }
    const delay = wait * options.timeScale;
    notification.nextAttemptAt = new Date(Date.now() + delay);
    log.info({ transactionID: tx.id, notificationID: payload.notificationID, failure, retryInMs: delay }, 'sibs sandbox: notification not acknowledged, will retry');
    later(delay, () => track(attempt(tx, notification, payload)));
  }

  function track(delivery: Promise<void>): void {
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  }

  /** Posts the transaction's current state as a new notification (and keeps re-sending it until acknowledged). */
  function notify(tx: SandboxTransaction, overrides: Partial<SibsNotificationPayload> = {}): SandboxNotification {
    const payload = notificationPayload(tx, overrides);
    const notification: SandboxNotification = {
      notificationId: payload.notificationID,
      paymentStatus: payload.paymentStatus ?? '',
      attempts: 0,
      acknowledged: false,
      lastFailure: null,
      firstAttemptAt: null,
      nextAttemptAt: null,
      gaveUp: false,
    };
    tx.notifications.push(notification);
    // After the current request's work: SIBS's webhook does not arrive before its API answer.
    if (!closed) track(new Promise<void>((resolve) => setImmediate(resolve)).then(() => (closed ? undefined : attempt(tx, notification, payload))));
    return notification;
  }

  function settle(tx: SandboxTransaction, state: 'Success' | 'Declined' | 'Timeout'): void {
    if (state === 'Success') {
      setState(tx, 'Success', SIBS_STATUS_CODES.accepted, 'Success');
      if (tx.reference) tx.reference.status = SIBS_REFERENCE_PAID;
    } else if (state === 'Declined') setState(tx, 'Declined', SIBS_STATUS_CODES.declined, 'Declined');
    else setState(tx, 'Timeout', SIBS_STATUS_CODES.pendingOrTimeout, 'Timeout');
    notify(tx);
  }

  function get(id: string): SandboxTransaction {
    const tx = transactions.get(id);
    if (!tx) throw new SandboxRefusal(404, SANDBOX_ERROR_CODES.unknown, 'Transaction not found');
    return refresh(tx);
  }

  return {
    credentials,

    find(id: string): SandboxTransaction | null {
      const tx = transactions.get(id);
      return tx ? refresh(tx) : null;
    },

    findByMerchantTransactionId(merchantTransactionId: string): SandboxTransaction | null {
      const tx = byMerchantId.get(merchantTransactionId);
      return tx ? refresh(tx) : null;
    },

    /** Newest first. */
    list(): SandboxTransaction[] {
      return [...transactions.values()].map(refresh).reverse();
    },

    statusAnswer,

    /** `POST /payments` (§2.2). */
    createCheckout(body: unknown): SibsCreateCheckoutAnswer {
      const parsed = CreateCheckoutBody.safeParse(body);
      if (!parsed.success) throw invalid(parsed.error.issues);
      const { merchant, transaction } = parsed.data;
      if (String(merchant.terminalId) !== credentials.terminalId) {
        throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'merchant.terminalId: not this merchant\'s terminal');
      }
      if (byMerchantId.has(merchant.merchantTransactionId)) {
        throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'merchant.merchantTransactionId: must be unique per attempt');
      }
      let referenceWindow: SandboxTransaction['referenceWindow'] = null;
      if (transaction.paymentMethod.includes('REFERENCE')) {
        const block = transaction.paymentReference;
        if (!block) throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'transaction.paymentReference: required for REFERENCE');
        if (block.entity !== credentials.entity) throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'transaction.paymentReference.entity: not this merchant\'s entity');
        const initial = new Date(block.initialDatetime);
        const final = new Date(block.finalDatetime);
        if (final <= initial || final.getTime() <= Date.now()) {
          throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'transaction.paymentReference.finalDatetime: must be after initialDatetime and in the future');
        }
        if (block.minAmount.value > transaction.amount.value || block.maxAmount.value < transaction.amount.value) {
          throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'transaction.paymentReference: minAmount ≤ amount ≤ maxAmount');
        }
        referenceWindow = { initial, final, entity: block.entity };
      }
      const id = transactionIdOf();
      const tx: SandboxTransaction = {
        id,
        signature: signatureOf(id),
        merchantTransactionId: merchant.merchantTransactionId,
        terminalId: merchant.terminalId,
        amount: transaction.amount.value,
        description: transaction.description,
        paymentMethods: transaction.paymentMethod,
        referenceWindow,
        createdAt: new Date(),
        method: null,
        state: 'Created',
        statusCode: SIBS_STATUS_CODES.accepted,
        statusMsg: 'Success',
        phone: null,
        reference: null,
        notifications: [],
        refunds: [],
      };
      transactions.set(id, tx);
      byMerchantId.set(tx.merchantTransactionId, tx);
      return {
        returnStatus: { statusCode: SIBS_STATUS_CODES.accepted, statusMsg: 'Success', statusDescription: 'Success' },
        transactionID: id,
        transactionSignature: tx.signature,
        amount: { value: tx.amount, currency: 'EUR' },
        merchant: { terminalId: tx.terminalId, merchantTransactionId: tx.merchantTransactionId },
        paymentMethodList: tx.paymentMethods,
        formContext: Buffer.from(JSON.stringify({ transactionID: id, terminalId: tx.terminalId, methods: tx.paymentMethods })).toString('base64'),
        expiry: (referenceWindow?.final ?? new Date(Date.now() + options.mbwayWindowMs)).toISOString(),
      };
    },

    /** `POST /payments/{id}/mbway-id/purchase` (§2.3); the Digest was checked by the route. */
    mbwayPurchase(id: string, body: unknown): SibsStatusAnswer {
      const tx = get(id);
      const parsed = PurchaseBody.safeParse(body);
      if (!parsed.success) throw invalid(parsed.error.issues);
      if (!tx.paymentMethods.includes('MBWAY')) throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'MBWAY is not a payment method of this checkout');
      if (tx.state !== 'Created') throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'this checkout was already used: create a new one per attempt');
      tx.method = 'MBWAY';
      tx.phone = parsed.data.customerPhone;
      setState(tx, 'Pending', SIBS_STATUS_CODES.pendingOrTimeout, 'Pending');
      if (tx.phone.endsWith('678')) later(options.approveDelayMs, () => tx.state === 'Pending' && settle(tx, 'Success'));
      else if (tx.phone.endsWith('500')) later(options.approveDelayMs, () => tx.state === 'Pending' && settle(tx, 'Declined'));
      later(options.mbwayWindowMs, () => tx.state === 'Pending' && settle(tx, 'Timeout'));
      return statusAnswer(tx);
    },

    /** `POST /payments/{id}/service-reference/generate` (§2.4); generating again answers the same reference. */
    generateReference(id: string): SibsStatusAnswer {
      const tx = get(id);
      if (!tx.referenceWindow) throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'REFERENCE is not a payment method of this checkout');
      if (tx.reference) return statusAnswer(tx);
      if (tx.state !== 'Created') throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'this checkout was already used: create a new one per attempt');
      let reference: string;
      do reference = String(randomInt(100_000_000, 1_000_000_000));
      while (references.has(reference));
      references.add(reference);
      tx.method = 'REFERENCE';
      tx.reference = { reference, entity: tx.referenceWindow.entity, expireDate: tx.referenceWindow.final, status: SIBS_REFERENCE_UNPAID };
      setState(tx, 'Pending', SIBS_STATUS_CODES.accepted, 'Success');
      later(tx.referenceWindow.final.getTime() - Date.now(), () => refresh(tx));
      // The generation notification: Success with an UNPAID reference — not a payment (§2.6).
      notify(tx, { paymentStatus: 'Success', returnStatus: { statusCode: SIBS_STATUS_CODES.accepted, statusMsg: 'Success' } });
      return statusAnswer(tx);
    },

    /**
     * The controls: approve, decline or time out a pending MB WAY request; pay a pending reference, or
     * `timeout` it (cancelled now, as at its finalDatetime). `late` also lets approve and pay act on a
     * request that already timed out or expired: the late payment a shop must refund or honour (P7).
     */
    control(id: string, action: SandboxControl, late = false): SandboxTransaction {
      const tx = get(id);
      const pending = tx.state === 'Pending';
      const lateOk = late && (tx.state === 'Timeout' || (tx.state === 'Declined' && tx.statusCode === SIBS_STATUS_CODES.referenceCancelled));
      if (action === 'pay') {
        if (tx.method !== 'REFERENCE' || !(pending || lateOk)) throw new SandboxRefusal(409, SANDBOX_ERROR_CODES.state, 'only a pending reference can be paid');
        settle(tx, 'Success');
      } else if (tx.method === 'REFERENCE' && action === 'timeout') {
        if (!pending) throw new SandboxRefusal(409, SANDBOX_ERROR_CODES.state, 'only a pending reference can expire');
        tx.reference!.expireDate = new Date();
        expireReference(tx);
      } else {
        if (tx.method !== 'MBWAY' || !(pending || (action === 'approve' && lateOk))) {
          throw new SandboxRefusal(409, SANDBOX_ERROR_CODES.state, 'only a pending MB WAY request can be approved, declined or timed out');
        }
        settle(tx, action === 'approve' ? 'Success' : action === 'decline' ? 'Declined' : 'Timeout');
      }
      return tx;
    },

    /** `POST /payments/{id}/refund` (Bearer): gives back part or all of a captured payment. */
    refund(id: string, body: unknown): SibsStatusAnswer & { originalTransaction: { id: string } } {
      const tx = get(id);
      const parsed = RefundBody.safeParse(body);
      if (!parsed.success) throw invalid(parsed.error.issues);
      if (parsed.data.transaction.originalTransaction.id !== tx.id) {
        throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'transaction.originalTransaction.id: must be the transaction refunded');
      }
      if (tx.state !== 'Success') throw new SandboxRefusal(409, SANDBOX_ERROR_CODES.state, 'only a paid transaction can be refunded');
      const refunded = tx.refunds.reduce((sum, refund) => sum + refund.amount, 0);
      const amount = parsed.data.transaction.amount.value;
      if (Math.round((refunded + amount) * 100) > Math.round(tx.amount * 100)) {
        throw new SandboxRefusal(400, SANDBOX_ERROR_CODES.invalid, 'transaction.amount: more than what is left to refund');
      }
      const refund = { id: transactionIdOf(), amount, merchantTransactionId: parsed.data.merchant.merchantTransactionId };
      tx.refunds.push(refund);
      // A refund is notified as Success with paymentType RFND: the trap §2.6 warns about.
      notify(tx, {
        transactionID: refund.id,
        paymentType: 'RFND',
        paymentStatus: 'Success',
        amount: { currency: 'EUR', value: amount.toFixed(2) },
        merchant: { transactionId: refund.merchantTransactionId, terminalId: tx.terminalId },
        returnStatus: { statusCode: SIBS_STATUS_CODES.accepted, statusMsg: 'Success' },
      });
      return {
        returnStatus: { statusCode: SIBS_STATUS_CODES.accepted, statusMsg: 'Success', statusDescription: 'Success' },
        paymentStatus: 'Success',
        paymentType: 'RFND',
        paymentMethod: tx.method ?? tx.paymentMethods[0]!,
        transactionID: refund.id,
        amount: { value: amount, currency: 'EUR' },
        merchant: { terminalId: tx.terminalId, merchantTransactionId: refund.merchantTransactionId },
        originalTransaction: { id: tx.id },
      };
    },

    /** Waits for the deliveries under way and about to start (not the retries still waiting for their time). */
    async settled(): Promise<void> {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },

    async close(): Promise<void> {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...deliveries]);
    },
  };
}
