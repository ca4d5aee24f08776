/**
 * `npm run journey-thumbnails`: takes the pictures of the journey overview (/{locale}/dev/journey)
 * again. The generated browser journeys run with JOURNEY_THUMBNAILS set; each screen a journey
 * rests on first, once checked, is kept small in src/screens/dev/thumbnails/ (one WebP by route
 * name, tests/e2e/journeys/thumbnails.ts). Then the browser tests of the screens no generated
 * journey rests on picture those (a screen pictured already keeps its picture). Commit them: a
 * fresh clone shows them as they are. Pass Playwright's own options after `--` (e.g. `-- --workers=1`).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'

const DIR = resolve('src/screens/dev/thumbnails')
const JOURNEYS = [
  'tests/e2e/journeys.spec.ts',
  'tests/e2e/journeys-calculator.spec.ts',
  'tests/e2e/journeys-signup.spec.ts',
  'tests/e2e/journeys-upload.spec.ts',
  'tests/e2e/journeys-offer.spec.ts',
  'tests/e2e/journeys-auth.spec.ts',
]
/** The screens no generated journey rests on: the registration's later steps, the agreement, the flow's pages. */
const SCREENS = [
  'tests/e2e/registration-employment.spec.ts',
  'tests/e2e/registration-reference.spec.ts',
  'tests/e2e/registration-uploads.spec.ts',
  'tests/e2e/registration-belvo.spec.ts',
  'tests/e2e/registration-disbursement.spec.ts',
  'tests/e2e/summary.spec.ts',
  'tests/e2e/flow.spec.ts',
  'tests/e2e/identity-check.spec.ts',
]

for (const file of readdirSync(DIR)) if (file.endsWith('.webp')) rmSync(resolve(DIR, file))
const pass = (specs: string[]) =>
  spawnSync('npx', ['playwright', 'test', ...specs, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, JOURNEY_THUMBNAILS: DIR },
  }).status
// The generated journeys first: their pictures are the ones kept; the screens' own tests only fill the rest.
const first = pass(JOURNEYS)
const status = first === 0 ? pass(SCREENS) : first
const kept = readdirSync(DIR).filter((file) => file.endsWith('.webp'))
console.log(`${kept.length} screens pictured in ${DIR}: ${kept.map((file) => file.replace(/\.webp$/, '')).join(', ')}`)
process.exit(status ?? 1)
