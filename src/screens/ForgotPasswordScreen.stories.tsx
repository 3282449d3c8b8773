import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { PasswordResetRequestBody } from '../api/contract';
import { authVariants } from '../api/mocks/handlers/auth';
import { post } from '../api/mocks/post';
import { ok } from '../api/mocks/respond';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { findPausedToast } from '../stories/toasts';

const meta = {
  title: 'Screens/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/forgot-password', url: '/forgot-password' },
    session: 'guest',
    toasts: true,
  },
  // sonner keeps toasts in a module-level store; start every story from an empty one.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const EMAIL = 'ada@shelfmark.test';

async function ask(canvas: Canvas, email = EMAIL) {
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
}

/** Asks for a link and expects `text` as the toast; the form is usable again. */
function failureStory(handler: keyof typeof authVariants, text: string): Story {
  return {
    parameters: { msw: { handlers: { auth: [authVariants[handler]] } } },
    play: async ({ canvas }) => {
      await ask(canvas);
      await findPausedToast(text);
      await waitFor(() => expect(canvas.getByLabelText('Email')).toBeEnabled());
      await expect(canvas.getByLabelText('Email')).toHaveValue(EMAIL);
      await expect(canvas.queryByText('Check your inbox')).not.toBeInTheDocument();
    },
  };
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await findPausedToast('Please fix the errors below');
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAccessibleDescription('Invalid Please enter a valid email address');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [authVariants.resetRequestPending] } } },
  play: async ({ canvas }) => {
    await ask(canvas);
    const button = await canvas.findByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

/** Whatever the address, the same words: nobody learns here who has an account. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await ask(canvas, '  ada@shelfmark.test ');
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        (_, node) =>
          node?.tagName === 'P' &&
          node.textContent ===
            "If an account uses ada@shelfmark.test, we've sent a link to choose a new password. It works once, for 60 minutes.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Email')).not.toBeInTheDocument();
  },
};

export const SendAgain: Story = {
  play: async ({ canvas }) => {
    await ask(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a new link' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue(EMAIL);
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  },
};

export const NetworkFailure = failureStory(
  'resetRequestNetworkError',
  'Check your internet connection and try again.',
);
export const RateLimited = failureStory(
  'resetRequestRateLimited',
  'Too many attempts. Please wait a few minutes.',
);
export const ServerError = failureStory(
  'resetRequestServerError',
  'A server error occurred. Please try again in a few minutes.',
);

const askedInTurkish: PasswordResetRequestBody[] = [];

export const Turkish: Story = {
  globals: { locale: 'tr' },
  parameters: {
    msw: {
      handlers: {
        auth: [
          post('/auth/password-reset/request', ({ parsed }) => {
            askedInTurkish.push(parsed as PasswordResetRequestBody);
            return ok('/auth/password-reset/request', {});
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Şifrenizi mi unuttunuz?' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-posta'), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    await canvas.findByRole('heading', { level: 2, name: 'Gelen kutunuzu kontrol edin' });
    // The mail is written in the language the page is read in.
    await expect(askedInTurkish.at(-1)).toEqual({ email: EMAIL, locale: 'tr' });
    await expect(canvas.getByRole('button', { name: 'Yeni bağlantı gönder' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Girişe dön' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await ask(canvas);
    await canvas.findByRole('heading', { level: 2, name: 'Check your inbox' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
