export { BookCard } from './BookCard';
export type { BookCardBook, BookCardProps, TitleHighlight } from './BookCard';
