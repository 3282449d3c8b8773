import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { books } from '../api/mocks/fixtures';
import { authVariants } from '../api/mocks/handlers/auth';
import { findToast } from '../stories/toasts';
import { AppAt, appStoryParameters, ROUTE_LOAD } from '../stories/AppAt';
import { dashboardSettled } from '../stories/dashboardSettled';

/**
 * The language switched while a screen is open (or stored before the page loaded): a toast is
 * translated when it shows, in the language on screen then, whichever screen asked for it.
 */
const meta = {
  title: 'App/Language switched mid-flow',
  component: AppAt,
  args: { url: '/', signedIn: false },
  parameters: { ...appStoryParameters },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts close by themselves; the screenshot is of the settled page. */
const toastsClosed = () =>
  waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), {
    timeout: 8000,
  });

export const TurkishOnLoginThenWrongPassword: Story = {
  args: { url: '/login' },
  parameters: { msw: { handlers: { login: [authVariants.loginWrongCredentials] } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, ROUTE_LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /^TR/ }));
    await canvas.findByRole('heading', { level: 1, name: 'Giriş yap' }, ROUTE_LOAD);
    await userEvent.type(canvas.getByLabelText('E-posta'), 'ada@shelfmark.test');
    await userEvent.type(canvas.getByLabelText('Şifre', { exact: true }), 'WrongPass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş yap' }));
    await expect(await findToast('E-posta adresi veya şifre hatalı.')).toBeVisible();
    await toastsClosed();
  },
};

export const TurkishOnLoginThenSignedIn: Story = {
  args: { url: '/login' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, ROUTE_LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /^TR/ }));
    await canvas.findByRole('heading', { level: 1, name: 'Giriş yap' }, ROUTE_LOAD);
    await userEvent.type(canvas.getByLabelText('E-posta'), 'ada@shelfmark.test');
    await userEvent.type(canvas.getByLabelText('Şifre', { exact: true }), 'Shelfmark2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş yap' }));
    await expect(await findToast('Giriş başarılı! Yönlendiriliyorsunuz...')).toBeVisible();
    await canvas.findByRole('heading', { level: 1, name: /Tekrar hoş geldin/ }, ROUTE_LOAD);
    await dashboardSettled(canvas, 'tr');
    await toastsClosed();
  },
};

export const TurkishStoredThenLogout: Story = {
  args: { url: '/dashboard', signedIn: true },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ada_reads' }, ROUTE_LOAD));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: /Çıkış yap/ }),
    );
    await expect(await findToast('Çıkış yapıldı.')).toBeVisible();
    await expect(within(document.body).queryByText('Logged out.')).toBeNull();
    await canvas.findByRole('link', { name: 'Hemen katılın' }, ROUTE_LOAD);
    await toastsClosed();
  },
};

export const EnglishOnBookPageThenReadingList: Story = {
  args: { url: `/book/details?id=${books[0]!.id}`, signedIn: true },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    // The flags answer once the stored session is confirmed (until then they are a guest's,
    // remounted when it is) and the reader's relation has loaded: Like is locked, not busy.
    const flagsReady = (readingList: RegExp | string) =>
      waitFor(() => {
        expect(canvas.getByRole('button', { name: /^(Like|Beğen)$/ })).toHaveAttribute(
          'data-locked',
        );
        expect(canvas.getByRole('button', { name: readingList })).not.toHaveAttribute(
          'aria-disabled',
        );
      }, ROUTE_LOAD);
    await flagsReady('Okuma listesine ekle');
    await userEvent.click(canvas.getByRole('button', { name: 'Okuma listesine ekle' }));
    await expect(await findToast('Okuma listenize eklendi.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^EN/ }));
    await flagsReady('In reading list');
    await userEvent.click(canvas.getByRole('button', { name: 'In reading list' }));
    await expect(await findToast('Removed from your reading list.')).toBeVisible();
    await toastsClosed();
  },
};
