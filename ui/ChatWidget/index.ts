export { ChatWidget, CHAT_STATUSES } from './ChatWidget';
export type { ChatMessage, ChatStatus, ChatWidgetLabels, ChatWidgetProps } from './ChatWidget';
export { ChatLauncher } from './ChatLauncher';
export type { ChatLauncherProps } from './ChatLauncher';
export { replyPieces, isSameOriginPath } from './replyText';
export type { ReplyPiece } from './replyText';
