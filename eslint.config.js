import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * ESLint over the whole project: JavaScript's and typescript-eslint's recommended rules, and the
 * rules of hooks for the React code. Type checking itself is `tsc --noEmit` (npm run typecheck).
 * Generated files (the route tree, the contract's types, builds, reports) are not linted.
 */
export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-server/**',
      'reports/**',
      'bench-results/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'src/routeTree.gen.ts',
      'api/schema.d.ts',
      'locales/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks themselves; the plugin's compiler-minded rules (refs read in render,
    // state set in effects) flag patterns this code uses on purpose, such as hydration.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read the ERP's JSON answers as they come: `any` there is the answer's own shape.
    // Migrations run against whatever schema the database has at their point in history, so they
    // take Kysely<any>, as Kysely's own guide does; so do the helpers that run them.
    files: ['tests/**/*.ts', 'scripts/**/*.ts', 'server/db/migrations/**/*.ts', 'server/db/migrate.ts', 'server/db/dialect.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // CommonJS configuration files (dependency-cruiser reads .cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A name that starts with an underscore is left out on purpose (a destructured rest, say).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The product refuses control characters in what people send: its rules name them on purpose.
      'no-control-regex': 'off',
    },
  },
)
