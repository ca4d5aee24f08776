/**
 * A tiny static server for a built page (the bench's floor) on loopback: files from one folder,
 * gzip -9 when the client accepts it (as the ERP compresses the app), index.html for every other path.
 */
import { readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

function fileFor(root: string, urlPath: string): string {
  const path = join(root, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''))
  try {
    if (path.startsWith(root) && statSync(path).isFile()) return path
  } catch {
    /* not a file: the page */
  }
  return join(root, 'index.html')
}

export interface StaticServer {
  base: string
  close(): Promise<void>
}

export function serveFolder(root: string, port: number): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const file = fileFor(root, new URL(req.url ?? '/', 'http://x').pathname)
    const body = readFileSync(file)
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    })
    res.end(gzip ? gzipSync(body, { level: 9 }) : body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      }),
    )
  })
}
