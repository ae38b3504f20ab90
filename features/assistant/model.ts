import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { CHAT_INPUT_MAX_LENGTH } from '../../contract/chat';
import type { AssistantAction, AssistantReply, AssistantTranscript, ChatSession, Locale } from '../../contract';
import { $authMode, $user, csrfFirst, loggedOut } from '../auth';
import { fetchTranscriptFx, replyTokenArrived, sendMessageFx } from './api';

/**
 * §2 chat widget: one conversation per browser (a session id kept in local storage, the same on every page
 * and after a reload), restored from the server when the widget opens, each reply streamed in as it is
 * written. The signed-in customer is known to the API by the usual cookie or token; the widget's own
 * picture of who is chatting is `$chatSession` (contract ChatSession).
 */

/** One turn as the widget shows it: the shopper's words, or the assistant's reply (still arriving while `streaming`). */
export type ChatTurn =
  | { role: 'shopper'; text: string }
  | { role: 'assistant'; text: string; actions: AssistantAction[]; streaming: boolean };

/** idle: ready for a message; waiting: sent, no word back yet; streaming: words arriving; failed / rateLimited: the last message did not get its reply. */
export type ReplyStatus = 'idle' | 'waiting' | 'streaming' | 'failed' | 'rateLimited';
export type TranscriptStatus = 'idle' | 'loading' | 'ready';

/** Where the session id is kept (local storage: it outlives the tab, like the conversation on the server). */
export const ASSISTANT_SESSION_KEY = 'assistant.session_id';

export const $sessionId = createStore<string | null>(null, { serialize: 'ignore' });
export const $locale = createStore<Locale>('pt', { serialize: 'ignore' });
export const $turns = createStore<ChatTurn[]>([], { serialize: 'ignore' });
export const $draft = createStore('', { serialize: 'ignore' });
export const $replyStatus = createStore<ReplyStatus>('idle', { serialize: 'ignore' });
export const $transcriptStatus = createStore<TranscriptStatus>('idle', { serialize: 'ignore' });
/** The message whose reply failed, sent again by `retryClicked`. */
export const $unanswered = createStore<string | null>(null, { serialize: 'ignore' });
const $storage = createStore<Storage | null>(null, { serialize: 'ignore' });

export const $busy = $replyStatus.map((status) => status === 'waiting' || status === 'streaming');

/** §2: the session id with the signed-in customer's id, e-mail and name, and the locale. */
export const $chatSession = combine($sessionId, $user, $locale, (sessionId, user, locale): ChatSession | null =>
  sessionId === null
    ? null
    : {
        session_id: sessionId,
        user_id: user?.id ?? null,
        email: user?.email ?? null,
        name: typeof (user as { name?: unknown } | null)?.name === 'string' ? (user as { name: string }).name : null,
        locale,
      },
);

/** The widget opened (the browser's storage for the session id, the page's locale). */
export const chatOpened = createEvent<{ locale: Locale; storage: Storage | null }>();
export const draftChanged = createEvent<string>();
/** The shopper sent a message: the draft, or a starter prompt or suggestion tapped. */
export const messageSent = createEvent<string>();
export const retryClicked = createEvent();

const newSessionId = () => crypto.randomUUID();

/**
 * The stored session id (`kept`: it may have a conversation), or a new one written back (a storage that refuses
 * keeps the id for this page only).
 */
const sessionIdFx = createEffect((storage: Storage | null): { id: string; kept: boolean } => {
  try {
    const stored = storage?.getItem(ASSISTANT_SESSION_KEY);
    if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return { id: stored, kept: true };
  } catch {
    // A storage the browser blocks: a session for this page.
  }
  const created = newSessionId();
  try {
    storage?.setItem(ASSISTANT_SESSION_KEY, created);
  } catch {
    // Same: the page keeps its id.
  }
  return { id: created, kept: false };
});

const forgetSessionFx = attach({
  source: $storage,
  effect: (storage: Storage | null) => {
    const created = newSessionId();
    try {
      storage?.setItem(ASSISTANT_SESSION_KEY, created);
    } catch {
      // The page keeps its new id.
    }
    return created;
  },
});

const sendFlow = csrfFirst($authMode, sendMessageFx);
const restoreFx = attach({ effect: fetchTranscriptFx });

$locale.on(chatOpened, (_locale, { locale }) => locale);
$storage.on(chatOpened, (_storage, { storage }) => storage);

// The first opening on a page finds (or makes) the browser's session id.
sample({ clock: chatOpened, source: $sessionId, filter: (id) => id === null, fn: (_id, { storage }) => storage, target: sessionIdFx });
sample({ clock: sessionIdFx.doneData, fn: ({ id }) => id, target: $sessionId });

// The conversation so far is read once a page (it survives a reload and a move to another page); a session
// made just now has none to read.
sample({ clock: sessionIdFx.doneData, source: $transcriptStatus, filter: (status, { kept }) => status === 'idle' && kept, fn: (_status, { id }) => id, target: restoreFx });
sample({ clock: sessionIdFx.doneData, filter: ({ kept }) => !kept, fn: (): TranscriptStatus => 'ready', target: $transcriptStatus });
sample({ clock: restoreFx, fn: (): TranscriptStatus => 'loading', target: $transcriptStatus });
sample({
  clock: restoreFx.doneData,
  source: $turns,
  // Turns sent while the transcript was on its way stay after it.
  fn: (current, transcript) => [...turnsOf(transcript), ...current],
  target: $turns,
});
// A session the server no longer holds, or no answer: the widget starts empty (nothing to restore is not an error to show).
sample({ clock: [restoreFx.done, restoreFx.fail], fn: (): TranscriptStatus => 'ready', target: $transcriptStatus });

// §2/§9: the input holds at most 250 characters.
sample({ clock: draftChanged, fn: (text) => text.slice(0, CHAT_INPUT_MAX_LENGTH), target: $draft });

const accepted = sample({
  clock: messageSent,
  source: { busy: $busy, sessionId: $sessionId },
  filter: ({ busy, sessionId }, text) => !busy && sessionId !== null && text.trim() !== '',
  fn: (_source, text) => text.trim().slice(0, CHAT_INPUT_MAX_LENGTH),
});
$turns.on(accepted, (turns, text) => [...turns, { role: 'shopper', text }]);
sample({ clock: accepted, fn: () => '', target: $draft });

// A retry sends the unanswered message again; the shopper's turn is already on screen.
const resent = sample({ clock: retryClicked, source: { text: $unanswered, busy: $busy }, filter: ({ text, busy }) => text !== null && !busy, fn: ({ text }) => text! });

sample({
  clock: [accepted, resent],
  source: { sessionId: $sessionId, locale: $locale },
  fn: ({ sessionId, locale }, message) => ({ session_id: sessionId!, message, locale }),
  target: sendFlow.started,
});
sample({ clock: sendFlow.started, fn: ({ message }) => message, target: $unanswered });
sample({ clock: sendFlow.started, fn: (): ReplyStatus => 'waiting', target: $replyStatus });

// Words of the reply, appended to the assistant's turn as they arrive (the first one opens it).
$turns.on(replyTokenArrived, (turns, text) => {
  const last = turns.at(-1);
  if (last?.role === 'assistant' && last.streaming) return [...turns.slice(0, -1), { ...last, text: last.text + text }];
  return [...turns, { role: 'assistant', text, actions: [], streaming: true }];
});
sample({ clock: replyTokenArrived, source: $replyStatus, filter: (status) => status === 'waiting', fn: (): ReplyStatus => 'streaming', target: $replyStatus });

// The whole reply replaces what streamed (its text is the reference; its actions come only with it).
$turns.on(sendFlow.done, (turns, { result }) => [...withoutStreaming(turns), assistantTurnOf(result)]);
sample({ clock: sendFlow.done, fn: (): ReplyStatus => 'idle', target: $replyStatus });
sample({ clock: sendFlow.done, fn: () => null, target: $unanswered });

// A failed reply leaves no half sentence behind; 429 says to wait, anything else offers a retry.
$turns.on(sendFlow.failed, withoutStreaming);
sample({ clock: sendFlow.failed, fn: ({ error }): ReplyStatus => (error.status === 429 ? 'rateLimited' : 'failed'), target: $replyStatus });

// Signing out starts a new conversation: the next person at this browser must not read the customer's.
sample({ clock: loggedOut, source: $sessionId, filter: (id) => id !== null, fn: () => undefined, target: forgetSessionFx });
sample({ clock: forgetSessionFx.doneData, target: $sessionId });
$turns.reset(loggedOut);
$unanswered.reset(loggedOut);
$replyStatus.reset(loggedOut);
$draft.reset(loggedOut);

function withoutStreaming(turns: ChatTurn[]): ChatTurn[] {
  const last = turns.at(-1);
  return last?.role === 'assistant' && last.streaming ? turns.slice(0, -1) : turns;
}

function assistantTurnOf(reply: Pick<AssistantReply, 'reply' | 'actions'>): ChatTurn {
  return { role: 'assistant', text: reply.reply, actions: reply.actions, streaming: false };
}

function turnsOf(transcript: AssistantTranscript): ChatTurn[] {
  return transcript.turns.map((turn) => (turn.role === 'shopper' ? { role: 'shopper', text: turn.text } : assistantTurnOf(turn.reply)));
}
