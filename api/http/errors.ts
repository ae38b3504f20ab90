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

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!.replace(/^\//, '');
    const body: MessageBody = { message: `The route ${path} could not be found.` };
    return reply.code(404).send(body);
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(422).send(validationErrorBody(groupIssues(error.validation ?? [])));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      const body: MessageBody = { message: 'The request body is not valid JSON.' };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const body: MessageBody = { message: error.message };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({
      message: SERVER_ERROR_MESSAGE,
      request_id: String(request.id),
    });
  });
}
