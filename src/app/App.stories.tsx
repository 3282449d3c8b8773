import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, appStoryParameters, ROUTE_LOAD } from '../stories/AppAt';
import { dashboardSettled } from '../stories/dashboardSettled';
import { THEME_STORAGE_KEY } from '../theme/themePreference';
import { themeStore } from '../theme/themeStore';

const meta = {
  title: 'App/Shell and routes',
  component: AppAt,
  args: { url: '/', signedIn: false },
  parameters: { ...appStoryParameters },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GuestLanding: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Discover your next favorite book.' }, ROUTE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Built for book lovers. Designed with passion',
    );
  },
};

/**
 * The reader picks the dark theme in the header: the page turns dark at once and the choice is
 * stored under `theme`, where the head script reads it before the next page's first paint.
 */
export const GuestChoosesDarkTheme: Story = {
  beforeEach: () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    // The store outlives a story: put the choice back for the next one.
    return () => themeStore().setPreference('system');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Discover your next favorite book.' }, ROUTE_LOAD);
    await expect(document.documentElement.dataset.theme).toBe('light');
    await userEvent.click(canvas.getByRole('button', { name: 'Dark theme' }));
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect(canvas.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const GuestLandingTurkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Giriş yap' }, ROUTE_LOAD)).toBeVisible();
    await expect(document.documentElement.lang).toBe('tr');
    // The header comes with the shell; the landing page is a lazy chunk that may still load.
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Bir sonraki favori kitabınızı keşfedin.' },
      ROUTE_LOAD,
    );
  },
};

export const GuestLandingMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Join now' }, ROUTE_LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

export const GuestSentFromDashboardToLogin: Story = {
  args: { url: '/dashboard' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, ROUTE_LOAD),
    ).toBeVisible();
  },
};

export const SignedInSentFromLandingToDashboard: Story = {
  args: { url: '/', signedIn: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }, ROUTE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shelfmark home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await dashboardSettled(canvas);
  },
};

export const SignedInSentFromLoginToDashboard: Story = {
  args: { url: '/login', signedIn: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }, ROUTE_LOAD),
    ).toBeVisible();
    // The title follows the redirect.
    await waitFor(() => expect(document.title).toBe('Dashboard – Shelfmark'));
    await dashboardSettled(canvas);
  },
};

export const AuthRedirectsToLogin: Story = {
  args: { url: '/auth' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, ROUTE_LOAD),
    ).toBeVisible();
    // Each route names the page in the title (WCAG 2.4.2).
    await waitFor(() => expect(document.title).toBe('Sign in – Shelfmark'));
  },
};

export const UnknownRoute: Story = {
  args: { url: '/no/such/page' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Page not found' }, ROUTE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore books' })).toHaveAttribute(
      'href',
      '/explore',
    );
    await waitFor(() => expect(document.title).toBe('Page not found – Shelfmark'));
  },
};

export const LogoutGoesHomeAfterOneSecond: Story = {
  args: { url: '/dashboard', signedIn: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }, ROUTE_LOAD);
    await userEvent.click(await canvas.findByRole('button', { name: 'ada_reads' }, ROUTE_LOAD));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: /Log out/ }));
    await expect(await within(document.body).findByText(/Logged out|Çıkış yapıldı/)).toBeVisible();
    await waitFor(
      () =>
        expect(
          canvas.getByRole('heading', { name: 'Discover your next favorite book.' }),
        ).toBeVisible(),
      { timeout: 4000 },
    );
    await expect(localStorage.getItem('token')).toBeNull();
    // The toast closes by itself after 3 s; wait for it so the screenshot is the settled page.
    await waitFor(() => expect(within(document.body).queryByText(/Logged out/)).toBeNull(), {
      timeout: 6000,
    });
  },
};
