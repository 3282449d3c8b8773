import type { Meta, StoryObj } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { CumulativeChart, type CumulativeChartProps } from './CumulativeChart';
import { currentYear, emptyYear, oneBookYear, typicalYear } from './fixtures';
import { periodItems, usePeriodItems, type PeriodBuckets } from './periodItems';

const english = createIntl({ locale: 'en', messages: {} });
/** The current year's twelve months, of which `currentYear` holds the first seven. */
const currentYearMonths: PeriodBuckets = {
  unit: 'month',
  items: Array.from({ length: 12 }, (_, index) => ({
    key: `2026-${String(index + 1).padStart(2, '0')}`,
    books: currentYear.items[index]?.books ?? 0,
    pages: currentYear.items[index]?.pages ?? 0,
  })),
};

const meta = {
  title: 'Components/Charts/CumulativeChart',
  component: CumulativeChart,
  tags: ['autodocs'],
  args: {
    title: 'Books read through the year',
    summary: '18 books in 2025 against a goal of 24: 6 short.',
    items: periodItems(english, typicalYear, 'books'),
    categoryLabel: 'Month',
    goal: 24,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CumulativeChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const legendItems = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The texts inside the chart's image that are not axis ticks or labels: the total so far. */
const chartImage = (canvas: HTMLElement, name: string) => within(canvas).getByRole('img', { name });

export const WithGoal: Story = {
  parameters: { darkScreenshot: true },
  play: async ({ canvasElement }) => {
    const image = chartImage(canvasElement, 'Books read through the year');
    await expect(image).toHaveAccessibleDescription(
      '18 books in 2025 against a goal of 24: 6 short.',
    );
    // The running total (12 points, the last saying 18) and the goal's straight line.
    await expect(image.querySelectorAll('circle')).toHaveLength(12);
    await expect(image.querySelectorAll('path')).toHaveLength(2);
    await expect(within(image).getByText('18')).toBeInTheDocument();
    await expect(legendItems(canvasElement)).toEqual(['Read so far', 'Goal pace (24)']);
  },
};

export const CurrentYear: Story = {
  args: {
    title: 'Books read this year',
    summary: '11 books by July against a goal of 20: on track for 19.',
    items: periodItems(english, currentYearMonths, 'books'),
    goal: 20,
    elapsed: 7,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const image = chartImage(canvasElement, 'Books read this year');
    // The total stops at July; the goal's line runs on to December.
    await expect(image.querySelectorAll('circle')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = await canvas.findByRole('table', { name: 'Books read this year' });
    const row = (month: string) =>
      [...(within(table).getByRole('rowheader', { name: month }).closest('tr')?.cells ?? [])].map(
        (cell) => cell.textContent,
      );
    await expect(row('July')).toEqual(['July', '11', '12']);
    await expect(row('August')).toEqual(['August', 'Not yet', '13']);
    await expect(row('December')).toEqual(['December', 'Not yet', '20']);
  },
};

export const WithoutGoal: Story = {
  args: { goal: null, summary: '18 books in 2025.' },
  play: async ({ canvasElement }) => {
    const image = chartImage(canvasElement, 'Books read through the year');
    await expect(image.querySelectorAll('path')).toHaveLength(1);
    await expect(legendItems(canvasElement)).toEqual(['Read so far']);
  },
};

export const TableView: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    const table = await canvas.findByRole('table', { name: 'Books read through the year' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Show as chart');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Read so far', 'Goal pace']);
    const march = within(table).getByRole('rowheader', { name: 'March' }).closest('tr');
    if (!march) throw new Error('no March row');
    await expect([...march.cells].map((cell) => cell.textContent)).toEqual(['March', '6', '6']);
    // The legend belongs to the chart: the table's headers say the same.
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(chartImage(canvasElement, 'Books read through the year')).toBeVisible();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Show as table');
  },
};

export const EmptyYear: Story = {
  args: {
    summary: 'No books finished in 2024.',
    items: periodItems(english, emptyYear, 'books'),
    goal: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show for this period yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NothingYetAgainstGoal: Story = {
  args: {
    summary: 'No books finished in 2024 against a goal of 12.',
    items: periodItems(english, emptyYear, 'books'),
    goal: 12,
  },
  play: async ({ canvasElement }) => {
    // A goal with nothing read is worth drawing: the flat line under the pace says it.
    const image = chartImage(canvasElement, 'Books read through the year');
    await expect(image.querySelectorAll('path')).toHaveLength(2);
    await expect(legendItems(canvasElement)).toEqual(['Read so far', 'Goal pace (12)']);
  },
};

export const OneBook: Story = {
  args: {
    summary: '1 book in 2023, in March.',
    items: periodItems(english, oneBookYear, 'books'),
    goal: null,
  },
  play: async ({ canvasElement }) => {
    const image = chartImage(canvasElement, 'Books read through the year');
    await expect(
      [...image.querySelectorAll('text[text-anchor="end"]')].map((tick) => tick.textContent),
    ).toEqual(['0', '1']);
  },
};

export const Pages: Story = {
  args: {
    title: 'Pages read through the year',
    summary: '6,076 pages in 2025 against a goal of 8,000.',
    items: periodItems(english, typicalYear, 'pages'),
    goal: 8_000,
  },
  play: async ({ canvasElement }) => {
    const image = chartImage(canvasElement, 'Pages read through the year');
    await expect(within(image).getByText('6,076')).toBeInTheDocument();
    await expect(legendItems(canvasElement)).toEqual(['Read so far', 'Goal pace (8,000)']);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  parameters: { darkScreenshot: true },
  args: {
    title: 'Yıl boyunca okunan kitaplar',
    summary: "2025'te 18 kitap, 24 kitaplık hedefin 6 gerisinde.",
    categoryLabel: 'Ay',
  },
  render: function Render(args: CumulativeChartProps) {
    return <CumulativeChart {...args} items={usePeriodItems(typicalYear, 'books')} />;
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(legendItems(canvasElement)).toEqual([
      'Şimdiye kadar okunan',
      'Hedef temposu (24)',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Tablo olarak göster' }));
    const table = await canvas.findByRole('table', { name: 'Yıl boyunca okunan kitaplar' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Ay', 'Şimdiye kadar okunan', 'Hedef temposu']);
    await expect(within(table).getByRole('rowheader', { name: 'Aralık' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Grafik olarak göster' }));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { darkScreenshot: true },
  args: {
    title: 'Books read this year',
    summary: '11 books by July against a goal of 20: on track for 19.',
    items: periodItems(english, currentYearMonths, 'books'),
    goal: 20,
    elapsed: 7,
  },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    const bounds = figure.getBoundingClientRect();
    for (const text of figure.querySelectorAll('svg text')) {
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(bounds.right);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
