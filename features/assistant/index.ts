/**
 * §2 chat widget's model. The app wires:
 * - `chatOpened({ locale, storage })` each time the widget opens (local storage for the session id);
 * - the widget's `draftChanged`, `messageSent` (typed, a starter prompt, a suggestion) and `retryClicked`;
 * - it shows `$turns`, `$draft`, `$replyStatus`, `$transcriptStatus`.
 * Import it from the widget's lazily loaded code only: no page's first load carries it.
 */
import './model';

export {
  $sessionId,
  $chatSession,
  $turns,
  $draft,
  $replyStatus,
  $transcriptStatus,
  $busy,
  chatOpened,
  draftChanged,
  messageSent,
  retryClicked,
  ASSISTANT_SESSION_KEY,
} from './model';
export type { ChatTurn, ReplyStatus, TranscriptStatus } from './model';
export { ASSISTANT_PATHS } from './api';
