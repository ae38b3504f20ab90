import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AssistantMessageRequest, AssistantReply, AssistantTurn, User } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
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

const quiet = { debug: () => undefined, error: () => undefined };
const KEPT_SESSION = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

type ReplyBody = Omit<AssistantReply, 'session_id'>;
const ORDER_STATUS_REPLY: ReplyBody = {
  reply: 'A sua encomenda A1B2C3D4 foi enviada. Siga-a em [Encomenda A1B2C3D4](/order/success/00000000-0000-4000-8000-000000007001).',
  intent: 'order_status',
  sources: [{ kind: 'order', id: 'A1B2C3D4', title: 'Encomenda A1B2C3D4', href: '/order/success/00000000-0000-4000-8000-000000007001' }],
  actions: [{ type: 'link', label: 'Ver a encomenda', href: '/order/success/00000000-0000-4000-8000-000000007001' }],
};
const RETURNS_REPLY: ReplyBody = {
  reply: 'Tem 30 dias desde a entrega para devolver um artigo, sem custos.',
  intent: 'returns',
  sources: [{ kind: 'page', id: 'returns-policy', title: 'Política de devoluções', href: '/legal-information/returns-policy' }],
  actions: [{ type: 'suggestions', prompts: ['Falar com uma pessoa'] }],
};
const replyFor = (message: string) => (/encomenda|commande/i.test(message) ? ORDER_STATUS_REPLY : RETURNS_REPLY);
const keptTurns = (question: string): AssistantTurn[] => [
  { role: 'shopper', text: question, at: '2026-11-22T10:00:00.000Z' },
  { role: 'assistant', reply: replyFor(question), at: '2026-11-22T10:00:02.000Z' },
];

interface FakeApi {
  transcripts: Map<string, AssistantTurn[]>;
  failure: 'rateLimited' | 'failed' | 'streamError' | 'json' | null;
  received: AssistantMessageRequest[];
  /** The sessions whose transcript was asked for. */
  reads: string[];
}

const sse = (event: string, data: unknown) => new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The assistant's two endpoints as the API answers them: the reply streamed a word per event, then `done`. */
function fakeApi(overrides: Partial<FakeApi> = {}): FakeApi & { fetch: typeof fetch } {
  const api: FakeApi = { transcripts: new Map(), failure: null, received: [], reads: [], ...overrides };
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const kept = /^\/v1\/assistant\/sessions\/([^/]+)\/messages$/.exec(url.pathname);
    if (kept) {
      api.reads.push(kept[1]!);
      const turns = api.transcripts.get(kept[1]!);
      return turns ? Response.json({ session_id: kept[1], turns }) : Response.json({ message: 'Not found.' }, { status: 404 });
    }
    const body = JSON.parse(String(init?.body)) as AssistantMessageRequest;
    api.received.push(body);
    if (api.failure === 'rateLimited') return Response.json({ message: 'Too many messages.', status: 429, data: null }, { status: 429 });
    if (api.failure === 'failed') return Response.json({ message: 'Server Error', status: 500, data: null }, { status: 500 });
    const reply = { session_id: body.session_id, ...replyFor(body.message) };
    if (api.failure === 'json') return Response.json(reply);
    const words = reply.reply.match(/\S+\s*/g) ?? [];
    const failure = api.failure;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const [index, word] of words.entries()) {
          controller.enqueue(sse('token', { text: word }));
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (failure === 'streamError' && index === 2) {
            controller.enqueue(sse('error', { message: 'The assistant stopped.', status: 500, data: null }));
            controller.close();
            return;
          }
        }
        api.transcripts.set(body.session_id, [...(api.transcripts.get(body.session_id) ?? []), ...keptTurns(body.message)]);
        controller.enqueue(sse('done', reply));
        controller.close();
      },
    });
    return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
  };
  return Object.assign(api, { fetch: fetchFake as typeof fetch });
}

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

const scopeFor = (api: { fetch: typeof fetch }, user: User | null = null) =>
  fork({ values: [[$apiBaseUrl, 'http://api.test'], [$apiFetch, api.fetch], [$apiLogger, quiet], [$authMode, 'token'], [$user, user]] });

function setup(overrides: Partial<FakeApi> = {}, user: User | null = null) {
  const state = fakeApi(overrides);
  return { scope: scopeFor(state, user), state };
}

const ana = { id: 7, uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e', email: 'ana@example.com', name: 'Ana', lastname: 'Silva', customer: { id: 7 }, ambassador_code: null, affiliate_code: null, locale: null, newsletter: false } satisfies User;

describe('§2 chat widget: one session per browser', () => {
  it('a first opening makes a session id and keeps it in local storage; the next page finds it and restores the conversation', async () => {
    const storage = memoryStorage();
    const first = setup();
    await allSettled(chatOpened, { scope: first.scope, params: { locale: 'pt', storage } });
    const id = first.scope.getState($sessionId);
    // A session made just now has nothing on the server to read.
    expect(first.state.reads).toEqual([]);
    expect(first.scope.getState($transcriptStatus)).toBe('ready');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.getItem(ASSISTANT_SESSION_KEY)).toBe(id);
    await allSettled(messageSent, { scope: first.scope, params: 'Onde está a minha encomenda?' });

    // A reload: a new scope, the same browser storage, the server's transcript.
    const second = scopeFor(first.state);
    await allSettled(chatOpened, { scope: second, params: { locale: 'pt', storage } });
    expect(second.getState($sessionId)).toBe(id);
    expect(first.state.reads).toEqual([id]);
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
    const { scope } = setup({}, ana);
    await allSettled(chatOpened, { scope, params: { locale: 'fr', storage: memoryStorage({ [ASSISTANT_SESSION_KEY]: KEPT_SESSION }) } });
    expect(scope.getState($chatSession)).toEqual({ session_id: KEPT_SESSION, user_id: 7, email: 'ana@example.com', name: 'Ana', locale: 'fr' });
  });

  it('signing out starts a new conversation, so the next person at the browser cannot read it', async () => {
    const storage = memoryStorage({ [ASSISTANT_SESSION_KEY]: KEPT_SESSION });
    const { scope } = setup({ transcripts: new Map([[KEPT_SESSION, keptTurns('Où est ma commande ?')]]) }, ana);
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
    const { scope, state } = setup({});
    await allSettled(chatOpened, { scope, params: { locale: 'pt', storage: memoryStorage() } });
    const seen: string[] = [];
    const unwatch = createWatch({
      unit: $turns,
      scope,
      fn: (turns) => {
        const last = turns.at(-1);
        if (last?.role === 'assistant' && last.streaming) seen.push(last.text);
      },
    });
    await allSettled(messageSent, { scope, params: '  Quero devolver uma saia  ' });
    unwatch();
    expect(state.received).toEqual([{ session_id: scope.getState($sessionId), message: 'Quero devolver uma saia', locale: 'pt' }]);
    // Growing text, one word more each time.
    expect(seen.length).toBeGreaterThan(8);
    expect(seen.slice(0, 3)).toEqual(['Tem ', 'Tem 30 ', 'Tem 30 dias ']);
    expect(scope.getState($turns)).toEqual([
      { role: 'shopper', text: 'Quero devolver uma saia' },
      { role: 'assistant', text: RETURNS_REPLY.reply, actions: RETURNS_REPLY.actions, streaming: false },
    ]);
    expect(scope.getState($replyStatus)).toBe('idle');
  });

  it('a server that answers plain JSON is read too (the JSON form of the endpoint)', async () => {
    const { scope } = setup({ failure: 'json' });
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
    const { scope } = setup({ failure: 'rateLimited' });
    await allSettled(chatOpened, { scope, params: { locale: 'pt', storage: memoryStorage() } });
    await allSettled(messageSent, { scope, params: 'Olá' });
    expect(scope.getState($replyStatus)).toBe('rateLimited');
    expect(scope.getState($turns)).toEqual([{ role: 'shopper', text: 'Olá' }]);
  });

  it('a stream cut by an error leaves no half reply; retry sends the same message once more without repeating it on screen', async () => {
    const { scope, state } = setup({ failure: 'streamError' });
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
    const { scope } = setup({ failure: 'failed' });
    await allSettled(chatOpened, { scope, params: { locale: 'pt', storage: memoryStorage() } });
    await allSettled(messageSent, { scope, params: 'Olá' });
    expect(scope.getState($replyStatus)).toBe('failed');
  });
});
