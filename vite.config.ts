import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { defineConfig, type Plugin, type TransformResult } from 'vite'
import { START_UP_META, START_UP_STEPS } from './scripts/lib/start-up-steps'
import { MACHINE_FILE, stripMachineMeta } from './scripts/lib/strip-machine-meta'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001'

/**
 * The start-up runs in steps (src/main.tsx), each a dynamic import evaluated in a task of its own.
 * Their chunks download together once the page has painted: the HTML names them in a meta element,
 * and the entry preloads them all (fetched, not yet run) before it imports the first step.
 */
function nameStartUpChunks(): Plugin {
  return {
    name: 'name-start-up-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((chunk) => chunk.type === 'chunk')
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const withImports = (file: string, into: Set<string>) => {
          if (into.has(file)) return
          into.add(file)
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into)
        }
        // The entry and its static imports are the HTML's own scripts.
        const linked = new Set<string>()
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(entry.fileName, linked)
        const wanted = new Set<string>()
        for (const step of START_UP_STEPS) {
          const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === resolve(step))
          if (!chunk) throw new Error(`name-start-up-chunks: no chunk for ${step}`)
          withImports(chunk.fileName, wanted)
        }
        const files = [...wanted].filter((file) => !linked.has(file)).map((file) => `/${file}`)
        return [{ tag: 'meta', attrs: { name: START_UP_META, content: files.join(' ') }, injectTo: 'head' as const }]
      },
    },
  }
}

/**
 * The page's scripts at low fetch priority: a landing page paints from its HTML (its stylesheets
 * inline, scripts/build-web.ts), and module scripts never block that paint, so the first paint
 * never waits behind them. (Lighthouse's simulation otherwise counts a high-priority script that
 * happened to arrive before the paint as one the paint waited for: module scripts carry no
 * evaluation it can trace back to them.)
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module" crossorigin ', '<script type="module" crossorigin fetchpriority="low" ')
          .replaceAll('<link rel="modulepreload" crossorigin ', '<link rel="modulepreload" crossorigin fetchpriority="low" '),
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
  // The machines' definitions as JSON for Stately's tools (src/app/dev-flows-configs.ts), read
  // the same way; a module of its own, loaded only when the simulator exports one.
  const configs = 'virtual:flow-configs'
  return {
    name: 'flow-graphs',
    resolveId: (source) => (source === virtual || source === configs ? `\0${source}` : null),
    async load(id) {
      if (id !== `\0${virtual}` && id !== `\0${configs}`) return null
      for (const file of readdirSync(resolve('machines'))) this.addWatchFile(resolve('machines', file))
      const { tsImport } = await import('tsx/esm/api')
      if (id === `\0${configs}`) {
        const entry = pathToFileURL(resolve('src/app/dev-flows-configs.ts')).href
        const { statelyConfigs } = (await tsImport(
          `${entry}?at=${Date.now()}`,
          import.meta.url,
        )) as typeof import('./src/app/dev-flows-configs')
        return `export default ${JSON.stringify(statelyConfigs())}`
      }
      const entry = pathToFileURL(resolve('src/app/dev-flows-graphs.ts')).href
      const { drawnGraphs } = (await tsImport(
        `${entry}?at=${Date.now()}`,
        import.meta.url,
      )) as typeof import('./src/app/dev-flows-graphs')
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

/** TanStack Router's route classes (each route definition is one) and how they import its Link. */
const ROUTE_CLASSES = /\/@tanstack\/react-router\/dist\/esm\/route\.js$/
const LINK_IMPORT = 'import { Link } from "./link.js";'

/**
 * The router's Link component out of the start-up code: every route object carries a `Route.Link`
 * shortcut, so each page's start-up code held the Link component and its preloading logic (about
 * 2 KB gzip), though this app renders its own anchor (src/ui/Link.tsx) and never calls the
 * shortcut. The route classes get it lazily instead: a `Route.Link` rendered some day still works,
 * once its chunk has loaded (it suspends until then), and `import { Link }` from the router is
 * untouched. Should a router release import it otherwise, the build says so and changes nothing.
 */
function lazyRouteLink(): Plugin {
  return {
    name: 'lazy-route-link',
    apply: 'build',
    transform(code, id) {
      if (!ROUTE_CLASSES.test(id)) return null
      if (!code.includes(LINK_IMPORT)) {
        this.warn(`lazy-route-link: ${id} no longer imports Link as expected; Route.Link stays in the start-up code`)
        return null
      }
      const lazyLink =
        'import { lazy as lazyLink } from "react";\n' +
        'const Link = lazyLink(() => import("./link.js").then((module) => ({ default: module.Link })));'
      return { code: code.replace(LINK_IMPORT, lazyLink), map: null }
    },
  }
}

/**
 * Routes whose component stays in the start-up code instead of a chunk of its own: the locale
 * layout renders on every page, and the home page is where people land; a chunk each would cost
 * them a round trip before the first paint for about 1 KB gzip.
 */
const UNSPLIT_ROUTES = new Set(['/$locale', '/$locale/'])

/** The small modules of the `kit` chunk (see its group below). */
const KIT =
  /\/src\/(app\/cookies|domain\/(affiliate|calculator-cookie|calculator|pay-dates|dates|money)|ui\/(Banner|InputField|FieldNotes)|screens\/forms\/pay-cycle)\.tsx?$/

export default defineConfig({
  plugins: [
    // GOTCHA: the router plugin must come before react(); plugin-react 6 ignores a babel
    // option, so the Lingui macro runs through @rolldown/plugin-babel.
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
    nameStartUpChunks(),
    lowPriorityScripts(),
    flowGraphs(),
    lazyRouteLink(),
    stripMachinesMeta(),
  ],
  resolve: {
    // @xstate/react imports the React 17 shims of useSyncExternalStore; React 19 has the hook
    // itself (about 1 KB gzip less on every page).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve('src/app/sync-external-store.ts') },
    ],
  },
  // The flow visualiser's simulator runs the machines in a module worker (src/app/dev-flows-simulator.ts).
  worker: { format: 'es' },
  server: {
    proxy: { '/web': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // Maps are written for whoever reads a production stack trace, but the scripts do not name
    // them (no sourceMappingURL comment) and the ERP never serves a .map (server/static.ts): they
    // carry the original sources.
    sourcemap: 'hidden',
    // Every browser the site supports preloads modules itself (Chromium 66, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The start-up's steps (src/main.tsx) each evaluate a chunk of their own: what the entry
          // needs at once, the long-lived machines, the actor system, then the route definitions
          // (not their split components, one chunk rather than one request each) with the router.
          // A group takes its modules' dependencies too, unless a group before it has them.
          groups: [
            // The pricing rules and the price facts they read stay out of the start-up: no page
            // computes a price before its first paint; the chunks that price something load them.
            {
              name: 'pricing',
              test: /\/src\/domain\/(pricing\/(cat|cents|charges|disclosure|rates)|facts\/prices)\.ts$/,
              priority: 5,
            },
            { name: 'boot', test: /\/src\/app\/(i18n|navigation|navigator)\.ts$/, priority: 4 },
            { name: 'machines', test: /\/machines\/root\.machine\.ts$/, priority: 3 },
            { name: 'system', test: /\/src\/app\/system\.ts$/, priority: 2 },
            { name: 'routes', test: /\/src\/routes\/[^?]*$/, priority: 1 },
            // The small modules every landing loads after the start-up (the affiliate capture,
            // dates) or with the home calculator, in one chunk rather than six.
            { name: 'kit', test: KIT, priority: 0 },
          ],
        },
      },
    },
  },
})
