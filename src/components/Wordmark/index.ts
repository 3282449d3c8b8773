export { Wordmark } from './Wordmark';
export type { WordmarkProps } from './Wordmark';
