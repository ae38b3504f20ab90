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
