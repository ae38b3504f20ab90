import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../contract';
import { assistantHandlers, assistantMockState, keptTurns, ORDER_STATUS_REPLY, RETURNS_REPLY, type AssistantMockState } from '../../mocks/assistant-handlers';
import { $apiBaseUrl, $apiLogger } from '../api-client';
import { $authMode, $user, loggedOut } from '../auth';
import {
  $chatSession,
  $draft,
  $replyStatus,
  $sessionId,
  $transcriptStatus,
  $turns,
  ASSISTANT_SESSION_KEY,
  chatOpened,
  draftChanged,
  messageSent,
  retryClicked,
} from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const quiet = { debug: () => undefined, error: () => undefined };
const KEPT_SESSION = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function setup(state: AssistantMockState = assistantMockState({ tokenDelayMs: 5 }), user: User | null = null) {
  server.use(...assistantHandlers(state));
  const scope = fork({ values: [[$apiBaseUrl, 'http://api.test'], [$apiLogger, quiet], [$authMode, 'token'], [$user, user]] });
  return { scope, state };
}

const ana = { id: 7, uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e', email: 'ana@example.com', name: 'Ana', lastname: 'Silva', customer: { id: 7 }, ambassador_code: null, affiliate_code: null, locale: null, newsletter: false } satisfies User;

describe('§2 chat widget: one session per browser', () => {
  it('a first opening makes a session id and keeps it in local storage; the next page finds it and restores the conversation', async () => {
    const storage = memoryStorage();
    const first = setup();
    await allSettled(chatOpened, { scope: first.scope, params: { locale: 'pt', storage } });
    const id = first.scope.getState($sessionId);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.getItem(ASSISTANT_SESSION_KEY)).toBe(id);
    await allSettled(messageSent, { scope: first.scope, params: 'Onde está a minha encomenda?' });

    // A reload: a new scope, the same browser storage, the server's transcript.
    const second = fork({ values: [[$apiBaseUrl, 'http://api.test'], [$apiLogger, quiet], [$authMode, 'token']] });
    await allSettled(chatOpened, { scope: second, params: { locale: 'pt', storage } });
    expect(second.getState($sessionId)).toBe(id);
    expect(second.getState($transcriptStatus)).toBe('ready');
    expect(second.getState($turns)).toEqual([
      { role: 'shopper', text: 'Onde está a minha encomenda?' },
      { role: 'assistant', text: ORDER_STATUS_REPLY.reply, actions: ORDER_STATUS_REPLY.actions, streaming: false },
    ]);
  });

  it('a session the server no longer holds (404) opens empty, with nothing to retry', async () => {
    const { scope } = setup();
    await allSettled(chatOpened, { scope, params: { locale: 'fr', storage: memoryStorage({ [ASSISTANT_SESSION_KEY]: KEPT_SESSION }) } });
    expect(scope.getState($sessionId)).toBe(KEPT_SESSION);
    expect(scope.getState($turns)).toEqual([]);
    expect(scope.getState($replyStatus)).toBe('idle');
  });

  it('the widget knows the signed-in customer (ChatSession: id, e-mail, name, locale); a guest is nulls', async () => {
    const { scope } = setup(undefined, ana);
    await allSettled(chatOpened, { scope, params: { locale: 'fr', storage: memoryStorage({ [ASSISTANT_SESSION_KEY]: KEPT_SESSION }) } });
    expect(scope.getState($chatSession)).toEqual({ session_id: KEPT_SESSION, user_id: 7, email: 'ana@example.com', name: 'Ana', locale: 'fr' });
  });

  it('signing out starts a new conversation, so the next person at the browser cannot read it', async () => {
    const state = assistantMockState({ transcripts: new Map([[KEPT_SESSION, keptTurns('Où est ma commande ?')]]) });
    const storage = memoryStorage({ [ASSISTANT_SESSION_KEY]: KEPT_SESSION });
    const { scope } = setup(state, ana);
    await allSettled(chatOpened, { scope, params: { locale: 'fr', storage } });
    expect(scope.getState($turns)).toHaveLength(2);
    await allSettled(loggedOut, { scope });
    expect(scope.getState($turns)).toEqual([]);
    expect(scope.getState($sessionId)).not.toBe(KEPT_SESSION);
    expect(storage.getItem(ASSISTANT_SESSION_KEY)).toBe(scope.getState($sessionId));
  });
});

describe('§2 replies stream in word by word', () => {
  it('each word joins the reply as it arrives; the whole reply then brings its actions', async () => {
    const { scope, state } = setup(assistantMockState({ tokenDelayMs: 5 }));
    await allSettled(chatOpened, { scope, params: { locale: 'pt', storage: memoryStorage() } });
    const seen: string[] = [];
    const unwatch = $turns.watch((turns) => {
      const last = turns.at(-1);
      if (last?.role === 'assistant' && last.streaming) seen.push(last.text);
    });
    await allSettled(messageSent, { scope, params: '  Quero devolver uma saia  ' });
    unwatch();
    expect(state.received).toEqual([{ session_id: scope.getState($sessionId), message: 'Quero devolver uma saia', locale: 'pt' }]);
    // Growing text, one word more each time.
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.slice(0, 3)).toEqual(['Tem ', 'Tem 30 ', 'Tem 30 dias ']);
    expect(scope.getState($turns)).toEqual([
      { role: 'shopper', text: 'Quero devolver uma saia' },
      { role: 'assistant', text: RETURNS_REPLY.reply, actions: RETURNS_REPLY.actions, streaming: false },
    ]);
    expect(scope.getState($replyStatus)).toBe('idle');
  });

  it('a server that answers plain JSON is read too (the JSON form of the endpoint)', async () => {
    const { scope } = setup();
    server.use(http.post('*/v1/assistant/messages', () => HttpResponse.json({ session_id: KEPT_SESSION, ...ORDER_STATUS_REPLY })));
    await allSettled(chatOpened, { scope, params: { locale: 'pt', storage: memoryStorage({ [ASSISTANT_SESSION_KEY]: KEPT_SESSION }) } });
    await allSettled(messageSent, { scope, params: 'A minha encomenda?' });
    expect(scope.getState($turns).at(-1)).toEqual({ role: 'assistant', text: ORDER_STATUS_REPLY.reply, actions: ORDER_STATUS_REPLY.actions, streaming: false });
  });

  it('§9: the input holds at most 250 characters; an empty message is not sent', async () => {
    const { scope, state } = setup();
    await allSettled(chatOpened, { scope, params: { locale: 'pt', storage: memoryStorage() } });
    await allSettled(draftChanged, { scope, params: 'a'.repeat(300) });
    expect(scope.getState($draft)).toHaveLength(250);
    await allSettled(messageSent, { scope, params: '   ' });
    expect(state.received).toEqual([]);
    expect(scope.getState($turns)).toEqual([]);
    // Sending empties the draft.
    await allSettled(messageSent, { scope, params: scope.getState($draft) });
    expect(scope.getState($draft)).toBe('');
  });
});

describe('a reply that does not come', () => {
  it('429: the widget says to wait; the shopper turn stays', async () => {
    const { scope } = setup(assistantMockState({ failure: 'rateLimited' }));
    await allSettled(chatOpened, { scope, params: { locale: 'pt', storage: memoryStorage() } });
    await allSettled(messageSent, { scope, params: 'Olá' });
    expect(scope.getState($replyStatus)).toBe('rateLimited');
    expect(scope.getState($turns)).toEqual([{ role: 'shopper', text: 'Olá' }]);
  });

  it('a stream cut by an error leaves no half reply; retry sends the same message once more without repeating it on screen', async () => {
    const state = assistantMockState({ failure: 'streamError', tokenDelayMs: 1 });
    const { scope } = setup(state);
    await allSettled(chatOpened, { scope, params: { locale: 'pt', storage: memoryStorage() } });
    await allSettled(messageSent, { scope, params: 'Onde está a minha encomenda?' });
    expect(scope.getState($replyStatus)).toBe('failed');
    expect(scope.getState($turns)).toEqual([{ role: 'shopper', text: 'Onde está a minha encomenda?' }]);
    state.failure = null;
    await allSettled(retryClicked, { scope });
    expect(state.received.map((body) => body.message)).toEqual(['Onde está a minha encomenda?', 'Onde está a minha encomenda?']);
    expect(scope.getState($turns).map((turn) => turn.role)).toEqual(['shopper', 'assistant']);
    expect(scope.getState($replyStatus)).toBe('idle');
  });

  it('a server error (500) offers the retry', async () => {
    const { scope } = setup(assistantMockState({ failure: 'failed' }));
    await allSettled(chatOpened, { scope, params: { locale: 'pt', storage: memoryStorage() } });
    await allSettled(messageSent, { scope, params: 'Olá' });
    expect(scope.getState($replyStatus)).toBe('failed');
  });
});
