// One lint configuration for every workspace: typescript-eslint's recommended rules,
// React hooks rules for the web, generated code and builds left out.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/__generated__/**', '**/.data/**', 'e2e/screenshots/**', '.wt*/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Boundaries of the web app (docs/conventions.md; a violation fails `npm run check`).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    // Only shared/apollo reads the gateway's error shapes; screens branch on `errorCode()`.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/shared/apollo/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='extensions']", message: 'Read error codes with shared/apollo/errors (errorCode, fieldErrors).' },
        { selector: "MemberExpression[property.name='graphQLErrors']", message: 'Read error codes with shared/apollo/errors (errorCode, fieldErrors).' },
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'The web reads no process.env; Vite config only.' },
      ],
    },
  },
  {
    // Configuration comes from one config module per service; nothing else reads process.env.
    files: ['gateway/src/**/*.ts', 'rest-api/src/**/*.ts'],
    ignores: ['**/config.ts', '**/*.test.ts', '**/bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through the config module (config.ts).' },
      ],
    },
  },
);
