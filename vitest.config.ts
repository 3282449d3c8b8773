import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { buildDefines } from './scripts/build-defines.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** The tallest story a screenshot captures whole (px); taller ones are cut there. */
const FULL_PAGE_MAX_HEIGHT = 10_000;

// A fresh object per project: vitest mutates `instances`, and sharing one between projects
// fails with 'The project name ... was already defined'.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // The tester iframe is scaled down to fit the page that holds it. A page this tall holds a
    // whole story at scale 1, so a full-height screenshot keeps every pixel (see
    // .storybook/vitest.setup.ts); Playwright's default 1280x720 scaled every shot to 0.8.
    contextOptions: { viewport: { width: 1280, height: FULL_PAGE_MAX_HEIGHT } },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // threshold is pixelmatch's per-pixel colour distance (0..1, YIQ). Its default 0.1, and
      // even 0.02, let a one-shade change of the accent (#8e2f3a -> #94333e) pass; 0.01 fails it
      // (tried), and pixelmatch skips anti-aliased pixels, so browser-build noise stays out.
      // A cap in pixels too: on a full-height page, 0.05 % is thousands of pixels, enough to hide
      // a recoloured pager (tried); the comparison runs in one Chromium build, so noise is ~0.
      comparatorOptions: {
        threshold: 0.01,
        allowedMismatchedPixelRatio: 0.0005,
        allowedMismatchedPixels: 16,
      },
      resolveScreenshotPath: ({
        root,
        testFileDirectory,
        testFileName,
        arg,
        ext,
      }: {
        root: string;
        testFileDirectory: string;
        testFileName: string;
        arg: string;
        ext: string;
      }) => path.join(root, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
    },
  },
});

export default defineConfig({
  plugins: [react()],
  define: buildDefines,
  // Deps discovered late in a cold run would otherwise trigger a reload mid-run and a
  // "Failed to fetch dynamically imported module" failure.
  optimizeDeps: {
    include: [
      'xstate',
      '@xstate/react',
      'react-dom/client',
      'react-intl',
      'react-router-dom',
      'sonner',
      'zod',
      'msw',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-tabs',
      // The dark-theme pass of the visual check runs axe itself (.storybook/vitest.setup.ts).
      'axe-core',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts', 'src/**/*.browser.test.tsx'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: browser(),
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          // One more try for a story that fails: a screenshot taken mid-paint on a loaded machine
          // fails once, a real regression fails both times. The report lists each retried story.
          retry: 1,
        },
      },
    ],
  },
});
