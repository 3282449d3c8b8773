import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from './Header';

const ada = {
  username: 'ada_reads',
  email: 'ada@shelfmark.test',
  full_name: 'Ada Kaplan',
  avatar_url: null,
};

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: {
    user: null,
    locale: 'en',
    onLocaleChange: fn(),
    theme: 'system',
    onThemeChange: fn(),
    onLogout: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The user menu is a lazy chunk: until it has loaded, a look-alike placeholder (not a button)
 * stands in. Wait for the real trigger, so the story checks and screenshots the menu itself.
 */
const userMenuTrigger = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: 'ada_reads' }, { timeout: 4000 });

export const Guest: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Shelfmark home' })).toHaveAttribute('href', '/');
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '/');
    // The current page is underlined as well as coloured (WCAG 1.4.1); the others are not.
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(home).textDecorationLine).toBe('underline');
    await expect(
      getComputedStyle(canvas.getByRole('link', { name: 'Explore' })).textDecorationLine,
    ).toBe('none');
    await userEvent.click(canvas.getByRole('button', { name: 'TR Switch to Turkish' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('tr');
  },
};

export const ThemeChoice: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Match the system theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dark theme' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

export const DarkThemeTurkish: Story = {
  args: { user: ada, locale: 'tr', theme: 'dark' },
  globals: { locale: 'tr', theme: 'dark' },
  play: async ({ canvas, args }) => {
    await userMenuTrigger(canvas);
    await expect(canvas.getByRole('group', { name: 'Tema' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Koyu tema' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Açık tema' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

export const SignedIn: Story = {
  args: { user: ada },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shelfmark home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expect(await userMenuTrigger(canvas)).toBeVisible();
    await expect(canvas.getByText('ada_reads')).toBeVisible();
    // Only a moderator is shown the way to /moderation.
    await expect(canvas.queryByRole('link', { name: 'Moderation' })).toBeNull();
  },
};

export const UserMenuOpen: Story = {
  args: { user: ada },
  play: async ({ canvas, args }) => {
    await userEvent.click(await userMenuTrigger(canvas));
    const menu = await within(document.body).findByRole('menu');
    await expect(menu).toHaveTextContent('ada@shelfmark.test');
    await expect(within(menu).getByRole('menuitem', { name: /Profile/ })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: /Settings/ })).toHaveAttribute(
      'href',
      '/settings',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Log out/ }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const TurkishSignedIn: Story = {
  args: { user: ada, locale: 'tr' },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userMenuTrigger(canvas);
    await expect(canvas.getByRole('link', { name: 'Keşfet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'TR Türkçeye geç' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const MobileMenuClosed: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /open menu/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: 'Explore' })).toBeNull();
    // On a phone the theme buttons live in the menu.
    await expect(canvas.queryByRole('group', { name: 'Theme' })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /open menu/i }));
    await expect(canvas.getByRole('button', { name: /close menu/i })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: 'Theme' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Light theme' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

export const MobileMenuClosesOnOutsideMousedown: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /open menu/i }));
    await expect(canvas.getByRole('link', { name: 'Explore' })).toBeVisible();
    await userEvent.pointer({ keys: '[MouseLeft>]', target: canvasElement });
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Explore' })).toBeNull());
  },
};

/** A moderator: the navigation also links to /moderation; other readers never see it. */
export const Moderator: Story = {
  args: { user: { ...ada, is_moderator: true } },
  play: async ({ canvas }) => {
    await userMenuTrigger(canvas);
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/moderation',
    );
  },
};

/** On a phone the moderator's link is in the menu with the others. */
export const ModeratorMobileMenu: Story = {
  args: { user: { ...ada, is_moderator: true } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userMenuTrigger(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /open menu/i }));
    await expect(canvas.getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/moderation',
    );
  },
};
