import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { contrastPairs } from './contrast';
import { tokensWithPrefix } from './tokens';
import { ColorSwatches, ContrastTable, ShapeTiles, SpacingScale, TypeScale } from './TokenSwatches';

const meta = {
  title: 'Design system/Token swatches',
  component: ColorSwatches,
  tags: ['autodocs'],
  args: { prefix: '--color-' },
} satisfies Meta<typeof ColorSwatches>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SemanticColours: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(tokensWithPrefix('--color-').length);
    await expect(canvas.getByText('--color-accent')).toBeInTheDocument();
    // The resolved value is shown next to the reference.
    await waitFor(() => expect(canvas.getByText('= #8e2f3a')).toBeInTheDocument());
  },
};

export const Palette: Story = {
  args: { prefix: '--palette-' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(
      tokensWithPrefix('--palette-').length,
    );
  },
};

export const Contrast: Story = {
  render: () => <ContrastTable />,
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(contrastPairs.length);
    await waitFor(() => {
      for (const row of rows) expect(row).toHaveTextContent('✓');
    });
  },
};

export const DarkContrast: Story = {
  globals: { theme: 'dark' },
  render: () => <ContrastTable />,
  play: async ({ canvas }) => {
    await waitFor(() => {
      for (const row of canvas.getAllByRole('row').slice(1)) expect(row).toHaveTextContent('✓');
    });
  },
};

export const Scales: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <TypeScale />
      <SpacingScale />
      <ShapeTiles prefix="--radius-" />
      <ShapeTiles prefix="--shadow-" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/--font-size-5xl/)).toBeInTheDocument();
    await expect(canvas.getByText(/--space-16/)).toBeInTheDocument();
    await expect(canvas.getByText('--shadow-cover')).toBeInTheDocument();
  },
};
