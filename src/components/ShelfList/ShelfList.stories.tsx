import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shelfFixtures } from '../../api/mocks/handlers/shelves';
import { expectWithinWidth, narrowGlobals } from '../../stories/reflow';
import { ShelfList } from './ShelfList';

const shelvesOf = (userId: number) =>
  shelfFixtures()
    .filter((shelf) => shelf.user_id === userId)
    .map(({ placements, ...shelf }) => ({ ...shelf, book_count: placements.length }));

const meta = {
  title: 'Components/ShelfList',
  component: ShelfList,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    shelves: shelvesOf(1),
    hrefOf: (shelf) => `/profile?shelf=${shelf.id}`,
    own: true,
    onRetry: fn(),
    onCreate: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof ShelfList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's shelves: links with counts, "Private" on one, a menu each, "New shelf". */
export const Own: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Book club' })).toHaveAttribute(
      'href',
      '/profile?shelf=1',
    );
    await expect(canvas.getByText('3 books')).toBeVisible();
    await expect(canvas.getByText('Private')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New shelf' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** The menu by keyboard: the first shelf cannot move up; each item names its action. */
export const Menu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Actions for the shelf Book club' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.queryByRole('menuitem', { name: 'Move up' })).toBeNull();
    await expect(menu.getByRole('menuitem', { name: 'Make private' })).toBeVisible();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Move down' }));
    await expect(args.onAction).toHaveBeenCalledWith(1, 'moveDown');
  },
};

/** Another reader's public shelves: links and counts, no menus. */
export const Visitor: Story = {
  args: { shelves: shelvesOf(2).filter((shelf) => !shelf.is_private), own: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Türk klasikleri' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const EmptyOwn: Story = {
  args: { shelves: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No shelves yet. Make one for a book club, a season or a mood.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New shelf' })).toBeVisible();
  },
};

export const EmptyVisitor: Story = {
  args: { shelves: [], own: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No shelves to show.')).toBeVisible();
  },
};

/** A change on its way: the menus and "New shelf" wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New shelf' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Actions for the shelf summer-2024' }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', shelves: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading shelves');
  },
};

export const LoadFailed: Story = {
  args: { status: 'loadFailed', shelves: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Yeni raf' })).toBeVisible();
    await expect(canvas.getByText('Gizli')).toBeVisible();
  },
};

/** At 320 px every row wraps within the width. */
export const Narrow320: Story = {
  globals: narrowGlobals,
  args: {
    shelves: shelvesOf(1).map((shelf, index) =>
      index === 0 ? { ...shelf, name: 'Books my grandmother left me in the summer house' } : shelf,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectWithinWidth(
      canvas.getByRole('link', { name: 'Books my grandmother left me in the summer house' }),
    );
    await expectWithinWidth(
      canvas.getByRole('button', { name: 'Actions for the shelf Comfort reads' }),
    );
  },
};
