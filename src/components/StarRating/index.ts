export { StarRating, starsFor } from './StarRating';
export type { StarRatingDisplayProps, StarRatingInputProps, StarRatingProps } from './StarRating';
