import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AssistantReply, AssistantTokenEvent, AssistantTranscript } from '../contract';
import { assistantHandlers, assistantMockState, GREETING_REPLY, HANDOFF_REPLY, keptTurns, ORDER_STATUS_REPLY, PRODUCTS_REPLY, RETURNS_REPLY } from './assistant-handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SESSION = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const post = (message: string, accept = 'text/event-stream') =>
  fetch('http://api.test/v1/assistant/messages', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: accept }, body: JSON.stringify({ session_id: SESSION, message, locale: 'pt' }) });

describe('the assistant mocks answer in the contract shapes', () => {
  it('every canned reply is an AssistantReply', () => {
    for (const reply of [ORDER_STATUS_REPLY, RETURNS_REPLY, PRODUCTS_REPLY, HANDOFF_REPLY, GREETING_REPLY]) AssistantReply.parse({ session_id: SESSION, ...reply });
  });

  it('the stream is token events that add up to the reply, then done with the whole AssistantReply; the transcript keeps the turn', async () => {
    const state = assistantMockState({ tokenDelayMs: 0 });
    server.use(...assistantHandlers(state));
    const response = await post('Onde está a minha encomenda?');
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    // The whole body, cut at its blank lines into `event:` and `data:` pairs.
    const events = (await response.text())
      .split('\n\n')
      .filter((block) => block !== '')
      .map((block) => ({ event: /^event: (.*)$/m.exec(block)![1], data: /^data: (.*)$/m.exec(block)![1]! }));
    const tokens = events.filter((event) => event.event === 'token').map((event) => AssistantTokenEvent.parse(JSON.parse(event.data)).text);
    const done = AssistantReply.parse(JSON.parse(events.at(-1)!.data));
    expect(events.at(-1)!.event).toBe('done');
    expect(tokens.join('')).toBe(done.reply);
    expect(done.intent).toBe('order_status');
    const transcript = AssistantTranscript.parse(await (await fetch(`http://api.test/v1/assistant/sessions/${SESSION}/messages`)).json());
    expect(transcript.turns.map((turn) => turn.role)).toEqual(['shopper', 'assistant']);
  });

  it('JSON when asked; 429 and 404 in the ApiError shape', async () => {
    const state = assistantMockState({ transcripts: new Map([[SESSION, keptTurns('Olá')]]) });
    server.use(...assistantHandlers(state));
    expect(AssistantReply.parse(await (await post('quero devolver', 'application/json')).json()).intent).toBe('returns');
    state.failure = 'rateLimited';
    expect((await post('olá')).status).toBe(429);
    expect((await fetch('http://api.test/v1/assistant/sessions/00000000-0000-4000-8000-000000000000/messages')).status).toBe(404);
  });
});
