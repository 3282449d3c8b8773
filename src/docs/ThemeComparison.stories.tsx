import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { tokensWithPrefix } from './tokens';
import { ThemeComparison } from './ThemeComparison';

const meta = {
  title: 'Design system/Theme comparison',
  component: ThemeComparison,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A column's row for one token, from the column's region (named by its heading). */
const row = (column: HTMLElement, name: string) =>
  column.querySelector<HTMLElement>(`[data-token="${name}"]`) as HTMLElement;

/** Each column resolves the tokens in its own theme, whatever theme the page is in. */
async function bothThemesShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const light = canvas.getByRole('region', { name: 'Light theme' });
  const dark = canvas.getByRole('region', { name: 'Dark theme' });
  const colours = tokensWithPrefix('--color-');
  for (const column of [light, dark]) {
    await expect(within(column).getAllByRole('listitem')).toHaveLength(colours.length);
  }
  // The accent as written and resolved in each theme (tokens.css).
  await waitFor(() => {
    expect(row(light, '--color-accent')).toHaveTextContent('var(--palette-oxblood-600) = #8e2f3a');
    expect(row(dark, '--color-accent')).toHaveTextContent('var(--palette-oxblood-300) = #e8949c');
  });
  await expect(row(dark, '--color-surface')).toHaveTextContent('#26211d');
  await expect(row(light, '--color-surface')).toHaveTextContent('= #fffdf9');
  // Each column paints its own theme's page colour.
  await expect(getComputedStyle(light).backgroundColor).toBe('rgb(251, 247, 240)');
  await expect(getComputedStyle(dark).backgroundColor).toBe('rgb(28, 24, 21)');
}

export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    await bothThemesShown(canvasElement);
  },
};

/** The page in dark (the toolbar's theme): the light column stays light. */
export const InDarkPage: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await bothThemesShown(canvasElement);
  },
};
