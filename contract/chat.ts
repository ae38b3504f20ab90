import { z } from 'zod';
import { Locale } from './locale';

/** §2, §9 chat widget limits. */
export const CHAT_INPUT_MAX_LENGTH = 250;
export const CHAT_WINDOW_SIZE = { width: 420, height: 640 } as const;
export const CHAT_STARTER_PROMPTS = ['tracking', 'shipping', 'returns'] as const;
export const CHAT_TERMS_PATH = '/legal-information/terms-of-service';

/** §2 chat session: a session id per user or guest, plus user id, e-mail, name and locale. */
export const ChatSession = z.object({
  session_id: z.string().min(1),
  user_id: z.number().int().positive().nullable(),
  email: z.email().nullable(),
  name: z.string().nullable(),
  locale: Locale,
});
export type ChatSession = z.infer<typeof ChatSession>;

/** §9: a message typed into the chat, at most 250 characters. */
export const ChatInput = z
  .string()
  .trim()
  .min(1, 'The message is empty.')
  .max(CHAT_INPUT_MAX_LENGTH, `The message may hold at most ${CHAT_INPUT_MAX_LENGTH} characters.`);
export type ChatInput = z.infer<typeof ChatInput>;

/**
 * What the assistant recognises a message to be about (the endpoint's `intent`). The order is the
 * order the assistant's bench prints them in.
 */
export const ASSISTANT_INTENTS = [
  'order_status',
  'shipping',
  'returns',
  'payment',
  'coupons',
  'product_search',
  'account',
  'human_handoff',
  'greeting',
  'other',
] as const;
export const AssistantIntent = z.enum(ASSISTANT_INTENTS);
export type AssistantIntent = z.infer<typeof AssistantIntent>;

/** A chat session id: the widget makes one (a random uuid) per browser and keeps it across pages and reloads. */
export const ChatSessionId = z.uuid({ error: 'The session_id must be a uuid.' });

/**
 * `POST /v1/assistant/messages`: one shopper message. The signed-in customer comes from the usual auth,
 * never from the body. A guest proves an order by naming its number and the e-mail it was placed with
 * in the conversation; the body carries no e-mail.
 */
export const AssistantMessageRequest = z.strictObject({
  session_id: ChatSessionId,
  message: ChatInput,
  locale: Locale,
});
export type AssistantMessageRequest = z.infer<typeof AssistantMessageRequest>;

/** Where an answer came from: a content page section, or a record a tool read. */
export const ASSISTANT_SOURCE_KINDS = ['page', 'order', 'product', 'coupon', 'return', 'ticket'] as const;
export const AssistantSource = z.object({
  kind: z.enum(ASSISTANT_SOURCE_KINDS),
  /** The page slug, the order number, the product uuid, the coupon code, the return or ticket uuid. */
  id: z.string(),
  title: z.string(),
  /** A same-origin path in the reply's locale (no host), or null when there is nothing to open. */
  href: z.string().startsWith('/').nullable(),
});
export type AssistantSource = z.infer<typeof AssistantSource>;

/** A product the catalogue tool found, in the card fields the chat shows. */
export const AssistantProduct = z.object({
  uuid: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  href: z.string().startsWith('/'),
  image: z.string().nullable(),
  /** EUR, as the catalogue prices it (price_product). */
  price: z.number(),
});
export type AssistantProduct = z.infer<typeof AssistantProduct>;

/** What the widget can offer after a reply, besides the text. */
export const AssistantAction = z.discriminatedUnion('type', [
  /** A button-like link: open an order, a page, the returns form. */
  z.object({ type: z.literal('link'), label: z.string(), href: z.string().startsWith('/') }),
  /** The conversation was handed to a person: the ticket and where to follow it. */
  z.object({ type: z.literal('handoff'), ticket_uuid: z.uuid(), href: z.string().startsWith('/') }),
  /** Product cards from the catalogue search. */
  z.object({ type: z.literal('products'), products: z.array(AssistantProduct) }),
  /** Follow-up prompts the shopper can tap (for example "Talk to a person"). */
  z.object({ type: z.literal('suggestions'), prompts: z.array(z.string()) }),
]);
export type AssistantAction = z.infer<typeof AssistantAction>;

/**
 * The assistant's whole answer: the JSON body with `Accept: application/json`, and the `done` event of
 * the stream. `reply` is plain text in which links are written `[label](/same-origin/path)`; nothing else
 * is markup, and the widget renders only those as links.
 */
export const AssistantReply = z.object({
  session_id: ChatSessionId,
  reply: z.string(),
  intent: AssistantIntent,
  sources: z.array(AssistantSource),
  actions: z.array(AssistantAction),
});
export type AssistantReply = z.infer<typeof AssistantReply>;

/**
 * The Server-Sent Events of `POST /v1/assistant/messages` (the default answer; `Accept: text/event-stream`):
 * `token` events carry the reply word by word, `done` carries the whole AssistantReply, `error` an ApiError
 * body. The stream ends after `done` or `error`.
 */
export const ASSISTANT_STREAM_EVENTS = { token: 'token', done: 'done', error: 'error' } as const;
export const AssistantTokenEvent = z.object({ text: z.string() });
export type AssistantTokenEvent = z.infer<typeof AssistantTokenEvent>;

/** One turn of a kept conversation (`GET /v1/assistant/sessions/{session_id}/messages`). */
export const AssistantTurn = z.discriminatedUnion('role', [
  z.object({ role: z.literal('shopper'), text: z.string(), at: z.string() }),
  z.object({ role: z.literal('assistant'), at: z.string(), reply: AssistantReply.omit({ session_id: true }) }),
]);
export type AssistantTurn = z.infer<typeof AssistantTurn>;
export const AssistantTranscript = z.object({ session_id: ChatSessionId, turns: z.array(AssistantTurn) });
export type AssistantTranscript = z.infer<typeof AssistantTranscript>;

/** How long a transcript is kept after its last message. */
export const ASSISTANT_TRANSCRIPT_DAYS = 30;

/** The assistant's endpoints (api/modules/assistant). */
export const ASSISTANT_API_PATHS = {
  messages: '/v1/assistant/messages',
  transcript: (sessionId: string) => `/v1/assistant/sessions/${sessionId}/messages`,
} as const;
