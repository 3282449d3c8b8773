import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button';
import {
  NotificationStack,
  type NotificationStackItem,
  type NotificationStackProps,
} from './NotificationStack';

const follower: NotificationStackItem = {
  id: 'follower-2',
  kind: 'newFollower',
  values: { name: 'Çağla Demir' },
  href: '/user/profile?id=2',
};
const review: NotificationStackItem = {
  id: 'review-1',
  kind: 'newReview',
  values: { name: 'Ömer Şahin', title: 'Dune' },
  href: '/book/details?id=2',
};
const four: NotificationStackItem[] = [
  follower,
  review,
  {
    id: 'follower-4',
    kind: 'newFollower',
    values: { name: 'Jonah Reed' },
    href: '/user/profile?id=4',
  },
  {
    id: 'review-3',
    kind: 'newReview',
    values: { name: 'Maya Lindqvist', title: 'Pride and Prejudice' },
    href: '/book/details?id=3',
  },
];

const meta = {
  title: 'Components/NotificationStack',
  component: NotificationStack,
  tags: ['autodocs'],
  args: { notifications: [follower], onDismiss: fn(), onPause: fn(), onResume: fn() },
  // The stack is fixed to the viewport's bottom corner: fill the viewport so screenshots show it.
  // Colour carries meaning here: compared in the dark theme too (.storybook/vitest.setup.ts).
  parameters: { layout: 'fullscreen', darkScreenshot: true },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationStack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The notification (list item) that holds the link named `name`. */
function itemOf(canvas: ReturnType<typeof within>, name: string | RegExp) {
  const item = canvas.getByRole('link', { name }).closest('li');
  if (!item) throw new Error(`"${String(name)}" is not inside a notification`);
  return within(item);
}

export const One: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Çağla Demir started following you.' });
    await expect(link).toHaveAttribute('href', '/user/profile?id=2');
    const dismiss = canvas.getByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveAccessibleDescription('Çağla Demir started following you.');
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledWith('follower-2');
  },
};

export const FourAtOnce: Story = {
  args: { notifications: four },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Çağla Demir started following you.',
      'Ömer Şahin wrote a review of Dune.',
      'Jonah Reed started following you.',
      'Maya Lindqvist wrote a review of Pride and Prejudice.',
    ]);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/user/profile?id=2',
      '/book/details?id=2',
      '/user/profile?id=4',
      '/book/details?id=3',
    ]);
    await userEvent.click(
      itemOf(canvas, /^Jonah Reed/).getByRole('button', { name: 'Dismiss notification' }),
    );
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('follower-4');
    // Focus moves on to the next notification's button rather than falling to the page.
    await expect(
      itemOf(canvas, /^Maya Lindqvist/).getByRole('button', { name: 'Dismiss notification' }),
    ).toHaveFocus();
  },
};

export const NewFollower: Story = {
  args: { notifications: [follower] },
  play: async ({ canvas }) => {
    const item = itemOf(canvas, 'Çağla Demir started following you.');
    await expect(item.getByRole('link')).toHaveAttribute('href', '/user/profile?id=2');
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-kind', 'newFollower');
  },
};

export const NewReview: Story = {
  args: { notifications: [review] },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Ömer Şahin wrote a review of Dune.' });
    await expect(link).toHaveAttribute('href', '/book/details?id=2');
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-kind', 'newReview');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('review-1');
  },
};

const longName = 'Maximiliana Konstantinopoulou-Featherstonehaugh';
const longTitle =
  'The Extraordinarily Long and Winding Chronicle of Everything That Happened Before Breakfast';

export const LongNames: Story = {
  args: {
    notifications: [
      { ...follower, values: { name: longName } },
      { ...review, values: { name: longName, title: longTitle } },
    ],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `${longName} wrote a review of ${longTitle}.` });
    await expect(link).toBeVisible();
    // Long text wraps inside the stack instead of pushing it off screen.
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(22 * 16);
    }
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { notifications: [follower, review] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Bildirimler' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Çağla Demir sizi takip etmeye başladı.' }),
    ).toHaveAttribute('href', '/user/profile?id=2');
    await expect(
      canvas.getByRole('link', { name: 'Ömer Şahin, Dune için bir inceleme yazdı.' }),
    ).toHaveAttribute('href', '/book/details?id=2');
    const [first] = canvas.getAllByRole('button', { name: 'Bildirimi kapat' });
    if (!first) throw new Error('no dismiss button');
    await userEvent.click(first);
    await expect(args.onDismiss).toHaveBeenCalledWith('follower-2');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { notifications: [follower, review] },
  play: async ({ canvas, userEvent, args }) => {
    // Full width on a phone: 8 px from either edge.
    for (const item of canvas.getAllByRole('listitem')) {
      const box = item.getBoundingClientRect();
      await expect(box.left).toBeCloseTo(8, 0);
      await expect(window.innerWidth - box.right).toBeCloseTo(8, 0);
    }
    await userEvent.click(
      itemOf(canvas, /^Ömer Şahin/).getByRole('button', { name: 'Dismiss notification' }),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith('review-1');
    // The last one had no next: focus goes to the one before it.
    await expect(
      itemOf(canvas, /^Çağla Demir/).getByRole('button', { name: 'Dismiss notification' }),
    ).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { notifications: [follower, review] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Nothing to show: no landmark, but the live region is there for the next arrival. */
export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  },
};

/**
 * WCAG 2.2.1: while the reader is on the stack, by pointer or by keyboard, the owner is told to
 * hold the notifications' time, and told again once they have left it both ways.
 */
export const PausesWhileTheReaderIsOnIt: Story = {
  args: { notifications: [follower, review] },
  render: (args) => (
    <>
      {/* The design system's button: the browser's own is grey on grey in the dark theme. */}
      <Button variant="secondary">Elsewhere on the page</Button>
      <NotificationStack {...args} />
    </>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Çağla Demir started following you.' });
    await userEvent.hover(link);
    await expect(args.onPause).toHaveBeenCalledTimes(1);
    await expect(args.onResume).not.toHaveBeenCalled();
    await userEvent.unhover(link);
    await expect(args.onResume).toHaveBeenCalledTimes(1);

    const elsewhere = canvas.getByRole('button', { name: 'Elsewhere on the page' });
    elsewhere.focus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(args.onPause).toHaveBeenCalledTimes(2);
    // Focus moving on to the dismiss button is still on the stack.
    await userEvent.tab();
    await expect(
      itemOf(canvas, /^Çağla Demir/).getByRole('button', { name: 'Dismiss notification' }),
    ).toHaveFocus();
    // The pointer coming and going while focus stays inside changes nothing.
    await userEvent.hover(link);
    await userEvent.unhover(link);
    await expect(args.onPause).toHaveBeenCalledTimes(2);
    await expect(args.onResume).toHaveBeenCalledTimes(1);

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(elsewhere).toHaveFocus();
    await expect(args.onResume).toHaveBeenCalledTimes(2);
    await expect(args.onPause).toHaveBeenCalledTimes(2);
  },
};

/** A stack whose dismiss button takes the notification away, as the app's host does. */
function DismissibleStack(args: NotificationStackProps) {
  const [notifications, setNotifications] = useState(args.notifications);
  return (
    <NotificationStack
      {...args}
      notifications={notifications}
      onDismiss={(id) => {
        args.onDismiss(id);
        setNotifications((current) => current.filter((item) => item.id !== id));
      }}
    />
  );
}

/**
 * Dismissing the only notification with the keyboard: the stack empties, and focus goes back to
 * where the reader came from before they entered it, not to the start of the page.
 */
export const DismissingTheLastReturnsFocus: Story = {
  args: { notifications: [follower] },
  render: (args) => (
    <>
      <Button variant="secondary">Elsewhere on the page</Button>
      <DismissibleStack {...args} />
    </>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const elsewhere = canvas.getByRole('button', { name: 'Elsewhere on the page' });
    elsewhere.focus();
    await userEvent.tab();
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('follower-2');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(elsewhere).toHaveFocus();
    await expect(args.onResume).toHaveBeenCalledTimes(1);
  },
};

/**
 * With no element to go back to (focus came into the stack from nowhere), dismissing the only
 * notification puts focus on the page's main landmark.
 */
export const DismissingTheLastFocusesMain: Story = {
  args: { notifications: [follower] },
  render: (args) => (
    <>
      <main tabIndex={-1} aria-label="Page">
        <p>The page.</p>
      </main>
      <DismissibleStack {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Dismiss notification' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/**
 * Dismissing the last notification removes the element under the pointer and the focused
 * button, which send no pointerleave or focusout: the stack resumes on its own.
 */
export const ResumesWhenEmptied: Story = {
  args: { notifications: [follower] },
  render: DismissibleStack,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('follower-2');
    await expect(args.onPause).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(args.onResume).toHaveBeenCalledTimes(1);
  },
};
