export { RatingInput, Stars } from './Rating';
export type { RatingInputLabels, RatingInputProps, StarsProps } from './Rating';
