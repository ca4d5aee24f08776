import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The floor page builds on its own: `vite build --config tests/bench/floor/vite.config.ts --outDir <dir>`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', emptyOutDir: true },
})
