export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { pageItems } from './pageItems';
export type { PageItem } from './pageItems';
