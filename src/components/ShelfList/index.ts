export { ShelfList, type ShelfAction, type ShelfListProps } from './ShelfList';
