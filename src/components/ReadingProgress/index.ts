export { ReadingProgress } from './ReadingProgress';
export type { ReadingProgressProps } from './ReadingProgress';
