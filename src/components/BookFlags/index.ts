export { BookFlags } from './BookFlags';
export type { BookFlagAction, BookFlagValues, BookFlagsProps } from './BookFlags';
