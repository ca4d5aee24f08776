import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Env, Hono, MiddlewareHandler } from 'hono'
import { notFound } from './errors'
import { prerenderedFor } from './prerendered'

/** Every route carries a locale prefix; Spanish is the product's language. */
const HOME = '/es/'

/** Vite hashes asset names, so a file under /assets never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Everything else may change on the next deploy: revalidate every time. */
const REVALIDATE = 'no-cache'

/** A path whose last segment has an extension asks for a file, not a page. */
const FILE_PATH = /\.[^/]+$/

/** A source map: the build keeps them (vite.config.ts), nobody gets them. */
const SOURCE_MAP = /\.map$/i

/** Sets the cache policy of files found; a 404 must never be cached for a year. */
function cacheFound(policy: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.ok) c.res.headers.set('Cache-Control', policy)
  }
}

/**
 * Serves the built front end (Vite's dist/): assets, other files, and index.html for every page
 * path so the client router renders it, including its own 404 page.
 */
export function serveFrontEnd<E extends Env>(app: Hono<E>, staticDir: string): void {
  const indexHtml = join(staticDir, 'index.html')

  // Source maps carry the original sources: 404, even for one the build left beside its script.
  app.use('*', async (c: Context, next) => (SOURCE_MAP.test(c.req.path) ? notFound(c) : next()))

  // Keep the query: campaign links land on / with their utm_* parameters.
  app.get('/', (c) => c.redirect(`${HOME}${new URL(c.req.url).search}`, 302))

  app.use('/assets/*', cacheFound(IMMUTABLE), serveStatic({ root: staticDir }))
  // A missing chunk must fail, not turn into HTML: the app reloads once on a failed chunk.
  app.get('/assets/*', notFound)

  app.use('*', cacheFound(REVALIDATE), serveStatic({ root: staticDir }))

  app.get('*', async (c) => {
    if (FILE_PATH.test(c.req.path)) return notFound(c)
    c.header('Cache-Control', REVALIDATE)
    return c.html((await readPrerendered(staticDir, c.req.path)) ?? (await readFile(indexHtml, 'utf8')))
  })
}

/**
 * A landing page rendered at build time (scripts/build-web.ts), or undefined when the path has
 * none or the build was made without them (`vite build` alone): then index.html serves it.
 */
async function readPrerendered(staticDir: string, path: string): Promise<string | undefined> {
  const file = prerenderedFor(path)
  if (!file) return undefined
  try {
    return await readFile(join(staticDir, file), 'utf8')
  } catch {
    return undefined
  }
}
