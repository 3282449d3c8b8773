import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PrefetchedProvider, readPrefetched } from './api/prefetched';
import { AppRoutes } from './app/routes';
import { LocaleProvider } from './i18n/LocaleProvider';
import { takeOverPrerender } from './prerender/staleGuard';
import { applyStoredTheme } from './theme/themePreference';
import './styles/global.css';

// The head script (THEME_SCRIPT) has set the theme before the first paint; a page that came
// without it still gets the reader's theme, late.
if (!document.documentElement.dataset.theme) applyStoredTheme();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <LocaleProvider>
      <PrefetchedProvider answers={readPrefetched()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PrefetchedProvider>
    </LocaleProvider>
  </StrictMode>
);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task. `/` and the book page arrive server-rendered
// (scripts/prerender.mjs, server/http/spa.ts), the book page with its data: the app takes that
// HTML over instead of painting it again.
startTransition(() => {
  if (takeOverPrerender(container)) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
