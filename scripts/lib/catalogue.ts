import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RouteName } from '../../src/domain/routes'
import { applicationJourneys } from '../../tests/e2e/journeys/application'
import { authJourneys } from '../../tests/e2e/journeys/auth'
import { calculatorJourneys } from '../../tests/e2e/journeys/calculator'
import { flowJourneys } from '../../tests/e2e/journeys/flow'
import { loanJourneys } from '../../tests/e2e/journeys/loan'
import { OFFER_STARTS, offerJourneys, offerSelectionName } from '../../tests/e2e/journeys/offer'
import { signupJourneys } from '../../tests/e2e/journeys/signup'
import { uploadJourneys } from '../../tests/e2e/journeys/upload'
import {
  journeyKey,
  journeyTitle,
  selectJourneys,
  type Journey,
  type JourneyMachine,
  type JourneyResult,
  type Selection,
} from '../../tests/e2e/journeys/select'
import {
  applicationWords,
  authWords,
  calculatorWords,
  flowWords,
  GOALS,
  loanWords,
  offerWords,
  SCREENS,
  signupWords,
  uploadWords,
  type Goal,
  type Words,
} from '../../tests/e2e/journeys/words'

/*
 * The QA catalogue: the generated browser journeys told as scenarios a person can run by hand, in
 * Spanish, grouped by what the borrower wants. Each scenario is one journey of
 * tests/e2e/journeys.spec.ts: its preconditions (the client, how the reference ERP is steered), its
 * steps in the words on the screen, what is seen after each (address and main heading, from the
 * hand-written screens table), and the journey's last result and screenshot when it has run.
 */

/** Where a person stands after a step: the address and the main heading. */
export interface Expectation {
  url: string
  heading: string
  note: string | null
}

export interface ScenarioStep {
  /** Done first: how the ERP or the browser is arranged for this step. */
  before: string[]
  action: string
  /** What is seen once the page rests (null: the step goes on before anything is settled). */
  expect: Expectation | null
}

export interface Scenario {
  id: string
  goal: Goal
  title: string
  machine: string
  preconditions: string[]
  steps: ScenarioStep[]
  expected: Expectation
  /** The automated test: the Playwright spec, the test's name and its whole title below the spec. */
  test: { file: string; name: string; title: string[]; key: string }
  result: JourneyResult | null
}

/** The journeys the catalogue tells: each machine with generated browser journeys, and its words. */
interface Told<Act, Setup, Arrange> {
  machine: JourneyMachine<Act, Setup, Arrange>
  words: Words<Act, Setup, Arrange>
  /** The Playwright spec that plays them, when not JOURNEYS_SPEC. */
  spec?: string
}
const TOLD: Record<string, Told<never, never, never>> = {
  application: { machine: applicationJourneys, words: applicationWords } as unknown as Told<never, never, never>,
  flow: { machine: flowJourneys, words: flowWords } as unknown as Told<never, never, never>,
  loan: { machine: loanJourneys, words: loanWords } as unknown as Told<never, never, never>,
  calculator: {
    machine: calculatorJourneys,
    words: calculatorWords,
    spec: 'tests/e2e/journeys-calculator.spec.ts',
  } as unknown as Told<never, never, never>,
  // The offer: one selection for each kind the back office makes (an increase, a decrease, a special offer).
  ...Object.fromEntries(
    OFFER_STARTS.map((start) => [
      offerSelectionName(start),
      {
        machine: offerJourneys(start),
        words: offerWords,
        spec: 'tests/e2e/journeys-offer.spec.ts',
      } as unknown as Told<never, never, never>,
    ]),
  ),
  signup: {
    machine: signupJourneys,
    words: signupWords,
    spec: 'tests/e2e/journeys-signup.spec.ts',
  } as unknown as Told<never, never, never>,
  upload: {
    machine: uploadJourneys,
    words: uploadWords,
    spec: 'tests/e2e/journeys-upload.spec.ts',
  } as unknown as Told<never, never, never>,
  auth: {
    machine: authJourneys,
    words: authWords,
    spec: 'tests/e2e/journeys-auth.spec.ts',
  } as unknown as Told<never, never, never>,
}

export const JOURNEYS_SPEC = 'tests/e2e/journeys.spec.ts'

const screenOf = (route: RouteName) => {
  const screen = SCREENS.get(route)
  if (!screen) throw new Error(`the screens table has no row for ${route}`)
  return screen
}

/** Why a journey is worth running, in words: what happens on the way beyond the plain path. */
function qualifiers(journey: Journey<unknown, unknown, unknown>): string[] {
  const types = journey.steps.map((step) => step.event.type)
  const found: string[] = []
  if (types.some((type) => type.startsWith('xstate.error.actor.'))) found.push('una llamada falla')
  if (types.some((type) => type.endsWith('.retry'))) found.push('se reintenta')
  if (types.some((type) => type.startsWith('xstate.after.'))) found.push('con la consulta automática')
  if (types.includes('cancel.dismiss')) found.push('se conserva la solicitud')
  if (types.includes('application.left')) found.push('se sale de la solicitud')
  if (types.includes('session.changed') && types.indexOf('session.changed') !== types.lastIndexOf('session.changed'))
    found.push('se cierra la sesión')
  return found
}

function scenarioOf(
  journey: Journey<unknown, unknown, unknown>,
  words: Words<unknown, unknown, unknown>,
  results: (key: string) => JourneyResult | null,
): Omit<Scenario, 'id'> {
  const steps: ScenarioStep[] = []
  let page: RouteName | null = null
  for (const step of journey.steps) {
    if (step.by !== 'answer' || steps.length === 0) {
      steps.push({
        before: [],
        action: step.act === null ? 'La ERP de referencia responde.' : words.act(step.act),
        expect: null,
      })
      const opened = step.act === null ? undefined : words.opens(step.act)
      if (opened !== undefined) page = opened
    }
    const current = steps[steps.length - 1]!
    current.before.push(...step.arrange.map((arrangement) => words.arrange(arrangement)))
    if (!step.rests) continue
    const seen = words.seen(step)
    if (seen?.route) page = seen.route
    if (page === null) throw new Error(`${journey.name}: no page is known after ${step.event.type}`)
    const screen = screenOf(page)
    current.expect = { url: screen.url, heading: seen?.heading ?? screen.heading, note: seen?.note ?? null }
  }
  const expected = [...steps].reverse().find((step) => step.expect)?.expect
  if (!expected) throw new Error(`${journey.name}: it never rests`)
  const more = qualifiers(journey)
  const title = journeyTitle(journey)
  const key = journeyKey(title)
  return {
    goal: words.goal(journey),
    title: `Termina en «${expected.heading}»${more.length > 0 ? ` (${more.join(', ')})` : ''}`,
    machine: journey.machine,
    preconditions: words.setup(journey.setup),
    steps,
    expected,
    test: { file: TOLD[journey.machine]?.spec ?? JOURNEYS_SPEC, name: journey.name, title, key },
    result: results(key),
  }
}

/** The last results the journeys left (reports/journeys/<key>.json), when they have run. */
export function resultsIn(dir: string) {
  return (key: string): JourneyResult | null => {
    const file = join(dir, `${key}.json`)
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as JourneyResult) : null
  }
}

/**
 * The scenarios of every told machine: one per journey, a journey telling the same as another
 * (same preconditions, steps and ending) left out, grouped by goal in GOALS' order and numbered
 * with the machine's prefix.
 */
export function catalogue(
  results: (key: string) => JourneyResult | null,
  selections: Record<string, Selection<unknown, unknown, unknown>> = selectAll(),
): Scenario[] {
  const told = new Set<string>()
  const scenarios: Omit<Scenario, 'id'>[] = []
  for (const [name, selection] of Object.entries(selections)) {
    const words = TOLD[name]!.words as unknown as Words<unknown, unknown, unknown>
    for (const journey of selection.journeys) {
      const scenario = scenarioOf(journey, words, results)
      const same = JSON.stringify([scenario.preconditions, scenario.steps, scenario.expected])
      if (told.has(same)) continue
      told.add(same)
      scenarios.push(scenario)
    }
  }
  const byGoal = [...scenarios].sort((a, b) => GOALS.indexOf(a.goal) - GOALS.indexOf(b.goal))
  const counts = new Map<string, number>()
  return byGoal.map((scenario) => {
    const prefix = (TOLD[scenario.machine]!.words as unknown as Words<unknown, unknown, unknown>).prefix
    const number = (counts.get(prefix) ?? 0) + 1
    counts.set(prefix, number)
    return { id: `${prefix}-${String(number).padStart(2, '0')}`, ...scenario }
  })
}

/** Every told machine's journeys, chosen as the browser tests choose them. */
export function selectAll(): Record<string, Selection<unknown, unknown, unknown>> {
  return Object.fromEntries(
    Object.entries(TOLD).map(([name, { machine }]) => [
      name,
      selectJourneys(name, machine as unknown as JourneyMachine<unknown, unknown, unknown>),
    ]),
  )
}
