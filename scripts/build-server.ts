/**
 * `npm run build:server`: the reference ERP as one ES module, dist-server/main.mjs, that plain
 * `node` runs without a TypeScript loader (what `npm start` and `npm run bench:server` run).
 * Our code (server/, api/, the src/domain rules it shares with the front end) and the ES-module
 * packages it uses are bundled and tree-shaken: date-fns alone is hundreds of modules when
 * imported whole, and each module loaded costs memory. CommonJS and native packages stay in
 * node_modules (EXTERNAL). dist-server/ sits beside dist/ so server/main.ts finds the front-end
 * build and data/ as before.
 */
import { rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { build } from 'rolldown'

/** Native (better-sqlite3) or CommonJS packages: loaded from node_modules at run time. */
const EXTERNAL = ['better-sqlite3', 'pg', 'pdf-lib', '@pdf-lib/fontkit', 'bwip-js']

function isExternal(id: string): boolean {
  if (id.startsWith('node:') || builtinModules.includes(id)) return true
  return EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`))
}

rmSync('dist-server', { recursive: true, force: true })
await build({
  input: 'server/main.ts',
  platform: 'node',
  external: isExternal,
  logLevel: 'warn',
  output: {
    dir: 'dist-server',
    format: 'esm',
    entryFileNames: 'main.mjs',
    sourcemap: true,
  },
})
console.log('Built dist-server/main.mjs')
