export { CategoryField, TicketForm, TICKET_FORM_FIELDS } from './TicketForm';
export type { TicketFormField, TicketFormLabels, TicketFormProps, TicketFormValues } from './TicketForm';
