import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';
import styles from './Tabs.module.css';

export type TabsProps = ComponentProps<typeof RadixTabs.Root>;

/** Tab set (Radix Tabs): arrow keys move between tabs, Home/End jump, panels are linked. */
function TabsRoot({ className, ...props }: TabsProps) {
  return <RadixTabs.Root className={cx(styles.root, className)} {...props} />;
}

export type TabsListProps = ComponentProps<typeof RadixTabs.List>;

/** The row of tabs; give it an aria-label naming what the tabs switch between. */
function TabsList({ className, ...props }: TabsListProps) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />;
}

export interface TabsTriggerProps extends ComponentProps<typeof RadixTabs.Trigger> {
  /** Optional count shown as a badge after the label (number of books, reviews...). */
  count?: number;
}

/** One tab; `value` ties it to its Tabs.Content. */
function TabsTrigger({ className, count, children, ...props }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props}>
      <span>{children}</span>
      {count !== undefined && <span className={styles.count}>{count}</span>}
    </RadixTabs.Trigger>
  );
}

export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

/** The panel shown while its tab is selected. */
function TabsContent({ className, ...props }: TabsContentProps) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}

/** Tabs with its parts: Tabs.List, Tabs.Trigger, Tabs.Content. */
export const Tabs = Object.assign(TabsRoot, {
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
});
