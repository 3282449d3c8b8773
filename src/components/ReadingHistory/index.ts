export { ReadingHistory } from './ReadingHistory';
export type { ReadingHistoryProps } from './ReadingHistory';
