import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_API_PATHS,
  ASSISTANT_TRANSCRIPT_DAYS,
  AssistantReply,
  AssistantTranscript,
  LOCALES,
  orderNumberOf,
  type AssistantIntent,
  type Locale,
} from '../../../contract';
import { createMemoryRateLimitStore } from '../../http/rate-limit-store';
import { createTestApi, TEST_WEB_ORIGIN, type TestApi } from '../../test-support';
import { takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { customer, delivered, paidOrder, type Customer, type PaidOrder } from '../fulfilment/after-sales-test-kit';
import { FakeGateway } from '../orders/order-test-kit';
import { tokensOf } from './routes';
import { ASSISTANT_LIMITS } from './throttle';

/**
 * The chat assistant's endpoint: every intent answered in every language, orders shown only to whoever
 * proves them, the hand-off ticket and its summary, the stream and the JSON form, validation, the rate
 * limit, the kept transcript and its purge.
 */
let api: TestApi;
let offers: TestOffer[];
let next = 0;
const gateway = new FakeGateway();
const rateLimitStore = createMemoryRateLimitStore();
let addresses = 0;
/** Each conversation from its own address, so the per-address limit is met on purpose only. */
const nextAddress = () => `10.66.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

type Ask = { session?: string; locale?: Locale; who?: Customer | null; address?: string };

function post(payload: unknown, { who = null, address = nextAddress(), accept = 'application/json' }: { who?: Customer | null; address?: string; accept?: string } = {}) {
  return api.app.inject({
    method: 'POST',
    url: ASSISTANT_API_PATHS.messages,
    remoteAddress: address,
    headers: { ...(who ? who.headers : { origin: TEST_WEB_ORIGIN }), accept },
    payload: payload as object,
  });
}

async function ask(message: string, { session = randomUUID(), locale = 'pt', who = null, address }: Ask = {}): Promise<AssistantReply> {
  const response = await post({ session_id: session, message, locale }, { who, ...(address ? { address } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return AssistantReply.parse(response.json());
}

/** A conversation: one session, one address, one language. */
function chat(options: Omit<Ask, 'session'> = {}) {
  const session = randomUUID();
  const address = nextAddress();
  return { session, say: (message: string) => ask(message, { ...options, session, address }) };
}

const ticketsOf = (email: string) =>
  api.database.query<{ uuid: string; subject: string; category: string; order_id: number | null; email_confirmed_at: Date | null; body: string }>(
    `select t.uuid, t.subject, t.category, t.order_id, t.email_confirmed_at, m.body from support_tickets t join support_messages m on m.ticket_id = t.id
     where t.email = $1 order by t.id, m.id`,
    [email],
  );

beforeAll(async () => {
  api = await createTestApi('pglite', { products: 40, paymentGateway: gateway, rateLimitStore });
  offers = await takeOffers(api.database, 12, 0);
  // A shared 2-core machine under load takes its time to build and seed the app.
}, 180_000);
afterAll(async () => api?.close());

const take = (count = 1) => offers.slice(next, (next += count));

describe('each intent answers in each language', () => {
  const MESSAGES: Record<Locale, Record<AssistantIntent, string>> = {
    pt: {
      greeting: 'Olá, bom dia',
      order_status: 'onde está a minha encomenda?',
      shipping: 'quanto tempo demora a entrega?',
      returns: 'como faço uma devolução?',
      payment: 'posso pagar com MB WAY?',
      coupons: 'há algum cupão de desconto?',
      product_search: 'procuro um vestido azul',
      account: 'como altero a minha palavra-passe?',
      human_handoff: 'quero falar com uma pessoa',
      other: 'qual é a capital da Mongólia?',
    },
    en: {
      greeting: 'hi there',
      order_status: 'where is my order?',
      shipping: 'how long does delivery take?',
      returns: 'how do I return an item?',
      payment: 'can I pay by Multibanco?',
      coupons: 'any discount codes?',
      product_search: 'I am looking for a blue dress',
      account: 'how do I change my password?',
      human_handoff: 'I want to talk to a human',
      other: 'what is the weather on mars',
    },
    es: {
      greeting: 'hola',
      order_status: '¿dónde está mi pedido?',
      shipping: '¿cuánto tarda el envío?',
      returns: '¿cómo devuelvo un producto?',
      payment: '¿puedo pagar con MB WAY?',
      coupons: '¿hay cupones de descuento?',
      product_search: 'busco un vestido azul',
      account: '¿cómo cambio mi contraseña?',
      human_handoff: 'quiero hablar con una persona',
      other: '¿quién ganó el mundial de 1998?',
    },
    fr: {
      greeting: 'bonjour',
      order_status: 'où est ma commande ?',
      shipping: 'quel est le délai de livraison ?',
      returns: 'comment retourner un article ?',
      payment: 'puis-je payer par MB WAY ?',
      coupons: 'avez-vous un code promo ?',
      product_search: 'je cherche une robe bleue',
      account: 'comment changer mon mot de passe ?',
      human_handoff: 'je veux parler à un conseiller',
      other: 'quelle est la couleur du ciel sur Mars',
    },
  };
  /** What every reply of an intent carries besides its text: the tool's records or the page it quotes. */
  const grounded: Partial<Record<AssistantIntent, (reply: AssistantReply, locale: Locale) => void>> = {
    shipping: (reply, locale) => {
      expect(reply.sources).toContainEqual(expect.objectContaining({ kind: 'page', id: 'faq', href: locale === 'pt' ? '/faq' : `/${locale}/faq` }));
      // The sellers' delivery methods are named in the shopper's language, not by their Portuguese names.
      const express = { pt: 'Entrega expressa', en: 'Express delivery', es: 'Envío exprés', fr: 'Livraison express' }[locale];
      expect(reply.reply).toContain(express);
      if (locale !== 'pt') expect(reply.reply).not.toContain('Entrega expressa');
    },
    payment: (reply) => expect(reply.sources.map((source) => source.kind)).toContain('page'),
    coupons: (reply) => expect(reply.sources.map((source) => source.id)).toEqual(expect.arrayContaining(['VERAO10'])),
    product_search: (reply) => expect(reply.actions.find((action) => action.type === 'products')).toBeDefined(),
    greeting: (reply) => expect(reply.actions[0]).toMatchObject({ type: 'suggestions' }),
    other: (reply) => {
      expect(reply.sources).toEqual([]);
      expect(reply.actions).toContainEqual({ type: 'suggestions', prompts: [expect.any(String)] });
    },
  };

  for (const locale of LOCALES) {
    it(`answers every intent in ${locale}, in ${locale}, with its links in ${locale}`, async () => {
      for (const [intent, message] of Object.entries(MESSAGES[locale]) as [AssistantIntent, string][]) {
        const reply = await ask(message, { locale });
        expect(reply.intent, message).toBe(intent);
        expect(reply.reply.length, message).toBeGreaterThan(10);
        for (const [, href] of reply.reply.matchAll(/\]\((\/[^)]*)\)/g)) expect(href!.startsWith(locale === 'pt' ? '/' : `/${locale}/`), href).toBe(true);
        grounded[intent]?.(reply, locale);
      }
    });
  }
});

describe('orders', () => {
  let ana: Customer;
  let rui: Customer;
  let anaOrder: PaidOrder;
  let guestOrder: PaidOrder;
  const GUEST_EMAIL = 'marta.guest@example.test';

  beforeAll(async () => {
    ana = await customer(api.app);
    rui = await customer(api.app);
    anaOrder = await paidOrder(api, gateway, take(), ana);
    guestOrder = await paidOrder(api, gateway, take(), null, { body: { email: GUEST_EMAIL } });
  }, 120_000);

  it("shows a customer their latest order when they name none, with its status and a link to it", async () => {
    const reply = await ask('onde está a minha encomenda?', { who: ana });
    const number = orderNumberOf(anaOrder.uuid);
    expect(reply.intent).toBe('order_status');
    expect(reply.reply).toContain(`#${number}`);
    expect(reply.reply).toContain(`(/account/orders/${anaOrder.uuid})`);
    expect(reply.reply).toMatch(/paga, a aguardar preparação\.\nEntrega prevista em \d+–\d+ dias úteis/);
    expect(reply.sources).toEqual([{ kind: 'order', id: number, title: `#${number}`, href: `/account/orders/${anaOrder.uuid}` }]);
  });

  it("never shows another customer's order: it reads as no such order", async () => {
    const number = orderNumberOf(anaOrder.uuid);
    const theirs = await ask(`where is my order ${number}?`, { who: rui, locale: 'en' });
    const unknown = await ask('where is my order 0a0b0c0d?', { who: rui, locale: 'en' });
    expect(theirs.sources).toEqual([]);
    expect(theirs.reply).not.toContain(anaOrder.uuid);
    expect(theirs.reply.replace(number, 'N')).toBe(unknown.reply.replace('0a0b0c0d', 'N'));
  });

  it('asks a guest for the proof and reveals nothing without it', async () => {
    const number = orderNumberOf(guestOrder.uuid);
    const reply = await ask(`onde está a encomenda ${number}?`);
    expect(reply.sources).toEqual([]);
    expect(reply.actions).toEqual([]);
    expect(reply.reply).toMatch(/e-mail/);
    expect(reply.reply).not.toMatch(/paga|enviada|entregue/);
  });

  it('answers a wrong e-mail exactly as an unknown number', async () => {
    const number = orderNumberOf(guestOrder.uuid);
    const wrong = await ask(`a minha encomenda ${number}, e-mail outra.pessoa@example.test`);
    const unknown = await ask('a minha encomenda 0a0b0c0d, e-mail outra.pessoa@example.test');
    expect(wrong.sources).toEqual([]);
    expect(wrong.reply.replace(number, 'N')).toBe(unknown.reply.replace('0a0b0c0d', 'N'));
  });

  it('lets a guest prove an order across two turns: the number, then the e-mail; the answer links the signed order page', async () => {
    const number = orderNumberOf(guestOrder.uuid);
    const conversation = chat();
    const first = await conversation.say(`Onde está a minha encomenda #${number}?`);
    expect(first.sources).toEqual([]);
    const second = await conversation.say(GUEST_EMAIL.toUpperCase());
    expect(second.intent).toBe('order_status');
    expect(second.sources[0]).toMatchObject({ kind: 'order', id: number });
    expect(second.sources[0]!.href).toMatch(new RegExp(`^/order/success/${guestOrder.uuid}\\?token=`));
    expect(second.actions).toContainEqual({ type: 'link', label: 'Ver a encomenda', href: second.sources[0]!.href });
    // Proven once, the conversation needs no second proof.
    const third = await conversation.say(`e a encomenda ${number}?`);
    expect(third.sources[0]).toMatchObject({ kind: 'order', id: number });
  });

  it('a guest session cannot reach a customer order it did not prove, whatever it says', async () => {
    const number = orderNumberOf(anaOrder.uuid);
    const conversation = chat();
    await conversation.say(`onde está a encomenda ${number}`);
    const reply = await conversation.say('outra.pessoa@example.test');
    expect(reply.sources).toEqual([]);
  });

  it('starts a return of a delivered order from the chat, for its customer only', async () => {
    const order = await paidOrder(api, gateway, take(), ana);
    await delivered(api, order);
    const conversation = chat({ who: ana, locale: 'fr' });
    const offer = await conversation.say('comment retourner un article ?');
    expect(offer.intent).toBe('returns');
    expect(offer.actions).toContainEqual({ type: 'suggestions', prompts: ['Lancer le retour'] });
    const started = await conversation.say('Lancer le retour');
    expect(started.sources[0]).toMatchObject({ kind: 'return' });
    const [row] = await api.database.query<{ status: string; customer_id: number }>(
      `select r.status, r.customer_id from order_returns r join orders o on o.id = r.order_id where o.uuid = $1`,
      [order.uuid],
    );
    expect(row).toEqual({ status: 'requested', customer_id: ana.user.id });
  });
});

describe('hand-off', () => {
  it('opens a ticket for a customer who asks for a person, with the summary and where to follow it', async () => {
    const ana = await customer(api.app);
    const conversation = chat({ who: ana });
    await conversation.say('quanto tempo demora a entrega?');
    const reply = await conversation.say('quero falar com uma pessoa');
    const handoff = reply.actions.find((action) => action.type === 'handoff');
    expect(handoff).toBeDefined();
    const [ticket] = await ticketsOf(ana.user.email);
    expect(handoff).toEqual({ type: 'handoff', ticket_uuid: ticket!.uuid, href: `/account/support/${ticket!.uuid}` });
    expect(ticket!.email_confirmed_at).not.toBeNull();
    expect(ticket!.body).toContain('Objetivo: quanto tempo demora a entrega?');
    expect(ticket!.body).toContain('O que foi tentado: delivery estimates');
    expect(ticket!.body).toContain('Cliente: quero falar com uma pessoa');
    expect(ticket!.body).toContain('Assistente: Prazos de entrega');
    // Asked again, the same ticket: no second one.
    await conversation.say('quero falar com uma pessoa');
    expect(await ticketsOf(ana.user.email)).toHaveLength(1);
  });

  it('hands over after two failed answers in a row, naming the order in the summary', async () => {
    const ana = await customer(api.app);
    const order = await paidOrder(api, gateway, take(), ana);
    const conversation = chat({ who: ana, locale: 'en' });
    await conversation.say('where is my order?');
    const first = await conversation.say('what is the weather on mars');
    expect(first.actions.find((action) => action.type === 'handoff')).toBeUndefined();
    const second = await conversation.say('who won the 1998 world cup');
    expect(second.actions.find((action) => action.type === 'handoff')).toBeDefined();
    const [ticket] = await ticketsOf(ana.user.email);
    const [{ id }] = (await api.database.query<{ id: number }>(`select id from orders where uuid = $1`, [order.uuid])) as [{ id: number }];
    expect(ticket!.order_id).toBe(id);
    expect(ticket!.body).toContain(`Order: #${orderNumberOf(order.uuid)}`);
    expect(ticket!.body).toContain('Shopper: what is the weather on mars');
  });

  it('hands over on the "Talk to a person" suggestion in every language', async () => {
    for (const [locale, prompt] of [['pt', 'Falar com uma pessoa'], ['en', 'Talk to a person'], ['es', 'Hablar con una persona'], ['fr', 'Parler à une personne']] as const) {
      const reply = await ask(prompt, { locale });
      expect(reply.intent, prompt).toBe('human_handoff');
    }
  });

  it('takes the e-mail a guest gives with the request at once', async () => {
    const email = `guest-${randomUUID()}@example.test`;
    const reply = await ask(`I want to talk to a human, my e-mail is ${email}`, { locale: 'en' });
    const [ticket] = await ticketsOf(email);
    expect(reply.actions).toEqual([{ type: 'handoff', ticket_uuid: ticket!.uuid, href: '/en/contact' }]);
    expect(reply.reply).toContain(email);
  });

  it("asks a guest for an e-mail first, then opens a ticket that waits for that e-mail's confirmation", async () => {
    const conversation = chat({ locale: 'es' });
    const asked = await conversation.say('quiero hablar con una persona');
    expect(asked.actions).toEqual([]);
    expect(asked.reply).toMatch(/correo/);
    const email = `guest-${randomUUID()}@example.test`;
    const done = await conversation.say(email);
    const [ticket] = await ticketsOf(email);
    expect(done.actions).toEqual([{ type: 'handoff', ticket_uuid: ticket!.uuid, href: '/es/contact' }]);
    expect(ticket!.email_confirmed_at).toBeNull();
    const [mail] = await api.database.query<{ kind: string }>(`select kind from mail_outbox where to_address = $1`, [email]);
    expect(mail?.kind).toBe('contact-confirm');
  });
});

describe('the stream and the JSON form', () => {
  function parseEvents(body: string) {
    return body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        const [eventLine, dataLine] = block.split('\n');
        return { event: eventLine!.replace('event: ', ''), data: JSON.parse(dataLine!.replace('data: ', '')) as unknown };
      });
  }

  it('streams the reply word by word, then the whole reply, equal to the JSON answer', async () => {
    const message = 'quanto tempo demora a entrega?';
    const streamed = await post({ session_id: randomUUID(), message, locale: 'pt' }, { accept: 'text/event-stream' });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(streamed.body);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const reply = AssistantReply.parse(done.data);
    const tokens = events.slice(0, -1);
    expect(tokens.every((event) => event.event === 'token')).toBe(true);
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.map((event) => (event.data as { text: string }).text).join('')).toBe(reply.reply);

    const json = await ask(message);
    expect({ ...json, session_id: null }).toEqual({ ...reply, session_id: null });
  });

  it('ends the stream with an error event, the ApiError body, when the reply fails', async () => {
    const answer = api.app.assistant.answer;
    api.app.assistant.answer = async () => {
      throw new Error('the database went away');
    };
    try {
      const response = await post({ session_id: randomUUID(), message: 'olá', locale: 'pt' }, { accept: 'text/event-stream' });
      expect(parseEvents(response.body)).toEqual([{ event: 'error', data: { message: 'Server Error' } }]);
    } finally {
      api.app.assistant.answer = answer;
    }
  });

  it('streams by default, when the caller names no type', async () => {
    const response = await post({ session_id: randomUUID(), message: 'olá', locale: 'pt' }, { accept: '*/*' });
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  });

  it('cuts a reply into words whose joining is the reply, each link whole', () => {
    const text = ' Olá!  Veja [a encomenda](/account/orders/x).\nObrigado ';
    expect(tokensOf(text)).toEqual([' Olá!  ', 'Veja ', '[a encomenda](/account/orders/x).\n', 'Obrigado ']);
    expect(tokensOf('')).toEqual([]);
  });
});

describe('validation', () => {
  const session_id = randomUUID();
  it.each([
    [{ session_id, message: 'olá', locale: 'pt', user_id: 3 }, 'user_id', 'The user id field is prohibited.'],
    [{ session_id, message: '   ', locale: 'pt' }, 'message', 'The message is empty.'],
    [{ session_id, message: 'x'.repeat(251), locale: 'pt' }, 'message', 'The message may hold at most 250 characters.'],
    [{ session_id: 'abc', message: 'olá', locale: 'pt' }, 'session_id', 'The session_id must be a uuid.'],
    [{ session_id, message: 'olá', locale: 'de' }, 'locale', 'The selected locale is invalid.'],
    [{ session_id, locale: 'pt' }, 'message', expect.any(String)],
  ])('refuses %j with 422 naming the field', async (payload, field, message) => {
    for (const accept of ['application/json', 'text/event-stream']) {
      const response = await post(payload, { accept });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
  });

  it('answers a body that is not JSON with 400, never 500', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: ASSISTANT_API_PATHS.messages,
      headers: { origin: TEST_WEB_ORIGIN, 'content-type': 'application/json' },
      payload: '{"session_id":',
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a signed-in customer's POST without the CSRF token (419), as every cookie POST", async () => {
    const ana = await customer(api.app);
    const response = await api.app.inject({
      method: 'POST',
      url: ASSISTANT_API_PATHS.messages,
      headers: { cookie: ana.cookie, origin: TEST_WEB_ORIGIN, accept: 'application/json' },
      payload: { session_id: randomUUID(), message: 'olá', locale: 'pt' },
    });
    expect(response.statusCode).toBe(419);
  });
});

describe('rate limit', () => {
  it('holds a session back after its limit per minute with 429 and Retry-After', async () => {
    const conversation = chat();
    for (let sent = 0; sent < ASSISTANT_LIMITS.perSession.max; sent += 1) await conversation.say('olá');
    const response = await post({ session_id: conversation.session, message: 'olá', locale: 'pt' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another conversation is not held back by it.
    expect((await post({ session_id: randomUUID(), message: 'olá', locale: 'pt' })).statusCode).toBe(200);
  });

  it('holds an address back across sessions', async () => {
    const address = nextAddress();
    for (let sent = 0; sent < ASSISTANT_LIMITS.perAddress.max; sent += 1) {
      expect((await post({ session_id: randomUUID(), message: 'olá', locale: 'pt' }, { address })).statusCode).toBe(200);
    }
    expect((await post({ session_id: randomUUID(), message: 'olá', locale: 'pt' }, { address })).statusCode).toBe(429);
  });
});

describe('transcripts', () => {
  const read = (session: string, who: Customer | null = null) =>
    api.app.inject({ url: ASSISTANT_API_PATHS.transcript(session), headers: who ? { cookie: who.cookie, origin: TEST_WEB_ORIGIN } : { origin: TEST_WEB_ORIGIN } });

  it('restores a conversation after a reload, turn by turn', async () => {
    const conversation = chat();
    const reply = await conversation.say('olá');
    const response = await read(conversation.session);
    expect(response.statusCode).toBe(200);
    const transcript = AssistantTranscript.parse(response.json());
    expect(transcript.turns).toEqual([
      { role: 'shopper', text: 'olá', at: expect.any(String) },
      { role: 'assistant', at: expect.any(String), reply: { reply: reply.reply, intent: reply.intent, sources: reply.sources, actions: reply.actions } },
    ]);
  });

  it('answers an unknown session with no turns', async () => {
    const session = randomUUID();
    expect((await read(session)).json()).toEqual({ session_id: session, turns: [] });
  });

  it("keeps a customer's conversation to that customer: not another, not a guest, not by writing in it", async () => {
    const ana = await customer(api.app);
    const rui = await customer(api.app);
    const conversation = chat({ who: ana });
    await conversation.say('olá');
    expect((await read(conversation.session, ana)).statusCode).toBe(200);
    expect((await read(conversation.session, rui)).statusCode).toBe(404);
    expect((await read(conversation.session)).statusCode).toBe(404);
    expect((await post({ session_id: conversation.session, message: 'olá', locale: 'pt' }, { who: rui })).statusCode).toBe(404);
    expect((await post({ session_id: conversation.session, message: 'olá', locale: 'pt' })).statusCode).toBe(404);
    expect((await post({ session_id: conversation.session, message: 'olá', locale: 'pt' }, { who: rui, accept: 'text/event-stream' })).statusCode).toBe(404);
  });

  it(`the purge job deletes the conversations whose last message is older than ${ASSISTANT_TRANSCRIPT_DAYS} days, and only those`, async () => {
    const old = chat();
    const recent = chat();
    await old.say('olá');
    await recent.say('olá');
    await api.database.query(`update assistant_sessions set last_message_at = now() - make_interval(days => $2, mins => 1) where id = $1`, [old.session, ASSISTANT_TRANSCRIPT_DAYS]);
    await api.database.query(`update assistant_sessions set last_message_at = now() - make_interval(days => $2) + interval '1 hour' where id = $1`, [recent.session, ASSISTANT_TRANSCRIPT_DAYS]);
    await api.app.jobs.runDueJobs();
    expect((await read(old.session)).json().turns).toEqual([]);
    expect((await read(recent.session)).json().turns).toHaveLength(2);
    const [left] = await api.database.query<{ count: number }>(`select count(*)::int as count from assistant_messages where session_id = $1`, [old.session]);
    expect(left!.count).toBe(0);
  });
});
