import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { ThemeSwitch, type ThemeChoice } from '../ThemeSwitch';
import { cx } from '../../lib/cx';
import { Wordmark } from '../Wordmark';
import styles from './Header.module.css';

export type HeaderLocale = 'en' | 'tr';

export interface HeaderUser {
  username: string;
  email: string | null;
  full_name: string;
  avatar_url: string | null;
  /** The reader may moderate: the navigation links to /moderation. */
  is_moderator?: boolean;
}

export interface HeaderProps {
  /** The signed-in reader, or null for a guest (shows the sign-in link). */
  user: HeaderUser | null;
  /** The language on screen; its button is shown pressed. */
  locale: HeaderLocale;
  /** A language button was pressed. */
  onLocaleChange: (locale: HeaderLocale) => void;
  /** The reader's theme choice; its button is shown pressed (none while it is unknown: null). */
  theme: ThemeChoice | null;
  /** A theme button was pressed. */
  onThemeChange: (theme: ThemeChoice) => void;
  /** "Log out" was chosen in the user menu. */
  onLogout: () => void;
}

const LOCALES: HeaderLocale[] = ['en', 'tr'];

const UserMenu = lazy(() => import('./UserMenu'));

/** Same look as the menu's trigger while its chunk loads, so nothing shifts. */
function UserMenuPlaceholder({ user }: { user: HeaderUser }) {
  return (
    <span className={styles.userTrigger} aria-hidden="true">
      <Avatar src={user.avatar_url} name={user.full_name || user.username} size="sm" />
      <span className={styles.userName}>{user.username}</span>
      <Icon name="chevronDown" size={16} />
    </span>
  );
}

/**
 * The fixed site header: wordmark, main navigation (a toggleable menu on small screens), theme
 * and language buttons, and the sign-in link or the user menu. On small screens the theme
 * buttons move into the menu, where there is room. Logo and Home lead to /dashboard for a
 * signed-in reader, to / otherwise.
 */
export function Header({
  user,
  locale,
  onLocaleChange,
  theme,
  onThemeChange,
  onLogout,
}: HeaderProps) {
  const intl = useIntl();
  const homeHref = user ? '/dashboard' : '/';
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The spec: the mobile menu closes on a mousedown outside it (and, for keyboards, on Escape).
  useEffect(() => {
    if (!menuOpen) return;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    // Capture phase: while React is still hydrating the server's HTML it stops a press on a
    // part it has not taken over yet at its root, so a bubbling listener would never hear it.
    document.addEventListener('mousedown', onMouseDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('mousedown', onMouseDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [menuOpen]);

  const navLinks = [
    { to: homeHref, id: 'app.nav.home', end: true },
    { to: '/explore', id: 'app.nav.explore', end: false },
    { to: '/social', id: 'app.nav.social', end: false },
    ...(user?.is_moderator === true
      ? [{ to: '/moderation', id: 'app.nav.moderation', end: false } as const]
      : []),
  ];
  const navClass = ({ isActive }: { isActive: boolean }) =>
    cx(styles.navLink, isActive && styles.navLinkActive);

  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <Link
          to={homeHref}
          className={styles.logo}
          aria-label={intl.formatMessage({ id: 'app.logo.label' })}
        >
          <Wordmark />
        </Link>

        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'app.nav.label' })}>
          {navLinks.map((link) => (
            <NavLink key={link.id} to={link.to} end={link.end} className={navClass}>
              <FormattedMessage id={link.id} />
            </NavLink>
          ))}
        </nav>

        <div className={styles.actions}>
          <div className={styles.themeWide}>
            <ThemeSwitch value={theme} onChange={onThemeChange} />
          </div>
          <div
            className={styles.languages}
            role="group"
            aria-label={intl.formatMessage({ id: 'app.language.label' })}
          >
            {LOCALES.map((code) => (
              <button
                key={code}
                type="button"
                className={styles.language}
                aria-pressed={locale === code}
                onClick={() => onLocaleChange(code)}
              >
                <FormattedMessage id={code === 'en' ? 'app.language.en' : 'app.language.tr'} />
                {/* The name starts with the visible code (label-in-name) and says what it does. */}
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage
                    id={code === 'en' ? 'app.language.switchToEn' : 'app.language.switchToTr'}
                  />
                </span>
              </button>
            ))}
          </div>

          {user ? (
            <Suspense fallback={<UserMenuPlaceholder user={user} />}>
              <UserMenu user={user} onLogout={onLogout} />
            </Suspense>
          ) : (
            <Link to="/login" className={styles.signIn}>
              <FormattedMessage id="app.signIn" />
            </Link>
          )}

          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={intl.formatMessage({
              id: menuOpen ? 'app.mobileMenu.close' : 'app.mobileMenu.open',
            })}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'cross' : 'more'} size={22} aria-hidden="true" />
          </button>
        </div>
      </div>

      <div ref={menuRef} id={menuId} className={styles.mobileMenu} hidden={!menuOpen}>
        <nav aria-label={intl.formatMessage({ id: 'app.nav.label' })}>
          {navLinks.map((link) => (
            <NavLink
              key={link.id}
              to={link.to}
              end={link.end}
              className={navClass}
              onClick={() => setMenuOpen(false)}
            >
              <FormattedMessage id={link.id} />
            </NavLink>
          ))}
        </nav>
        <div className={styles.themeNarrow}>
          <span aria-hidden="true">
            <FormattedMessage id="app.theme.label" />
          </span>
          <ThemeSwitch value={theme} onChange={onThemeChange} />
        </div>
      </div>
    </header>
  );
}
