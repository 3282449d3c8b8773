import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appCache } from '../api/cache';
import { FIXED_NOW } from '../api/mocks/fixtures';
import { DashboardScreen } from './DashboardScreen';
import { bookVariants } from '../api/mocks/handlers/books';

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

export const Loaded: Story = {
  play: async ({ canvas }) => {
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

export const Empty: Story = {
  parameters: { msw: { handlers: { mostRead: [bookVariants.mostReadEmpty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No popular books yet.')).toBeVisible();
    await expect(await canvas.findByText('No pick of the day yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mostRead: [bookVariants.mostReadLoading] } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0);
  },
};

/** The pick of the day loads on its own: wait for it too, so the screenshot has the settled page. */
const pickShown = async (canvas: ReturnType<typeof within>, title: string) =>
  (await section(canvas, title)).findByRole('heading', { level: 3 }, { timeout: 4000 });

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const popular = await section(canvas, 'Popüler Kitaplar');
    await expect(await popular.findAllByRole('article')).toHaveLength(3);
    await pickShown(canvas, 'Günün Seçimi');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const popular = await section(canvas, 'Popular Books');
    await expect(await popular.findAllByRole('article')).toHaveLength(3);
    await pickShown(canvas, 'Pick of the Day');
  },
};
