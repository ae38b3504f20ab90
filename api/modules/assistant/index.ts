// The assistant's understanding core; server-only (nlp.js trains in the API process, never in the web app).
export { createAssistantCore, type AssistantCore, type Grounded } from './core';
export { loadContentPages } from './pages';
export { ASSISTANT_INTENTS, type AssistantIntent } from './intents';
export { MIN_INTENT_CONFIDENCE, type Understood } from './understanding';
export type { Entities } from './entities';
export type { ContentPage, RetrievedPassage } from './retrieval';
