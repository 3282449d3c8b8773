export { BookGrid } from './BookGrid';
export type { BookGridProps } from './BookGrid';
