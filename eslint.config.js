import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

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
  // Layering from docs/ARCHITECTURE.md: components import no machine, screen or API client; machines
  // import no React, router or component; src/api imports nothing above it.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    // Stories may use the shared fixtures and mocks; the components themselves stay pure.
    ignores: ['src/components/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/machines/**', '**/screens/**'], message: 'Components stay pure.' },
            {
              group: ['**/api/**', '!**/api/contract'],
              allowTypeImports: true,
              message: 'Components may import API types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router-dom', '@xstate/react'],
          patterns: [{ group: ['**/components/**', '**/screens/**'] }],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/components/**', '**/screens/**', '**/machines/**'] }] },
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
