/**
 * `npm run journey-thumbnails`: takes the pictures of the journey overview (/{locale}/dev/journey)
 * again. The generated browser journeys run with JOURNEY_THUMBNAILS set; each screen a journey
 * rests on first, once checked, is kept small in src/screens/dev/thumbnails/ (one WebP by route
 * name, tests/e2e/journeys/thumbnails.ts). Commit them: a fresh clone shows them as they are.
 * Pass Playwright's own options after `--` (e.g. `-- --workers=1`).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'

const DIR = resolve('src/screens/dev/thumbnails')
const SPECS = [
  'tests/e2e/journeys.spec.ts',
  'tests/e2e/journeys-calculator.spec.ts',
  'tests/e2e/journeys-signup.spec.ts',
  'tests/e2e/journeys-upload.spec.ts',
  'tests/e2e/journeys-offer.spec.ts',
  'tests/e2e/journeys-auth.spec.ts',
]

for (const file of readdirSync(DIR)) if (file.endsWith('.webp')) rmSync(resolve(DIR, file))
const run = spawnSync('npx', ['playwright', 'test', ...SPECS, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, JOURNEY_THUMBNAILS: DIR },
})
const kept = readdirSync(DIR).filter((file) => file.endsWith('.webp'))
console.log(`${kept.length} screens pictured in ${DIR}: ${kept.map((file) => file.replace(/\.webp$/, '')).join(', ')}`)
process.exit(run.status ?? 1)
