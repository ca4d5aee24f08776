import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Route, TestInfo } from '@playwright/test'
import { FLOWS_CHANNEL, type FlowsMessage } from '../../../src/app/dev-flows-channel'
import { journeyKey, type JourneyResult } from './select'

/*
 * What the generated journeys read of the app in the browser: its actors' states, asked as the
 * flow visualiser asks another tab (its BroadcastChannel), and the app's own navigation.
 */

type Live = { states: Record<string, string[] | null>; history: Record<string, string[] | null>[] }
declare global {
  interface Window {
    __journeyLive?: Live
  }
}

/**
 * Asks the app for its actors' states as a visualiser would, and keeps each answer on the page; and
 * each transition its log tells (a state the actor passed through between two answers, however
 * briefly), as the actor's states then: the leaves and every state holding them.
 */
export async function watchActors(page: Page) {
  await page.addInitScript((name) => {
    const live: Live = { states: {}, history: [] }
    window.__journeyLive = live
    const channel = new BroadcastChannel(name)
    const logged = new Set<string>()
    const withAncestors = (leaves: string[]) => [
      ...new Set(leaves.flatMap((leaf) => leaf.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.')))),
    ]
    channel.onmessage = ({ data }: MessageEvent<FlowsMessage>) => {
      if (data.type !== 'flows.states') return
      for (const entry of data.log) {
        const key = `${entry.at} ${entry.actor} ${entry.event} ${entry.to.join()}`
        if (logged.has(key)) continue
        logged.add(key)
        live.history.push({ [entry.actor]: withAncestors(entry.to) })
      }
      live.states = data.states
      live.history.push(data.states)
    }
    const ask = () => channel.postMessage({ type: 'flows.watch' } satisfies FlowsMessage)
    ask()
    setInterval(ask, 1_000)
  }, FLOWS_CHANNEL)
}

export const sorted = (ids: readonly string[] | null | undefined) => (ids ? [...ids].sort() : null)

/** The actor's active states, as the app last reported them. */
export const liveStates = (page: Page, actor: string) =>
  page.evaluate((id) => window.__journeyLive?.states[id] ?? null, actor).then(sorted)

/** How many reports the page has kept so far. */
export const liveHistory = (page: Page) => page.evaluate(() => window.__journeyLive?.history.length ?? 0)

/** Whether the actor was in these states at some moment since the history had `from` entries. */
export const passedThrough = (page: Page, actor: string, from: number, states: readonly string[]) =>
  page.evaluate(
    ({ id, from, want }) =>
      (window.__journeyLive?.history ?? []).slice(from).some((entry) => JSON.stringify([...(entry[id] ?? [])].sort()) === want),
    { id: actor, from, want: JSON.stringify(sorted(states)) },
  )

/** Opens a page: the first one loads the app; the next ones are the app's own navigation (as a link does), never a reload. */
export async function open(page: Page, path: string, reloadSamePage = false) {
  const current = page.url()
  if (current === 'about:blank' || (reloadSamePage && new URL(current).pathname === path)) {
    await page.goto(path)
    return
  }
  await page.evaluate((href) => {
    const index = ((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1
    const key = Math.random().toString(36).slice(2, 10)
    window.history.pushState({ key, __TSR_key: key, __TSR_index: index }, '', href)
  }, path)
}

const RESULTS = join(import.meta.dirname, '..', '..', '..', 'reports', 'journeys')

/**
 * Leaves a journey's last result and a screenshot of where it ended (reports/journeys/<key>), which the
 * QA catalogue (npm run paths) shows beside the scenario the journey automates. The key comes from the
 * test's title below its spec: the machine's group, what the journey covers, its name.
 */
export async function keepResult(page: Page, testInfo: TestInfo) {
  const key = journeyKey(testInfo.titlePath.slice(1))
  mkdirSync(RESULTS, { recursive: true })
  const screenshot = `${key}.jpg`
  await page.screenshot({ path: join(RESULTS, screenshot), type: 'jpeg', quality: 70 }).catch(() => {})
  const result: JourneyResult = {
    name: testInfo.title,
    status: testInfo.status ?? 'failed',
    finishedAt: new Date().toISOString(),
    durationMs: testInfo.duration,
    screenshot,
  }
  writeFileSync(join(RESULTS, `${key}.json`), JSON.stringify(result, null, 2))
}

/** Which calls of the app a journey can make fail, each told by its address and method. */
export type Calls<Call extends string> = Readonly<Record<Call, (url: URL, method: string) => boolean>>

/** No answer at all: the connection drops. */
export const drop = (route: Route) => route.abort('connectionreset')

/**
 * Calls failed in this browser only (Playwright's `page.route`), never by the ERP's fault switch,
 * whose rules the whole server shares: each call added answers with `answer` (no answer by default)
 * until `lift`, which the journeys call before the next action of a person. `within` narrows the
 * addresses watched (the ERP's by default).
 */
export function browserFaults<Call extends string>(
  page: Page,
  calls: Calls<Call>,
  within = (url: URL) => url.pathname.startsWith('/web/'),
) {
  const active: Parameters<Page['unroute']>[1][] = []
  return {
    add: async (call: Call, answer: (route: Route) => Promise<void> = drop) => {
      const handler: Parameters<Page['route']>[1] = async (route) => {
        const request = route.request()
        if (!calls[call](new URL(request.url()), request.method())) return route.fallback()
        return answer(route)
      }
      active.push(handler)
      await page.route(within, handler)
    },
    lift: async () => {
      for (const handler of active.splice(0)) await page.unroute(within, handler)
    },
  }
}
