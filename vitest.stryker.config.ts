import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * The tests Stryker runs against each mutant (`npm run mutation`, stryker.config.mjs): the rules
 * and the machines' model tests, never the ERP's server tests (a database per file would make each
 * of thousands of mutant runs slow, and they do not exercise the machines). `npm run mutation` runs
 * one part at a time and names that part's own tests in MUTATION_TESTS (comma-separated globs).
 */
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean)

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    environment: 'node',
    include: only ?? ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.ts'],
    // Each run imports the mutated module afresh: a mutant active while a machine is defined (its
    // states, targets and guards are read once, at import) must not leak into the next run.
    isolate: true,
  },
})
