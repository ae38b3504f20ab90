/**
 * The payment gateway as the order flow sees it: SIBS SPG v2 (../shared/design/protocols.md §2), read
 * through one interface so that the checkout and payment modules never build a SIBS request or read a
 * SIBS answer themselves. `sibs/client.ts` implements it over HTTP against `config.sibs.baseUrl` — the
 * real gateway or the local sandbox (`sandbox/`), with no code difference between the two.
 *
 * Every amount is EUR with two decimals, as a number.
 */

/** What a SIBS status means for an order (§2.6, with the annulment trap already applied). */
export type GatewayOutcome =
  /** PURS/PREF and `paymentStatus` Success (and `paymentReference.status` PAID where present). */
  | 'paid'
  /** Pending or InProcessing: not final, ask again later. */
  | 'pending'
  | 'declined'
  /** The MB WAY approval window ran out. */
  | 'timeout'
  /** A Multibanco reference past its `finalDatetime` (E0612), or `Expired`. */
  | 'expired'
  /** `Error`, or a status value the gateway never documented (non-final, alert). */
  | 'error';

export type GatewayMethod = 'mbway' | 'multibanco';

export type GatewayStatus = {
  transactionId: string;
  outcome: GatewayOutcome;
  /** Whether the outcome will not change any more (paid, declined, timeout, expired; not pending or error). */
  final: boolean;
  method: GatewayMethod | null;
  /** The amount the gateway reports, when it reports one. */
  amount: number | null;
  currency: string | null;
  /** SIBS's own fields, kept for the payment-attempt ledger and for logs. */
  paymentStatus: string;
  paymentType: string | null;
  statusCode: string;
  statusMsg: string | null;
  reference: GatewayReference | null;
};

export type GatewayReference = {
  entity: string;
  /** 9 digits, unformatted. */
  reference: string;
  amount: number;
  /** ISO-8601. */
  expiresAt: string;
  /** SIBS's `paymentReference.status` (UNPAID, PAID…), when present. */
  status: string | null;
};

export type CreateCheckoutInput = {
  /** Unique per attempt, at most 32 characters (§2.2). */
  merchantTransactionId: string;
  amount: number;
  method: GatewayMethod;
  description: string;
  customer: { name: string; email: string };
  /** Multibanco only: when the reference stops being payable (`paymentReference.finalDatetime`). */
  referenceExpiresAt?: Date;
};

export type CreatedCheckout = {
  transactionId: string;
  /** Opaque; needed for the MB WAY purchase and the reference generation (Digest auth). */
  transactionSignature: string;
};

/** A refusal or failure of the gateway call itself (network, 4xx, 5xx), not a payment outcome. */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** The HTTP status when the gateway answered; null for a network failure or a timeout. */
    readonly httpStatus: number | null,
    readonly statusCode: string | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** A refund of a paid transaction; `originalDatetime` is when that transaction was created (SIBS `originalTransaction.datetime`). */
export interface RefundInput {
  transactionId: string;
  merchantTransactionId: string;
  amount: number;
  originalDatetime: Date;
}

export interface PaymentGateway {
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** `phone` is the 9-digit national number `9XXXXXXXX`; the client sends `351#` + it. Normally answers pending. */
  mbwayPurchase(checkout: CreatedCheckout, phone: string): Promise<GatewayStatus>;
  generateReference(checkout: CreatedCheckout): Promise<GatewayStatus & { reference: GatewayReference }>;
  status(transactionId: string): Promise<GatewayStatus>;
  /** Gives a captured payment back (paid after expiry with no stock left). */
  refund(input: RefundInput): Promise<{ refunded: boolean; statusCode: string }>;
}

/** A decrypted, authenticated webhook (§2.7), read the same way as a status answer. */
export type GatewayNotification = GatewayStatus & {
  notificationId: string;
  /** `merchant.transactionId` — our `merchantTransactionId`. */
  merchantTransactionId: string | null;
  /** `transactionDateTime`, ISO, when present. */
  occurredAt: string | null;
};
