export { ActivityItem } from './ActivityItem';
export type { ActivityItemProps } from './ActivityItem';
