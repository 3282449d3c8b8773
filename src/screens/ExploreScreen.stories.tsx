import type { Meta, StoryObj } from '@storybook/react-vite';
import { useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appCache } from '../api/cache';
import { Button } from '../components/Button';
import { ExploreScreen } from './ExploreScreen';
import { bookVariants } from '../api/mocks/handlers/books';
import { reviewVariants } from '../api/mocks/handlers/reviews';

const meta = {
  title: 'Screens/ExploreScreen',
  component: ExploreScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/explore', url: '/explore' },
  },
  // Genres and most-read are cached for minutes: every story asks its own handlers.
  beforeEach: () => {
    appCache.clear();
  },
} satisfies Meta<typeof ExploreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const section = async (canvas: Canvas, name: string) =>
  within(
    (await canvas.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement,
  );

/**
 * Discover's three lists load on their own: the six most read, the 16 genres, and the
 * recommendations (Dune is among the most read and in the recommendations). Wait for all of them
 * so the screenshot has the settled page.
 */
async function discoverLoaded(canvas: Canvas, genresTitle = 'Genres') {
  const genres = await section(canvas, genresTitle);
  await waitFor(
    () => {
      expect(canvas.getAllByRole('article')).toHaveLength(6);
      expect(genres.getAllByRole('link')).toHaveLength(16);
      expect(canvas.getAllByRole('link', { name: 'Dune' })).toHaveLength(2);
    },
    { timeout: 4000 },
  );
}

export const Discover: Story = {
  play: async ({ canvas }) => {
    const mostRead = await section(canvas, 'Most Read Books');
    await waitFor(() => expect(mostRead.getAllByRole('article')).toHaveLength(6), {
      timeout: 4000,
    });
    const genres = await section(canvas, 'Genres');
    // The genres answer on their own, after or before the most read.
    await waitFor(() => expect(genres.getAllByRole('link')).toHaveLength(16), { timeout: 4000 });
    await expect(genres.getByRole('link', { name: 'Science Fiction' })).toHaveAttribute(
      'href',
      '/category/science%20fiction',
    );
    const recommendations = await section(canvas, 'Reader Recommendations');
    await expect(await recommendations.findByRole('link', { name: 'Dune' })).toHaveAttribute(
      'href',
      '/book/details?id=2',
    );
  },
};

export const SearchFromTheBox: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search books' }), 'herbert');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('1 book found')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Results for “herbert”' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dune' })).toBeVisible();
  },
};

export const SearchResultsFromUrl: Story = {
  parameters: { route: { path: '/explore', url: '/explore?query=the' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/books found/)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search books' })).toHaveValue('the');
  },
};

/** The words the reader typed are marked in the titles found, by more than colour. */
export const SearchHighlightsMatches: Story = {
  parameters: { route: { path: '/explore', url: '/explore?query=dune' } },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Dune' });
    const mark = link.querySelector('mark');
    await expect(mark).toHaveTextContent('Dune');
    await expect(getComputedStyle(mark as HTMLElement).textDecorationLine).toContain('underline');
  },
};

/** More books match than search counts: the count says so instead of a number it stopped at. */
export const SearchCappedCount: Story = {
  parameters: {
    route: { path: '/explore', url: '/explore?query=the' },
    msw: { handlers: { search: [bookVariants.searchCapped] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1,000+ books found')).toBeVisible();
  },
};

export const SearchCappedCountTurkish: Story = {
  ...SearchCappedCount,
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1.000+ kitap bulundu')).toBeVisible();
  },
};

/** The browser's Back and Forward buttons, for the router the story runs in. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <nav aria-label="Story history" style={{ display: 'flex', gap: '0.5rem', padding: '1rem' }}>
      {/* The design system's buttons: the browser's own are grey on grey in the dark theme. */}
      <Button variant="secondary" size="sm" onClick={() => navigate(-1)}>
        History back
      </Button>
      <Button variant="secondary" size="sm" onClick={() => navigate(1)}>
        History forward
      </Button>
    </nav>
  );
}

/** Back and Forward bring the URL's query into the search box, with its results. */
export const SearchFollowsHistory: Story = {
  render: () => (
    <>
      <HistoryButtons />
      <ExploreScreen />
    </>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search books' });
    const search = async (query: string) => {
      await userEvent.clear(box);
      await userEvent.type(box, query);
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await expect(
        await canvas.findByRole('heading', { name: `Results for “${query}”` }),
      ).toBeVisible();
    };
    const expectResultsFor = async (query: string, title: string) => {
      await expect(box).toHaveValue(query);
      await expect(
        await canvas.findByRole('heading', { name: `Results for “${query}”` }),
      ).toBeVisible();
      await expect(await canvas.findByRole('link', { name: title })).toBeVisible();
    };
    await search('herbert');
    await search('tolkien');
    await expectResultsFor('tolkien', 'The Hobbit');

    await userEvent.click(canvas.getByRole('button', { name: 'History back' }));
    await expectResultsFor('herbert', 'Dune');
    await userEvent.click(canvas.getByRole('button', { name: 'History forward' }));
    await expectResultsFor('tolkien', 'The Hobbit');

    await userEvent.click(canvas.getByRole('button', { name: 'History back' }));
    await userEvent.click(canvas.getByRole('button', { name: 'History back' }));
    await expect(box).toHaveValue('');
    await expect(await canvas.findByRole('heading', { name: 'Most Read Books' })).toBeVisible();
    // The most read, the genres and the recommendations: the page has settled for the screenshot.
    await discoverLoaded(canvas);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Searching: Story = {
  parameters: {
    route: { path: '/explore', url: '/explore?query=dune' },
    msw: { handlers: { search: [bookVariants.searchLoading] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Searching…')).toBeInTheDocument();
  },
};

export const SearchEmpty: Story = {
  parameters: {
    route: { path: '/explore', url: '/explore?query=zzzz' },
    msw: { handlers: { search: [bookVariants.searchEmpty] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No books found' }),
    ).toBeVisible();
  },
};

/**
 * While the three lists load, each holds its room: book-shaped placeholders for the most read,
 * the 16 known genres at once, and quote-shaped lines for the recommendations.
 */
export const DiscoverLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        mostRead: [bookVariants.mostReadLoading],
        genres: [bookVariants.genresLoading],
        recent: [reviewVariants.recentLoading],
      },
    },
  },
  play: async ({ canvas }) => {
    const mostRead = await section(canvas, 'Most Read Books');
    await expect(await mostRead.findByRole('status')).toHaveTextContent('Loading');
    const genres = await section(canvas, 'Genres');
    expect(genres.getAllByRole('link')).toHaveLength(16);
    await expect(genres.getByRole('link', { name: 'Fantasy' })).toHaveAttribute(
      'href',
      '/category/fantasy',
    );
    const recommendations = await section(canvas, 'Reader Recommendations');
    await expect(recommendations.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const EmptyAndGenreFallback: Story = {
  parameters: {
    msw: {
      handlers: {
        mostRead: [bookVariants.mostReadEmpty],
        genres: [bookVariants.genresError],
        recent: [reviewVariants.recentEmpty],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No books to show yet.')).toBeVisible();
    await expect(await canvas.findByText('No recommendations yet.')).toBeVisible();
    const genres = await section(canvas, 'Genres');
    await waitFor(() => expect(genres.getAllByRole('link')).toHaveLength(16));
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    // Dune once among the most read, once in the recommendations, and the genres: all loaded.
    await discoverLoaded(canvas, 'Türler');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await discoverLoaded(canvas);
  },
};
