import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_API_PATHS, AssistantReply } from '../../../contract';
import { loadConfig } from '../../config';
import { createTestApi, TEST_WEB_ORIGIN, type TestApi } from '../../test-support';
import { acceptable } from './phrasing';

/**
 * The optional external model (ASSISTANT_MODEL_URL): a local fake chat-completions server stands in
 * for it. It may reword a reply; a reply it garbles, an error and a time-out all leave the offline reply.
 */
type Behaviour = { kind: 'reword'; text: (draft: string) => string } | { kind: 'fail' } | { kind: 'hang' };
let behaviour: Behaviour = { kind: 'fail' };
const seen: { authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let server: Server;
let api: TestApi;

const bodyOf = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as (typeof seen)[number]['body'];
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    seen.push({ authorization: request.headers.authorization, body });
    const draft = body.messages.at(-1)!.content.split('Reply to reword:\n')[1]!;
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'fail') return void response.writeHead(500).end('{"error":"boom"}');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: behaviour.text(draft) } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  api = await createTestApi('pglite', {
    products: 10,
    env: { ASSISTANT_MODEL_URL: url, ASSISTANT_MODEL_KEY: 'sk-test', ASSISTANT_MODEL_NAME: 'tiny', ASSISTANT_MODEL_TIMEOUT_MS: '300' },
  });
}, 180_000);
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await api?.close();
});

/** The offline reply: the draft the model is sent (handed back unchanged). */
const offlineReply = async (message: string) => {
  behaviour = { kind: 'reword', text: (draft) => draft };
  const reply = (await ask(message)).reply;
  expect(reply).toMatch(/^Delivery times per seller/);
  return reply;
};
const ask = async (message: string) => {
  const response = await api.app.inject({
    method: 'POST',
    url: ASSISTANT_API_PATHS.messages,
    remoteAddress: `10.88.0.${seen.length + 1}`,
    headers: { origin: TEST_WEB_ORIGIN, accept: 'application/json' },
    payload: { session_id: randomUUID(), message, locale: 'en' },
  });
  expect(response.statusCode).toBe(200);
  return AssistantReply.parse(response.json());
};
const QUESTION = 'how long does delivery take?';

describe('the external model', () => {
  it('is unset by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).assistant.model).toBeNull();
  });

  it('rewords the reply from the facts it is given, with its key and model name', async () => {
    behaviour = { kind: 'reword', text: (draft) => `Sure! ${draft}` };
    const before = seen.length;
    const reply = await ask(QUESTION);
    expect(reply.reply).toMatch(/^Sure! Delivery times per seller/);
    const call = seen[before]!;
    expect(call.authorization).toBe('Bearer sk-test');
    expect(call.body.model).toBe('tiny');
    expect(call.body.messages[0]!.content).toMatch(/Use only the facts given/);
    expect(call.body.messages[1]!.content).toMatch(/The official store delivers in 2–4 working days/);
  });

  it('keeps the offline reply when the model invents a number or drops a link', async () => {
    const expected = await offlineReply(QUESTION);
    behaviour = { kind: 'reword', text: () => 'Everything arrives in 1 day, guaranteed.' };
    expect((await ask(QUESTION)).reply).toBe(expected);
    behaviour = { kind: 'reword', text: (draft) => draft.replace(/\[[^\]]*\]\([^)]*\)/g, 'the FAQ') };
    expect((await ask(QUESTION)).reply).toBe(expected);
  });

  it('falls back to the offline reply on an error and on a time-out', async () => {
    const expected = await offlineReply(QUESTION);
    behaviour = { kind: 'fail' };
    expect((await ask(QUESTION)).reply).toBe(expected);
    behaviour = { kind: 'hang' };
    const started = Date.now();
    expect((await ask(QUESTION)).reply).toBe(expected);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('acceptable', () => {
  const draft = 'Order #1a2b3c4d is shipped. [View the order](/en/account/orders/x)';
  it('takes a rewording that keeps the links and the numbers it was given', () => {
    expect(acceptable('Good news: #1a2b3c4d has shipped! [View the order](/en/account/orders/x)', draft, [])).toBe(true);
  });
  it('refuses a new number, a new link, a lost link, an empty answer', () => {
    expect(acceptable('Order #1a2b3c4d arrives in 2 days. [View the order](/en/account/orders/x)', draft, [])).toBe(false);
    expect(acceptable(`${draft} [Coupons](/en/discount/FREE)`, draft, [])).toBe(false);
    expect(acceptable('Order #1a2b3c4d is shipped.', draft, [])).toBe(false);
    expect(acceptable('  ', draft, [])).toBe(false);
  });
  it('allows a number found in the facts', () => {
    expect(acceptable('It takes 2 to 4 days. [View the order](/en/account/orders/x)', draft, ['Most orders arrive within 2 to 4 working days.'])).toBe(true);
  });
});
