import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { day, reading } from '../../api/mocks/journalFixtures';
import { ReadingHistory } from './ReadingHistory';

/** A re-read in progress, a finished read known to the month, an old one known to the year. */
const current = reading(3, 2, {
  started: day('2026-11-03'),
  progress: { pages: 120, percent: 40 },
  note: 'Reading it aloud this time.\nSlower, better.',
});
const finished = reading(2, 2, {
  state: 'read',
  started: { date: '2019-01-01', precision: 'year' },
  finished: { date: '2019-03-01', precision: 'month' },
});
const firstRead = reading(1, 2, {
  state: 'read',
  started: { date: null, precision: 'unknown' },
  finished: { date: '2012-01-01', precision: 'year' },
});
const abandoned = reading(4, 5, {
  state: 'dnf',
  started: day('2026-09-10'),
  stopped: day('2026-10-02'),
  dnf_reason: 'The middle third lost me.',
});
const paused = reading(5, 6, {
  state: 'paused',
  started: day('2026-08-01'),
  stopped: { date: '2026-09-01', precision: 'month' },
  progress: { pages: null, percent: 15 },
});

const meta = {
  title: 'Components/ReadingHistory',
  component: ReadingHistory,
  tags: ['autodocs'],
  args: { readings: [current, finished, firstRead] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadingHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvas: HTMLElement) => within(canvas).getAllByRole('listitem');

export const ReRead: Story = {
  args: { onEdit: fn(), onDelete: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Reading history' })).toBeInTheDocument();
    await expect(canvas.getByText('3 readings')).toBeVisible();
    const [first, second, third] = items(canvasElement);
    if (!first || !second || !third) throw new Error('three readings expected');
    await expect(first).toHaveTextContent('Currently reading');
    await expect(first).toHaveTextContent('Started Nov 3, 2026');
    // Progress is the page's ReadingProgress, not the history's.
    await expect(within(first).queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(within(first).getByText('Private note')).toBeVisible();
    await expect(second).toHaveTextContent('Started 2019');
    await expect(second).toHaveTextContent('Finished March 2019');
    await expect(third).toHaveTextContent('Started: date unknown');
    await expect(third).toHaveTextContent('Finished 2012');
  },
};

export const EditAndDelete: Story = {
  args: { onEdit: fn(), onDelete: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit reading started Nov 3, 2026' }));
    await expect(args.onEdit).toHaveBeenCalledWith(current);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete reading started 2019' }));
    await expect(args.onDelete).toHaveBeenCalledWith(finished);
    // A reading with an unknown start is named by its place in the list.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit reading 3 (start date unknown)' }),
    );
    await expect(args.onEdit).toHaveBeenLastCalledWith(firstRead);
  },
};

export const Busy: Story = {
  args: { onEdit: fn(), onDelete: fn(), busyId: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Edit reading started 2019' })).toBeDisabled();
    const remove = canvas.getByRole('button', { name: 'Delete reading started 2019' });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('button', { name: 'Edit reading started Nov 3, 2026' }),
    ).toBeEnabled();
  },
};

export const DidNotFinishAndPaused: Story = {
  args: { readings: [paused, abandoned], onEdit: fn(), onDelete: fn() },
  play: async ({ canvasElement }) => {
    const [first, second] = items(canvasElement);
    if (!first || !second) throw new Error('two readings expected');
    await expect(first).toHaveTextContent('Paused');
    await expect(first).toHaveTextContent('Stopped September 2026');
    await expect(second).toHaveTextContent('Did not finish');
    await expect(second).toHaveTextContent('Stopped Oct 2, 2026');
    await expect(second).toHaveTextContent('Why I stopped: The middle third lost me.');
  },
};

export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OneReading: Story = {
  args: { readings: [finished], onEdit: fn(), onDelete: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 reading')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { readings: [], onEdit: fn(), onDelete: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No readings yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { readings: [current, finished, abandoned], onEdit: fn(), onDelete: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Okuma geçmişi' })).toBeInTheDocument();
    await expect(canvas.getByText('3 okuma')).toBeVisible();
    const [first, second, third] = items(canvasElement);
    if (!first || !second || !third) throw new Error('three readings expected');
    await expect(first).toHaveTextContent('Başlangıç: 3 Kasım 2026');
    await expect(second).toHaveTextContent('Bitiş: Mart 2019');
    await expect(third).toHaveTextContent('Bırakma nedeni: The middle third lost me.');
    await expect(
      canvas.getByRole('button', { name: 'Düzenle: 3 Kasım 2026 tarihinde başlanan okuma' }),
    ).toBeEnabled();
    await expect(within(first).getByText('Özel not')).toBeVisible();
  },
};

export const TurkishEmpty: Story = {
  globals: { locale: 'tr' },
  args: { readings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Henüz okuma yok' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { readings: [current, abandoned, firstRead], onEdit: fn(), onDelete: fn() },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(3);
  },
};
