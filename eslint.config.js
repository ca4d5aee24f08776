import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * ESLint over the whole project: JavaScript's recommended rules, typescript-eslint's recommended
 * rules with type information (the TypeScript program of tsconfig.json, through the project
 * service), and the rules of hooks for the React code. Type checking itself is `tsc --noEmit`
 * (npm run typecheck). Generated files (the route tree, the contract's types, builds, reports) are
 * not linted.
 */
/** No code but the navigator moves the router (see the block that uses it first). */
const ONLY_THE_NAVIGATOR_NAVIGATES = {
  selector: "CallExpression[callee.property.name='navigate']",
  message: 'Pages move through src/app/navigator.ts, the one code that navigates.',
}

/** Machines get their effects in src/app only (see the block that uses it first). */
const EFFECTS_PROVIDED_IN_APP = {
  selector: "CallExpression[callee.property.name='provide']",
  message: 'Machines get their effects in src/app (machine.provide), the one boundary for them.',
}

/** Only src/api calls the ERP (see the block that says why). */
const ERP_CALLS_IN_SRC_API = {
  selector: 'CallExpression[callee.property.name=/^(GET|POST|PUT|PATCH|DELETE)$/]',
  message:
    'ERP calls live in src/api: add a named function to its module (xxxCalls(api)) and call that, so one layer knows the paths, parameters and how an answer is read.',
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-server/**',
      'reports/**',
      '.stryker-tmp/**',
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
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits loses its failure: each is awaited, returned, handled, or marked
      // `void` where nothing waits for it on purpose (a navigation started from a click).
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // What is used only as a type is imported as a type, so no bundle keeps the import for it
      // (tsc's verbatimModuleSyntax asks the same of types, this also of values used as types).
      // A declaration that imports values and types marks each type where it stands, as the code
      // does; a module loaded lazily is named `typeof import(...)` beside its import().
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // An import whose every name is marked `type` still loads its module under verbatimModuleSyntax:
      // it is written `import type` instead.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Only Errors are thrown, but for what is thrown by design: a refused ERP call rejects with
      // its Problem (or an upload with its UploadFailure), data the machines read in their error
      // transitions; the router's redirect() and notFound() are thrown to steer a route's loading.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'file', name: 'Problem', path: 'src/domain/problem.ts' },
            { from: 'file', name: 'UploadFailure', path: 'machines/tracking.machine.ts' },
            { from: 'package', name: ['Redirect', 'NotFoundError'], package: '@tanstack/router-core' },
          ],
        },
      ],
      // An async function without await is how this code hands a promise-taking API (xstate's
      // fromPromise, Hono's handlers, Kysely's migration provider, Playwright's routes) a function
      // whose throw becomes a rejection; a forgotten await is no-floating-promises' to find.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The JavaScript files (this one) are outside the TypeScript program.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
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
  // The restricted syntax of src, by part: a later block's no-restricted-syntax replaces an
  // earlier's, so each block below lists every rule its files keep.
  //
  //   part of src                            navigator   provide in src/app   ERP calls in src/api
  //   src/app (but navigator.ts)             yes         —                    yes
  //   src/app/navigator.ts, src/ui/Link.tsx  —           —                    yes
  //   src/api                                yes         yes                  —
  //   the rest (screens, routes, ui, …)      yes         yes                  yes
  {
    // One navigator moves the router (src/app/navigator.ts): no other code of the app navigates by
    // itself, so where a person goes next is decided in one place. The design system's Link is the
    // exception: a person's own click on an anchor, moved without a reload.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/navigator.ts', 'src/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-router',
              importNames: ['useNavigate', 'Navigate', 'useRouter'],
              message: 'Pages move through src/app/navigator.ts, the one code that navigates.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ONLY_THE_NAVIGATOR_NAVIGATES, ERP_CALLS_IN_SRC_API],
    },
  },
  {
    // A machine gets its effects at one boundary, the wiring (src/app): screens, routes and the
    // design system never give a machine its ERP calls.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/ui/Link.tsx'],
    rules: { 'no-restricted-syntax': ['error', EFFECTS_PROVIDED_IN_APP, ONLY_THE_NAVIGATOR_NAVIGATES, ERP_CALLS_IN_SRC_API] },
  },
  {
    // The ERP is called in one layer, src/api: each module names its calls (`xxxCalls(api)` over the
    // typed client), and the wiring, the routes and the rest call those, never the client's
    // GET/POST/PUT/PATCH/DELETE. So a path, its parameters and headers, and how its answer is read
    // (settle, unwrap) are written once, and a change of the contract touches one layer. The
    // navigator and Link, free of the navigation rule above, are held to this one.
    files: ['src/app/navigator.ts', 'src/ui/Link.tsx'],
    rules: { 'no-restricted-syntax': ['error', ERP_CALLS_IN_SRC_API] },
  },
  {
    // src/api itself: the one place that calls the client.
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', EFFECTS_PROVIDED_IN_APP, ONLY_THE_NAVIGATOR_NAVIGATES] },
  },
  {
    // CommonJS configuration files (dependency-cruiser reads .cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // Tests and scripts read the ERP's JSON answers as they come, and xstate's own `any` (an actor
    // from system.get, a snapshot's value, a graph's transitions): the rules that follow an `any`
    // would flag each read of them (about 850 findings, none a fault).
    files: ['tests/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The api doubles of the tests fail as the app's api does, with a Problem's plain shape: a
    // refusal is data the machines read, not an Error.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off', '@typescript-eslint/prefer-promise-reject-errors': 'off' },
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
