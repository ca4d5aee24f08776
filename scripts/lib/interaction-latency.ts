/**
 * Interaction to Next Paint of two things people do on the built app, as Chromium's Event Timing
 * API measures them in the page, under a fourfold CPU slowdown (a mid-range phone's main thread on
 * a desktop's): dragging the home calculator's amount slider (then a few arrow keys on it), and
 * typing a name and an e-mail address into the first sign-up step. Each run is a fresh visitor.
 */
import type { Browser, Page } from '@playwright/test'
import { inpOf, interactionsOf, type EventEntry } from './inp'
import { openCalculator, openPage, visitorContext } from './visitor'

/** Chromium's CPU slowdown, as Lighthouse's mobile profile applies it. */
export const CPU_SLOWDOWN = 4

/** What one run of a scenario gave. */
export interface InpRun {
  /** The page's INP in ms; 0 when no interaction took 16 ms, the least Event Timing reports. */
  inpMs: number
  /** How many interactions the scenario made: Chromium's own count, else those seen. */
  interactions: number
  /** The entry behind the INP: its name and where the time went. */
  entry?: EventEntry
  /** Every interaction that took 16 ms or more, in order: its longest entry's name and duration. */
  seen: { event: string; ms: number }[]
}

export type ScenarioName = 'slider' | 'registration'

interface Scenario {
  name: ScenarioName
  /** Opens the page and gets it ready; nothing done here is measured. */
  open(page: Page, base: string): Promise<void>
  /** The measured interactions, at a person's pace. */
  act(page: Page): Promise<void>
}

declare global {
  interface Window {
    __inp?: { since: number; count: number; entries: TimingEntry[]; observers: PerformanceObserver[] }
  }
}

/** Chromium counts every interaction, even those under the threshold that no entry reports. */
type CountingPerformance = Performance & { interactionCount?: number }
/** TypeScript's DOM types do not know the interaction an entry belongs to yet. */
type TimingEntry = PerformanceEventTiming & { interactionId: number }

/** Starts recording Event Timing entries in the page; what happened before is left out. */
function record(page: Page): Promise<void> {
  return page.evaluate(() => {
    // No named function in here: tsx would wrap it in a helper (__name) the page does not have.
    const state = {
      since: performance.now(),
      count: (performance as CountingPerformance).interactionCount ?? 0,
      entries: [] as TimingEntry[],
      observers: [] as PerformanceObserver[],
    }
    window.__inp = state
    for (const options of [
      { type: 'event', durationThreshold: 16, buffered: true },
      { type: 'first-input', buffered: true },
    ]) {
      const observer = new PerformanceObserver((list) => {
        state.entries.push(...(list.getEntries() as TimingEntry[]))
      })
      observer.observe(options)
      state.observers.push(observer)
    }
  })
}

/**
 * Lets the last interactions paint (an entry is reported after the frame that follows it), then
 * takes what the observers hold and stops them.
 */
function collect(page: Page): Promise<{ entries: EventEntry[]; count: number | undefined }> {
  return page.evaluate(async () => {
    const state = window.__inp!
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))))
    for (const observer of state.observers) {
      state.entries.push(...(observer.takeRecords() as TimingEntry[]))
      observer.disconnect()
    }
    const count = (performance as CountingPerformance).interactionCount
    return {
      entries: state.entries
        .filter((e) => e.startTime >= state.since)
        .map((e) => ({
          name: e.name,
          interactionId: e.interactionId,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        })),
      count: count === undefined ? undefined : count - state.count,
    }
  })
}

const pause = (page: Page, ms: number) => page.waitForTimeout(ms)

/**
 * Drags the thumb to a share of the track in `steps` pointer moves, one frame apart, as a finger
 * or a mouse reports them.
 */
async function drag(page: Page, from: { x: number; y: number }, toX: number, steps: number): Promise<void> {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((toX - from.x) * i) / steps, from.y)
    await pause(page, 16)
  }
  await page.mouse.up()
}

const SLIDER: Scenario = {
  name: 'slider',
  open: openCalculator,
  async act(page) {
    const slider = page.getByRole('slider')
    const box = (await slider.boundingBox())!
    const { min, max, step, thumb } = await slider.evaluate((input: HTMLInputElement) => ({
      min: Number(input.min),
      max: Number(input.max),
      step: Number(input.step),
      thumb: parseFloat(getComputedStyle(input).getPropertyValue('--slider-thumb-size')),
    }))
    const amount = async () => Number(await slider.inputValue())
    // Where the thumb's centre is for a share of the track.
    const xAt = (share: number) => box.x + thumb / 2 + share * (box.width - thumb)
    const y = box.y + box.height / 2
    // Up the range from where it starts ($5000, the first-loan limit: the tab changes), then down.
    await drag(page, { x: xAt(((await amount()) - min) / (max - min)), y }, xAt(0.85), 12)
    await pause(page, 800)
    await drag(page, { x: xAt(0.85), y }, xAt(0.2), 12)
    const dragged = await amount()
    if (Math.abs(dragged - (min + 0.2 * (max - min))) > 2 * step)
      throw new Error(`the slider was dragged to a fifth of its track but shows ${dragged}`)
    await pause(page, 800)
    // The thumb kept the focus: a few steps by keyboard, at a person's pace.
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft']) {
      await page.keyboard.press(key)
      await pause(page, 250)
    }
    if ((await amount()) !== dragged + step)
      throw new Error(`three steps up and two down went from ${dragged} to ${await amount()}`)
    // The debounced offer arrives and renders: any interaction it delays is counted.
    await pause(page, 1500)
  },
}

/** Typing at about 100 words a minute: each key held 60 ms, 60 ms between keys. */
const KEY_DELAY_MS = 60

const REGISTRATION: Scenario = {
  name: 'registration',
  open: (page, base) => openPage(page, `${base}/es/registration`),
  async act(page) {
    for (const [label, text] of [
      ['Nombre', 'Valeria'],
      ['Correo electrónico', 'valeria.nunez84@example.mx'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true })
      await field.click()
      await pause(page, 300)
      await page.keyboard.type(text, { delay: KEY_DELAY_MS })
      if ((await field.inputValue()) !== text)
        throw new Error(`typed ${text} into ${label}, which shows ${await field.inputValue()}`)
      await pause(page, 500)
    }
    await pause(page, 500)
  },
}

export const SCENARIOS: readonly Scenario[] = [SLIDER, REGISTRATION]

async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

async function runOnce(browser: Browser, base: string, scenario: Scenario): Promise<InpRun> {
  const context = await visitorContext(browser)
  try {
    const page = await context.newPage()
    // Slowed from the start, as the phone would be; only the interactions after opening are counted.
    await slowDown(page)
    await scenario.open(page, base)
    await record(page)
    await scenario.act(page)
    const { entries, count } = await collect(page)
    const interactions = interactionsOf(entries)
    const total = count ?? interactions.length
    if (total === 0) throw new Error(`the ${scenario.name} scenario made no interaction the page saw`)
    const inp = inpOf(interactions, total)
    return {
      inpMs: inp?.latency ?? 0,
      interactions: total,
      ...(inp ? { entry: inp.longest } : {}),
      seen: interactions.map((i) => ({ event: i.longest.name, ms: i.latency })),
    }
  } finally {
    await context.close()
  }
}

/** Every scenario `repeats` times, in turns (so that a busy moment of the machine falls on each). */
export async function interactionLatencies(browser: Browser, base: string, repeats = 5): Promise<Record<ScenarioName, InpRun[]>> {
  const runs = Object.fromEntries(SCENARIOS.map((s) => [s.name, [] as InpRun[]])) as Record<ScenarioName, InpRun[]>
  for (let i = 0; i < repeats; i++) {
    for (const scenario of SCENARIOS) runs[scenario.name].push(await runOnce(browser, base, scenario))
  }
  return runs
}
