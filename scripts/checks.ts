/**
 * The static checks of `npm test`, two at a time on the machine's cores: the type check, the lint
 * (type-aware, so it builds the program again), the format, the layers and unused code. Each
 * one's output is printed whole when it ends, so two never interleave; every check runs even when
 * one fails, and the command fails if any did, naming them.
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

const CHECKS = ['typecheck', 'lint', 'format:check', 'layers', 'knip'] as const

interface Outcome {
  name: string
  ok: boolean
  seconds: number
}

function run(name: string): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    const done = (ok: boolean) => {
      const seconds = Math.round((performance.now() - started) / 100) / 10
      const text = Buffer.concat(output).toString('utf8').trimEnd()
      process.stdout.write(`\n── ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s\n${text ? `${text}\n` : ''}`)
      resolve({ name, ok, seconds })
    }
    child.on('error', () => done(false))
    child.on('exit', (code) => done(code === 0))
  })
}

const queue: string[] = [...CHECKS]
const outcomes: Outcome[] = []
const worker = async () => {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) outcomes.push(await run(name))
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker))

const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name)
if (failed.length > 0) {
  process.stdout.write(`\nstatic checks failed: ${failed.join(', ')}\n`)
  process.exitCode = 1
} else {
  process.stdout.write(`\nstatic checks passed: ${outcomes.map((o) => `${o.name} ${o.seconds} s`).join(', ')}\n`)
}
