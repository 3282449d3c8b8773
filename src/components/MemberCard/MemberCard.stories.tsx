import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { portraitDataUrl } from '../../api/mocks/images';
import { MemberCard, type MemberCardProps } from './MemberCard';

const cagla: MemberCardProps['user'] = {
  id: 2,
  username: 'cagla_okur',
  name: 'Çağla',
  surname: 'Demir',
  avatar_url: null,
};

const meta = {
  title: 'Components/MemberCard',
  component: MemberCard,
  tags: ['autodocs'],
  args: { user: cagla },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    // The avatar is decorative beside the written name: the link says the name once.
    const link = canvas.getByRole('link', { name: 'Çağla Demir @cagla_okur' });
    await expect(link).toHaveAttribute('href', '/user/profile?id=2');
    await expect(canvas.getByText('@cagla_okur')).toBeInTheDocument();
  },
};

export const WithPhoto: Story = {
  args: { user: { ...cagla, avatar_url: portraitDataUrl } },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('link').querySelector('img');
    await expect(photo).toHaveAttribute('src', portraitDataUrl);
    await expect(photo).toHaveAttribute('alt', '');
    await expect(canvas.getByRole('link', { name: 'Çağla Demir @cagla_okur' })).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    user: { ...cagla, name: 'Maximiliana-Konstantina', surname: 'Vonderhohenstraßenberg' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Vonderhohenstraßenberg/)).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('@cagla_okur')).toBeInTheDocument();
  },
};
