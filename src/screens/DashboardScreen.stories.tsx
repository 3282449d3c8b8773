import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appCache } from '../api/cache';
import { FIXED_NOW } from '../api/mocks/fixtures';
import { DashboardScreen } from './DashboardScreen';
import { bookVariants } from '../api/mocks/handlers/books';
import { readingVariants } from '../api/mocks/handlers/readings';
import { statsVariants } from '../api/mocks/handlers/stats';
import { body } from '../stories/screens';
import { expectNoHorizontalOverflow, expectWithinWidth, narrowGlobals } from '../stories/reflow';

const meta = {
  title: 'Screens/DashboardScreen',
  component: DashboardScreen,
  args: { now: new Date(FIXED_NOW) },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/dashboard', url: '/dashboard' },
    session: 'signedIn',
  },
  // Most-read lists and the pick are cached: every story asks its own handlers.
  beforeEach: () => {
    appCache.clear();
  },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvas: ReturnType<typeof within>, name: string) =>
  within(
    (await canvas.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement,
  );

/** "Currently reading" loads on its own: its cards, or its empty state, once settled. */
async function currentlyReadingShown(canvas: ReturnType<typeof within>, count: number) {
  const current = await section(canvas, 'Currently reading');
  if (count === 0) {
    await expect(
      await current.findByText('You are not reading anything right now', {}, { timeout: 4000 }),
    ).toBeVisible();
  } else {
    await waitFor(() => expect(current.getAllByRole('listitem')).toHaveLength(count), {
      timeout: 4000,
    });
  }
  return current;
}

export const Loaded: Story = {
  parameters: { msw: { handlers: { readings: readingVariants.current() } } },
  play: async ({ canvas }) => {
    const current = await currentlyReadingShown(canvas, 2);
    await expect(current.getAllByText('Page 120 of 300 · 40%')).toHaveLength(2);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeVisible();
    const popular = await section(canvas, 'Popular Books');
    await expect(await popular.findAllByRole('article')).toHaveLength(3);
    const pick = await section(canvas, 'Pick of the Day');
    await expect(await pick.findByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search books' })).toHaveAttribute(
      'href',
      '/explore',
    );
    await expect(canvas.getByText('Amazing')).toBeVisible();
  },
};

/** One tap on a card's "Update progress", a page, saved: the card shows it in place. */
export const UpdateProgressFromDashboard: Story = {
  parameters: { msw: { handlers: { readings: readingVariants.current() } } },
  play: async ({ canvas }) => {
    const current = await currentlyReadingShown(canvas, 2);
    await userEvent.click(
      current.getByRole('button', { name: 'Update progress for The Hunger Games' }),
    );
    const dialog = within(await body().findByRole('dialog', {}, { timeout: 4000 }));
    const field = dialog.getByLabelText('Current page (of 300)');
    await userEvent.clear(field);
    await userEvent.type(field, '200');
    await userEvent.click(dialog.getByRole('button', { name: 'Save progress' }));
    await expect(
      await current.findByText('Page 200 of 300 · 67%', {}, { timeout: 4000 }),
    ).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const CurrentlyReadingLoading: Story = {
  parameters: { msw: { handlers: { readings: readingVariants.loading() } } },
  play: async ({ canvas }) => {
    const current = await section(canvas, 'Currently reading');
    await expect(await current.findByText('Loading your current books…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { mostRead: [bookVariants.mostReadEmpty] } } },
  play: async ({ canvas }) => {
    await currentlyReadingShown(canvas, 0);
    await expect(await canvas.findByText('No popular books yet.')).toBeVisible();
    await expect(await canvas.findByText('No pick of the day yet.')).toBeVisible();
  },
};

/** Most read are books seeded with facts only: no genre tags, no blank description. */
export const FactsOnlyBooks: Story = {
  parameters: { msw: { handlers: { mostRead: [bookVariants.mostReadFactsOnly] } } },
  play: async ({ canvas }) => {
    await currentlyReadingShown(canvas, 0);
    const popular = await section(canvas, 'Popular Books');
    await expect(await popular.findAllByRole('article')).toHaveLength(3);
    const heading = await pickShown(canvas, 'Pick of the Day');
    const pick = heading.closest('article') as HTMLElement;
    for (const paragraph of pick.querySelectorAll('p')) {
      await expect(paragraph.textContent?.trim()).not.toBe('');
    }
    await expect(pick.querySelectorAll('p')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mostRead: [bookVariants.mostReadLoading] } } },
  play: async ({ canvas }) => {
    await currentlyReadingShown(canvas, 0);
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0);
  },
};

/** The pick of the day loads on its own: wait for it too, so the screenshot has the settled page. */
const pickShown = async (canvas: ReturnType<typeof within>, title: string) =>
  (await section(canvas, title)).findByRole('heading', { level: 3 }, { timeout: 4000 });

/** The reading goal on its way: a placeholder in the shape of a goal's card. */
export const GoalLoading: Story = {
  parameters: { msw: { handlers: { stats: statsVariants.loading() } } },
  play: async ({ canvas }) => {
    await currentlyReadingShown(canvas, 0);
    await pickShown(canvas, 'Pick of the Day');
    const goal = await section(canvas, 'Your reading goal');
    await expect(goal.getByRole('status')).toHaveTextContent('Loading…');
    await expect(goal.getByRole('link', { name: 'See your statistics' })).toBeVisible();
  },
};

export const Turkish: Story = {
  parameters: { msw: { handlers: { readings: readingVariants.current() } } },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const current = await section(canvas, 'Şu an okuduklarım');
    await waitFor(() => expect(current.getAllByRole('listitem')).toHaveLength(2), {
      timeout: 4000,
    });
    const popular = await section(canvas, 'Popüler Kitaplar');
    await expect(await popular.findAllByRole('article')).toHaveLength(3);
    await pickShown(canvas, 'Günün Seçimi');
  },
};

export const Mobile: Story = {
  parameters: { msw: { handlers: { readings: readingVariants.current() } } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await currentlyReadingShown(canvas, 2);
    const popular = await section(canvas, 'Popular Books');
    await expect(await popular.findAllByRole('article')).toHaveLength(3);
    await pickShown(canvas, 'Pick of the Day');
  },
};

/**
 * Reflow (WCAG 1.4.10): at 320 px wide, which is also 200 % zoom of a 640 px window, the dashboard
 * with two books in progress reflows into one column: nothing scrolls sideways and the greeting,
 * the progress action and search stay in view.
 */
export const Narrow320: Story = {
  parameters: { msw: { handlers: { readings: readingVariants.current() } } },
  globals: narrowGlobals,
  play: async ({ canvas, canvasElement }) => {
    const current = await currentlyReadingShown(canvas, 2);
    const popular = await section(canvas, 'Popular Books');
    await expect(await popular.findAllByRole('article')).toHaveLength(3);
    await pickShown(canvas, 'Pick of the Day');
    await expectWithinWidth(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }));
    await expectWithinWidth(
      current.getByRole('button', { name: 'Update progress for The Hunger Games' }),
    );
    await expectWithinWidth(canvas.getByRole('link', { name: 'Search books' }));
    await expectNoHorizontalOverflow(canvasElement);
  },
};
