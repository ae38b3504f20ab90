export { ReviewForm } from './ReviewForm';
export type { ReviewFormLabels, ReviewFormProps, ReviewFormState } from './ReviewForm';
