export { EMPTY_REVIEW, ReviewForm } from './ReviewForm';
export type { ReviewFormField, ReviewFormProps } from './ReviewForm';
