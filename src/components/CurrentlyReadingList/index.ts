export { CurrentlyReadingList } from './CurrentlyReadingList';
export type { CurrentlyReadingItem, CurrentlyReadingListProps } from './CurrentlyReadingList';
