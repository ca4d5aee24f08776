import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'

/** Starts the reference ERP and, when built, the front end: `npm start`. */
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
const dist = resolve(import.meta.dirname, '../dist')
const built = existsSync(join(dist, 'index.html'))

if (!built) console.warn(`No front-end build in ${dist}: run \`npm run build\`. Serving the API only.`)

const server = serve({ fetch: createApp(built ? { staticDir: dist } : {}).fetch, port, hostname }, (info) => {
  console.log(`Listening on http://localhost:${info.port}`)
})

function close(): void {
  // A second signal means "now": do not wait for open connections.
  process.once('SIGINT', () => process.exit(1))
  server.close((error) => process.exit(error ? 1 : 0))
}

process.once('SIGINT', close)
process.once('SIGTERM', close)
