export { BookCard } from './BookCard';
export type { BookCardBook, BookCardProps } from './BookCard';
