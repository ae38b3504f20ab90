/**
 * SIBS SPG v2 on the wire (../shared/design/protocols.md §2): the status codes, payment states and
 * the request and answer shapes that both the client (`client.ts`) and the local sandbox
 * (`../sandbox/`) speak. Only fields this product reads or sends are typed; SIBS adds others.
 */

/** `returnStatus.statusCode` values documented for SPG v2 (§2.6). */
export const SIBS_STATUS_CODES = {
  /** The request was accepted. Never a payment result on its own (§2.2). */
  accepted: '000',
  /** MB WAY waiting for the customer, or its approval window ran out. */
  pendingOrTimeout: '00.110.1601',
  /** Declined (the MB WAY example for `351#912345500`). */
  declined: '01.106.0004',
  /** Declined, another form seen in the field. */
  declinedOther: '10.106.0001',
  /** "Payment reference is cancelled": a Multibanco reference past its `finalDatetime`. */
  referenceCancelled: 'E0612',
} as const;

/** `paymentStatus` values of the C.4 transition model, plus `Expired`, which integrations also meet. */
export const SIBS_PAYMENT_STATUSES = ['Pending', 'InProcessing', 'Success', 'Declined', 'Error', 'Timeout', 'Expired'] as const;
export type SibsPaymentStatus = (typeof SIBS_PAYMENT_STATUSES)[number];

/** `paymentType` values that are a purchase; annulments and refunds also arrive as `Success` (§2.6). */
export const SIBS_PURCHASE_TYPES = ['PURS', 'PREF'] as const;

/** `paymentReference.status` once the shopper paid the reference. */
export const SIBS_REFERENCE_PAID = 'PAID';
export const SIBS_REFERENCE_UNPAID = 'UNPAID';

/** `paymentMethod` names. */
export const SIBS_METHOD = { mbway: 'MBWAY', multibanco: 'REFERENCE' } as const;

/** `customerPhone` for a Portuguese MB WAY number: country code, `#`, the 9-digit national number. */
export const SIBS_MBWAY_PHONE_PATTERN = /^351#9\d{8}$/;

/** The webhook's acknowledgement; SIBS's 2026 QLY docs show `000` where docs.pay.sibs.com shows `200`. */
export const ACKNOWLEDGED_STATUS_CODES = ['200', '000'] as const;

export type SibsAmount = { value: number | string; currency: string };

export type SibsReturnStatus = { statusCode: string; statusMsg?: string; statusDescription?: string };

export type SibsPaymentReferenceRequest = {
  initialDatetime: string;
  finalDatetime: string;
  maxAmount: SibsAmount;
  minAmount: SibsAmount;
  entity: string;
};

/** `POST {base}/payments` (§2.2). */
export type SibsCreateCheckoutRequest = {
  merchant: { terminalId: number; channel: 'web'; merchantTransactionId: string };
  transaction: {
    transactionTimestamp: string;
    description: string;
    moto: boolean;
    paymentType: 'PURS';
    amount: { value: number; currency: 'EUR' };
    paymentMethod: string[];
    paymentReference?: SibsPaymentReferenceRequest;
  };
  customer?: { customerInfo: { customerName: string; customerEmail: string } };
};

export type SibsCreateCheckoutAnswer = {
  returnStatus: SibsReturnStatus;
  transactionID: string;
  transactionSignature: string;
  amount?: SibsAmount;
  merchant?: { terminalId: number; merchantTransactionId: string };
  paymentMethodList?: string[];
  formContext?: string;
  expiry?: string;
};

/** `paymentReference` as answers and notifications carry it (§2.4). */
export type SibsPaymentReference = {
  reference: string;
  entity: string;
  amount?: SibsAmount;
  status?: string;
  expireDate?: string;
};

/** The status inquiry's answer, which the MB WAY purchase and the reference generation share (§2.3–2.5). */
export type SibsStatusAnswer = {
  returnStatus: SibsReturnStatus;
  paymentStatus?: string;
  paymentMethod?: string;
  paymentType?: string;
  transactionID?: string;
  amount?: SibsAmount;
  merchant?: { terminalId?: number | string; merchantTransactionId?: string; transactionId?: string };
  paymentReference?: SibsPaymentReference;
  token?: { tokenType: string; value: string };
  execution?: { startTime?: string; endTime?: string };
};

/** A decrypted webhook (§2.7 "Generic Webhook Structure"); `merchant.transactionId` is our merchantTransactionId. */
export type SibsNotificationPayload = SibsStatusAnswer & {
  notificationID: string;
  transactionDateTime?: string;
  merchant?: { transactionId?: string; terminalId?: number | string; merchantName?: string };
};

/** Refund of a captured payment (`POST {base}/payments/{transactionID}/refund`, Bearer). */
export type SibsRefundRequest = {
  merchant: { terminalId: number; channel: 'web'; merchantTransactionId: string };
  transaction: {
    transactionTimestamp: string;
    description: string;
    amount: { value: number; currency: 'EUR' };
    originalTransaction: { id: string; datetime: string };
  };
};

export type SibsAcknowledgement = { statusCode: '200'; statusMsg: 'Success'; notificationID: string };

/** The exact body the webhook answers with (§2.7), echoing the notification's id. */
export function acknowledgementOf(notificationId: string): SibsAcknowledgement {
  return { statusCode: '200', statusMsg: 'Success', notificationID: notificationId };
}
