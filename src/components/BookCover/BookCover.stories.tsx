import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { coverAltDataUrl, coverDataUrl } from '../../api/mocks/images';
import { BookCover } from './BookCover';
import { chooseCoverSrc } from './chooseCoverSrc';

const meta = {
  title: 'Components/BookCover',
  component: BookCover,
  tags: ['autodocs'],
  args: { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', size: 'lg' },
  // Colour carries meaning here: compared in the dark theme too (.storybook/vitest.setup.ts).
  parameters: { darkScreenshot: true },
} satisfies Meta<typeof BookCover>;
export default meta;
type Story = StoryObj<typeof meta>;

const alt = 'The Left Hand of Darkness by Ursula K. Le Guin';

export const DataImage: Story = {
  args: { image_base64: coverDataUrl, image_url: coverAltDataUrl },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: alt });
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('src', coverDataUrl);
  },
};

export const ImageUrl: Story = {
  args: { image_base64: 'not-a-data-url', image_url: coverAltDataUrl, image: coverDataUrl },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: alt })).toHaveAttribute('src', coverAltDataUrl);
  },
};

export const PlaceholderIgnored: Story = {
  args: {
    image_url: 'https://covers.example.com/placeholder.png',
    image: '',
    cover_image: coverDataUrl,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: alt })).toHaveAttribute('src', coverDataUrl);
    await expect(
      chooseCoverSrc({ image_url: '/img/Placeholder.jpg', image: '  ', cover_image: null }),
    ).toBeUndefined();
  },
};

export const Generated: Story = {
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('img', { name: alt });
    await expect(cover).toHaveAttribute('data-kind', 'generated');
    await expect(cover).toHaveTextContent('The Left Hand of Darkness');
    await expect(cover).toHaveTextContent('by Ursula K. Le Guin');
    const { width, height } = cover.getBoundingClientRect();
    await expect(Math.round((height / width) * 100)).toBe(150);
  },
};

export const LoadFailure: Story = {
  args: { image_url: '/__missing__.png' },
  play: async ({ canvas }) => {
    // The failed image request (a round trip to the dev server) comes first.
    await waitFor(
      () =>
        expect(canvas.getByRole('img', { name: alt })).toHaveAttribute('data-kind', 'generated'),
      { timeout: 4000 },
    );
  },
};

const shelf = [
  { title: 'Dune', author: 'Frank Herbert' },
  { title: 'Pride and Prejudice', author: 'Jane Austen' },
  { title: 'Kürk Mantolu Madonna', author: 'Sabahattin Ali' },
  { title: 'The Name of the Wind', author: 'Patrick Rothfuss' },
  { title: 'Beloved', author: 'Toni Morrison' },
  { title: 'A Wizard of Earthsea', author: 'Ursula K. Le Guin' },
  { title: 'Tutunamayanlar', author: 'Oğuz Atay' },
  { title: 'Frankenstein', author: 'Mary Shelley' },
];

export const GeneratedPalettes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {shelf.map((book) => (
        <BookCover key={book.title} {...book} size="md" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const covers = canvas.getAllByRole('img');
    await expect(covers).toHaveLength(shelf.length);
    const colours = new Set(covers.map((cover) => cover.style.getPropertyValue('--cover-bg')));
    // Titles spread over several bindings, not one colour for all.
    await expect(colours.size).toBeGreaterThanOrEqual(4);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end' }}>
      <BookCover {...args} size="sm" />
      <BookCover {...args} size="md" />
      <BookCover {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('img').map((cover) => cover.getBoundingClientRect().width);
    await expect(widths).toEqual([64, 128, 208]);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { title: 'Kürk Mantolu Madonna', author: 'Sabahattin Ali' },
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('img', { name: 'Kürk Mantolu Madonna, Sabahattin Ali' });
    await expect(cover).toHaveTextContent('Sabahattin Ali');
  },
};
