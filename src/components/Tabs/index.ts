export { Tabs } from './Tabs';
export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './Tabs';
