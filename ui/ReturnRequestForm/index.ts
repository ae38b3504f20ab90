export { ReturnRequestForm } from './ReturnRequestForm';
export type { ReturnFormLine, ReturnRequest, ReturnRequestFormLabels, ReturnRequestFormProps } from './ReturnRequestForm';
