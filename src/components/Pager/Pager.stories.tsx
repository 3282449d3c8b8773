import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pager } from './Pager';
import { pageItems } from './pageItems';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: { page: 1, totalPages: 5, onPageChange: fn() },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 3 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute(
      'aria-current',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const ManyPages: Story = {
  args: { page: 10, totalPages: 42 },
  play: async ({ canvas }) => {
    const labels = canvas
      .getAllByRole('button', { name: /^Page/ })
      .map((button) => button.textContent);
    await expect(labels).toEqual(['1', '9', '10', '11', '42']);
    await expect(pageItems(1, 42)).toEqual([1, 2, 3, 4, 5, 'end-gap', 42]);
    await expect(pageItems(42, 42)).toEqual([1, 'start-gap', 38, 39, 40, 41, 42]);
  },
};

export const SinglePageHidden: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** A pager wired to state, to try it with the keyboard. */
export const Interactive: Story = {
  args: { totalPages: 12 },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pager
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab(); // "Previous" is disabled, so the first stop is page 1.
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Sayfalama' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Önceki sayfa' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Sonraki sayfa' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Sayfa 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
