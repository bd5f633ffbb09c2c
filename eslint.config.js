// One lint configuration for every workspace: typescript-eslint's recommended rules,
// React hooks rules for the web, generated code and builds left out.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { boundaries } from './scripts/eslint/boundaries.js';

const CODE = ['**/*.{js,mjs,cjs,ts,tsx}'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/__generated__/**', '**/.data/**', 'e2e/screenshots/**', '.wt*/**', 'schema/released/**'],
  },
  // Code rules for code files only (the GraphQL files below have a parser and rules of their own).
  ...[js.configs.recommended, ...tseslint.configs.recommended].map((config) => ({ ...config, files: CODE })),
  {
    files: CODE,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // typescript-eslint's set turns no-undef off (the compiler checks names in TypeScript); in plain
    // JavaScript nothing else would (a chaos probe read a variable a fold had removed).
    files: ['**/*.{js,mjs,cjs}'],
    rules: { 'no-undef': 'error' },
  },
  {
    // Type-aware rules (issue 38), with each workspace's own tsconfig: a promise nobody awaits or
    // catches, and a promise where a callback's result is ignored (an async function as a JSX event
    // handler is fine: React ignores the result by design, and the handler reports its own errors).
    files: ['{gateway,rest-api,web,e2e}/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
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
  // GraphQL: the web's operations (inside `graphql(`…`)` calls) checked against the schema, and the
  // schema itself (every type and field described for analysts).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    processor: graphqlPlugin.processor,
  },
  {
    files: ['web/src/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      // Checked against the schema one document at a time (fragments live next to their components).
      '@graphql-eslint/fields-on-correct-type': 'error',
      '@graphql-eslint/known-argument-names': 'error',
      '@graphql-eslint/known-type-names': 'error',
      '@graphql-eslint/provided-required-arguments': 'error',
      '@graphql-eslint/scalar-leafs': 'error',
      '@graphql-eslint/value-literals-of-correct-type': 'error',
      '@graphql-eslint/variables-are-input-types': 'error',
      '@graphql-eslint/fragments-on-composite-type': 'error',
      '@graphql-eslint/no-anonymous-operations': 'error',
      '@graphql-eslint/no-duplicate-fields': 'error',
      '@graphql-eslint/no-deprecated': 'error',
      // Directives are left to codegen, which knows Apollo Client's own @unmask.
    },
  },
  {
    files: ['schema/**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: 'schema/*.graphql' } } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': ['error', { types: true, FieldDefinition: true, EnumValueDefinition: true, rootField: true }],
      '@graphql-eslint/known-type-names': 'error',
      '@graphql-eslint/unique-field-definition-names': 'error',
      '@graphql-eslint/no-unreachable-types': 'error',
    },
  },
  {
    // Boundaries of the web app (docs/architecture.md, "Checks that hold the shape"; a violation fails `npm run check`).
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
