import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
  },
})
