export { ProfileReviewCard } from './ProfileReviewCard';
export type { ProfileReviewCardProps, ProfileReviewCardReview } from './ProfileReviewCard';
