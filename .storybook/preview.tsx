import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocaleProvider } from '../src/i18n/LocaleProvider';
import type { Locale } from '../src/i18n/locale';
import { loadMessages } from '../src/i18n/messages';
import { ada, FIXED_NOW } from '../src/api/mocks/fixtures';
import { STATS_TODAY } from '../src/api/mocks/statsFixtures';
import { TodayProvider } from '../src/lib/useToday';
import { NowProvider } from '../src/lib/useNow';
import { DEMO_TOKEN } from '../src/api/mocks/handlers/auth';
import { defaultHandlers } from '../src/api/mocks/handlers';
import { SessionProvider } from '../src/session/SessionProvider';
import { Toaster } from '../src/components/Toaster';
import '../src/styles/global.css';
import { allModes, themeItems, type StoryTheme } from './modes';

const storyLocale = (globals: Record<string, unknown>): Locale =>
  globals.locale === 'tr' ? 'tr' : 'en';

/** Deep link: `parameters.route = { path: '/category/:name', url: '/category/fantasy' }`. */
export interface StoryRoute {
  path?: string;
  url?: string;
}

// The real provider (stories of the shell call useLocale()); keyed so the toolbar switch remounts.
const withIntl: Decorator = (Story, { globals }) => {
  const locale = storyLocale(globals);
  return (
    <LocaleProvider key={locale} initialLocale={locale}>
      <Story />
    </LocaleProvider>
  );
};

function ThemeScope({ theme, children }: { theme: StoryTheme; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, { globals }) => (
  <ThemeScope theme={globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeScope>
);

const withRouter: Decorator = (Story, { parameters }) => {
  // `parameters.shell`: the story renders the whole app with its own router and session.
  if (parameters.shell === true) return <Story />;
  const route = (parameters.route ?? {}) as StoryRoute;
  const path = route.path ?? '*';
  return (
    <MemoryRouter initialEntries={[route.url ?? '/']}>
      <Routes>
        <Route path={path} element={<Story />} />
        {path !== '*' && (
          <Route path="*" element={<p data-testid="navigated-away">left the story route</p>} />
        )}
      </Routes>
    </MemoryRouter>
  );
};

/**
 * The shared fixtures answer /api in every story. They are the worker's initial handlers, so a
 * story's `parameters.msw.handlers` (added with `use`) take precedence, and each story starts
 * again from these. An /api call nobody answers fails the story instead of hitting a network.
 */
async function startMockWorker() {
  const worker = setupWorker(...defaultHandlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || !new URL(request.url).pathname.startsWith('/api/'))
        return;
      print.error();
    },
  });
  return worker;
}

/**
 * `parameters.session`: 'guest' (default) or 'signedIn' (Ada, validated through the MSW
 * /auth/me handler). `parameters.toasts: true` renders the toast container for screens.
 */
const withSession: Decorator = (Story, { parameters }) => {
  if (parameters.shell === true) return <Story />;
  const signedIn = parameters.session === 'signedIn';
  return (
    <SessionProvider
      key={signedIn ? 'in' : 'out'}
      initial={signedIn ? { token: DEMO_TOKEN, user: ada } : { token: null, user: null }}
    >
      <Story />
      {parameters.toasts === true && <Toaster />}
    </SessionProvider>
  );
};

/**
 * Storybook pads non-fullscreen stories through its own iframe CSS, which the vitest runs do
 * not load; there this adds the same 1rem, so screenshots show what designers see.
 */
const inVitest = '__vitest_browser__' in globalThis;
const withLayout: Decorator = (Story, { parameters }) =>
  !inVitest || parameters.layout === 'fullscreen' ? (
    <Story />
  ) : (
    <div style={{ padding: '1rem' }}>
      <Story />
    </div>
  );

/**
 * One fixed clock for every story, the fixtures' moment: relative times ("3 days ago"), a goal's
 * pace and its days left look the same on any day.
 */
const withToday: Decorator = (Story) => (
  <NowProvider value={Date.parse(FIXED_NOW)}>
    <TodayProvider value={STATS_TODAY}>
      <Story />
    </TodayProvider>
  </NowProvider>
);

const preview: Preview = {
  // Order matters: the last decorator is the outermost: intl > router > session > theme > layout.
  decorators: [withLayout, withToday, withTheme, withSession, withRouter, withIntl],
  // Turkish is loaded before render so no English frame reaches a screenshot.
  loaders: [
    mswLoader(startMockWorker),
    async ({ globals }) => {
      await loadMessages(storyLocale(globals));
      return {};
    },
  ],
  initialGlobals: { locale: 'en', theme: 'light' },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'tr', title: 'Türkçe' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [...themeItems],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // Chromatic (npm run chromatic) snapshots every story in both themes. Only Chromatic reads
    // this; the offline comparison in npm test takes its dark shots in .storybook/vitest.setup.ts.
    chromatic: { modes: allModes },
    viewport: {
      options: {
        // WCAG 1.4.10 Reflow's width: 320 CSS px, what 200 % zoom of a 640 px window lays out in.
        narrow: { name: 'Narrow 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};
export default preview;
