import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';

const HINT =
  'Only followers you approve see your shelves, reviews, reading, goals and statistics. Your name and photo stay visible to everyone.';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Private profile', hint: HINT, checked: false, onChange: fn() },
  // The track's colours carry the state: compared in the dark theme too.
  parameters: { darkScreenshot: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: a click on the track or on the label asks for on. */
export const Off: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Private profile' });
    await expect(control).not.toBeChecked();
    await expect(control).toHaveAccessibleDescription(HINT);
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Private profile'));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // Controlled: it shows what its owner says, not the click.
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Private profile' });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Saving: the thumb spins, the switch keeps focus and ignores flips until the answer. */
export const Busy: Story = {
  args: { checked: true, busy: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Private profile' });
    await expect(control).toHaveAttribute('aria-busy', 'true');
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(control);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(control).toBeChecked();
    await expect(control).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Private profile' })).toBeDisabled();
  },
};

function Stateful(args: SwitchProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Switch
      {...args}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        args.onChange(next);
      }}
    />
  );
}

/** Tab reaches it, Space flips it either way, as any checkbox. */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Private profile' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: {
    label: 'Gizli profil',
    hint: 'Kitaplıklarınızı, incelemelerinizi, okumalarınızı, hedeflerinizi ve istatistiklerinizi yalnızca onayladığınız takipçiler görür. Adınız ve fotoğrafınız herkese görünür kalır.',
    checked: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Gizli profil' })).toBeChecked();
  },
};

/** 320 px: the hint wraps beside the track, which keeps its size. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Private profile' });
    await expect(control.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
