import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeSwitch, type ThemeChoice } from './ThemeSwitch';

const meta = {
  title: 'Components/ThemeSwitch',
  component: ThemeSwitch,
  args: { value: 'system', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The three buttons by name, and which of them is pressed. */
const pressed = (canvas: Canvas, names: [string, string, string]) =>
  names.map((name) => canvas.getByRole('button', { name }).getAttribute('aria-pressed'));

const EN = ['Light theme', 'Dark theme', 'Match the system theme'] as [string, string, string];
const TR = ['Açık tema', 'Koyu tema', 'Sistem temasına uy'] as [string, string, string];

export const System: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(pressed(canvas, EN)).toEqual(['false', 'false', 'true']);
    await userEvent.click(canvas.getByRole('button', { name: 'Dark theme' }));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const Light: Story = {
  args: { value: 'light' },
  play: async ({ canvas, args }) => {
    await expect(pressed(canvas, EN)).toEqual(['true', 'false', 'false']);
    // The tooltip names the icon for pointer users.
    await expect(canvas.getByRole('button', { name: 'Light theme' })).toHaveAttribute(
      'title',
      'Light theme',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Match the system theme' }));
    await expect(args.onChange).toHaveBeenCalledWith('system');
  },
};

export const Dark: Story = {
  args: { value: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas, args }) => {
    await expect(pressed(canvas, EN)).toEqual(['false', 'true', 'false']);
    await userEvent.click(canvas.getByRole('button', { name: 'Light theme' }));
    await expect(args.onChange).toHaveBeenCalledWith('light');
  },
};

/**
 * As the server renders it: the choice is unknown there, so no button claims to be pressed
 * (the page's loader marks the stored one before the app hydrates).
 */
export const Unknown: Story = {
  args: { value: null },
  play: async ({ canvas, args }) => {
    for (const name of EN) {
      const button = canvas.getByRole('button', { name });
      await expect(button).not.toHaveAttribute('aria-pressed');
      await expect(button).toHaveAttribute('data-theme-choice');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Dark theme' }));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const Turkish: Story = {
  args: { value: 'dark' },
  globals: { locale: 'tr' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Tema' })).toBeVisible();
    await expect(pressed(canvas, TR)).toEqual(['false', 'true', 'false']);
    await userEvent.click(canvas.getByRole('button', { name: 'Sistem temasına uy' }));
    await expect(args.onChange).toHaveBeenCalledWith('system');
  },
};

/** With its value held in state: a keyboard reader tabs to a choice and presses it. */
export const ChoosingWithTheKeyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<ThemeChoice | null>(args.value);
    return (
      <ThemeSwitch
        value={value}
        onChange={(choice) => {
          setValue(choice);
          args.onChange(choice);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Light theme' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(pressed(canvas, EN)).toEqual(['false', 'true', 'false']);
    // Focus stays on the pressed button, and its ring shows.
    await expect(canvas.getByRole('button', { name: 'Dark theme' })).toHaveFocus();
  },
};
