/** Printing measured figures against their budgets: never an exit code, always a word. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const kb = (bytes: number) => (bytes / 1024).toFixed(1)

export type Verdict = 'pass' | 'falls short'

export const verdict = (ok: boolean): Verdict => (ok ? 'pass' : 'falls short')

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The value at or below which `share` of the values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!
}

/** Text columns padded to their widest cell; columns listed in `right` are right-aligned. */
export function table(header: string[], rows: string[][], right: ReadonlySet<number> = new Set()): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

/** Writes figures as JSON under bench-results/ (git-ignored) and returns the path. */
export function writeResults(name: string, figures: object): string {
  mkdirSync('bench-results', { recursive: true })
  const path = join('bench-results', name)
  writeFileSync(path, `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`)
  return path
}
