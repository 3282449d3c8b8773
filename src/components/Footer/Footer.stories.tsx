import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { year: 2026 },
  parameters: { layout: 'fullscreen' },
  tags: ['autodocs'],
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Built for book lovers. Designed with passion')).toBeVisible();
    await expect(canvas.getByText(/© 2026 Shelfmark/)).toBeVisible();
    // The accessibility statement, in the same place on every page (WCAG 3.2.6).
    const statement = canvas.getByRole('link', { name: 'Accessibility' });
    await expect(statement).toHaveAttribute('href', '/accessibility');
    await expect(statement.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2026');
    await expect(canvas.queryByText('Built for book lovers. Designed with passion')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Erişilebilirlik' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accessibility' })).toBeVisible();
  },
};
