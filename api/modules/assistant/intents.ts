import type { AssistantIntent } from '../../../contract/chat';
// The documented intents live in the contract (the endpoint returns one as `intent`).
export { ASSISTANT_INTENTS, type AssistantIntent } from '../../../contract/chat';

/** Training utterances of one language, every intent present. */
export type IntentUtterances = Record<AssistantIntent, readonly string[]>;
