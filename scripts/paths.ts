/**
 * npm run paths: every machine's paths from its graph (xstate/graph), written as a QA report to
 * reports/paths.json and reports/paths.html. Fails (exit 1) when a state or transition is not covered
 * and its `meta.unreachable` gives no reason.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathsReport } from './lib/paths'
import { pathsHtml } from './lib/paths-html'
import { MACHINE_PATHS } from './lib/paths-machines'

const dir = join(import.meta.dirname, '..', 'reports')
const report = pathsReport(MACHINE_PATHS)
mkdirSync(dir, { recursive: true })
writeFileSync(join(dir, 'paths.json'), JSON.stringify(report, null, 2))
writeFileSync(join(dir, 'paths.html'), pathsHtml(report))
for (const machine of report.machines) {
  const { states, transitions } = machine.coverage
  console.log(
    `${machine.name.padEnd(12)} states ${states.percent}%  transitions ${transitions.percent}%  paths ${machine.paths.length}`,
  )
  for (const id of machine.missing.states) console.error(`  state not covered: ${id}`)
  for (const key of machine.missing.transitions) console.error(`  transition not covered: ${key}`)
}
console.log(`Report: ${join(dir, 'paths.html')}`)
if (!report.ok) {
  console.error('Some states or transitions are not covered (mark them meta: { unreachable: "reason" } if that is deliberate).')
  process.exit(1)
}
