export { ReadingStatusMenu, readingStatusLabels } from './ReadingStatusMenu';
export type { ReadingStatusMenuProps } from './ReadingStatusMenu';
