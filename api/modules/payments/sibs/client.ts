import type { Config } from '../../../config';
import {
  GatewayError,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type GatewayReference,
  type GatewayStatus,
  type PaymentGateway,
} from '../gateway';
import { MBWAY_PHONE_PATTERN } from '../../../../contract/portugal';
import {
  SIBS_METHOD,
  SIBS_STATUS_CODES,
  type SibsCreateCheckoutAnswer,
  type SibsCreateCheckoutRequest,
  type SibsRefundRequest,
} from './protocol';
import { readSibsStatus, UnreadableSibsAnswer } from './read-status';

/**
 * PaymentGateway over SIBS SPG v2 HTTP (protocols.md §2.2–2.6), against `config.baseUrl`: the real
 * gateway or the local sandbox, with no difference in code.
 * - Bearer `token` + `X-IBM-Client-Id` for the checkout, the status inquiry and the refund;
 *   `Authorization: Digest {transactionSignature}` + `X-IBM-Client-Id` for the MB WAY purchase and the
 *   reference generation.
 * - Every call is bounded by `timeoutMs` (AbortSignal); a network failure, a timeout, a 4xx/5xx or an
 *   unreadable answer is a GatewayError — never a payment outcome.
 * - The token, the client id and the shopper's phone never appear in an error message.
 */

export type SibsClientConfig = Pick<Config['sibs'], 'baseUrl' | 'terminalId' | 'clientId' | 'token' | 'entity'> & {
  /** Per call; default 10 s. */
  timeoutMs?: number;
};

export type SibsClientOptions = {
  now?: () => Date;
};

/** SPG v2 cuts `customerName` at 45 characters (fenixedu's generated models). */
const CUSTOMER_NAME_MAX = 45;
const DEFAULT_TIMEOUT_MS = 10_000;

type Fetch = typeof fetch;

function euros(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function createSibsGateway(
  config: SibsClientConfig,
  fetchImpl: Fetch = globalThis.fetch,
  options: SibsClientOptions = {},
): PaymentGateway {
  const now = options.now ?? (() => new Date());
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = config.baseUrl.replace(/\/+$/, '');
  const terminalId = Number(config.terminalId);

  const bearer = { authorization: `Bearer ${config.token}`, 'x-ibm-client-id': config.clientId };
  const digest = (checkout: CreatedCheckout) => ({
    authorization: `Digest ${checkout.transactionSignature}`,
    'x-ibm-client-id': config.clientId,
  });

  async function call(what: string, path: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown }): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new GatewayError(timedOut ? `SIBS ${what}: no answer within ${timeoutMs} ms` : `SIBS ${what}: the gateway could not be reached`, null);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new GatewayError(`SIBS ${what}: the answer was cut off`, response.ok ? null : response.status);
    }
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    if (!response.ok) {
      const returnStatus = (body as { returnStatus?: { statusCode?: unknown; statusMsg?: unknown } } | null)?.returnStatus;
      const statusCode = typeof returnStatus?.statusCode === 'string' ? returnStatus.statusCode : null;
      const statusMsg = typeof returnStatus?.statusMsg === 'string' ? `: ${returnStatus.statusMsg}` : '';
      throw new GatewayError(`SIBS ${what} answered ${response.status}${statusMsg}`, response.status, statusCode);
    }
    if (body === null) throw new GatewayError(`SIBS ${what}: the answer is not JSON`, response.status);
    return body;
  }

  function read(what: string, body: unknown, transactionId: string): GatewayStatus {
    try {
      return readSibsStatus(body, transactionId);
    } catch (error) {
      if (error instanceof UnreadableSibsAnswer) throw new GatewayError(`SIBS ${what}: ${error.message}`, 200);
      throw error;
    }
  }

  const transactionPath = (transactionId: string) => `/payments/${encodeURIComponent(transactionId)}`;

  return {
    async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
      const amount = { value: euros(input.amount), currency: 'EUR' as const };
      const issuedAt = now();
      if (input.method === 'multibanco' && !input.referenceExpiresAt) {
        throw new TypeError('a Multibanco checkout needs referenceExpiresAt (paymentReference.finalDatetime)');
      }
      const request: SibsCreateCheckoutRequest = {
        merchant: { terminalId, channel: 'web', merchantTransactionId: input.merchantTransactionId },
        transaction: {
          transactionTimestamp: issuedAt.toISOString(),
          description: input.description,
          moto: false,
          paymentType: 'PURS',
          amount,
          paymentMethod: [SIBS_METHOD[input.method]],
          ...(input.method === 'multibanco'
            ? {
                paymentReference: {
                  initialDatetime: issuedAt.toISOString(),
                  finalDatetime: input.referenceExpiresAt!.toISOString(),
                  maxAmount: amount,
                  minAmount: amount,
                  entity: config.entity,
                },
              }
            : {}),
        },
        customer: { customerInfo: { customerName: input.customer.name.slice(0, CUSTOMER_NAME_MAX), customerEmail: input.customer.email } },
      };
      const body = (await call('checkout', '/payments', { method: 'POST', headers: bearer, body: request })) as Partial<SibsCreateCheckoutAnswer>;
      const statusCode = body.returnStatus?.statusCode ?? null;
      if (statusCode !== SIBS_STATUS_CODES.accepted || typeof body.transactionID !== 'string' || typeof body.transactionSignature !== 'string') {
        throw new GatewayError(`SIBS checkout was not accepted (${statusCode ?? 'no status'})`, 200, statusCode);
      }
      return { transactionId: body.transactionID, transactionSignature: body.transactionSignature };
    },

    async mbwayPurchase(checkout: CreatedCheckout, phone: string): Promise<GatewayStatus> {
      if (!MBWAY_PHONE_PATTERN.test(phone)) throw new TypeError('an MB WAY phone is a 9-digit national number starting with 9');
      const body = await call('MB WAY purchase', `${transactionPath(checkout.transactionId)}/mbway-id/purchase`, {
        method: 'POST',
        headers: digest(checkout),
        body: { customerPhone: `351#${phone}` },
      });
      return read('MB WAY purchase', body, checkout.transactionId);
    },

    async generateReference(checkout: CreatedCheckout): Promise<GatewayStatus & { reference: GatewayReference }> {
      const body = await call('reference generation', `${transactionPath(checkout.transactionId)}/service-reference/generate`, {
        method: 'POST',
        headers: digest(checkout),
        body: {},
      });
      const status = read('reference generation', body, checkout.transactionId);
      if (!status.reference) {
        throw new GatewayError(`SIBS reference generation answered no reference (${status.statusCode || 'no status'})`, 200, status.statusCode || null);
      }
      return { ...status, method: 'multibanco', reference: status.reference };
    },

    async status(transactionId: string): Promise<GatewayStatus> {
      const body = await call('status inquiry', `${transactionPath(transactionId)}/status`, { method: 'GET', headers: bearer });
      return read('status inquiry', body, transactionId);
    },

    async refund(input): Promise<{ refunded: boolean; statusCode: string }> {
      const issuedAt = now().toISOString();
      const request: SibsRefundRequest = {
        merchant: { terminalId, channel: 'web', merchantTransactionId: input.merchantTransactionId },
        transaction: {
          transactionTimestamp: issuedAt,
          description: `Refund of ${input.transactionId}`,
          amount: { value: euros(input.amount), currency: 'EUR' },
          originalTransaction: { id: input.transactionId, datetime: input.originalDatetime.toISOString() },
        },
      };
      const body = (await call('refund', `${transactionPath(input.transactionId)}/refund`, { method: 'POST', headers: bearer, body: request })) as {
        returnStatus?: { statusCode?: unknown };
        paymentStatus?: unknown;
      };
      const statusCode = typeof body.returnStatus?.statusCode === 'string' ? body.returnStatus.statusCode : '';
      return { refunded: statusCode === SIBS_STATUS_CODES.accepted && body.paymentStatus === 'Success', statusCode };
    },
  };
}
