import { defineConfig } from '@lingui/cli'

/** Screens whose texts live in the `screens` catalog; see src/app/i18n.ts for when it loads. */
const SCREEN_DIRS = [
  '<rootDir>/src/screens/registration',
  '<rootDir>/src/screens/auth',
  '<rootDir>/src/screens/application',
  '<rootDir>/src/screens/flow',
  '<rootDir>/src/screens/profile',
  '<rootDir>/src/screens/verify',
  '<rootDir>/src/screens/forms/problems.ts',
  '<rootDir>/src/screens/forms/JourneyRefusal.tsx',
  // The carátula shows on the signing summary and the short privacy notice on the sign-up form,
  // nowhere a landing page is.
  '<rootDir>/src/screens/legal/Caratula.tsx',
  '<rootDir>/src/screens/legal/UneHours.tsx',
  '<rootDir>/src/screens/legal/ShortPrivacyNotice.tsx',
  // The session-recording question loads its catalog itself, after the page is interactive (src/app/recording-consent.tsx).
  '<rootDir>/src/screens/legal/RecordingConsent.tsx',
  '<rootDir>/src/screens/screen-titles.ts',
  // Sandbox mode's bar lists every route by its title; it loads the catalog itself (src/app/sandbox.tsx).
  '<rootDir>/src/screens/sandbox',
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // What every page may show at once: the frame, the home page and its calculator, errors.
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/screens/pages/**',
        ...SCREEN_DIRS.map((dir) => (/\.tsx?$/.test(dir) ? dir : `${dir}/**`)),
        '<rootDir>/src/screens/dev/**',
        '<rootDir>/src/screens/popups.tsx',
      ],
    },
    // The screens behind the landing pages (sign-up, login, application, client area): loaded with
    // them (src/app/i18n.ts), so that the home page does not download their texts (its JavaScript budget).
    {
      path: '<rootDir>/locales/{locale}/screens',
      include: SCREEN_DIRS,
    },
    // The popups' content (what the CAT is, what the offer's figures mean): loaded with the first
    // popup opened (src/app/popups.tsx), not with every page.
    {
      path: '<rootDir>/locales/{locale}/popups',
      include: ['<rootDir>/src/screens/popups.tsx'],
    },
    // The team's tools (the flow visualiser, /{locale}/dev/...): no borrower's page loads them.
    {
      path: '<rootDir>/locales/{locale}/dev',
      include: ['<rootDir>/src/screens/dev'],
    },
    {
      path: '<rootDir>/locales/{locale}/pages',
      include: ['<rootDir>/src/screens/pages'],
    },
  ],
})
