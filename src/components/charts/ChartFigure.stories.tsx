import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChartFigure } from './ChartFigure';
import styles from './chart.module.css';

/** Three shelves as a row of bars: the smallest drawing a figure can hold. */
const shelves = [
  { key: 'read', label: 'Read', value: 42 },
  { key: 'reading', label: 'Reading', value: 3 },
  { key: 'want', label: 'Want to read', value: 17 },
];

const meta = {
  title: 'Components/Charts/ChartFigure',
  component: ChartFigure,
  tags: ['autodocs'],
  args: {
    title: 'Your shelves',
    summary: '62 books on three shelves, most of them read (42).',
    headingLevel: 2,
    table: {
      columns: ['Shelf', 'Books'],
      rows: shelves.map((shelf) => ({
        key: shelf.key,
        header: shelf.label,
        cells: [String(shelf.value)],
      })),
    },
    draw: (width: number) => ({
      height: 3 * 28,
      graphic: shelves.map((shelf, index) => (
        <g key={shelf.key}>
          <text className={styles.category} x={0} y={index * 28 + 14} dy="0.35em">
            {shelf.label}
          </text>
          <rect
            className={styles.bar}
            x={120}
            y={index * 28 + 6}
            width={((width - 160) * shelf.value) / 42}
            height={16}
            rx={3}
          />
        </g>
      )),
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChartFigure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chart: Story = {
  play: async ({ canvas }) => {
    // The figure and its image are named by the visible title at the level asked for.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your shelves' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Your shelves' })).toBeVisible();
    const image = canvas.getByRole('img', { name: 'Your shelves' });
    await expect(image).toHaveAccessibleDescription(
      '62 books on three shelves, most of them read (42).',
    );
    // Inside the image everything is hidden from assistive technology: the table says it.
    await expect(image.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-controls',
    );
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: 'Your shelves' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Show as chart');
    await expect(within(table).getByRole('columnheader', { name: 'Shelf' })).toHaveAttribute(
      'scope',
      'col',
    );
    await expect(within(table).getByRole('rowheader', { name: 'Reading' })).toHaveAttribute(
      'scope',
      'row',
    );
    await expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['42', '3', '17']);

    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('img', { name: 'Your shelves' })).toBeVisible();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Show as table');
  },
};

export const Empty: Story = {
  args: { summary: 'No books on your shelves yet.', empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show for this period yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const EmptyWithOwnText: Story = {
  args: {
    summary: 'No books on your shelves yet.',
    empty: true,
    emptyText: 'Mark a book as read and it shows up here.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mark a book as read and it shows up here.')).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: {
    title: 'Raflarınız',
    summary: 'Üç rafta 62 kitap, çoğu okunmuş (42).',
    table: {
      columns: ['Raf', 'Kitap'],
      rows: [
        { key: 'read', header: 'Okundu', cells: ['42'] },
        { key: 'reading', header: 'Okunuyor', cells: ['3'] },
        { key: 'want', header: 'Okunacak', cells: ['17'] },
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tablo olarak göster' }));
    await expect(await canvas.findByRole('table', { name: 'Raflarınız' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Grafik olarak göster' })).toHaveFocus();
  },
};
