import type { Plugin } from 'vite';
import { THEME_SCRIPT } from '../src/theme/themePreference.ts';

/** Where index.html takes the theme script: after its color-scheme meta, before any stylesheet. */
export const THEME_SCRIPT_MARK = '<!--theme-script-->';

/**
 * Inlines THEME_SCRIPT (src/theme/themePreference.ts) into index.html, in development and in
 * builds, so every page (the shell, the prerendered landing and the book page, which are made
 * from the built index.html) applies the reader's theme before its first paint. The server
 * allows the script by its hash (server/pages/spa.ts).
 */
export function inlineThemeScript(): Plugin {
  return {
    name: 'shelfmark:theme-script',
    transformIndexHtml(html, { path }) {
      if (!html.includes(THEME_SCRIPT_MARK)) {
        // Storybook builds its own iframe.html with this config: its decorator sets the theme.
        if (path !== '/index.html') return html;
        throw new Error(`index.html has no ${THEME_SCRIPT_MARK} for the theme script`);
      }
      return html.replace(THEME_SCRIPT_MARK, () => `<script>${THEME_SCRIPT}</script>`);
    },
  };
}
