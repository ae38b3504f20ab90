export { TicketList, TicketStatusBadge, TICKET_LIST_STATES, TICKET_STATUS_TONES } from './TicketList';
export type { TicketListItem, TicketListLabels, TicketListProps, TicketListState } from './TicketList';
