/**
 * `npm run build`: the front end (vite build into dist/), then its landing pages rendered to HTML
 * (performance budget). A visitor's browser paints a landing page from the HTML at once, instead of after the
 * start-up script has loaded and run; the app then hydrates it (src/main.tsx, src/ui/hydration.ts).
 *
 * The pages are rendered by src/prerender.tsx, built for Node into dist-prerender/ (removed after), for every
 * locale and every landing path, as a guest sees them, and written to dist/_pages/{locale}/...html.
 * The server answers those paths with them (server/static.ts); every other path gets index.html.
 * Arguments go to the client build: `npm run build -- --logLevel warn`. WEB_OUT_DIR builds elsewhere
 * than dist/ (several builds side by side; the server serves it with ERP_STATIC_DIR).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOCALES, pathFor, ROUTES, type Locale, type RouteName } from '../src/domain/routes'
import { PRERENDERED_DIR, PRERENDERED_ROUTES, prerenderedFile } from '../server/prerendered'
import { runToEnd } from './lib/erp'
import { START_UP_STEPS } from './lib/start-up-steps'

const vite = 'node_modules/vite/bin/vite.js'
const args = process.argv.slice(2)
const outDir = process.env.WEB_OUT_DIR ?? 'dist'

await runToEnd(process.execPath, [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', ...args])

/** Vite's manifest: each chunk's file, its static imports and its stylesheets. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>
const manifestFile = join(outDir, '.vite', 'manifest.json')
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest

/** The stylesheets a page needs at its first paint: the start-up code's and its route component's. */
function stylesheetsOf(route: RouteName): string[] {
  const found = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const css of chunk.css ?? []) found.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  // The start-up's steps are dynamic imports of the entry, evaluated before the page is taken over.
  for (const step of START_UP_STEPS) visit(step)
  const path = route === 'home' ? '' : ROUTES[route]
  // A route is a file (`ingresar.tsx`) or a folder's index (`registration/index.tsx`).
  for (const file of [`${path}.tsx`, `${path}/index.tsx`]) visit(`src/routes/$locale${file}?tsr-split=component`)
  return [...found]
}

/**
 * The page's stylesheets inlined (the CSP allows inline styles, not scripts): the first paint
 * then waits for the HTML alone, not for one more request per stylesheet. Each is still named by
 * a disabled link, which the browser does not fetch: the app's chunk loader (Vite's preload)
 * finds it there and does not add the stylesheet a second time as its chunks load (one request
 * and one restyle of the whole page fewer).
 */
function inlineStyles(html: string, stylesheets: readonly string[]): string {
  let page = html
  for (const css of stylesheets) page = page.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${css}">`), '')
  const styles = stylesheets.map((css) => readFileSync(join(outDir, css), 'utf8')).join('\n')
  const named = stylesheets.map((css) => `<link rel="stylesheet" href="/${css}" disabled>`).join('\n    ')
  return page.replace('</head>', `<style>${styles}</style>\n    ${named}\n  </head>`)
}

// Inside the project, so that the Node build finds the packages it leaves in node_modules.
const ssrDir = `dist-prerender${process.env.WEB_OUT_DIR ? `-${process.pid}` : ''}`
try {
  await runToEnd(process.execPath, [
    vite,
    'build',
    '--ssr',
    'src/prerender.tsx',
    '--outDir',
    ssrDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ])
  // React's production server renderer: no development warnings in the pages.
  process.env.NODE_ENV = 'production'
  const { renderPage } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
    renderPage: (locale: Locale, path: string) => Promise<string>
  }
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
  if (!shell.includes('<div id="root"></div>')) throw new Error('build-web: dist/index.html has no empty <div id="root">')
  rmSync(join(outDir, PRERENDERED_DIR), { recursive: true, force: true })
  for (const locale of LOCALES) {
    for (const route of PRERENDERED_ROUTES) {
      const path = pathFor(route, locale)
      const markup = await renderPage(locale, path)
      if (!markup.includes('<main')) throw new Error(`build-web: ${path} rendered without its page`)
      const page = inlineStyles(shell, stylesheetsOf(route))
        .replace('<html lang="es">', `<html lang="${locale}">`)
        // inert until the app takes over (src/ui/hydration.ts): a press before then would be lost.
        .replace('<div id="root"></div>', `<div id="root" inert>${markup}</div>`)
      const file = join(outDir, prerenderedFile(path))
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, page)
    }
  }
  console.log(`Rendered ${LOCALES.length * PRERENDERED_ROUTES.length} landing pages into ${outDir}/${PRERENDERED_DIR}/`)
} finally {
  rmSync(ssrDir, { recursive: true, force: true })
  // The manifest served nothing but a list of our files.
  rmSync(join(outDir, '.vite'), { recursive: true, force: true })
}
