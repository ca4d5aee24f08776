/**
 * npm run faults: do the tests catch a wrong behaviour? Each fault of scripts/lib/seeded-faults.ts
 * is applied to a copy of the project (its files as they are in the work tree, node_modules linked),
 * the vitest files it names are run there, and the fault is reported caught when one of them
 * fails. The copy is made in the system's temporary folder and removed at the end: the work tree is
 * never edited. First the same files run without any fault, and must pass. Exits 1 when a fault is
 * missed, or stale (its text is no longer in its file). Not part of npm test: one vitest run per fault.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { SEEDED_FAULTS, type SeededFault } from './lib/seeded-faults'

const root = join(import.meta.dirname, '..')
const only = process.argv.slice(2)
const faults = only.length === 0 ? SEEDED_FAULTS : SEEDED_FAULTS.filter((fault) => only.includes(fault.id))

interface Run {
  ok: boolean
  failed: string[]
  /** The files with a failing test, by their path in the project. */
  files: string[]
  seconds: number
}

/** The project's files as they are in the work tree: tracked and new ones, not the ignored. */
function copyProject(): string {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  const copy = mkdtempSync(join(tmpdir(), 'faults-'))
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    // node_modules is linked below (a link to it is not ignored as the folder is).
    if (file === 'node_modules' || !existsSync(join(root, file))) continue
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(root, file), join(copy, file))
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  return copy
}

function vitest(copy: string, files: string[]): Run {
  const started = performance.now()
  const out = join(copy, 'faults-vitest.json')
  rmSync(out, { force: true })
  const run = spawnSync(
    process.execPath,
    [join(copy, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'app', '--reporter=json', `--outputFile=${out}`, ...files],
    { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
  )
  const seconds = Math.round((performance.now() - started) / 1000)
  let failed: string[]
  let failedFiles: string[] = []
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[]
    }
    failedFiles = report.testResults.filter((file) => file.status === 'failed').map((file) => relative(copy, file.name))
    failed = report.testResults.flatMap((file) => {
      const tests = file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName)
      // A file that fails before its tests run (an import throws) names itself.
      return tests.length === 0 && file.message ? [`${file.name.replace(copy, '')}: ${file.message.split('\n')[0]}`] : tests
    })
  } else failed = [run.stderr.split('\n').slice(-5).join(' ')]
  return { ok: run.status === 0, failed, files: failedFiles, seconds }
}

function apply(copy: string, fault: SeededFault): string | null {
  const path = join(copy, fault.file)
  const text = readFileSync(path, 'utf8')
  if (text.split(fault.find).length !== 2) return null
  writeFileSync(path, text.replace(fault.find, fault.replace))
  return text
}

const copy = copyProject()
let bad = false
try {
  const files = [...new Set(faults.flatMap((fault) => fault.tests))]
  const baseline = vitest(copy, files)
  console.log(`without a fault: ${baseline.ok ? 'pass' : 'FAIL'} (${baseline.seconds} s, ${files.length} files)`)
  if (!baseline.ok) {
    for (const name of baseline.failed) console.error(`  ${name}`)
    throw new Error('The tests fail without any fault: fix them first.')
  }
  for (const fault of faults) {
    const original = apply(copy, fault)
    if (original === null) {
      bad = true
      console.log(`fault ${fault.id.padEnd(3)} STALE   ${fault.what} (its text is not once in ${fault.file})`)
      continue
    }
    const run = vitest(copy, fault.tests)
    writeFileSync(join(copy, fault.file), original)
    if (run.ok) bad = true
    console.log(`fault ${fault.id.padEnd(3)} ${run.ok ? 'MISSED' : 'caught'}  ${fault.what} (${run.seconds} s)`)
    if (!run.ok) console.log(`    by: ${run.files.join(', ')}`)
    for (const name of run.failed.slice(0, 3)) console.log(`    failed: ${name}`)
    if (run.failed.length > 3) console.log(`    … and ${run.failed.length - 3} more`)
  }
} finally {
  rmSync(copy, { recursive: true, force: true })
}
if (bad) process.exitCode = 1
