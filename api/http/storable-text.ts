import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError, validationErrorBody } from './errors';

/**
 * Reliability E4: text PostgreSQL cannot store never reaches a query. A NUL character is refused by
 * every text column (and by node-postgres' protocol); a lone UTF-16 surrogate is not text at all —
 * `encodeURIComponent` throws on it and the driver would silently store U+FFFD. Two hooks
 * checks every string and key of the path, the query, the cookies (on request) and of the body and
 * its `utm_attribution` object (before the handler, after each route's own checks, so a strict body
 * keeps its own answer):
 * - in the query or the body → 422 in the Laravel shape, naming each field;
 * - in a path parameter → 404, the answer for a path that names nothing;
 * - in a cookie → the cookie is ignored, as if it had not been sent (a shopper is never stuck
 *   behind a cookie they cannot see).
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Deeper than any body the API takes; anything deeper is left to the schemas. */
const MAX_DEPTH = 32;

export type Unstorable = 'nul' | 'surrogate';

export function unstorable(text: string): Unstorable | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** A field name fit for a message: the offending characters shown as U+FFFD. */
const printable = (name: string) => name.replaceAll('\u0000', '\ufffd').replaceAll(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');

function messageOf(field: string, kind: Unstorable): string {
  const label = field.replaceAll('_', ' ');
  return kind === 'nul' ? `The ${label} field must not contain null characters.` : `The ${label} field must be valid UTF-8 text.`;
}

/** Every field of `value` holding unstorable text (or named by it), as Laravel's `errors`. */
export function unstorableFields(value: unknown, prefix = '', errors: Record<string, string[]> = Object.create(null), depth = 0): Record<string, string[]> {
  if (typeof value === 'string') {
    const kind = unstorable(value);
    if (kind) {
      const field = printable(prefix || 'body');
      (errors[field] ??= []).push(messageOf(field, kind));
    }
    return errors;
  }
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return errors;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    const field = prefix ? `${prefix}.${key}` : key;
    const kind = unstorable(key);
    if (kind) {
      const name = printable(field);
      (errors[name] ??= []).push(messageOf(name, kind));
      continue;
    }
    unstorableFields(item, field, errors, depth + 1);
  }
  return errors;
}

function dropUnstorableCookies(request: FastifyRequest): void {
  const cookies = request.cookies as Record<string, string | undefined> | undefined;
  if (!cookies) return;
  for (const [name, value] of Object.entries(cookies)) {
    if (unstorable(name) || (typeof value === 'string' && unstorable(value))) delete cookies[name];
  }
}

/** onRequest: the path and the query as the client wrote them (before a schema renames or drops a field). */
async function refuseUnstorablePathOrQuery(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  dropUnstorableCookies(request);
  if (Object.keys(unstorableFields(request.params)).length > 0) {
    reply.callNotFound();
    return reply;
  }
  const errors = unstorableFields(request.query);
  if (Object.keys(errors).length === 0) return undefined;
  return sendError(reply, 422, validationErrorBody(errors));
}

/** preHandler: the body, once each route's own checks had their say. */
async function refuseUnstorableBody(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const errors = unstorableFields(request.body);
  if (request.utmAttribution !== undefined) unstorableFields(request.utmAttribution, 'utm_attribution', errors);
  if (Object.keys(errors).length === 0) return undefined;
  return sendError(reply, 422, validationErrorBody(errors));
}

/** Installed after @fastify/cookie, so the cookies are parsed before they are sorted out. */
export function installStorableText(app: FastifyInstance): void {
  app.addHook('onRequest', refuseUnstorablePathOrQuery);
  app.addHook('preHandler', refuseUnstorableBody);
}
