import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { adaSessions, sessionsAfter } from '../../api/mocks/sessionFixtures';
import { SessionList } from './SessionList';

const meta = {
  title: 'Components/SessionList',
  component: SessionList,
  tags: ['autodocs'],
  args: {
    sessions: adaSessions,
    total: adaSessions.length,
    onEnd: fn(),
    onEndOthers: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three sessions: this one marked, the others each with a sign-out named after its device. */
export const Several: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('This device')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: /^Sign out of Safari 17 on iOS 17, last active / }),
    );
    await expect(args.onEnd).toHaveBeenCalledWith(38);
    // A session whose agent said nothing recognisable is named as unknown, not guessed.
    await userEvent.click(
      canvas.getByRole('button', { name: /^Sign out of Unknown browser on Unknown system/ }),
    );
    await expect(args.onEnd).toHaveBeenLastCalledWith(22);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere else' }));
    await expect(args.onEndOthers).toHaveBeenCalledTimes(1);
  },
};

/** One sign-out running: its button is busy and the others wait for it. */
export const Ending: Story = {
  args: { ending: { id: 38 } },
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: /^Sign out of Safari 17/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: /^Sign out of Unknown browser/ }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  },
};

export const EndingOthers: Story = {
  args: { ending: 'others' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere else' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const OnlyHere: Story = {
  args: sessionsAfter('others'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are signed in only here.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** More sessions than are listed: the note says how many, and all others can still be ended. */
export const MoreThanListed: Story = {
  args: { total: 57 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The 3 most recently used of your 57 sessions.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bu cihaz')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: /^Oturumu kapat: iOS 17 üzerindeki Safari 17, son etkinlik/,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Diğer her yerde oturumu kapat' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
