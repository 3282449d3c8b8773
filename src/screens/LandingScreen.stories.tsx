import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LandingScreen } from './LandingScreen';
import { screenParameters } from '../stories/screens';

const meta = {
  title: 'Screens/LandingScreen',
  component: LandingScreen,
  parameters: screenParameters('/', 'guest'),
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the hero picture has really loaded, so the screenshot shows it. */
async function heroLoaded(canvasElement: HTMLElement) {
  const image = canvasElement.querySelector('img');
  if (!image) throw new Error('The hero has no picture');
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), {
    timeout: 5000,
  });
  return image;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Discover your next favorite book.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const image = await heroLoaded(canvasElement);
    // Decorative, sized up front (no layout shift), fetched first, in a modern format.
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '2400');
    await expect(image).toHaveAttribute('height', '1500');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image.currentSrc).toMatch(/\/hero\/shelves-landscape-\d+\.avif$/);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bir sonraki favori kitabınızı keşfedin.' }),
    ).toBeVisible();
    await heroLoaded(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Join now' })).toBeVisible();
    const image = await heroLoaded(canvasElement);
    // A tall screen gets the portrait drawing.
    await expect(image.currentSrc).toMatch(/\/hero\/shelves-portrait-\d+\.avif$/);
  },
};
