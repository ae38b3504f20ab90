/**
 * MSW handlers of the chat assistant (`POST /v1/assistant/messages`, `GET /v1/assistant/sessions/{id}/messages`),
 * valid against contract/chat.ts: the reply streamed word by word as Server-Sent Events (`token`, then `done`
 * with the whole AssistantReply), or as JSON with `Accept: application/json`; a 429 or a 500 when the state asks;
 * the session's kept transcript. Add them in a story: `beforeEach({ msw }) { msw.use(...assistantHandlers(state)) }`.
 */
import { HttpResponse, delay, http } from 'msw';
import { AssistantMessageRequest } from '../contract';
import type { AssistantReply, AssistantTranscript, AssistantTurn } from '../contract';
import { productBasic, productCards } from './fixtures';
import { fixtureUuid, isoFromFixtureNow } from './fixtures/ids';

export const ASSISTANT_MOCK_PATHS = {
  messages: '*/v1/assistant/messages',
  transcript: '*/v1/assistant/sessions/:sessionId/messages',
} as const;

type ReplyBody = Omit<AssistantReply, 'session_id'>;

/** Where is my order: the shipment with its link, and the tracking on the carrier's site named in the text. */
export const ORDER_STATUS_REPLY: ReplyBody = {
  reply: 'A sua encomenda A1B2C3D4 foi enviada pela CTT a 20 de novembro e deve chegar até 25 de novembro. Pode segui-la em [Encomenda A1B2C3D4](/order/success/00000000-0000-4000-8000-000000007001).',
  intent: 'order_status',
  sources: [{ kind: 'order', id: 'A1B2C3D4', title: 'Encomenda A1B2C3D4', href: '/order/success/00000000-0000-4000-8000-000000007001' }],
  actions: [{ type: 'link', label: 'Ver a encomenda', href: '/order/success/00000000-0000-4000-8000-000000007001' }],
};

/** A question about returns: the policy page linked, an off-site address left as text, suggestions to go on. */
export const RETURNS_REPLY: ReplyBody = {
  reply:
    'Tem 30 dias desde a entrega para devolver um artigo, sem custos. Leia a [política de devoluções](/legal-information/returns-policy) ou [veja as suas encomendas](/account/orders). Não abrimos endereços como [este](https://example.com/phishing).',
  intent: 'returns',
  sources: [{ kind: 'page', id: 'returns-policy', title: 'Política de devoluções', href: '/legal-information/returns-policy' }],
  actions: [{ type: 'suggestions', prompts: ['Iniciar uma devolução', 'Falar com uma pessoa'] }],
};

/** Products the catalogue search found, as cards. */
export const PRODUCTS_REPLY: ReplyBody = {
  reply: 'Encontrei estes vestidos em tamanho M:',
  intent: 'product_search',
  sources: [{ kind: 'product', id: productBasic.uuid, title: productBasic.name, href: `/product/${productBasic.slug}` }],
  actions: [
    {
      type: 'products',
      products: [productBasic, ...productCards.slice(1, 3)].map((product) => ({
        uuid: product.uuid,
        name: product.name,
        brand: product.brand?.name ?? null,
        href: `/product/${product.slug}`,
        image: product.images[0]?.file_path ?? null,
        price: 39.99,
      })),
    },
  ],
};

/** The conversation was handed to a person: the ticket and where to follow it. */
export const HANDOFF_REPLY: ReplyBody = {
  reply: 'Passei a conversa a uma pessoa da equipa. Vai receber a resposta por e-mail e pode segui-la na sua área de cliente.',
  intent: 'human_handoff',
  sources: [{ kind: 'ticket', id: fixtureUuid(6101), title: 'Pedido de apoio', href: '/account/support/00000000-0000-4000-8000-000000006101' }],
  actions: [{ type: 'handoff', ticket_uuid: fixtureUuid(6101), href: '/account/support/00000000-0000-4000-8000-000000006101' }],
};

/** Anything else: a greeting with the starter topics as suggestions. */
export const GREETING_REPLY: ReplyBody = {
  reply: 'Olá! Posso ajudar com encomendas, envios, devoluções e pagamentos.',
  intent: 'greeting',
  sources: [],
  actions: [{ type: 'suggestions', prompts: ['Onde está a minha encomenda?', 'Falar com uma pessoa'] }],
};

/** The reply a message gets, by its words (the mock's whole understanding). */
export function mockReplyFor(message: string): ReplyBody {
  const text = message.toLowerCase();
  if (/pessoa|person|humain|persona/.test(text)) return HANDOFF_REPLY;
  if (/encomenda|order|commande|pedido/.test(text)) return ORDER_STATUS_REPLY;
  if (/devol|return|retour/.test(text)) return RETURNS_REPLY;
  if (/vestido|dress|robe/.test(text)) return PRODUCTS_REPLY;
  return GREETING_REPLY;
}

export interface AssistantMockState {
  /** Each session's kept turns (the GET answers them; a POST adds to them). */
  transcripts: Map<string, AssistantTurn[]>;
  /** 'rateLimited' answers 429, 'failed' 500, 'streamError' an `error` event after the first words. */
  failure: 'rateLimited' | 'failed' | 'streamError' | null;
  /** The pause between two streamed words; 'hold' never finishes the reply (a story of the reply arriving). */
  tokenDelayMs: number | 'hold';
  /** The POST bodies received, in order. */
  received: AssistantMessageRequest[];
}

export function assistantMockState(overrides: Partial<AssistantMockState> = {}): AssistantMockState {
  return { transcripts: new Map(), failure: null, tokenDelayMs: 40, received: [], ...overrides };
}

/** A transcript of one question and its answer, for a session restored on opening. */
export function keptTurns(question: string, reply: ReplyBody = mockReplyFor(question)): AssistantTurn[] {
  return [
    { role: 'shopper', text: question, at: isoFromFixtureNow(-60_000) },
    { role: 'assistant', reply, at: isoFromFixtureNow(-58_000) },
  ];
}

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The reply's words with their following space, so that joined they are the reply again. */
const wordsOf = (text: string) => text.match(/\S+\s*/g) ?? [];

export function assistantHandlers(state: AssistantMockState) {
  return [
    http.get(ASSISTANT_MOCK_PATHS.transcript, ({ params }) => {
      const sessionId = String(params.sessionId);
      const turns = state.transcripts.get(sessionId);
      if (!turns) return HttpResponse.json({ message: 'Not found.', status: 404, data: null }, { status: 404 });
      return HttpResponse.json({ session_id: sessionId, turns } satisfies AssistantTranscript);
    }),
    http.post(ASSISTANT_MOCK_PATHS.messages, async ({ request }) => {
      const parsed = AssistantMessageRequest.safeParse(await request.json());
      if (!parsed.success) return HttpResponse.json({ message: 'The given data was invalid.', errors: {} }, { status: 422 });
      const body = parsed.data;
      state.received.push(body);
      if (state.failure === 'rateLimited') return HttpResponse.json({ message: 'Too many messages. Try again in a minute.', status: 429, data: null }, { status: 429 });
      if (state.failure === 'failed') return HttpResponse.json({ message: 'Server Error', status: 500, data: null }, { status: 500 });
      const reply: AssistantReply = { session_id: body.session_id, ...mockReplyFor(body.message) };
      const turns = state.transcripts.get(body.session_id) ?? [];
      const keep = () =>
        state.transcripts.set(body.session_id, [...turns, { role: 'shopper', text: body.message, at: isoFromFixtureNow(0) }, { role: 'assistant', reply: mockReplyFor(body.message), at: isoFromFixtureNow(1000) }]);
      if (request.headers.get('accept')?.includes('application/json')) {
        keep();
        return HttpResponse.json(reply);
      }
      const words = wordsOf(reply.reply);
      const pause = state.tokenDelayMs;
      const failure = state.failure;
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const [index, word] of words.entries()) {
            controller.enqueue(sse('token', { text: word }));
            if (failure === 'streamError' && index === 2) {
              controller.enqueue(sse('error', { message: 'The assistant stopped.', status: 500, data: null }));
              controller.close();
              return;
            }
            if (pause === 'hold' && index === 5) return;
            if (typeof pause === 'number') await delay(pause);
          }
          keep();
          controller.enqueue(sse('done', reply));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
    }),
  ];
}
