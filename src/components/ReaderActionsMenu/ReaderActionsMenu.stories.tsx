import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReaderActionsMenu } from './ReaderActionsMenu';

const meta = {
  title: 'Components/ReaderActionsMenu',
  component: ReaderActionsMenu,
  tags: ['autodocs'],
  // An open menu or question floats over its page: on the docs page each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  args: {
    name: 'sule_novels',
    confirming: false,
    onReportRequest: fn(),
    onMuteToggle: fn(),
    onBlockRequest: fn(),
    onBlockConfirm: fn(),
    onBlockCancel: fn(),
  },
} satisfies Meta<typeof ReaderActionsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Closed: one square button named for the reader. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'More actions for sule_novels' }),
    ).toBeVisible();
  },
};

/** Opened from the keyboard: report, mute, then block, each said with the reader's name. */
export const MenuOpen: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const items = await page().findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Report sule_novels',
      'Mute sule_novels',
      'Block sule_novels',
    ]);
    await expect(page().getByRole('menuitem', { name: 'Report sule_novels' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const block = page().getByRole('menuitem', { name: 'Block sule_novels' });
    await expect(block).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBlockRequest).toHaveBeenCalledTimes(1);
    await expect(args.onReportRequest).not.toHaveBeenCalled();
    await expect(args.onMuteToggle).not.toHaveBeenCalled();
  },
};

/** "Mute …" mutes at once, no question: it only changes what the viewer reads. */
export const MuteChosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for sule_novels' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Mute sule_novels' }));
    await expect(args.onMuteToggle).toHaveBeenCalledTimes(1);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Already muted: the same item offers Unmute. */
export const Muted: Story = {
  args: { muted: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for sule_novels' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Unmute sule_novels' }));
    await expect(args.onMuteToggle).toHaveBeenCalledTimes(1);
  },
};

/** A mute on its way: its item waits, the others stay. */
export const Muting: Story = {
  args: { muting: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for sule_novels' }));
    const mute = await page().findByRole('menuitem', { name: 'Mute sule_novels' });
    await expect(mute).toHaveAttribute('aria-disabled', 'true');
    await expect(page().getByRole('menuitem', { name: 'Block sule_novels' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // Closed again: an open menu hides the page from assistive technology, trigger and all.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
  },
};

/** "Report …" asks the screen to open ReportDialog. */
export const ReportChosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for sule_novels' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Report sule_novels' }));
    await expect(args.onReportRequest).toHaveBeenCalledTimes(1);
    await expect(args.onBlockRequest).not.toHaveBeenCalled();
  },
};

/** The question before the block: what it does, and a button that names it. */
export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Block sule_novels?' }));
    await expect(dialog.getByText(/sule_novels is not told/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await expect(args.onBlockConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onBlockCancel).toHaveBeenCalledTimes(1);
  },
};

/** Blocking: the button busy, Cancel waiting, and Escape does not close the question. */
export const Blocking: Story = {
  args: { confirming: true, blocking: true },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Block sule_novels?' }));
    await expect(dialog.getByRole('button', { name: 'Block' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onBlockCancel).not.toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  args: { confirming: true },
  globals: { locale: 'tr' },
  play: async () => {
    const dialog = within(
      await page().findByRole('dialog', { name: 'sule_novels engellensin mi?' }),
    );
    await expect(dialog.getByRole('button', { name: 'Engelle' })).toBeVisible();
  },
};
