import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { MessageBody, ValidationErrorBody } from '../../contract';

/**
 * The one error handler (protocols.md §3.4 shapes): request validation → 422 `{message, errors}`;
 * other 4xx → `{message}`; anything else → 500 `{message: 'Server Error'}` with the request id,
 * never the error itself (it goes to the log).
 */

/** Laravel's summary: the first message, plus "(and N more error[s])". */
export function validationMessage(errors: Record<string, string[]>): string {
  const messages = Object.values(errors).flat();
  const first = messages[0];
  if (first === undefined) return 'The given data was invalid.';
  const more = messages.length - 1;
  if (more === 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export function validationErrorBody(errors: Record<string, string[]>): ValidationErrorBody {
  return { message: validationMessage(errors), errors };
}

type Issue = { instancePath: string; message?: string | undefined; keyword: string; params?: Record<string, unknown> };

function fieldOf(issue: Issue): string {
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Zod's own wording for an enum miss becomes Laravel's `in` rule message. */
function messageOf(issue: Issue, field: string): string {
  if (issue.keyword === 'invalid_value') return `The selected ${field.replaceAll('_', ' ')} is invalid.`;
  return issue.message ?? `The ${field.replaceAll('_', ' ')} field is invalid.`;
}

function groupIssues(issues: Issue[]): Record<string, string[]> {
  // No prototype: a field may be called 'constructor' or 'toString' (reliability E2).
  const errors = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) {
    const field = fieldOf(issue);
    // A strict body names each field it does not know, the way Laravel's `prohibited` rule would.
    const unknown = issue.keyword === 'unrecognized_keys' ? (issue.params?.keys as string[] | undefined) : undefined;
    if (unknown && unknown.length > 0) {
      for (const key of unknown) {
        const name = field ? `${field}.${key}` : key;
        (errors[name] ??= []).push(`The ${name.replaceAll('_', ' ')} field is prohibited.`);
      }
      continue;
    }
    (errors[field] ??= []).push(messageOf(issue, field));
  }
  return errors;
}

export const SERVER_ERROR_MESSAGE = 'Server Error';
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
export const MALFORMED_MULTIPART_MESSAGE = 'The request body is not valid multipart/form-data.';
export const MALFORMED_URL_MESSAGE = 'The request URL is not valid.';

/**
 * An error answer of the shared layer (guards, parsers, this handler) is written as plain JSON, not
 * through the route's response schema: the route's schema for that status describes what the route
 * itself answers, and a mismatch there must never turn a client's mistake into a 500.
 */
export function sendError(reply: FastifyReply, status: number, body: MessageBody | ValidationErrorBody): FastifyReply {
  return reply.code(status).serializer(JSON.stringify).send(body);
}

/** busboy's errors for a body that is not the multipart (or urlencoded) form it claims to be. */
const MALFORMED_FORM = /^(Multipart: Boundary not found|Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form))$/;

/** RFC 2046 §5.1.1: a multipart body names its boundary, 1–70 characters. */
export function hasMultipartBoundary(contentType: string): boolean {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match !== null;
}

/**
 * Fastify's own answer to a path it cannot decode (FST_ERR_BAD_URL) or a failed route constraint, in
 * the API's shape: 400 `{message}`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  sendError(reply, status, { message: MALFORMED_URL_MESSAGE });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!.replace(/^\//, '');
    const body: MessageBody = { message: `The route ${path} could not be found.` };
    return reply.code(404).send(body);
  });

  // A multipart body without a boundary cannot be read: refused before any parser tries.
  app.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !hasMultipartBoundary(type)) {
      return sendError(reply, 400, { message: MALFORMED_MULTIPART_MESSAGE });
    }
    return undefined;
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(reply, 422, validationErrorBody(groupIssues(error.validation ?? [])));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 400, { message: MALFORMED_JSON_MESSAGE });
    }
    if (MALFORMED_FORM.test(error.message) && error.statusCode === undefined) {
      return sendError(reply, 400, { message: MALFORMED_MULTIPART_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return sendError(reply, status, { message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .serializer(JSON.stringify)
      .send({ message: SERVER_ERROR_MESSAGE, request_id: String(request.id) });
  });
}
