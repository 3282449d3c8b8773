import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

/** What nothing in src/api may import: every layer above it. */
const apiNever = [
  '**/components/**',
  '**/screens/**',
  '**/machines/**',
  '**/session/**',
  '**/app/**',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      'data',
      '.pgdata',
      '.vitest-attachments',
      'test-results',
      'playwright-report',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Layering from docs/ARCHITECTURE.md, bottom up: contract, src/api, machines, components, session,
  // screens, app. Components import no machine, screen, session or shell and no API client;
  // machines import no React, router, component, screen, session or shell; the session imports
  // no screen or shell; screens import no shell; src/api imports nothing above it, and its client
  // and contract no React either.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    // Stories may use the shared fixtures and mocks; the components themselves stay pure.
    ignores: ['src/components/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/machines/**', '**/screens/**', '**/session/**', '**/app/**'],
              message: 'Components stay pure: data and callbacks arrive as props.',
            },
            {
              // The contract and its modules (the zod-free ones let a component skip the schemas).
              group: ['**/api/**', '!**/api/contract', '!**/api/contract/*'],
              allowTypeImports: true,
              message: 'Components may import API types only.',
            },
            {
              // The index re-exports the zod schemas: a value from it puts zod on the page.
              regex: '/api/contract$',
              allowTypeImports: true,
              message: 'Import a rule from its own module (api/contract/journalRules, ...).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    // Tests check answers with the contract's schemas; the machines themselves never ship them.
    ignores: ['src/machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router-dom', '@xstate/react'],
          patterns: [
            { group: ['**/components/**', '**/screens/**', '**/session/**', '**/app/**'] },
            {
              // The index re-exports the zod schemas: a value from it puts zod on the page.
              regex: '/api/contract$',
              allowTypeImports: true,
              message: 'Import a rule from its own module (api/contract/journalRules, ...).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/session/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/screens/**', '**/app/**'],
              message: 'The session sits below the screens.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**'],
              message:
                'Screens sit below the shell; what they share lives in src/session or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: apiNever }] }],
    },
  },
  {
    // The client and the contract are shared with the server and the machines: no UI at all.
    files: ['src/api/client.ts', 'src/api/contract.ts', 'src/api/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom'], patterns: [{ group: [...apiNever, 'react-dom/*'] }] },
      ],
    },
  },
  // One failure vocabulary: client code names the contract's status codes (API_CODES in
  // src/api/contract/codes.ts, isApiCode in src/api/client.ts) instead of spelling '3' or '11'.
  // Tests and stories may write the wire format literally.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "BinaryExpression[left.property.name='code'][right.value=/^[0-9]+$/]",
          "BinaryExpression[right.property.name='code'][left.value=/^[0-9]+$/]",
          "SwitchStatement[discriminant.property.name='code'] > SwitchCase[test.value=/^[0-9]+$/]",
          "Property[key.name='code'][value.value=/^[0-9]+$/]",
        ].map((selector) => ({
          selector,
          message:
            "Name the API status code: API_CODES.notFound, not '3' (src/api/contract/codes.ts); isApiCode(error, API_CODES.…) tests an error.",
        })),
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!api/contract(/|$))',
              message: 'The server imports only the contract from src/api.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
