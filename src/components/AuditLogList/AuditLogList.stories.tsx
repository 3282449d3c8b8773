import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moderationLog } from '../../api/mocks/handlers/moderation';
import { AuditLogList } from './AuditLogList';

const meta = {
  title: 'Components/AuditLogList',
  component: AuditLogList,
  tags: ['autodocs'],
  args: {
    entries: moderationLog,
    total: moderationLog.length,
    onShowMore: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuditLogList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Newest first: when, who (a moderator, or the operator), what, to whom, why, and a
 * suspension's end. Nothing to edit or delete.
 */
export const Entries: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Audit log' })).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    const suspension = within(rows[0] as HTMLElement);
    await expect(suspension.getByText('Suspended an account')).toBeVisible();
    await expect(suspension.getByRole('link', { name: '@ada_reads' })).toHaveAttribute(
      'href',
      '/user/profile?id=1',
    );
    await expect(suspension.getByRole('link', { name: '@sule_novels' })).toBeVisible();
    await expect(suspension.getByText('Dec 20, 2026')).toBeVisible();
    const removed = within(rows[3] as HTMLElement);
    await expect(removed.getByText('Deleted account')).toBeVisible();
    const grant = within(rows[4] as HTMLElement);
    await expect(grant.getByText('Made a moderator')).toBeVisible();
    await expect(grant.getByText('Operator')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has been done yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { entries: [], total: 0, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('region', { name: 'Audit log' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { entries: [], total: 0, status: 'loadFailed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The audit log could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** More entries than shown: how many of how many, and "Show more". */
export const MoreToShow: Story = {
  args: { total: 42 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('5 of 42 shown')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { total: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Denetim kaydı' })).toBeVisible();
    await expect(canvas.getByText('Sistem yöneticisi')).toBeVisible();
    await expect(canvas.getByText('Silinmiş hesap')).toBeVisible();
    await expect(canvas.getByText('20 Aralık 2026')).toBeVisible();
    await expect(canvas.getByText('42 kayıttan 5 tanesi gösteriliyor')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
