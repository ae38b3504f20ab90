export { TicketThread, REPLY_STATES } from './TicketThread';
export type { ReplyState, TicketThreadLabels, TicketThreadMessage, TicketThreadProps } from './TicketThread';
