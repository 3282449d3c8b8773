import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'books', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Shelves">
        <Tabs.Trigger value="books" count={12}>
          Books
        </Tabs.Trigger>
        <Tabs.Trigger value="likes" count={4}>
          Likes
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" count={0}>
          Reviews
        </Tabs.Trigger>
        <Tabs.Trigger value="readlist">Readlist</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="books">Twelve books on the shelf.</Tabs.Content>
      <Tabs.Content value="likes">Four liked books.</Tabs.Content>
      <Tabs.Content value="reviews">No reviews yet.</Tabs.Content>
      <Tabs.Content value="readlist">Nothing on the reading list.</Tabs.Content>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Shelves' })).toBeInTheDocument();
    const books = canvas.getByRole('tab', { name: 'Books 12' });
    await expect(books).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Twelve books on the shelf.');
  },
};

export const ClickSwitches: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Likes 4' }));
    await expect(canvas.getByRole('tab', { name: 'Likes 4' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Four liked books.');
    await expect(args.onValueChange).toHaveBeenCalledWith('likes');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Books 12' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Likes 4' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Four liked books.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Readlist' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Raflar">
        <Tabs.Trigger value="books" count={3}>
          Kitaplar
        </Tabs.Trigger>
        <Tabs.Trigger value="likes">Beğeniler</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="books">Üç kitap.</Tabs.Content>
      <Tabs.Content value="likes">Henüz beğenilen kitap yok.</Tabs.Content>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Kitaplar 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
