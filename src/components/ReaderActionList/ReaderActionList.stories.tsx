import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { users } from '../../api/mocks/fixtures';
import { blockedIds, requesterIds } from '../../api/mocks/handlers/privacy';
import { ReaderActionList, type ReaderActionListProps } from './ReaderActionList';

const requesters = users.filter((user) => requesterIds.includes(user.id));
const blocked = users.filter((user) => blockedIds.includes(user.id));
const muted = users.filter((user) => user.username === 'omer_pages');
/** The next page of requests for stories that show more: readers not on the first page. */
const laterRequesters = users.filter((user) => [2, 3, 4].includes(user.id));

const meta = {
  title: 'Components/ReaderActionList',
  component: ReaderActionList,
  tags: ['autodocs'],
  args: {
    kind: 'requests',
    readers: requesters,
    total: requesters.length,
    onAction: fn(),
    onShowMore: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReaderActionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two requests, oldest first: each reader's photo, name and profile link, Approve and Decline. */
export const Requests: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Follow requests' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '@ilker_kitap' })).toHaveAttribute(
      'href',
      '/user/profile?id=5',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Approve İlker Aydın (@ilker_kitap)' }),
    );
    await expect(args.onAction).toHaveBeenLastCalledWith(5, 'approve');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Decline Maya Lindqvist (@maya_shelf)' }),
    );
    await expect(args.onAction).toHaveBeenLastCalledWith(6, 'decline');
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const RequestsEmpty: Story = {
  args: { readers: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one is waiting for your answer.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** One answer running: its button is busy and keeps focus, every other button waits. */
export const Approving: Story = {
  args: { acting: { userId: 5, action: 'approve' } },
  play: async ({ canvas }) => {
    const running = canvas.getByRole('button', { name: /^Approve İlker/ });
    await expect(running).toHaveAttribute('aria-busy', 'true');
    await expect(running).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^Decline İlker/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Approve Maya/ })).toBeDisabled();
  },
};

export const Blocked: Story = {
  args: { kind: 'blocked', readers: blocked, total: blocked.length },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Blocked readers' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Unblock Şule Yıldız (@sule_novels)' }),
    );
    await expect(args.onAction).toHaveBeenCalledWith(7, 'unblock');
  },
};

/** Muted readers: one Unmute a row. */
export const Muted: Story = {
  args: { kind: 'muted', readers: muted, total: muted.length },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Muted readers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute Ömer Şahin (@omer_pages)' }));
    await expect(args.onAction).toHaveBeenCalledWith(3, 'unmute');
  },
};

export const MutedEmpty: Story = {
  args: { kind: 'muted', readers: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not muted anyone.')).toBeVisible();
  },
};

export const BlockedEmpty: Story = {
  args: { kind: 'blocked', readers: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not blocked anyone.')).toBeVisible();
  },
};

export const Unblocking: Story = {
  args: { kind: 'blocked', readers: blocked, total: 1, acting: { userId: 7, action: 'unblock' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Unblock Şule/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', readers: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('region', { name: 'Follow requests' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { status: 'loadFailed', readers: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your follow requests could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** More waiting than shown: how many of how many, and "Show more". */
export const MoreToShow: Story = {
  args: { total: 12 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 of 12 shown')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: { total: 12, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /^Approve İlker/ })).toBeDisabled();
  },
};

/** The list as its owner keeps it: answered rows go, "Show more" appends the next page. */
function Answering(args: ReaderActionListProps) {
  const [readers, setReaders] = useState(args.readers);
  const [total, setTotal] = useState(args.total);
  return (
    <ReaderActionList
      {...args}
      readers={readers}
      total={total}
      onAction={(userId, action) => {
        args.onAction(userId, action);
        setReaders((shown) => shown.filter((reader) => reader.id !== userId));
        setTotal((count) => count - 1);
      }}
      onShowMore={() => {
        args.onShowMore();
        setReaders((shown) => [...shown, ...laterRequesters]);
      }}
    />
  );
}

/**
 * Keyboard readers keep their place: after an answer focus goes to the next row's first
 * button, after "Show more" to the first new row, and to the title once the list is empty.
 */
export const FocusAfterAnswers: Story = {
  args: { total: requesters.length + laterRequesters.length },
  render: (args) => <Answering {...args} />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /^Approve İlker/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Approve Maya/ })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Approve Çağla/ })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    // The last row answered: focus goes to the row before it.
    canvas.getByRole('button', { name: /^Decline Jonah/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Approve Ömer/ })).toHaveFocus(),
    );
    for (const name of [/^Approve Maya/, /^Approve Çağla/, /^Approve Ömer/]) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(canvas.getByText('No one is waiting for your answer.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Follow requests' })).toHaveFocus(),
    );
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Takip istekleri' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Onayla: İlker Aydın (@ilker_kitap)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Reddet: Maya Lindqvist (@maya_shelf)' }),
    ).toBeVisible();
    await expect(canvas.getByText('12 okurdan 2 okur gösteriliyor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Daha fazla göster' })).toBeVisible();
  },
};

export const TurkishBlocked: Story = {
  globals: { locale: 'tr' },
  args: { kind: 'blocked', readers: blocked, total: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Engeli kaldır: Şule Yıldız (@sule_novels)' }),
    ).toBeVisible();
  },
};

export const TurkishMuted: Story = {
  globals: { locale: 'tr' },
  args: { kind: 'muted', readers: muted, total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sessize alınan okurlar' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Sesini aç: Ömer Şahin (@omer_pages)' }),
    ).toBeVisible();
  },
};

/** 320 px: the buttons wrap under the name, and nothing is wider than the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
