/**
 * Lighthouse 12 with its defaults (mobile form factor, simulated throttling) in Debian's Chromium,
 * launched by chrome-launcher. Every page it opens is on loopback: nothing leaves the machine.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median } from './report'
import { chromiumPath } from './route-js'

export interface LighthouseFigures {
  /** Category scores, 0 to 100. */
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Accessibility audits that failed, by id. */
  accessibilityFailures: string[]
  /** Lighthouse's measure of the machine's speed at the time (higher is faster). */
  benchmarkIndex: number
}

export function launchChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
}

export async function audit(chrome: LaunchedChrome, url: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  if (!result) throw new Error(`Lighthouse gave nothing for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
  const numeric = (id: string) => {
    const value = audits[id]?.numericValue
    if (value === undefined) throw new Error(`Lighthouse on ${url} has no ${id}`)
    return value
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const accessibilityFailures = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
    .map((ref) => ref.id)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibilityFailures,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  }
}

/** The median of each figure over several runs of one page (figures vary from run to run). */
export function medianOf(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const pick = (key: Exclude<keyof LighthouseFigures, 'accessibilityFailures'>) => median(runs.map((r) => r[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    accessibilityFailures: [...new Set(runs.flatMap((r) => r.accessibilityFailures))],
    benchmarkIndex: pick('benchmarkIndex'),
  }
}
