import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Builds ship the message catalogues (src/locales/*.json) as ICU ASTs, so the browser does not
 * need the message parser (about 10 KB gzip); react-intl formats ASTs directly. Development,
 * Storybook dev and tests keep the plain strings and the parser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'shelfmark:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!/\/src\/locales\/[a-z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      // Still JSON: Vite's own JSON plugin turns it into a module afterwards.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
