import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  moderatorPhotoReport,
  nameReport,
  photoReport,
  reviewReport,
  suspendedNameReport,
} from '../../api/mocks/handlers/moderation';
import { ModerationQueueCard } from './ModerationQueueCard';

const meta = {
  title: 'Components/ModerationQueueCard',
  component: ModerationQueueCard,
  tags: ['autodocs'],
  args: { item: reviewReport, onAction: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModerationQueueCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const actionNames = (canvas: ReturnType<typeof within>, group = 'Actions') =>
  within(canvas.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

/** A review: its book, stars, title and text; reported four times for two reasons. */
export const Review: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: 'Reported review' })).toBeVisible();
    await expect(canvas.getByText('4 reports')).toBeVisible();
    await expect(canvas.getByText(/^First reported/)).toHaveTextContent(
      'First reported Nov 12, 2026',
    );
    await expect(canvas.getByRole('link', { name: '@omer_pages' })).toHaveAttribute(
      'href',
      '/user/profile?id=3',
    );
    await expect(canvas.getByRole('link', { name: 'Dune' })).toHaveAttribute(
      'href',
      '/book/details?id=2',
    );
    await expect(canvas.getByText('The ending, explained')).toBeVisible();
    await expect(canvas.getByText('Spoilers: 3')).toBeVisible();
    await expect(canvas.getByText('Spam or advertising: 1')).toBeVisible();
    await expect(actionNames(canvas)).toEqual([
      'Hide review by @omer_pages',
      'Suspend account of @omer_pages',
      'Dismiss reports about @omer_pages',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide review by @omer_pages' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('hide_review');
  },
};

/** A name: the name as the profile shows it, and Reset name. */
export const Name: Story = {
  args: { item: nameReport },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: 'Reported name' })).toBeVisible();
    await expect(canvas.getByRole('definition')).toHaveTextContent('Maya Is A Fraud');
    await expect(canvas.getByText('1 report')).toBeVisible();
    await expect(canvas.getByText(/^First reported/)).toHaveTextContent('First reported 1 day ago');
    await expect(actionNames(canvas)).toEqual([
      'Reset name of @jonah_reads',
      'Suspend account of @jonah_reads',
      'Dismiss reports about @jonah_reads',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend account of @jonah_reads' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('suspend');
  },
};

/** A photo: the picture itself, large, and Remove photo. */
export const Photo: Story = {
  args: { item: photoReport },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: 'Reported profile photo' })).toBeVisible();
    const photo = canvas.getByRole('img', { name: 'Profile photo of @maya_shelf' });
    await expect(photo).toHaveAttribute('src', '/api/users/6/avatar?v=3');
    await expect(canvas.getByText(/^First reported/)).toHaveTextContent(
      'First reported 2 hours ago',
    );
    await expect(actionNames(canvas)).toEqual([
      'Remove photo of @maya_shelf',
      'Suspend account of @maya_shelf',
      'Dismiss reports about @maya_shelf',
    ]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Dismiss reports about @maya_shelf' }),
    );
    await expect(args.onAction).toHaveBeenLastCalledWith('dismiss');
  },
};

/** A reader already suspended is marked so; suspending again may change the end date. */
export const SuspendedReader: Story = {
  args: { item: suspendedNameReport },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Suspend account of @cagla_okur' }),
    ).toBeVisible();
  },
};

/** A fellow moderator is marked so, and is not offered for suspension (the server refuses). */
export const ModeratorReader: Story = {
  args: { item: moderatorPhotoReport },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Moderator')).toBeVisible();
    await expect(actionNames(canvas)).toEqual([
      'Remove photo of @cagla_okur',
      'Dismiss reports about @cagla_okur',
    ]);
  },
};

/** More items loading: the buttons wait. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Şikâyet edilen inceleme' })).toBeVisible();
    await expect(canvas.getByText('4 şikâyet')).toBeVisible();
    await expect(canvas.getByText('Sürprizbozan: 3')).toBeVisible();
    await expect(actionNames(canvas, 'İşlemler')).toEqual([
      'İncelemeyi gizle: @omer_pages',
      'Hesabı askıya al: @omer_pages',
      'Kapat: @omer_pages hakkındaki şikâyetler',
    ]);
  },
};

/** 320 px: the meta line and the buttons wrap, and nothing is wider than the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
