import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authVariants } from '../api/mocks/handlers/auth';
import { RegisterScreen } from './RegisterScreen';
import { findPausedToast } from '../stories/toasts';

const meta = {
  title: 'Screens/RegisterScreen',
  component: RegisterScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/register', url: '/register' },
    session: 'guest',
    toasts: true,
  },
  // sonner keeps toasts in a module-level store; start every story from an empty one.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const LABELS = {
  name: 'Name',
  surname: 'Surname',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirm_password: 'Confirm password',
} as const;
type Field = keyof typeof LABELS;

const VALID: Record<Field, string> = {
  name: 'Grace',
  surname: 'Hopper',
  username: 'grace_reads',
  email: 'grace@shelfmark.test',
  password: 'Compiler1952',
  confirm_password: 'Compiler1952',
};

async function fill(canvas: Canvas, values: Partial<Record<Field, string>>) {
  for (const [field, value] of Object.entries(values) as [Field, string][]) {
    const input = canvas.getByLabelText(LABELS[field]);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

async function expectProgress(canvas: Canvas, percent: number, stage: string) {
  const bar = canvas.getByRole('progressbar', { name: 'Form completion' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
  await expect(bar).toHaveAttribute('aria-valuetext', `${percent}%, ${stage}`);
  await expect(canvas.getByText(stage)).toBeVisible();
}

async function expectFieldError(canvas: Canvas, field: Field, text: string) {
  const input = canvas.getByLabelText(LABELS[field]);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
}

async function submit(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

/** Fills a valid form, submits and expects `text` as the toast; the form is usable again. */
function failureStory(handler: keyof typeof authVariants, text: string): Story {
  return {
    parameters: { msw: { handlers: { register: [authVariants[handler]] } } },
    play: async ({ canvas }) => {
      await fill(canvas, VALID);
      await submit(canvas);
      await findPausedToast(text);
      await waitFor(() => expect(canvas.getByLabelText('Username')).toBeEnabled());
      await expect(canvas.getByRole('button', { name: 'Create account' })).not.toHaveAttribute(
        'aria-busy',
      );
      await expect(canvas.queryByTestId('navigated-away')).not.toBeInTheDocument();
    },
  };
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expectProgress(canvas, 0, 'Not started');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Must be 8+ chars with uppercase, lowercase & number',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('autocomplete', 'given-name');
    // Readers sign in with their email: the handle must not be what password managers save.
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('autocomplete', 'nickname');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    // Desktop: name and surname share a row.
    const name = canvas.getByLabelText('Name').getBoundingClientRect();
    const surname = canvas.getByLabelText('Surname').getBoundingClientRect();
    await expect(surname.top).toBe(name.top);
    await expect(surname.left).toBeGreaterThan(name.right);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Beginning: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { name: VALID.name });
    await expectProgress(canvas, 17, 'Beginning');
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(
      'Valid At least 3 characters',
    );
  },
};

export const PartiallyValid: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { name: VALID.name, surname: VALID.surname, username: VALID.username });
    await expectProgress(canvas, 50, 'In progress');
    await fill(canvas, { email: 'grace@' });
    await expectProgress(canvas, 50, 'In progress');
    await expectFieldError(canvas, 'email', 'Please enter a valid email address');
  },
};

export const AlmostDone: Story = {
  play: async ({ canvas }) => {
    const { confirm_password: _skipped, ...firstFive } = VALID;
    await fill(canvas, firstFive);
    await expectProgress(canvas, 83, 'Almost done');
  },
};

export const AllValid: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, VALID);
    await expectProgress(canvas, 100, 'Completed');
    for (const label of Object.values(LABELS)) {
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringMatching(/^Valid/),
      );
    }
  },
};

export const LiveErrors: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { name: 'Al' });
    await expectFieldError(canvas, 'name', 'Name must be at least 3 characters.');
    await fill(canvas, { name: '' });
    await expectFieldError(canvas, 'name', 'Name is required.');
    await fill(canvas, { surname: 'Ho' });
    await expectFieldError(canvas, 'surname', 'Surname must be at least 3 characters.');
    await fill(canvas, { surname: '' });
    await expectFieldError(canvas, 'surname', 'Surname is required.');
    await fill(canvas, { username: 'ada' });
    await expectFieldError(canvas, 'username', 'Username must be at least 5 characters.');
    await fill(canvas, { username: 'grace-reads' });
    await expectFieldError(
      canvas,
      'username',
      'Username can only contain letters, numbers and underscores.',
    );
    await fill(canvas, { username: '' });
    await expectFieldError(canvas, 'username', 'Username is required.');
    await fill(canvas, { email: 'grace@shelfmark' });
    await expectFieldError(canvas, 'email', 'Please enter a valid email address');
    await fill(canvas, { email: '' });
    await expectFieldError(canvas, 'email', 'Email is required.');
    await fill(canvas, { password: 'Abc1' });
    await expectFieldError(canvas, 'password', 'Password must be at least 8 characters.');
    await fill(canvas, { password: 'ABCDEFG1' });
    await expectFieldError(canvas, 'password', 'Password must contain a lowercase letter.');
    await fill(canvas, { password: 'abcdefg1' });
    await expectFieldError(canvas, 'password', 'Password must contain an uppercase letter.');
    await fill(canvas, { password: 'Abcdefgh' });
    await expectFieldError(canvas, 'password', 'Password must contain a number.');
    await fill(canvas, { password: '' });
    await expectFieldError(canvas, 'password', 'Password is required.');
    await fill(canvas, { confirm_password: 'x' });
    await expectFieldError(canvas, 'confirm_password', 'Passwords do not match');
    await fill(canvas, { confirm_password: '' });
    await expectFieldError(canvas, 'confirm_password', 'Please confirm your password.');
    await expectProgress(canvas, 0, 'Not started');
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { ...VALID, confirm_password: 'Compiler1953' });
    await expectFieldError(canvas, 'confirm_password', 'Passwords do not match');
    await expectProgress(canvas, 83, 'Almost done');
    await submit(canvas);
    await findPausedToast('Please fix the errors below');
    await waitFor(() => expect(canvas.getByLabelText('Confirm password')).toHaveFocus());
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    await findPausedToast('Please fix the errors below');
    await expectFieldError(canvas, 'name', 'Name is required.');
    await expectFieldError(canvas, 'confirm_password', 'Please confirm your password.');
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveFocus());
  },
};

export const UsernameTaken = failureStory(
  'registerUsernameTaken',
  'This username is already in use.',
);
export const EmailTaken = failureStory(
  'registerEmailTaken',
  'This email address is already registered.',
);
export const PasswordRejected = failureStory(
  'registerPasswordRejected',
  'The password does not meet the requirements.',
);
export const NetworkFailure = failureStory(
  'registerNetworkError',
  'Check your internet connection and try again.',
);
export const ServerError = failureStory(
  'registerServerError',
  'A server error occurred. Please try again in a few minutes.',
);
export const RateLimited = failureStory(
  'registerRateLimited',
  'Too many attempts. Please wait a few minutes.',
);

export const Submitting: Story = {
  parameters: { msw: { handlers: { register: [authVariants.registerPending] } } },
  play: async ({ canvas }) => {
    await fill(canvas, VALID);
    await submit(canvas);
    const button = await canvas.findByRole('button', { name: 'Creating account…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    for (const label of Object.values(LABELS)) {
      await expect(canvas.getByLabelText(label)).toBeDisabled();
    }
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, VALID);
    await submit(canvas);
    // Still here while the message shows; /login follows after 2 s. Checked as soon as the
    // message is there, so a slow machine does not run into the redirect.
    const message = await within(document.body).findByText(
      'Registration successful! Redirecting to the login page...',
      {},
      { timeout: 4000 },
    );
    await expect(message.closest('[data-sonner-toast]')).not.toBeNull();
    await expect(canvas.queryByTestId('navigated-away')).not.toBeInTheDocument();
    await waitFor(
      () => expect(within(document.body).getByTestId('navigated-away')).toBeInTheDocument(),
      { timeout: 5000 },
    );
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  parameters: { msw: { handlers: { register: [authVariants.registerUsernameTaken] } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Hesabınızı oluşturun' }),
    ).toBeVisible();
    await expect(canvas.getByText('Başlanmadı')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Ad'), 'Ay');
    await expect(canvas.getByLabelText('Ad')).toHaveAccessibleDescription(
      'Geçersiz Ad en az 3 karakter olmalıdır. En az 3 karakter',
    );
    await userEvent.type(canvas.getByLabelText('Ad'), 'şe');
    await expect(canvas.getByText('Başlangıç')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Soyad'), 'Yılmaz');
    await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'ayse_okur');
    await userEvent.type(canvas.getByLabelText('E-posta'), 'ayse@shelfmark.test');
    await userEvent.type(canvas.getByLabelText('Şifre'), 'Kitaplik2026');
    await expect(canvas.getByText('Neredeyse bitti')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Şifre tekrarı'), 'Kitaplik2026');
    await expect(canvas.getByText('Tamamlandı')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hesap oluştur' }));
    await findPausedToast('Bu kullanıcı adı zaten kullanılıyor.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await fill(canvas, { name: VALID.name, surname: 'Ho' });
    await expectProgress(canvas, 17, 'Beginning');
    // Mobile: name and surname stack.
    const name = canvas.getByLabelText('Name').getBoundingClientRect();
    const surname = canvas.getByLabelText('Surname').getBoundingClientRect();
    await expect(surname.top).toBeGreaterThan(name.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
