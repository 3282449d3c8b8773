import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authVariants } from '../api/mocks/handlers/auth';
import { LoginScreen } from './LoginScreen';
import { findPausedToast } from '../stories/toasts';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/login', url: '/login' },
    session: 'guest',
    toasts: true,
  },
  // sonner keeps toasts in a module-level store; start every story from an empty one.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const DEMO = { email: 'ada@shelfmark.test', password: 'Shelfmark2026' };

async function fillForm(canvas: Canvas, email = DEMO.email, password = DEMO.password) {
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
}

async function submit(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** Fills the demo credentials, submits and expects `text` as the toast; the form is usable again. */
function failureStory(handler: keyof typeof authVariants, text: string): Story {
  return {
    parameters: { msw: { handlers: { login: [authVariants[handler]] } } },
    play: async ({ canvas }) => {
      await fillForm(canvas);
      await submit(canvas);
      await findPausedToast(text);
      await waitFor(() => expect(canvas.getByLabelText('Email')).toBeEnabled());
      await expect(canvas.getByLabelText('Password')).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute(
        'aria-busy',
      );
      await expect(canvas.queryByTestId('navigated-away')).not.toBeInTheDocument();
    },
  };
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    // The way back in for a reader who forgot the password, right under the password field.
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Valid');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAccessibleDescription('Valid');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const LiveErrors: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(email, 'ada@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Invalid Please enter a valid email address');
    await userEvent.type(password, 'abc');
    await expect(password).toHaveAccessibleDescription(
      'Invalid Password must be at least 6 characters.',
    );
    await userEvent.clear(password);
    await expect(password).toHaveAccessibleDescription('Invalid Password is required.');
    await userEvent.type(password, 'abcdef');
    await expect(password).toHaveAccessibleDescription('Valid');
    await userEvent.clear(email);
    await expect(email).toHaveAccessibleDescription('Invalid Email is required.');
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    await findPausedToast('Please fix the errors below');
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAccessibleDescription('Invalid Email is required.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Invalid Password is required.',
    );
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const SubmitBlockedOnPassword: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas, DEMO.email, '');
    await submit(canvas);
    await findPausedToast('Please fix the errors below');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAccessibleDescription('Invalid Password is required.');
    await waitFor(() => expect(password).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { login: [authVariants.loginPending] } } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await submit(canvas);
    const button = await canvas.findByRole('button', { name: 'Signing in…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
  },
};

export const WrongCredentials = failureStory(
  'loginWrongCredentials',
  'Incorrect email address or password.',
);
export const UserInfoMissing = failureStory(
  'loginUserInfoMissing',
  'Login succeeded, but your user information is missing.',
);
export const UnexpectedCode = failureStory(
  'loginUnexpectedCode',
  'Login failed: unexpected error code 4.',
);
/** Suspended by a moderator: the end date and the reason, in the reader's language. */
export const Suspended = failureStory(
  'loginSuspended',
  'This account is suspended until 2026-12-31. Reason: Spam links',
);
export const NetworkFailure = failureStory(
  'loginNetworkError',
  'Check your internet connection and try again.',
);
export const ServerError = failureStory(
  'loginServerError',
  'A server error occurred. Please try again in a few minutes.',
);
export const RateLimited = failureStory(
  'loginRateLimited',
  'Too many attempts. Please wait a few minutes.',
);

export const Success: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await submit(canvas);
    // Still on /login while the message shows; /dashboard follows after 1.5 s. Checked as soon
    // as the message is there, so a slow machine does not run into the redirect.
    const message = await within(document.body).findByText(
      'Login successful! Redirecting...',
      {},
      { timeout: 4000 },
    );
    await expect(message.closest('[data-sonner-toast]')).not.toBeNull();
    await expect(canvas.queryByTestId('navigated-away')).not.toBeInTheDocument();
    await waitFor(
      () => expect(within(document.body).getByTestId('navigated-away')).toBeInTheDocument(),
      { timeout: 4000 },
    );
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  parameters: { msw: { handlers: { login: [authVariants.loginWrongCredentials] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-posta'), DEMO.email);
    await userEvent.type(canvas.getByLabelText('Şifre'), 'abc');
    await expect(canvas.getByLabelText('Şifre')).toHaveAccessibleDescription(
      'Geçersiz Şifre en az 6 karakter olmalıdır.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş yap' }));
    await findPausedToast('E-posta adresi veya şifre hatalı.');
    await expect(canvas.getByRole('link', { name: 'Şifrenizi mi unuttunuz?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Kayıt olun' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const TurkishSuccess: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-posta'), DEMO.email);
    await userEvent.type(canvas.getByLabelText('Şifre'), DEMO.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş yap' }));
    // The toast goes with the login route: check it while it is there, without waiting for
    // anything that the redirect could overtake.
    const message = await within(document.body).findByText(
      'Giriş başarılı! Yönlendiriliyorsunuz...',
      {},
      { timeout: 4000 },
    );
    await expect(message.closest('[data-sonner-toast]')).not.toBeNull();
    // Wait out the redirect so the screenshot is always taken on the same frame.
    await waitFor(
      () => expect(within(document.body).getByTestId('navigated-away')).toBeInTheDocument(),
      { timeout: 4000 },
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@');
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
