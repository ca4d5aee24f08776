import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001'

export default defineConfig({
  plugins: [
    // GOTCHA: the router plugin must come before react(); plugin-react 6 ignores a babel
    // option, so the Lingui macro runs through @rolldown/plugin-babel (see TOOLCHAIN.md).
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  server: {
    proxy: { '/web': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Route definitions (not their split components) are needed at start: one chunk, not one request each.
          groups: [{ name: 'routes', test: /\/src\/routes\/[^?]*$/ }],
        },
      },
    },
  },
})
