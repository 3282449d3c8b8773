import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { value: 3.7 },
  // Colour carries meaning here: compared in the dark theme too (.storybook/vitest.setup.ts).
  parameters: { darkScreenshot: true },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('svg[data-filled]')).toHaveLength(3);
  },
};

export const DisplayWithValue: Story = {
  args: { value: 4.2, showValue: true, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveTextContent('4/5');
  },
};

export const DisplayZero: Story = {
  args: { value: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('svg[data-filled]')).toHaveLength(0);
  },
};

export const Input: Story = {
  args: { mode: 'input', value: undefined, onChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Rating' });
    await expect(group).toBeInTheDocument();
    // The review form starts at 5 stars.
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect('onChange' in args && args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const InputKeyboard: Story = {
  args: { mode: 'input', value: undefined, defaultValue: 3, onChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const three = canvas.getByRole('radio', { name: '3 stars' });
    await expect(three).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect('onChange' in args && args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const InputDisabled: Story = {
  args: { mode: 'input', value: undefined, defaultValue: 4, disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** The smallest picker still gives every star a 24×24 px target (WCAG 2.5.8). */
export const SmallInput: Story = {
  args: { mode: 'input', value: undefined, defaultValue: 2, size: 'sm' },
  play: async ({ canvas }) => {
    const stars = canvas.getAllByRole('radio');
    await expect(stars).toHaveLength(5);
    for (const star of stars) {
      const target = star.closest('label')?.getBoundingClientRect();
      await expect(target?.width).toBeGreaterThanOrEqual(24);
      await expect(target?.height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { value: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 üzerinden 4 puan' })).toBeInTheDocument();
  },
};

export const TurkishInput: Story = {
  globals: { locale: 'tr' },
  args: { mode: 'input', value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Puan' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '5 yıldız' })).toBeChecked();
  },
};
