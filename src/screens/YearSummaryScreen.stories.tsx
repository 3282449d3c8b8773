import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { statsVariants } from '../api/mocks/handlers/stats';
import { YearSummaryScreen } from './YearSummaryScreen';
import { screenParameters } from '../stories/screens';

const summaryAt = (url: string) => ({ path: '/user/year', url });

const meta = {
  title: 'Screens/YearSummaryScreen',
  component: YearSummaryScreen,
  parameters: screenParameters(summaryAt('/user/year?id=2&year=2025'), 'guest'),
} satisfies Meta<typeof YearSummaryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Çağla's shared 2025, as a guest sees it: no page-count list, which is hers to mend. */
export const Shared: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /2025 in books/ }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Books per month' })).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Books missing a page count' }),
    ).not.toBeInTheDocument();
  },
};

export const NotShared: Story = {
  parameters: { msw: { handlers: { stats: statsVariants.summaryNotShared() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'This reader keeps 2025 private' }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: summaryAt('/user/year?id=abc') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Year not found' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { stats: statsVariants.loadServerError() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Couldn't load this year in books.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};

export const Turkish: Story = {
  ...Shared,
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Aylara göre kitaplar' }, { timeout: 4000 }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Shared,
  globals: { viewport: { value: 'mobile' } },
};
