import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'book' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'heart', label: 'Liked', filled: true, size: 32 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Liked' })).toHaveAttribute('width', '32');
  },
};

export const Gallery: Story = {
  render: () => (
    <ul
      role="list"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 96px)', gap: 16, padding: 0 }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 6, fontSize: 12 }}>
          <Icon name={name} size={24} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
