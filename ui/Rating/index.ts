export { RATING_MAX, RATING_MIN, RATING_SCALE, RatingInput, Stars } from './Rating';
export type { RatingInputLabels, RatingInputProps, StarsProps } from './Rating';
