// Lint for TypeScript and React islands, zero warnings allowed (`npm run check`). .astro files are checked
// by `astro check` (types) instead.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', 'appwrite/functions/*/dist/', '.astro/', 'node_modules/', 'data/', 'tmp/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Astro's clientAddress is the connection's address: behind a reverse proxy, the proxy's, shared by every
    // visitor. The client's address is `locals.clientAddress` (src/middleware/client-address.ts, the one
    // place allowed to read Astro's). .astro files are covered by tests/unit/network/client-address.test.ts.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='clientAddress']:not([object.name='locals']):not([object.property.name='locals'])",
          message: "Use locals.clientAddress: Astro's clientAddress is the proxy's address behind a reverse proxy.",
        },
        {
          selector: "ObjectPattern > Property[key.name='clientAddress']",
          message: "Use locals.clientAddress: Astro's clientAddress is the proxy's address behind a reverse proxy.",
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The Node guard scripts are CommonJS on purpose: they must run on any Node, even one too old for the rest.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Ambient declaration files cannot use top-level imports without turning into modules.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Scripts and tests talk to a terminal.
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // In tests a wrong assumption about presence should fail loudly, which `!` does.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
