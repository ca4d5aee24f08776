import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

const INDEX = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>'
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4096))}\n`

// A stand-in for Vite's dist/: an index page, one hashed asset and one plain file.
const staticDir = await mkdtemp(join(tmpdir(), 'dist-'))
await mkdir(join(staticDir, 'assets'))
await writeFile(join(staticDir, 'index.html'), INDEX)
await writeFile(join(staticDir, 'assets', 'index-Bx3k9a.js'), SCRIPT)
await writeFile(join(staticDir, 'robots.txt'), 'User-agent: *\n')
// Landing pages rendered at build time (scripts/build-web.ts), as _pages/{path}/index.html.
const FAQ = '<!doctype html><html lang="es"><body><div id="root" inert><h1>Preguntas frecuentes</h1></div></body></html>'
await mkdir(join(staticDir, '_pages', 'es', 'preguntas-frecuentes'), { recursive: true })
await writeFile(join(staticDir, '_pages', 'es', 'preguntas-frecuentes', 'index.html'), FAQ)
await writeFile(join(staticDir, '_pages', 'es', 'registration.html'), 'not a landing page')
const { app } = await testServer({ staticDir })

afterAll(async () => {
  await rm(staticDir, { recursive: true, force: true })
})

describe('the front end', () => {
  it('redirects / to the Spanish home, keeping the query', async () => {
    const response = await app.request('/?utm_source=mail')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/es/?utm_source=mail')
  })

  it.each(['/es/preguntas-frecuentes', '/es/preguntas-frecuentes/', '/es/preguntas-frecuentes?utm_source=mail'])(
    'answers the landing page %s with its page rendered at build time',
    async (path) => {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
      expect(await response.text()).toBe(FAQ)
    },
  )

  it.each(['/es/', '/es/no-existe', '/es/registration'])('answers %s with index.html for the client router', async (path) => {
    const response = await app.request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(await response.text()).toBe(INDEX)
  })

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.request('/assets/index-Bx3k9a.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/javascript/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(SCRIPT)
  })

  it('compresses text assets for clients that accept gzip', async () => {
    const response = await app.request('/assets/index-Bx3k9a.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    const plain = await new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).text()
    expect(plain).toBe(SCRIPT)
  })

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await app.request('/assets/index-gone.js')
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/json/)
  })

  it('serves other files so they revalidate', async () => {
    const response = await app.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
  })

  it('answers a missing file with 404', async () => {
    expect((await app.request('/favicon.ico')).status).toBe(404)
  })

  it('keeps answering unknown API paths in the error envelope', async () => {
    const response = await app.request('/web/unknown')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ data: { error: { code: 'not_found' } } })
  })
})
