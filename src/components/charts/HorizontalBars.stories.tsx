import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl, type IntlShape } from 'react-intl';
import { expect, within } from 'storybook/test';
import { genreMessageId } from '../../i18n';
import { allGenreCounts, genreCounts, lengthItems, ratingCounts } from './fixtures';
import { HorizontalBars, type HorizontalBarsProps } from './HorizontalBars';
import type { ChartItem } from './types';

/** Genres as the stats screen shows them: translated names, most read first. */
const genreItems = (intl: IntlShape, genres: { genre: string; books: number }[]): ChartItem[] =>
  genres.map(({ genre, books }) => {
    const id = genreMessageId(genre);
    return {
      key: genre,
      label: id ? intl.formatMessage({ id, defaultMessage: genre }) : genre,
      value: books,
    };
  });

const ratingItems = (intl: IntlShape): ChartItem[] =>
  ratingCounts.map(({ stars, count }) => ({
    key: String(stars),
    label: intl.formatMessage({ id: 'component.starRating.stars' }, { count: stars }),
    value: count,
  }));

/** Renders with the items of the story's language. */
const localized = (items: (intl: IntlShape) => ChartItem[]) =>
  function Render(args: HorizontalBarsProps) {
    return <HorizontalBars {...args} items={items(useIntl())} />;
  };

const englishGenres: ChartItem[] = genreCounts.map(({ genre, books }) => ({
  key: genre,
  label: genre,
  value: books,
}));

const meta = {
  title: 'Components/Charts/HorizontalBars',
  component: HorizontalBars,
  tags: ['autodocs'],
  args: {
    title: 'Genres',
    summary: 'Fantasy leads with 6 of 18 books (33%).',
    items: englishGenres,
    categoryLabel: 'Genre',
    valueLabel: 'Books',
    showShare: true,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HorizontalBars>;
export default meta;
type Story = StoryObj<typeof meta>;

const chartImage = (canvas: HTMLElement, name: string) => within(canvas).getByRole('img', { name });

/** Each row's texts in the image: its label and its value. */
const rowTexts = (image: HTMLElement) =>
  [...image.querySelectorAll('g > g')].map((row) =>
    [...row.querySelectorAll('text')].map((text) => text.textContent),
  );

async function expectInsideFigure(canvas: HTMLElement) {
  const figure = within(canvas).getByRole('figure');
  const bounds = figure.getBoundingClientRect();
  for (const mark of figure.querySelectorAll('svg text, svg rect')) {
    const box = mark.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(bounds.left);
    await expect(box.right).toBeLessThanOrEqual(bounds.right);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const Genres: Story = {
  parameters: { darkScreenshot: true },
  play: async ({ canvasElement }) => {
    const image = chartImage(canvasElement, 'Genres');
    await expect(image).toHaveAccessibleDescription('Fantasy leads with 6 of 18 books (33%).');
    // Shares in whole percent that add up to 100.
    await expect(rowTexts(image)).toEqual([
      ['Fantasy', '6 (33%)'],
      ['Science Fiction', '4 (22%)'],
      ['Literary Fiction', '3 (17%)'],
      ['Historical Fiction', '2 (11%)'],
      ['Mystery', '2 (11%)'],
      ['Poetry', '1 (6%)'],
    ]);
    await expect(image.querySelectorAll('rect')).toHaveLength(6);
  },
};

export const Ratings: Story = {
  args: {
    title: 'Your ratings',
    summary: '17 reviews, most of them 5 stars (7).',
    valueLabel: 'Reviews',
    categoryLabel: 'Rating',
    showShare: false,
  },
  render: localized(ratingItems),
  play: async ({ canvasElement }) => {
    const image = chartImage(canvasElement, 'Your ratings');
    await expect(rowTexts(image)).toEqual([
      ['5 stars', '7'],
      ['4 stars', '6'],
      ['3 stars', '3'],
      ['2 stars', '1'],
      ['1 star', '0'],
    ]);
    // No rating of one star: a zero, and no bar.
    await expect(image.querySelectorAll('rect')).toHaveLength(4);
  },
};

export const Lengths: Story = {
  args: {
    title: 'Book lengths',
    summary: 'Most books had 200 to 349 pages (8 of 18).',
    items: lengthItems.en,
    categoryLabel: 'Length',
  },
  play: async ({ canvasElement }) => {
    const image = chartImage(canvasElement, 'Book lengths');
    await expect(rowTexts(image)[1]).toEqual(['200–349 pages', '8 (44%)']);
  },
};

export const TableView: Story = {
  parameters: { darkScreenshot: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    const table = await canvas.findByRole('table', { name: 'Genres' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Show as chart');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Genre', 'Books', 'Share']);
    const fantasy = within(table).getByRole('rowheader', { name: 'Fantasy' }).closest('tr');
    if (!fantasy) throw new Error('no Fantasy row');
    await expect([...fantasy.cells].map((cell) => cell.textContent)).toEqual([
      'Fantasy',
      '6',
      '33%',
    ]);

    await userEvent.click(toggle);
    await expect(chartImage(canvasElement, 'Genres')).toBeVisible();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Show as table');
  },
};

/** The table as the toggle leaves it, for its own screenshot. */
export const TableShown: Story = {
  args: {
    title: 'Book lengths',
    summary: 'Most books had 200 to 349 pages (8 of 18).',
    items: lengthItems.en,
    categoryLabel: 'Length',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = await canvas.findByRole('table', { name: 'Book lengths' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: {
    summary: 'No books finished in 2024.',
    items: englishGenres.map((item) => ({ ...item, value: 0 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show for this period yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OneBook: Story = {
  args: {
    summary: 'One book, in Poetry.',
    items: [{ key: 'Poetry', label: 'Poetry', value: 1 }],
  },
  play: async ({ canvasElement }) => {
    await expect(rowTexts(chartImage(canvasElement, 'Genres'))).toEqual([['Poetry', '1 (100%)']]);
  },
};

export const EveryGenre: Story = {
  parameters: { darkScreenshot: true },
  args: { summary: '224 books in 16 genres, most in Fantasy (41).' },
  render: localized((intl) => genreItems(intl, allGenreCounts)),
  play: async ({ canvasElement }) => {
    const rows = rowTexts(chartImage(canvasElement, 'Genres'));
    await expect(rows).toHaveLength(16);
    // One book of 224 is not 0 %.
    await expect(rows.at(-1)).toEqual(["Children's", '1 (<1%)']);
    await expectInsideFigure(canvasElement);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  parameters: { darkScreenshot: true },
  args: {
    title: 'Türler',
    summary: '18 kitabın 6’sı Fantastik (%33).',
    categoryLabel: 'Tür',
    valueLabel: 'Kitap',
  },
  render: localized((intl) => genreItems(intl, genreCounts)),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const image = chartImage(canvasElement, 'Türler');
    // Turkish puts the percent sign first.
    await expect(rowTexts(image)[0]).toEqual(['Fantastik', '6 (%33)']);
    await userEvent.click(canvas.getByRole('button', { name: 'Tablo olarak göster' }));
    const table = await canvas.findByRole('table', { name: 'Türler' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tür', 'Kitap', 'Pay']);
    await userEvent.click(canvas.getByRole('button', { name: 'Grafik olarak göster' }));
  },
};

export const TurkishRatingsAndLengths: Story = {
  globals: { locale: 'tr' },
  args: {
    title: 'Kitap uzunlukları',
    summary: 'Kitapların çoğu 200 ile 349 sayfa arasındaydı (18 kitabın 8’i).',
    items: lengthItems.tr,
    categoryLabel: 'Uzunluk',
    valueLabel: 'Kitap',
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <HorizontalBars {...args} />
      <RatingsInActiveLocale />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(rowTexts(chartImage(canvasElement, 'Kitap uzunlukları'))[3]).toEqual([
      '500 sayfa ve üzeri',
      '2 (%11)',
    ]);
    await expect(rowTexts(chartImage(canvasElement, 'Puanların'))[0]).toEqual(['5 yıldız', '7']);
  },
};

function RatingsInActiveLocale() {
  const intl = useIntl();
  return (
    <HorizontalBars
      title="Puanların"
      summary="17 inceleme, çoğu 5 yıldız (7)."
      items={ratingItems(intl)}
      categoryLabel="Puan"
      valueLabel="İnceleme"
    />
  );
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { darkScreenshot: true },
  play: async ({ canvasElement }) => {
    // "Historical Fiction" would take most of a phone's width: labels go above their bars.
    const image = chartImage(canvasElement, 'Genres');
    const [label, value] =
      within(image).getByText('Historical Fiction').parentElement?.querySelectorAll('text') ?? [];
    if (!label || !value) throw new Error('no Historical Fiction row');
    await expect(value).toHaveTextContent('2 (11%)');
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      value.getBoundingClientRect().top,
    );
    await expectInsideFigure(canvasElement);
  },
};

export const MobileRatings: Story = {
  ...Ratings,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // Short labels stay beside their bars.
    const image = chartImage(canvasElement, 'Your ratings');
    const label = within(image).getByText('5 stars').getBoundingClientRect();
    const bar = image.querySelector('rect')?.getBoundingClientRect();
    await expect(
      bar && Math.abs(bar.top + bar.height / 2 - (label.top + label.height / 2)),
    ).toBeLessThan(2);
    await expectInsideFigure(canvasElement);
  },
};
