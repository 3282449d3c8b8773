import type { Meta, StoryObj } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { BarChart, type BarChartProps } from './BarChart';
import { emptyYear, oneBookYear, thirtyYears, typicalYear } from './fixtures';
import { periodItems, usePeriodItems, type PeriodBuckets, type PeriodMeasure } from './periodItems';

const english = createIntl({ locale: 'en', messages: {} });

/** The bars of a period in the story's language, as the stats screen maps them. */
const inActiveLocale = (buckets: PeriodBuckets, measure: PeriodMeasure) =>
  function Render(args: BarChartProps) {
    return <BarChart {...args} items={usePeriodItems(buckets, measure)} />;
  };

const meta = {
  title: 'Components/Charts/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'Books per month',
    summary: '18 books in 2025, most in March (3).',
    items: periodItems(english, typicalYear, 'books'),
    categoryLabel: 'Month',
    valueLabel: 'Books',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart's image: named by the title, described by the summary. */
const chartImage = (canvas: HTMLElement, name: string) => within(canvas).getByRole('img', { name });

/** No two axis labels touch. */
async function expectLabelsApart(canvas: HTMLElement) {
  const texts = [...canvas.querySelectorAll('svg[role="img"] text')];
  const lowest = Math.max(...texts.map((text) => Number(text.getAttribute('y'))));
  const boxes = texts
    .filter((text) => Number(text.getAttribute('y')) === lowest)
    .map((text) => text.getBoundingClientRect())
    .sort((a, b) => a.left - b.left);
  for (const [index, box] of boxes.slice(1).entries()) {
    await expect(box.left).toBeGreaterThan(boxes[index]?.right ?? 0);
  }
}

/** Nothing of the chart reaches past the figure or makes the page scroll sideways. */
async function expectNoOverflow(canvas: HTMLElement) {
  const figure = within(canvas).getByRole('figure');
  const svg = figure.querySelector('svg[role="img"]');
  if (!svg) throw new Error('no chart drawn');
  const bounds = figure.getBoundingClientRect();
  for (const text of svg.querySelectorAll('text')) {
    const box = text.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(bounds.left);
    await expect(box.right).toBeLessThanOrEqual(bounds.right);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The labels under the axis: the chart's lowest texts. */
function axisLabels(canvas: HTMLElement): string[] {
  const texts = [...canvas.querySelectorAll('svg[role="img"] text')];
  const lowest = Math.max(...texts.map((text) => Number(text.getAttribute('y'))));
  return texts
    .filter((text) => Number(text.getAttribute('y')) === lowest)
    .map((text) => text.textContent ?? '');
}

export const TypicalYear: Story = {
  parameters: { darkScreenshot: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Books per month' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Books per month' })).toBeVisible();
    const image = chartImage(canvasElement, 'Books per month');
    await expect(image).toHaveAccessibleDescription('18 books in 2025, most in March (3).');
    await expect(axisLabels(canvasElement)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    // Eleven months have books, each with its value above the bar; August has none.
    await expect(image.querySelectorAll('path')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toBeEnabled();
    await expectNoOverflow(canvasElement);
  },
};

export const PagesPerMonth: Story = {
  args: {
    title: 'Pages per month',
    summary: '6,076 pages in 2025, most in March (1,014).',
    items: periodItems(english, typicalYear, 'pages'),
    valueLabel: 'Pages',
  },
  play: async ({ canvas, canvasElement }) => {
    const image = chartImage(canvasElement, 'Pages per month');
    await expect(within(image).getByText('1,014')).toBeInTheDocument();
    // The axis counts in round steps, grouped as numbers are in English.
    await expect(within(image).getByText('1,500')).toBeInTheDocument();
    await expect(canvas.getByText('6,076 pages in 2025, most in March (1,014).')).toBeVisible();
  },
};

export const TableView: Story = {
  parameters: { darkScreenshot: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The toggle is the first stop of the keyboard, and works with it.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const table = await canvas.findByRole('table', { name: 'Books per month' });
    await expect(toggle).toHaveAccessibleName('Show as chart');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Books']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    const march = within(table).getByRole('rowheader', { name: 'March' }).closest('tr');
    if (!march) throw new Error('no March row');
    await expect(within(march).getByRole('cell')).toHaveTextContent('3');
    await expect(
      within(table).getByRole('rowheader', { name: 'August' }).nextSibling,
    ).toHaveTextContent('0');

    await userEvent.click(toggle);
    await expect(chartImage(canvasElement, 'Books per month')).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Show as table');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The table as the toggle leaves it, for its own screenshot. */
export const TableShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = await canvas.findByRole('table', { name: 'Books per month' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
  },
};

export const EmptyYear: Story = {
  args: {
    summary: 'No books finished in 2024.',
    items: periodItems(english, emptyYear, 'books'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show for this period yet.')).toBeVisible();
    // No flat row of zero bars and no table of zeros: nothing to toggle.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('figure', { name: 'Books per month' })).toBeVisible();
  },
};

export const OneBook: Story = {
  args: {
    summary: '1 book in 2023, in March.',
    items: periodItems(english, oneBookYear, 'books'),
  },
  play: async ({ canvasElement }) => {
    const image = chartImage(canvasElement, 'Books per month');
    await expect(image.querySelectorAll('path')).toHaveLength(1);
    // The axis runs 0 to 1: a whole book, not halves.
    await expect(
      [...image.querySelectorAll('text[text-anchor="end"]')].map((tick) => tick.textContent),
    ).toEqual(['0', '1']);
  },
};

export const ThirtyYears: Story = {
  parameters: { darkScreenshot: true },
  args: {
    title: 'Books per year',
    summary: '528 books from 1996 to 2025, most in 2009 (38).',
    items: periodItems(english, thirtyYears, 'books'),
    categoryLabel: 'Year',
  },
  play: async ({ canvasElement }) => {
    const image = chartImage(canvasElement, 'Books per year');
    await expect(image.querySelectorAll('path')).toHaveLength(30);
    const labels = axisLabels(canvasElement);
    // Thirty years do not fit under the bars: every second one is labelled, from the first.
    await expect(labels.slice(0, 3)).toEqual(['1996', '1998', '2000']);
    await expectLabelsApart(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  parameters: { darkScreenshot: true },
  args: {
    title: 'Aylara göre kitaplar',
    summary: "2025'te 18 kitap, en çok Mart'ta (3).",
    categoryLabel: 'Ay',
    valueLabel: 'Kitap',
  },
  render: inActiveLocale(typicalYear, 'books'),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(axisLabels(canvasElement).slice(0, 3)).toEqual(['Oca', 'Şub', 'Mar']);
    await userEvent.click(canvas.getByRole('button', { name: 'Tablo olarak göster' }));
    const table = await canvas.findByRole('table', { name: 'Aylara göre kitaplar' });
    await expect(within(table).getByRole('rowheader', { name: 'Ocak' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Şubat' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Grafik olarak göster' }));
    await expect(chartImage(canvasElement, 'Aylara göre kitaplar')).toBeVisible();
  },
};

export const TurkishPages: Story = {
  globals: { locale: 'tr' },
  args: {
    title: 'Aylara göre sayfalar',
    summary: "2025'te 6.076 sayfa, en çok Mart'ta (1.014).",
    categoryLabel: 'Ay',
    valueLabel: 'Sayfa',
  },
  render: inActiveLocale(typicalYear, 'pages'),
  play: async ({ canvasElement }) => {
    // Turkish groups thousands with a dot.
    const image = chartImage(canvasElement, 'Aylara göre sayfalar');
    await expect(within(image).getByText('1.014')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { darkScreenshot: true },
  play: async ({ canvasElement }) => {
    // Twelve month names do not fit a phone: every other one, none overlapping or overflowing.
    await expect(axisLabels(canvasElement)).toEqual(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov']);
    await expectLabelsApart(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

export const MobilePages: Story = {
  ...PagesPerMonth,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // Page counts do not fit above bars this narrow: the axis and the table carry them.
    const image = chartImage(canvasElement, 'Pages per month');
    await expect(within(image).queryByText('1,014')).not.toBeInTheDocument();
    await expect(within(image).getByText('1,500')).toBeInTheDocument();
    await expectNoOverflow(canvasElement);
  },
};

export const MobileThirtyYears: Story = {
  args: ThirtyYears.args,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // On a phone every fourth year: 1996, 2000, 2004 ...
    await expect(axisLabels(canvasElement).slice(0, 3)).toEqual(['1996', '2000', '2004']);
    await expectLabelsApart(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};
