/**
 * npm run paths: every machine's paths from its graph (@xstate/graph), written as a QA report to
 * reports/paths.json and reports/paths.html. Fails (exit 1) when a state or transition is not covered
 * and its `meta.unreachable` gives no reason. Transitions count eventless (always) and delayed
 * (after) ones and each branch of a guarded choice; the counts of those are printed apart.
 * It also writes the QA catalogue in Spanish (reports/catalogue/index.html and catalogo.csv).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogue, resultsIn } from './lib/catalogue'
import { catalogueCsv, catalogueHtml } from './lib/catalogue-html'
import { pathsReport, type Coverage } from './lib/paths'
import { pathsHtml } from './lib/paths-html'
import { MACHINE_PATHS } from './lib/paths-machines'

const dir = join(import.meta.dirname, '..', 'reports')
const report = pathsReport(MACHINE_PATHS)
mkdirSync(dir, { recursive: true })
writeFileSync(join(dir, 'paths.json'), JSON.stringify(report, null, 2))
writeFileSync(join(dir, 'paths.html'), pathsHtml(report))
const count = ({ covered, unreachable, total }: Coverage) => `${covered}${unreachable ? `+${unreachable}` : ''}/${total}`
console.log(
  `${'machine'.padEnd(12)} ${'states'.padEnd(8)} ${'transitions'.padEnd(12)} ${'eventless'.padEnd(10)} ${'delayed'.padEnd(8)} ${'guarded'.padEnd(8)} paths`,
)
for (const machine of report.machines) {
  const { states, transitions, eventless, delayed, guarded } = machine.coverage
  console.log(
    `${machine.name.padEnd(12)} ${count(states).padEnd(8)} ${count(transitions).padEnd(12)} ${count(eventless).padEnd(10)} ${count(delayed).padEnd(8)} ${count(guarded).padEnd(8)} ${machine.paths.length}`,
  )
  for (const id of machine.missing.states) console.error(`  state not covered: ${id}`)
  for (const key of machine.missing.transitions) console.error(`  transition not covered: ${key}`)
}
console.log('covered/total; +n: not covered, with the reason meta.unreachable gives')
console.log(`Report: ${join(dir, 'paths.html')}`)

// The QA catalogue: the generated browser journeys as scenarios a person runs, with their last results.
const scenarios = catalogue(resultsIn(join(dir, 'journeys')))
const catalogueDir = join(dir, 'catalogue')
mkdirSync(catalogueDir, { recursive: true })
writeFileSync(join(catalogueDir, 'index.html'), catalogueHtml(scenarios, '../journeys', new Date()))
writeFileSync(join(catalogueDir, 'catalogo.csv'), catalogueCsv(scenarios, 'reports/journeys'))
const ran = scenarios.filter((scenario) => scenario.result).length
console.log(
  `QA catalogue: ${scenarios.length} scenarios (${ran} with a last result): ${join(catalogueDir, 'index.html')}, catalogo.csv`,
)
if (!report.ok) {
  console.error('Some states or transitions are not covered (mark them meta: { unreachable: "reason" } if that is deliberate).')
  process.exit(1)
}
