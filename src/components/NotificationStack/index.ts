export { NotificationStack } from './NotificationStack';
export type { NotificationStackItem, NotificationStackProps } from './NotificationStack';
