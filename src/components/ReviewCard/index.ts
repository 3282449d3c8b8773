export { ReviewCard } from './ReviewCard';
export type { ReviewCardProps, ReviewCardReview } from './ReviewCard';
