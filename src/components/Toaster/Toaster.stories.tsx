import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { notify, toastKinds, type ToastKind } from './notify';
import { Toaster } from './Toaster';
import { findToast, pauseToasts } from '../../stories/toasts';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  // Colour carries meaning here: compared in the dark theme too (.storybook/vitest.setup.ts).
  parameters: { layout: 'fullscreen', darkScreenshot: true },
  // sonner keeps toasts in a module-level store; start every story from an empty one.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ onShow }: { onShow: () => void }) {
  return (
    <div style={{ minHeight: 220, padding: 24 }}>
      <Toaster />
      <Button variant="secondary" onClick={onShow}>
        Show toast
      </Button>
    </div>
  );
}

function durationOf(text: string) {
  const record = toast.getToasts().find((entry) => 'title' in entry && entry.title === text);
  return record && 'duration' in record ? record.duration : undefined;
}

/** One story per kind: it shows the toast and checks type, emoji and duration. */
function kindStory(kind: ToastKind, message: string): Story {
  const { emoji, type, duration } = toastKinds[kind];
  return {
    render: () => <Demo onShow={() => notify[kind](message)} />,
    play: async ({ canvas, userEvent }) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
      const element = await findToast(message);
      // At once: the shortest kinds last two seconds, less than a slow machine may take below.
      await pauseToasts();
      await expect(element).toHaveAttribute('data-type', type);
      const mark = element.querySelector('[data-toast-emoji]');
      await expect(mark).toHaveAttribute('aria-hidden', 'true');
      await expect(mark).toHaveTextContent(emoji);
      await expect(durationOf(message)).toBe(duration);
    },
  };
}

export const Success = kindStory('success', 'Changes saved.');
export const ErrorToast: Story = {
  ...kindStory('error', 'Could not save your changes.'),
  name: 'Error',
};
export const Warning = kindStory('warning', 'Reviews loaded, but some reader names are missing.');
export const Info = kindStory('info', 'New books arrive every Monday.');
export const Liked = kindStory('liked', 'Liked.');
export const Copied = kindStory('copied', 'Copied to clipboard.');
export const Network = kindStory('network', 'Check your internet connection and try again.');
export const Server = kindStory(
  'server',
  'A server error occurred. Please try again in a few minutes.',
);
export const RateLimited = kindStory(
  'rateLimited',
  'Too many attempts. Please wait a few minutes.',
);
export const Validation = kindStory('validation', 'Please fix the errors below.');

export const Progress: Story = {
  render: () => (
    <Demo
      onShow={() => {
        const id = notify.progress('Uploading photo…');
        notify.progress('Resizing photo…', { id });
      }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const element = await findToast('Resizing photo…');
    await expect(element).toHaveAttribute('data-type', 'loading');
    await expect(within(document.body).queryByText('Uploading photo…')).not.toBeInTheDocument();
    await expect(durationOf('Resizing photo…')).toBe(Infinity);
  },
};

export const CloseButton: Story = {
  render: () => <Demo onShow={() => notify.info('Closable toast.')} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const element = await findToast('Closable toast.');
    await userEvent.click(within(element).getByRole('button', { name: 'Close notification' }));
    await waitFor(
      () => expect(within(document.body).queryByText('Closable toast.')).not.toBeInTheDocument(),
      { timeout: 4000 },
    );
  },
};

export const PausesWhenWindowLosesFocus: Story = {
  render: () => <Demo onShow={() => notify.success('Paused while away.')} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const element = await findToast('Paused while away.');
    await expect(element).toHaveAttribute('data-expanded', 'false');
    window.dispatchEvent(new Event('blur'));
    await waitFor(() => expect(element).toHaveAttribute('data-expanded', 'true'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(element).toHaveAttribute('data-expanded', 'false'));
    window.dispatchEvent(new Event('blur'));
  },
};

export const Stacked: Story = {
  render: () => (
    <Demo
      onShow={() => {
        notify.success('Book added to your list.');
        notify.liked('Liked.');
        notify.copied('Copied to clipboard.');
      }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await findToast('Copied to clipboard.');
    await pauseToasts();
    const list = document.querySelector('[data-sonner-toaster]');
    await expect(list).toHaveAttribute('data-x-position', 'right');
    await expect(list).toHaveAttribute('data-y-position', 'top');
    await expect(list?.querySelectorAll('[data-sonner-toast]')).toHaveLength(3);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  render: () => (
    <Demo onShow={() => notify.network('İnternet bağlantınızı kontrol edin ve tekrar deneyin.')} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const element = await findToast('İnternet bağlantınızı kontrol edin ve tekrar deneyin.');
    await expect(within(element).getByRole('button', { name: 'Bildirimi kapat' })).toBeVisible();
    await expect(
      within(document.body).getByRole('region', { name: /^Bildirimler/ }),
    ).toBeInTheDocument();
    await pauseToasts();
  },
};
