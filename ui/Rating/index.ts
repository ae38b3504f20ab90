export { RatingInput } from './Rating';
export type { RatingInputLabels, RatingInputProps } from './Rating';
export { RATING_MAX, RATING_MIN, RATING_SCALE, Stars } from './Stars';
export type { StarsProps } from './Stars';
