import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import { RESET_TOKENS } from '../api/mocks/fixtures';
import { authVariants } from '../api/mocks/handlers/auth';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { findPausedToast } from '../stories/toasts';

const at = (token: string) => ({
  path: '/reset-password',
  url: `/reset-password?token=${encodeURIComponent(token)}`,
});

const meta = {
  title: 'Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: {
    layout: 'fullscreen',
    route: at(RESET_TOKENS.valid),
    session: 'guest',
    toasts: true,
  },
  // sonner keeps toasts in a module-level store; start every story from an empty one.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const PASSWORD = 'Bookworm2027';

async function setPassword(canvas: Canvas, password = PASSWORD, confirm = password) {
  await userEvent.type(canvas.getByLabelText('New password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
}

/** A link the server refuses: its words, focus on them, and the way to a new link. */
function deadLinkStory(token: string, title: string, body: string): Story {
  return {
    parameters: { route: at(token) },
    play: async ({ canvas }) => {
      await setPassword(canvas);
      const heading = await canvas.findByRole('heading', { level: 2, name: title });
      await waitFor(() => expect(heading).toHaveFocus());
      await expect(canvas.getByText(body)).toBeVisible();
      await expect(canvas.queryByLabelText('New password')).not.toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    },
  };
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Setting a new password signs you out on every device.'),
    ).toBeVisible();
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription(
      'Must be 8+ chars with uppercase, lowercase & number',
    );
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const LiveErrors: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('New password');
    const confirm = canvas.getByLabelText('Confirm new password');
    await userEvent.type(password, 'bookworm2027');
    await expect(password).toHaveAccessibleDescription(
      'Invalid Password must contain an uppercase letter. Must be 8+ chars with uppercase, lowercase & number',
    );
    await userEvent.type(confirm, 'bookworm');
    await expect(confirm).toHaveAccessibleDescription('Invalid Passwords do not match');
    await userEvent.clear(password);
    await userEvent.type(password, PASSWORD);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, PASSWORD);
    await expect(confirm).toHaveAccessibleDescription('Valid');
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await findPausedToast('Please fix the errors below');
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [authVariants.resetConfirmPending] } } },
  play: async ({ canvas }) => {
    await setPassword(canvas);
    const button = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('New password')).toBeDisabled();
  },
};

export const Done: Story = {
  play: async ({ canvas }) => {
    await setPassword(canvas);
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: 'Your password has been changed',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        'For your safety, you have been signed out on every device. Sign in with your new password.',
      ),
    ).toBeVisible();
    await findPausedToast('Your password has been changed. You have been signed out everywhere.');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** A token that cannot be one is refused at once, without a call. */
export const LinkBroken: Story = {
  parameters: { route: at('abc123') },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: "This link doesn't work",
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByLabelText('New password')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const LinkUnknown = deadLinkStory(
  'never-sent-token-0123456789abcdefghijklmnop',
  "This link doesn't work",
  'The link is incomplete or was not sent by us. Copy the whole link from the mail, or ask for a new one.',
);
export const LinkExpired = deadLinkStory(
  RESET_TOKENS.expired,
  'This link has expired',
  'Reset links work for 60 minutes, and only the newest one you asked for works. Ask for a new link.',
);
export const LinkUsed = deadLinkStory(
  RESET_TOKENS.used,
  'This link has already been used',
  "Each link sets a password once. If that wasn't you, ask for a new link and choose a new password.",
);

export const PasswordRefused: Story = {
  parameters: { msw: { handlers: { auth: [authVariants.resetConfirmPasswordRefused] } } },
  play: async ({ canvas }) => {
    await setPassword(canvas);
    await findPausedToast('Please fix the errors below');
    const password = canvas.getByLabelText('New password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Invalid The password does not meet the requirements. Must be 8+ chars with uppercase, lowercase & number',
      ),
    );
    await waitFor(() => expect(password).toHaveFocus());
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { auth: [authVariants.resetConfirmNetworkError] } } },
  play: async ({ canvas }) => {
    await setPassword(canvas);
    await findPausedToast('Check your internet connection and try again.');
    await waitFor(() => expect(canvas.getByLabelText('New password')).toBeEnabled());
    await expect(canvas.getByLabelText('New password')).toHaveValue(PASSWORD);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  parameters: { route: at(RESET_TOKENS.expired) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Yeni şifre belirleyin' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Yeni şifre'), 'kitap');
    await expect(canvas.getByLabelText('Yeni şifre')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(canvas.getByLabelText('Yeni şifre'));
    await userEvent.type(canvas.getByLabelText('Yeni şifre'), PASSWORD);
    await userEvent.type(canvas.getByLabelText('Yeni şifreyi onaylayın'), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni şifreyi kaydet' }));
    await canvas.findByRole('heading', { level: 2, name: 'Bu bağlantının süresi doldu' });
    await expect(canvas.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const TurkishDone: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Yeni şifre'), PASSWORD);
    await userEvent.type(canvas.getByLabelText('Yeni şifreyi onaylayın'), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni şifreyi kaydet' }));
    await canvas.findByRole('heading', { level: 2, name: 'Şifreniz değiştirildi' });
    await findPausedToast('Şifreniz değiştirildi. Tüm cihazlardaki oturumlarınız kapatıldı.');
    await expect(canvas.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/login');
  },
};
