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
    // Unavailable yet focusable (aria-disabled), so focus is never dropped on it.
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
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
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).not.toHaveAttribute(
      'aria-disabled',
    );
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
    // "Previous" is unavailable on page 1 but stays a stop, named and said to be unavailable.
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Next onto the last page with the keyboard, then Previous back onto the first: the arrow that
 * was pressed keeps focus, unavailable (`aria-disabled`) and deaf to further presses.
 */
export const KeyboardToEnds: Story = {
  args: { page: 2, totalPages: 3 },
  render: Interactive.render,
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The browser drops focus from a control that turns disabled a moment after the render.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(next).toHaveFocus();

    previous.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
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
