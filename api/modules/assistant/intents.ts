/**
 * What the assistant recognises a message to be about. The endpoint returns one of these as
 * `intent`; the order is the order the bench prints them in.
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
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/** Training utterances of one language, every intent present. */
export type IntentUtterances = Record<AssistantIntent, readonly string[]>;
