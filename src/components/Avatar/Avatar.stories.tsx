import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { portraitDataUrl } from '../../api/mocks/images';
import { Avatar, initialsOf, isUsableAvatarSrc } from './Avatar';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ada Lovelace', size: 'lg' },
  // Colour carries meaning here: compared in the dark theme too (.storybook/vitest.setup.ts).
  parameters: { darkScreenshot: true },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The initials an avatar draws (CSS generated content from data-initials). */
const initialsIn = (avatar: HTMLElement) =>
  avatar.querySelector('[data-initials]')?.getAttribute('data-initials');

export const Image: Story = {
  args: { src: portraitDataUrl },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('src', portraitDataUrl);
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(initialsIn(avatar)).toBe('AL');
    await expect(avatar).toHaveAttribute('data-kind', 'initials');
  },
};

/** Beside the written name (cards, lists): hidden from assistive technology, shown the same. */
export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <Avatar {...args} />
      <Avatar {...args} src={portraitDataUrl} />
      <span>Ada Lovelace</span>
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-kind="initials"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const RemoteUrlIgnored: Story = {
  args: { src: 'https://avatars.example.com/ada.png' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'data-kind',
      'initials',
    );
    await expect(isUsableAvatarSrc('/api/users/7/avatar')).toBe(true);
    await expect(isUsableAvatarSrc('//cdn.example.com/a.png')).toBe(false);
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: '/__missing__.png' },
  play: async ({ canvas }) => {
    // The failed image request (a round trip to the dev server) comes first.
    await waitFor(
      () =>
        expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
          'data-kind',
          'initials',
        ),
      { timeout: 4000 },
    );
  },
};

export const Placeholder: Story = {
  args: { name: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Reader' })).toHaveAttribute(
      'data-kind',
      'placeholder',
    );
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Ada Lovelace" size="xs" />
      <Avatar name="Jane Austen" size="sm" />
      <Avatar name="Orhan Pamuk" size="md" />
      <Avatar name="Elif Şafak" size="lg" />
      <Avatar name="Ursula K. Le Guin" size="xl" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(initialsIn(canvas.getByRole('img', { name: 'Ursula K. Le Guin' }))).toBe('UG');
    await expect(initialsIn(canvas.getByRole('img', { name: 'Elif Şafak' }))).toBe('EŞ');
    // Colours come from the name: different readers get different colours.
    const colours = new Set(canvas.getAllByRole('img').map((a) => a.style.backgroundColor));
    await expect(colours.size).toBeGreaterThanOrEqual(3);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { name: 'ilkay İnce' },
  play: async ({ canvas }) => {
    // Turkish upper-casing turns i into İ, not I.
    await expect(initialsIn(canvas.getByRole('img', { name: 'ilkay İnce' }))).toBe('İİ');
    await expect(initialsOf('ilkay ince', 'en')).toBe('II');
  },
};

export const TurkishPlaceholder: Story = {
  globals: { locale: 'tr' },
  args: { name: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Okur' })).toBeInTheDocument();
  },
};
