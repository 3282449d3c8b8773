import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { DropdownMenu } from './DropdownMenu';

const onLogout = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  render: (args) => (
    <div style={{ minHeight: 280, display: 'flex', alignItems: 'flex-start' }}>
      <DropdownMenu {...args}>
        <DropdownMenu.Trigger
          aria-label="Account menu"
          style={{ border: 0, background: 'none', padding: 4, borderRadius: 999 }}
        >
          <Avatar name="Ada Lovelace" size="md" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>
            <strong style={{ color: 'var(--color-text)' }}>ada_reads</strong>
            <span>ada@shelfmark.test</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator />
          <DropdownMenu.LinkItem to="/profile" icon={<Icon name="person" size={18} />}>
            Profile
          </DropdownMenu.LinkItem>
          <DropdownMenu.LinkItem to="/settings" icon={<Icon name="books" size={18} />}>
            Settings
          </DropdownMenu.LinkItem>
          <DropdownMenu.Separator />
          <DropdownMenu.Item
            tone="danger"
            onSelect={onLogout}
            icon={<Icon name="arrowLeft" size={18} />}
          >
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu>
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  args: { defaultOpen: true, modal: false },
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByText('ada@shelfmark.test')).toBeInTheDocument();
  },
};

export const KeyboardSelect: Story = {
  play: async ({ canvas, userEvent }) => {
    onLogout.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}');
    const logout = within(menu).getByRole('menuitem', { name: 'Log out' });
    await expect(logout).toHaveFocus();
    // The keyboard's highlight draws the focus ring, not only a faint fill (WCAG 1.4.11, 2.4.7).
    await expect(getComputedStyle(logout).outlineStyle).toBe('solid');
    await expect(getComputedStyle(logout).outlineWidth).toBe('3px');
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    // Radix gives focus back to the trigger in a timer after the menu has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
