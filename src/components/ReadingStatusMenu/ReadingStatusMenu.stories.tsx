import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ReadingStatusMenu } from './ReadingStatusMenu';

const meta = {
  title: 'Components/ReadingStatusMenu',
  component: ReadingStatusMenu,
  tags: ['autodocs'],
  args: { status: 'reading', onChoose: fn() },
  decorators: [
    // Room below the trigger, so the open menu is inside the screenshot.
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadingStatusMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const CurrentlyReading: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Reading status: Currently reading' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('Currently reading');
  },
};

export const Untracked: Story = {
  args: { status: null },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Track this book' });
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu', { name: 'Track this book' });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Want to read',
      'Currently reading',
      'Read',
      'Paused',
      'Did not finish',
    ]);
    for (const item of items) await expect(item).toHaveAttribute('aria-checked', 'false');
  },
};

export const OpenWithCurrentMarked: Story = {
  args: { status: 'paused' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reading status: Paused' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Paused' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemradio', { name: 'Read' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const ChooseStatus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Reading status/ }));
    const menu = await body().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Read' }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
    await expect(args.onChoose).toHaveBeenCalledWith('read');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardChoose: Story = {
  args: { status: 'want_to_read' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Reading status: Want to read' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: 'Want to read' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitemradio', { name: 'Currently reading' }),
    ).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Did not finish' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
    await expect(args.onChoose).toHaveBeenCalledWith('dnf');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    // Radix gives focus back to the trigger once the menu has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Reading status/ });
    await userEvent.click(trigger);
    await body().findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { status: 'read', busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Reading status: Read' });
    // Focusable but inert: focus is never dropped while a choice is saved.
    await expect(trigger).not.toBeDisabled();
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(trigger);
    await expect(body().queryByRole('menu')).not.toBeInTheDocument();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(body().queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { status: 'dnf' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Okuma durumu: Yarım bıraktım' }));
    const menu = await body().findByRole('menu', { name: 'Okuma durumu: Yarım bıraktım' });
    await expect(
      within(menu).getByRole('menuitemradio', { name: 'Yarım bıraktım' }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Şu an okuyorum' }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
    await expect(args.onChoose).toHaveBeenCalledWith('reading');
  },
};

export const TurkishUntracked: Story = {
  globals: { locale: 'tr' },
  args: { status: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bu kitabı takip et' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { status: 'want_to_read' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reading status: Want to read' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(5);
  },
};
