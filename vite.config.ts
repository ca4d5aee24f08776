import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { defineConfig, type Plugin, type TransformResult } from 'vite'
import { MACHINE_FILE, stripMachineMeta } from './scripts/lib/strip-machine-meta'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001'

/**
 * Spanish, the default locale and the landing pages' language, has its message catalog preloaded by
 * the HTML: main.tsx awaits the catalog before the first render, and as a lazy chunk it would only
 * be asked for once the entry has run. The page's CSP forbids an inline script that could pick the
 * path's locale, so English pages download these few KB unused; they load their own as before.
 */
function preloadDefaultCatalog(): Plugin {
  return {
    name: 'preload-default-catalog',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const catalog = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && /\/locales\/es\/messages\.po$/.test(chunk.facadeModuleId ?? ''),
        )
        if (!catalog) throw new Error('preload-default-catalog: no chunk for locales/es/messages.po')
        const attrs = { rel: 'modulepreload', crossorigin: true, href: `/${catalog.fileName}` }
        return [{ tag: 'link', attrs, injectTo: 'head' }]
      },
    },
  }
}

/**
 * `virtual:flow-graphs`: every machine's graph for the flow visualiser (src/app/dev-flows-graphs.ts),
 * read from the machines' definitions at build time. Imported as code, the machines would be shared
 * between the visualiser's chunk and the borrowers' pages, and split out of theirs into chunks of
 * their own (seen: +2.6 KB gzip on the home page).
 */
function flowGraphs(): Plugin {
  const virtual = 'virtual:flow-graphs'
  return {
    name: 'flow-graphs',
    resolveId: (source) => (source === virtual ? `\0${virtual}` : null),
    async load(id) {
      if (id !== `\0${virtual}`) return null
      for (const file of readdirSync(resolve('machines'))) this.addWatchFile(resolve('machines', file))
      const { tsImport } = await import('tsx/esm/api')
      const entry = pathToFileURL(resolve('src/app/dev-flows-graphs.ts')).href
      const { drawnGraphs } = (await tsImport(`${entry}?at=${Date.now()}`, import.meta.url)) as typeof import('./src/app/dev-flows-graphs')
      return `export default ${JSON.stringify(drawnGraphs())}`
    },
  }
}

/**
 * The built app's machines without their `meta` (descriptions, screens, reasons for the visualiser
 * and the QA report, which read them from the source): the running app never reads it, and the
 * auth and calculator machines are in every visitor's first download.
 */
function stripMachinesMeta(): Plugin {
  return {
    name: 'strip-machines-meta',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return MACHINE_FILE.test(id) ? (stripMachineMeta(code, id) as Promise<TransformResult | null>) : null
    },
  }
}

/**
 * Routes whose component stays in the start-up code instead of a chunk of its own: the locale
 * layout renders on every page, and the home page is where people land; a chunk each would cost
 * them a round trip before the first paint for about 1 KB gzip.
 */
const UNSPLIT_ROUTES = new Set(['/$locale', '/$locale/'])

export default defineConfig({
  plugins: [
    // GOTCHA: the router plugin must come before react(); plugin-react 6 ignores a babel
    // option, so the Lingui macro runs through @rolldown/plugin-babel (see TOOLCHAIN.md).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (UNSPLIT_ROUTES.has(routeId) ? [] : undefined) },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    preloadDefaultCatalog(),
    flowGraphs(),
    stripMachinesMeta(),
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
