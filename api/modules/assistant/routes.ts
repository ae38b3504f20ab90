import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSISTANT_API_PATHS,
  ASSISTANT_STREAM_EVENTS,
  AssistantMessageRequest,
  AssistantReply,
  AssistantTranscript,
  ChatSessionId,
  MessageBody,
  ValidationErrorBody,
} from '../../../contract';
import { SERVER_ERROR_MESSAGE } from '../../http/errors';
import { sendTooManyAttempts } from '../auth/throttle';
import { assistantLimited } from './throttle';

export const SESSION_NOT_FOUND: MessageBody = { message: 'The conversation could not be found.' };

const SessionParams = z.object({ session_id: ChatSessionId });
const errors = { 404: MessageBody, 419: MessageBody, 422: ValidationErrorBody, 429: MessageBody };

/**
 * The reply cut into words, each with the spaces after it, a `[label](/path)` link kept whole (so a
 * half-streamed link never shows as markup): joined, they are the reply exactly.
 */
export function tokensOf(reply: string): string[] {
  return reply.match(/\s*(?:\[[^\]]*\]\([^)\s]*\)\S*|\S+)\s*/g) ?? [];
}

/** One Server-Sent Event. */
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** Whether the caller asked for the plain JSON reply rather than the stream. */
function wantsJson(accept: string | undefined): boolean {
  return !!accept && /application\/json/i.test(accept) && !/text\/event-stream/i.test(accept);
}

/**
 * `POST /v1/assistant/messages`: one shopper message, answered as Server-Sent Events (`token` word by
 * word, then `done` with the whole AssistantReply, or `error` with an ApiError body), or as the plain
 * AssistantReply with `Accept: application/json`. A malformed body (422), the rate limit (429) and a
 * conversation of another customer (404) are answered before any stream starts, with their status.
 * `GET /v1/assistant/sessions/{session_id}/messages`: the kept conversation, for the widget to restore.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    ASSISTANT_API_PATHS.messages,
    { schema: { body: AssistantMessageRequest, response: { 200: AssistantReply, ...errors } } },
    async (request, reply) => {
      const { session_id: sessionId, message, locale } = request.body;
      const blocked = await assistantLimited(app.accounts.rateLimitStore, now().getTime(), request.ip, sessionId);
      if (blocked) return sendTooManyAttempts(reply, blocked);
      const input = { sessionId, message, locale, user: request.auth.user };

      if (wantsJson(request.headers.accept)) {
        const answer = await app.assistant.answer(input);
        if (answer.kind === 'forbidden') return reply.code(404).send(SESSION_NOT_FOUND);
        return answer.reply;
      }

      // The offline reply takes milliseconds: it is made whole, then streamed. A conversation of another
      // customer is refused with its status; a reply that fails is the stream's `error` event.
      const stream = new PassThrough();
      try {
        const answer = await app.assistant.answer(input);
        if (answer.kind === 'forbidden') return reply.code(404).send(SESSION_NOT_FOUND);
        for (const text of tokensOf(answer.reply.reply)) stream.write(event(ASSISTANT_STREAM_EVENTS.token, { text }));
        stream.write(event(ASSISTANT_STREAM_EVENTS.done, answer.reply));
      } catch (error) {
        request.log.error({ err: error }, 'assistant: the reply failed');
        stream.write(event(ASSISTANT_STREAM_EVENTS.error, { message: SERVER_ERROR_MESSAGE }));
      }
      stream.end();
      // A stream goes out as it is, past the serializer: the route's typed answers are its JSON ones.
      return reply.type('text/event-stream; charset=utf-8').header('x-accel-buffering', 'no').send(stream as never);
    },
  );

  app.get(
    ASSISTANT_API_PATHS.transcript(':session_id'),
    { schema: { params: SessionParams, response: { 200: AssistantTranscript, ...errors } } },
    async (request, reply) => {
      const sessionId = request.params.session_id;
      const turns = await app.assistant.sessions.transcript(sessionId, request.auth.user?.id ?? null);
      if (turns === null) return reply.code(404).send(SESSION_NOT_FOUND);
      return { session_id: sessionId, turns };
    },
  );
};
