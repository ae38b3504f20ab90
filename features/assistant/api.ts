import { createEffect, createEvent, scopeBind } from 'effector';
import type { ApiError, AssistantMessageRequest, AssistantReply, AssistantTranscript } from '../../contract';
import { apiRequestFx, apiStreamFx, isApiError, safeParseWithContract } from '../api-client';
import { readEventStream } from './eventStream';

/** The assistant's endpoints (api/modules/assistant). */
export const ASSISTANT_PATHS = {
  messages: '/v1/assistant/messages',
  transcript: (sessionId: string) => `/v1/assistant/sessions/${encodeURIComponent(sessionId)}/messages`,
} as const;

/** A piece of the reply being streamed (the `token` events), in the order the server sent them. */
export const replyTokenArrived = createEvent<string>();

/** The kept conversation of a session; 404 is a session the server no longer holds (30 days passed). */
export const fetchTranscriptFx = createEffect<string, AssistantTranscript, ApiError>(
  async (sessionId) =>
    (await apiRequestFx({ path: ASSISTANT_PATHS.transcript(sessionId), schema: () => import('../../contract/chat').then((contract) => contract.AssistantTranscript), expectedStatuses: [404] })) as AssistantTranscript,
);

/** A browser that can read a response body as it arrives gets the stream; any other asks for the JSON answer. */
const canReadStreams = () => typeof ReadableStream !== 'undefined' && typeof TextDecoder !== 'undefined';

const failure = (message: string, status: number, data: unknown = null): ApiError => ({ message, status, data });

async function parseReply(value: unknown, status: number): Promise<AssistantReply> {
  const parsed = await safeParseWithContract(() => import('../../contract/chat').then((contract) => contract.AssistantReply), value);
  if (!parsed.success) throw failure('Error parsing response', status, value);
  return parsed.data;
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

type TokenSink = (text: string) => void;

/** Reads an answer of the messages endpoint: the event stream word by word, or a JSON reply. */
const readReplyFx = createEffect<{ response: Response; onToken: TokenSink }, AssistantReply, ApiError>(async ({ response, onToken }) => {
  if (!response.ok) {
    const data = await jsonOf(response);
    const message = typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : response.statusText;
    throw failure(message, response.status, data);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) return parseReply(await jsonOf(response), response.status);
  try {
    for await (const event of readEventStream(response.body)) {
      const data = JSON.parse(event.data) as unknown;
      if (event.event === 'token') {
        const text = (data as { text?: unknown }).text;
        if (typeof text === 'string') onToken(text);
      } else if (event.event === 'done') {
        return await parseReply(data, response.status);
      } else if (event.event === 'error') {
        throw isApiError(data) ? data : failure(typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : 'Error', 500, data);
      }
    }
  } catch (cause) {
    if (isApiError(cause)) throw cause;
    throw failure(cause instanceof Error ? cause.message : String(cause), 0);
  }
  // The connection closed before the whole reply came.
  throw failure('The reply stopped before it ended.', 0);
});

/**
 * POST one shopper message. The answer streams: each `token` reaches `replyTokenArrived` as it arrives and
 * the `done` event's whole reply resolves the effect; an `error` event, a stream cut before `done` or a
 * failure status reject with the ApiError shape (429: the session or address sent too much).
 */
export const sendMessageFx = createEffect<AssistantMessageRequest, AssistantReply, ApiError>(async (request) => {
  // Bound now, while the effect still runs in the caller's scope: the tokens arrive after awaits.
  const onToken = scopeBind(replyTokenArrived, { safe: true });
  const accept = canReadStreams() ? 'text/event-stream' : 'application/json';
  const response = await apiStreamFx({ path: ASSISTANT_PATHS.messages, body: request, accept });
  return readReplyFx({ response, onToken });
});
