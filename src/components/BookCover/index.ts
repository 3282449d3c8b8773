export { BookCover } from './BookCover';
export type { BookCoverProps } from './BookCover';
export { chooseCoverSrc } from './chooseCoverSrc';
export type { CoverSources } from './chooseCoverSrc';
