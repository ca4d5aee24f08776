/**
 * Prints the JavaScript each route loads before it is interactive, as a browser sees it:
 * builds the app when needed, starts the server on loopback, opens each route in Chromium and
 * adds up the script responses (raw and gzip). The budget is printed, never asserted by a test.
 * `npm run bench` prints the same figures beside the others.
 */
import { existsSync } from 'node:fs'
import { startErp, runToEnd } from './lib/erp'
import { kb, table, verdict } from './lib/report'
import { launchChromium, measureRoutes } from './lib/route-js'

const HOME_BUDGET_KB = 150
const port = Number(process.env.SIZE_PORT ?? 3199)

if (!existsSync('dist/index.html') || process.argv.includes('--build')) {
  await runToEnd(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'])
}
const erp = await startErp({ port, entry: 'source' })
try {
  const browser = await launchChromium()
  const rows = await measureRoutes(browser, erp.base, 'dist')
  await browser.close()
  console.log('\nJavaScript loaded before the page is interactive')
  const cells = rows.map((r) => [`${r.name} (${r.path})`, String(r.files.length), kb(r.raw), kb(r.gzip)])
  console.log(table(['route', 'files', 'raw KB', 'gzip KB'], cells, new Set([1, 2, 3])))
  if (process.argv.includes('--files')) {
    for (const r of rows) for (const f of r.files) console.log(`  ${r.name}: ${f.file} ${kb(f.gzip)} KB gzip`)
  }
  const home = rows[0]!
  console.log(
    `\nhome initial JavaScript: ${kb(home.gzip)} KB gzip, budget ${HOME_BUDGET_KB} KB: ${verdict(home.gzip / 1024 <= HOME_BUDGET_KB)}`,
  )
} finally {
  await erp.stop()
}
