import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { Spinner } from '../components/Spinner';
import { Toaster } from '../components/Toaster';
import { useLocale } from '../i18n/LocaleProvider';
import { useHydrating } from '../lib/useHydrating';
import { useTheme } from '../theme/useTheme';
import type { StoredSession } from '../api/sessionStorage';
import { NotificationsMount } from './notifications/NotificationsMount';
import { SessionProvider, useSession } from '../session/SessionProvider';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';
import styles from './AppLayout.module.css';

function AppHeader() {
  const { user, send } = useSession();
  const { locale, setLocale } = useLocale();
  const { preference, setPreference } = useTheme();
  return (
    <Header
      user={user}
      locale={locale}
      onLocaleChange={setLocale}
      theme={preference}
      onThemeChange={setPreference}
      onLogout={() => send({ type: 'session.logout' })}
    />
  );
}

/**
 * The copyright year. Prerendered HTML was written in the build's year, so the app says that
 * year while it takes the HTML over (a different text would make React throw the page away on
 * the first of January) and the reader's current year right after.
 */
function AppFooter() {
  const hydrating = useHydrating();
  return <Footer year={hydrating ? __BUILD_YEAR__ : new Date().getFullYear()} />;
}

/** The skip link's target, focusable so the link can move focus there. */
function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}

function RouteFallback() {
  return (
    <Main>
      <div className={styles.fallback}>
        <Spinner />
      </div>
    </Main>
  );
}

export interface AppLayoutProps {
  /** Start from this session instead of the browser's storage (stories). */
  initialSession?: StoredSession;
}

/** The shell around every route: skip link, fixed header, main, footer and toasts. */
export function AppLayout({ initialSession }: AppLayoutProps) {
  useScrollToTopOnNavigate();
  return (
    <SessionProvider initial={initialSession}>
      <a className={styles.skipLink} href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <AppHeader />
      {/* The footer waits with the screen: shown under a loading screen, it sat in view and was
          pushed down when the screen came (a layout shift of 0.07-0.2 on /explore). */}
      <Suspense fallback={<RouteFallback />}>
        <Main>
          <Outlet />
        </Main>
        <AppFooter />
      </Suspense>
      <Toaster />
      <NotificationsMount />
    </SessionProvider>
  );
}
