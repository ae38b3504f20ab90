import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageBody } from '../../../contract';
import { UTM_ATTRIBUTION_FIELD } from '../../http/utm-attribution';

/**
 * §7 "a PUT with form data is sent as POST with a _method field set to PUT": the POST alias of a
 * PUT route (same handler) accepts `_method=PUT` (any case) and answers 405 otherwise, as Laravel does.
 */
export function methodOverride(method: 'PUT', path: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return undefined;
    const body = request.body as Record<string, unknown> | null | undefined;
    const override = typeof body === 'object' && body !== null ? body._method : undefined;
    if (typeof override === 'string' && override.toUpperCase() === method) {
      delete body!._method;
      return undefined;
    }
    const answer: MessageBody = {
      message: `The POST method is not supported for route ${path.replace(/^\//, '')}. Supported methods: ${method}.`,
    };
    return reply.code(405).header('allow', method).send(answer);
  };
}

function isFormRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/** `a[b][c]` → ['a', 'b', 'c']; null when the key has no brackets. */
function bracketPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
  if (!match) return null;
  return [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Form fields are strings: Laravel's boolean rule reads "1"/"0"/"true"/"false"/"on"/"off" for the
 * route's boolean fields; `utm_attribution[…]` fields become `request.utmAttribution` (§7), as the
 * JSON body's object does.
 */
export function normaliseFormBody(booleanFields: readonly string[]) {
  return async (request: FastifyRequest) => {
    if (!isFormRequest(request)) return;
    const body = request.body as Record<string, unknown> | null | undefined;
    if (typeof body !== 'object' || body === null) return;
    for (const field of booleanFields) {
      const value = body[field];
      if (typeof value !== 'string') continue;
      const lower = value.toLowerCase();
      if (['1', 'true', 'on'].includes(lower)) body[field] = true;
      else if (['0', 'false', 'off', ''].includes(lower)) body[field] = false;
    }
    for (const key of Object.keys(body)) {
      const path = bracketPath(key);
      if (!path || path[0] !== UTM_ATTRIBUTION_FIELD) continue;
      const value = body[key];
      delete body[key];
      if (path.some((part) => FORBIDDEN_KEYS.has(part))) continue;
      const root = (
        typeof request.utmAttribution === 'object' && request.utmAttribution !== null
          ? request.utmAttribution
          : {}
      ) as Record<string, unknown>;
      let node = root;
      for (const part of path.slice(1, -1)) {
        const next = node[part];
        node = (node[part] = typeof next === 'object' && next !== null ? next : {}) as Record<
          string,
          unknown
        >;
      }
      node[path.at(-1)!] = value;
      request.utmAttribution = root;
    }
  };
}
