import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from '../../lib/cx';
import styles from './DropdownMenu.module.css';

export type DropdownMenuProps = ComponentProps<typeof RadixMenu.Root>;

/** A menu of actions (Radix DropdownMenu): arrow keys, typeahead, Escape closes. */
function DropdownMenuRoot(props: DropdownMenuProps) {
  return <RadixMenu.Root {...props} />;
}

export type DropdownMenuTriggerProps = ComponentProps<typeof RadixMenu.Trigger>;

/** The button that opens the menu; pass `asChild` to use a Shelfmark Button. */
function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <RadixMenu.Trigger {...props} />;
}

export type DropdownMenuContentProps = ComponentProps<typeof RadixMenu.Content>;

/** The floating panel; rendered in a portal and aligned to the trigger's end by default. */
function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 6,
  ...props
}: DropdownMenuContentProps) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        className={cx(styles.content, className)}
        align={align}
        sideOffset={sideOffset}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof RadixMenu.Item> {
  /** Icon before the text. */
  icon?: ReactNode;
  /** danger colours the item for destructive actions such as "Log out". */
  tone?: 'default' | 'danger';
}

/** An action; `onSelect` runs it and the menu closes. */
function DropdownMenuItem({
  className,
  icon,
  tone = 'default',
  children,
  ...props
}: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item className={cx(styles.item, className)} data-tone={tone} {...props}>
      {icon}
      {children}
    </RadixMenu.Item>
  );
}

export interface DropdownMenuLinkItemProps extends LinkProps {
  /** Icon before the text. */
  icon?: ReactNode;
}

/** A menu entry that navigates with react-router ("Profile", "Settings"). */
function DropdownMenuLinkItem({ className, icon, children, ...props }: DropdownMenuLinkItemProps) {
  return (
    <RadixMenu.Item asChild className={cx(styles.item, className)}>
      <Link {...props}>
        {icon}
        {children}
      </Link>
    </RadixMenu.Item>
  );
}

export type DropdownMenuSeparatorProps = ComponentProps<typeof RadixMenu.Separator>;

/** A thin rule between groups of items. */
function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return <RadixMenu.Separator className={cx(styles.separator, className)} {...props} />;
}

export type DropdownMenuLabelProps = ComponentProps<typeof RadixMenu.Label>;

/** A non-interactive heading inside the menu (the signed-in user's name and email). */
function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return <RadixMenu.Label className={cx(styles.label, className)} {...props} />;
}

/** DropdownMenu with its parts: Trigger, Content, Item, LinkItem, Separator, Label. */
export const DropdownMenu = Object.assign(DropdownMenuRoot, {
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  LinkItem: DropdownMenuLinkItem,
  Separator: DropdownMenuSeparator,
  Label: DropdownMenuLabel,
});
