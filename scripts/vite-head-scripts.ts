import type { Plugin } from 'vite';
import { WARM_INTL_SCRIPT } from '../src/prerender/warmIntl.ts';
import { THEME_SCRIPT } from '../src/theme/themePreference.ts';

/** Where index.html takes its inline head scripts: after its metas, before any stylesheet. */
export const HEAD_SCRIPTS_MARK = '<!--head-scripts-->';

/** The inline scripts every page built from index.html starts with, in order. */
export const HEAD_SCRIPTS = [
  // The reader's theme before the first paint (it updates the color-scheme and theme-color metas).
  THEME_SCRIPT,
  // Intl's locale data, loaded while the browser waits for the stylesheet anyway: the app's
  // first render builds its formatters, and that load was its longest task on a phone.
  WARM_INTL_SCRIPT,
];

/**
 * Inlines HEAD_SCRIPTS into index.html, in development and in builds, so every page (the
 * shell, and the prerendered landing and book page, which are made from the built index.html)
 * runs them before its first paint. The server allows each by its hash (server/pages/spa.ts).
 */
export function inlineHeadScripts(): Plugin {
  return {
    name: 'shelfmark:head-scripts',
    transformIndexHtml(html, { path }) {
      if (!html.includes(HEAD_SCRIPTS_MARK)) {
        // Storybook builds its own iframe.html with this config: its decorator sets the theme.
        if (path !== '/index.html') return html;
        throw new Error(`index.html has no ${HEAD_SCRIPTS_MARK} for its head scripts`);
      }
      const tags = HEAD_SCRIPTS.map((script) => `<script>${script}</script>`).join('\n    ');
      return html.replace(HEAD_SCRIPTS_MARK, () => tags);
    },
  };
}
