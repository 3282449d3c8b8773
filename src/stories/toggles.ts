import { expect } from 'storybook/test';
import type { Canvas } from './screens';

/** Asserts each named toggle button's aria-pressed. */
export async function expectPressed(canvas: Canvas, states: Record<string, boolean>) {
  for (const [name, pressed] of Object.entries(states)) {
    await expect(canvas.getByRole('button', { name })).toHaveAttribute(
      'aria-pressed',
      String(pressed),
    );
  }
}
