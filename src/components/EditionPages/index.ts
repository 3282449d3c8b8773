export { EditionPages } from './EditionPages';
export type { EditionPagesProps } from './EditionPages';
