export { RatingDistribution, type RatingDistributionProps } from './RatingDistribution';
