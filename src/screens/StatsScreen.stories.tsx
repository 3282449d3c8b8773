import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { statsVariants } from '../api/mocks/handlers/stats';
import { StatsScreen } from './StatsScreen';
import { body, screenParameters, type Canvas } from '../stories/screens';
import { expectNoHorizontalOverflow, expectWithinWidth, narrowGlobals } from '../stories/reflow';
import { dismissToasts, findToast } from '../stories/toasts';

const meta = {
  title: 'Screens/StatsScreen',
  component: StatsScreen,
  parameters: { ...screenParameters('/stats', 'signedIn'), toasts: true },
  beforeEach: dismissToasts,
} satisfies Meta<typeof StatsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const world = (handlers: ReturnType<typeof statsVariants.typical>) => ({
  msw: { handlers: { stats: handlers } },
});
const at = (url: string) => ({ route: { path: '/stats', url } });

/** The report is on screen: its first chart's title. */
const reportShown = (canvas: Canvas, chart = 'Books per month') =>
  canvas.findByRole('heading', { name: chart }, { timeout: 4000 });

export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Please login.' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your reading statistics' })).toBeVisible();
    await expect(canvas.queryByLabelText('Period')).not.toBeInTheDocument();
  },
};

/** This year (2026, the fixtures' day): the goal behind its pace, every chart, sharing. */
export const ThisYear: Story = {
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await expect(canvas.getByLabelText('Period')).toHaveValue('2026');
    const goal = within(canvas.getByRole('region', { name: 'Reading goal' }));
    await expect(goal.getByText(/of 30 books/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Books against your goal' })).toBeVisible();
    for (const chart of ['Pages per month', 'Genres', 'Ratings given', 'Book lengths']) {
      await expect(canvas.getByRole('heading', { name: chart })).toBeVisible();
    }
    await expect(canvas.getByText('Books finished')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Share my 2026 summary', pressed: false }),
    ).toBeVisible();
  },
};

/** A past year with its goal, re-reads and DNFs; its summary is shared. */
export const PastYear: Story = {
  parameters: at('/stats?year=2025'),
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await expect(canvas.getByLabelText('Period')).toHaveValue('2025');
    await expect(canvas.getByRole('heading', { name: 'Longest and shortest' })).toBeVisible();
  },
};

/** All time: books and pages per year, no goal. */
export const AllTime: Story = {
  parameters: at('/stats?year=all'),
  play: async ({ canvas }) => {
    await reportShown(canvas, 'Books per year');
    await expect(canvas.getByLabelText('Period')).toHaveValue('all');
    await expect(canvas.queryByRole('region', { name: 'Reading goal' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Sharing' })).not.toBeInTheDocument();
  },
};

/** Choosing another period loads it; the URL keeps the choice. */
export const ChoosePeriod: Story = {
  parameters: { ...at('/stats'), darkScreenshot: false },
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await userEvent.selectOptions(canvas.getByLabelText('Period'), 'all');
    await reportShown(canvas, 'Books per year');
    await expect(canvas.getByLabelText('Period')).toHaveValue('all');
  },
};

/** Every chart has its table: the toggle swaps them, and focus stays on it. */
export const ChartAsTable: Story = {
  play: async ({ canvas }) => {
    const heading = await reportShown(canvas);
    const figure = within(heading.closest('figure') as HTMLElement);
    const toggle = figure.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    const table = figure.getByRole('table', { name: 'Books per month' });
    await expect(within(table).getByRole('columnheader', { name: 'Month' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(figure.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
  },
};

export const Empty: Story = {
  parameters: world(statsVariants.empty()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing finished in 2026 yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a book' })).toHaveAttribute(
      'href',
      '/explore',
    );
    await expect(canvas.getByRole('button', { name: 'Set a goal' })).toBeVisible();
  },
};

export const OneBook: Story = {
  parameters: world(statsVariants.oneBook()),
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await expect(canvas.getByText(/1 book finished in 2026/)).toBeVisible();
  },
};

/** About 3,000 books over 25 years: the years thin out on the axis. */
export const HugeHistory: Story = {
  parameters: { ...world(statsVariants.hugeHistory()), ...at('/stats?year=all') },
  play: async ({ canvas }) => {
    await reportShown(canvas, 'Books per year');
  },
};

/** Books without a page count are listed with a way to set it. */
export const MissingPages: Story = {
  parameters: world(statsVariants.missingPages()),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole(
      'heading',
      { name: 'Books missing a page count' },
      { timeout: 4000 },
    );
    const section = within(heading.closest('section') as HTMLElement);
    const links = section.getAllByRole('link', { name: 'Set page count' });
    await expect(links).toHaveLength(20);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/book\/details\?id=/));
  },
};

export const Loading: Story = {
  parameters: world(statsVariants.loading()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading statistics for 2026…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: world(statsVariants.loadNetworkError()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Couldn't load your statistics.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Sharing the year shows at once, with the link to the shared page. */
export const ShareYear: Story = {
  // A world of its own: the share must not leak into the stories after it.
  parameters: { ...world(statsVariants.typical()), darkScreenshot: false },
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Share my 2026 summary' }));
    await expect(
      await canvas.findByRole('button', { name: 'Share my 2026 summary', pressed: true }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the shared page' })).toHaveAttribute(
      'href',
      '/user/year?id=1&year=2026',
    );
    await findToast('Your 2026 summary is now public.');
  },
};

/** Editing the year's goal opens its form on the goal. */
export const EditGoal: Story = {
  parameters: { darkScreenshot: false },
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit goal' }));
    const dialog = await body().findByRole('dialog', {}, { timeout: 4000 });
    await expect(within(dialog).getByLabelText('Books')).toHaveValue(30);
  },
};

/** Setting a goal for a year without one: saved, and its card takes the invitation's place. */
export const SetGoal: Story = {
  parameters: { ...world(statsVariants.oneBook()), darkScreenshot: false },
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Set a goal' }));
    const dialog = await body().findByRole('dialog', {}, { timeout: 4000 });
    await userEvent.type(within(dialog).getByLabelText('Books'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('1 of 12 books')).toBeVisible();
    await findToast('Reading goal saved.');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await reportShown(canvas, 'Aylara göre kitaplar');
    await expect(canvas.getByRole('heading', { name: 'Okuma istatistiklerin' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};

/**
 * Reflow (WCAG 1.4.10): at 320 px wide, which is also 200 % zoom of a 640 px window, the year's
 * report with its goal and every chart reflows into one column: nothing scrolls sideways and the
 * title, the period and sharing stay in view.
 */
export const Narrow320: Story = {
  globals: narrowGlobals,
  play: async ({ canvas, canvasElement }) => {
    await reportShown(canvas);
    await expectWithinWidth(canvas.getByRole('heading', { level: 1 }));
    await expectWithinWidth(canvas.getByLabelText('Period'));
    await expectWithinWidth(canvas.getByRole('heading', { name: 'Book lengths' }));
    await expectWithinWidth(
      canvas.getByRole('button', { name: 'Share my 2026 summary', pressed: false }),
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};
