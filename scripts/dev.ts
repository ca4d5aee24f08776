/**
 * `npm run dev`: the reference ERP's API on API_PORT (3001) and Vite with hot reload on PORT
 * (3000), which proxies `/web` to the API (vite.config.ts).
 */
import { serve } from '@hono/node-server'
import { createServer } from 'vite'
import { createApp } from '../server/app'
import { boot } from '../server/boot'

const apiPort = Number(process.env.API_PORT ?? 3001)
const port = Number(process.env.PORT ?? 3000)
process.env.API_URL ??= `http://127.0.0.1:${apiPort}`

// Storage, migrations, seed and JWT secret as `npm start` has them (server/boot.ts).
const booted = await boot()
const api = serve({ fetch: createApp(booted.services).fetch, port: apiPort, hostname: '127.0.0.1' })
const vite = await createServer({ server: { port, host: process.env.HOST ?? 'localhost' } })
await vite.listen()
vite.printUrls()
console.log(`  ➜  API:     http://127.0.0.1:${apiPort}/web/health`)

async function close() {
  await vite.close()
  api.close(() => void booted.close().finally(() => process.exit(0)))
}
// A close that fails is told, and the process ends all the same.
function stop() {
  close().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
