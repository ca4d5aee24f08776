import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '<rootDir>/src/screens/pages/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/pages',
      include: ['<rootDir>/src/screens/pages'],
    },
  ],
})
