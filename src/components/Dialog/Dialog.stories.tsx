import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

/**
 * An open modal covers the page it is rendered in: on the docs page the stories that start open
 * get their own frame, so their dialogs stay in their boxes instead of covering the documentation.
 */
const inOwnFrame = { docs: { story: { inline: false, height: '380px' } } };

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  render: (args) => (
    <Dialog {...args}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Followers</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Followers" description="People who follow ada_reads.">
        <ul role="list" style={{ display: 'grid', gap: 8 }}>
          <li>jane_austen_fan</li>
          <li>orhan_okur</li>
        </ul>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Dialog.Close asChild>
            <Button variant="secondary">Done</Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Followers' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: inOwnFrame,
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Followers' });
    await expect(dialog).toHaveAccessibleDescription('People who follow ada_reads.');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Followers' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Followers' });
    // Focus moves into the dialog, and Tab stays inside it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Radix gives focus back to the trigger in a timer after the dialog has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  parameters: inOwnFrame,
  play: async ({ userEvent }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { defaultOpen: true },
  parameters: inOwnFrame,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
  },
};

/** A confirmation the app opens from its state, with no Dialog.Trigger (the book page's). */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Remove read mark
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <Dialog.Content size="sm" title="Remove the read mark?">
          <Dialog.Close asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog>
    </>
  );
}

/** Escape gives focus back to what opened the dialog, trigger or not (WCAG 2.4.3). */
export const OpenedFromStateGivesFocusBack: Story = {
  render: () => <OpenedFromState />,
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    const opener = canvas.getByRole('button', { name: 'Remove read mark' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Remove the read mark?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
