import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SibsSandboxConfig } from '../../../config';
import { secretsEqual } from '../../../http/constant-time';
import { XSRF_COOKIE } from '../../auth/cookies';
import { sandboxPage } from './page';
import { createSibsSandbox, SANDBOX_CONTROLS, SANDBOX_ERROR_CODES, SandboxRefusal, type SandboxControl, type SibsSandbox } from './simulator';

/**
 * The sandbox over HTTP, registered with the prefix `/sibs-sandbox` (protocols.md §2.8):
 * - SPG v2 under `/sibs-sandbox/spg/v2` — `POST /payments` (Bearer), `POST /payments/{id}/mbway-id/purchase`
 *   and `POST /payments/{id}/service-reference/generate` (Digest {transactionSignature}),
 *   `GET /payments/{id}/status` (Bearer, or that transaction's Digest), `GET /payments/status?merchantTransactionId=`
 *   (Bearer), `POST /payments/{id}/refund` (Bearer); every call also needs `X-IBM-Client-Id`.
 *   A missing or wrong credential → 401, a bad body → 400, an unknown id → 404, each with a `returnStatus`;
 * - the controls `POST /sibs-sandbox/control/{transactionID}/{approve|decline|timeout|pay}` (JSON
 *   answers the transaction's status; a form post from the page is sent back to the page);
 * - the operator page `GET /sibs-sandbox/`.
 */

export type SandboxRoutesOptions = { sandbox: SibsSandbox; webhookUrl: string };

/** SIBS's `returnStatus`, plus the API's own `{message}` that every error of this server carries. */
function refusal(reply: FastifyReply, status: number, statusCode: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ message, returnStatus: { statusCode, statusMsg: message, statusDescription: message } });
}

function credentialOf(request: FastifyRequest, scheme: 'Bearer' | 'Digest'): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = new RegExp(`^${scheme}\\s+(\\S+)$`, 'i').exec(header.trim());
  return match ? match[1]! : null;
}

function isForm(request: FastifyRequest): boolean {
  return /^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '');
}

export const sibsSandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, { sandbox, webhookUrl }) => {
  const { credentials } = sandbox;
  await app.register(fastifyFormbody);

  const clientOk = (request: FastifyRequest) => {
    const clientId = request.headers['x-ibm-client-id'];
    return typeof clientId === 'string' && secretsEqual(clientId, credentials.clientId);
  };
  const bearerOk = (request: FastifyRequest) => {
    const token = credentialOf(request, 'Bearer');
    return token !== null && clientOk(request) && secretsEqual(token, credentials.token);
  };
  const digestOk = (request: FastifyRequest, signature: string) => {
    const presented = credentialOf(request, 'Digest');
    return presented !== null && clientOk(request) && secretsEqual(presented, signature);
  };
  const unauthorized = (reply: FastifyReply) => refusal(reply, 401, SANDBOX_ERROR_CODES.unauthorized, 'Unauthorized');

  /** Runs one gateway operation, answering a SandboxRefusal the way SIBS does. */
  async function answer(reply: FastifyReply, run: () => unknown) {
    try {
      return reply.header('cache-control', 'no-store').send(run());
    } catch (error) {
      if (error instanceof SandboxRefusal) return refusal(reply, error.httpStatus, error.statusCode, error.message);
      throw error;
    }
  }

  /** The transaction behind a Digest call: 401 for a wrong client id or signature, 404 for an unknown id. */
  function digestCall(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, run: () => unknown) {
    if (!clientOk(request)) return unauthorized(reply);
    const tx = sandbox.find(request.params.id);
    if (!tx) return refusal(reply, 404, SANDBOX_ERROR_CODES.unknown, 'Transaction not found');
    if (!digestOk(request, tx.signature)) return unauthorized(reply);
    return answer(reply, run);
  }

  app.post('/spg/v2/payments', async (request, reply) => {
    if (!bearerOk(request)) return unauthorized(reply);
    return answer(reply, () => sandbox.createCheckout(request.body));
  });

  app.post<{ Params: { id: string } }>('/spg/v2/payments/:id/mbway-id/purchase', async (request, reply) =>
    digestCall(request, reply, () => sandbox.mbwayPurchase(request.params.id, request.body)),
  );

  app.post<{ Params: { id: string } }>('/spg/v2/payments/:id/service-reference/generate', async (request, reply) =>
    digestCall(request, reply, () => sandbox.generateReference(request.params.id)),
  );

  app.get<{ Querystring: { merchantTransactionId?: unknown } }>('/spg/v2/payments/status', async (request, reply) => {
    if (!bearerOk(request)) return unauthorized(reply);
    const merchantTransactionId = request.query.merchantTransactionId;
    if (typeof merchantTransactionId !== 'string' || merchantTransactionId === '') {
      return refusal(reply, 400, SANDBOX_ERROR_CODES.invalid, 'merchantTransactionId: required');
    }
    const tx = sandbox.findByMerchantTransactionId(merchantTransactionId);
    if (!tx) return refusal(reply, 404, SANDBOX_ERROR_CODES.unknown, 'Transaction not found');
    return answer(reply, () => sandbox.statusAnswer(tx));
  });

  // Bearer as fenixedu sends it; some integrations send the transaction's Digest (§2.5): both accepted.
  app.get<{ Params: { id: string } }>('/spg/v2/payments/:id/status', async (request, reply) => {
    if (!clientOk(request)) return unauthorized(reply);
    const tx = sandbox.find(request.params.id);
    const bearer = credentialOf(request, 'Bearer');
    if (bearer !== null ? !secretsEqual(bearer, credentials.token) : !(tx && digestOk(request, tx.signature))) return unauthorized(reply);
    if (!tx) return refusal(reply, 404, SANDBOX_ERROR_CODES.unknown, 'Transaction not found');
    return answer(reply, () => sandbox.statusAnswer(tx));
  });

  app.post<{ Params: { id: string } }>('/spg/v2/payments/:id/refund', async (request, reply) => {
    if (!bearerOk(request)) return unauthorized(reply);
    return answer(reply, () => sandbox.refund(request.params.id, request.body));
  });

  app.post<{ Params: { id: string; action: string }; Body: unknown }>('/control/:id/:action', async (request, reply) => {
    const action = request.params.action as SandboxControl;
    const form = isForm(request);
    const body = request.body as Record<string, unknown> | null | undefined;
    const late = body?.late === true || body?.late === 'true' || (request.query as Record<string, unknown>).late === 'true';
    const back = (notice: string) => reply.code(303).header('location', `/sibs-sandbox/?notice=${encodeURIComponent(notice)}`).send();
    if (!SANDBOX_CONTROLS.includes(action)) {
      const message = `Unknown control: use one of ${SANDBOX_CONTROLS.join(', ')}`;
      return form ? back(message) : refusal(reply, 404, SANDBOX_ERROR_CODES.unknown, message);
    }
    try {
      const tx = sandbox.control(request.params.id, action, late);
      if (form) return back(`${tx.id}: ${action} done`);
      return reply.header('cache-control', 'no-store').send(sandbox.statusAnswer(tx));
    } catch (error) {
      if (!(error instanceof SandboxRefusal)) throw error;
      return form ? back(`${request.params.id}: ${error.message}`) : refusal(reply, error.httpStatus, error.statusCode, error.message);
    }
  });

  app.get<{ Querystring: { notice?: unknown } }>('/', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const notice = typeof request.query.notice === 'string' ? request.query.notice.slice(0, 300) : null;
    // A browser that holds a storefront session on this host sends its cookie with the forms: they
    // carry its CSRF token, read from the readable XSRF-TOKEN cookie, so the session's check passes.
    const csrfToken = request.cookies[XSRF_COOKIE] ?? null;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`)
      .header('referrer-policy', 'same-origin')
      .send(sandboxPage({ transactions: sandbox.list(), nonce, csrfToken, notice, webhookUrl }));
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The local SIBS simulator when this api serves it (config.sibs.sandbox), else null. */
    sibsSandbox: SibsSandbox | null;
  }
}

/**
 * Serves the sandbox under `/sibs-sandbox/` with the api's own SIBS credentials (under production
 * those are never the public development values: api/config.ts). Its operator page comes with it:
 * outside production by default, under production only when SIBS_SANDBOX=on asked for the sandbox.
 */
export async function installSibsSandbox(app: FastifyInstance, options: { config: SibsSandboxConfig; fetch?: typeof fetch }): Promise<void> {
  const sandbox = createSibsSandbox({ ...options.config, credentials: app.config.sibs, log: app.log, ...(options.fetch ? { fetch: options.fetch } : {}) });
  app.decorate('sibsSandbox', sandbox);
  app.addHook('onClose', () => sandbox.close());
  await app.register(sibsSandboxRoutes, { prefix: '/sibs-sandbox', sandbox, webhookUrl: options.config.webhookUrl });
}
