import { describe, expect, it } from 'vitest'
import { calculatorJourneys, oracleRows, UNKNOWN_PROMO } from '../e2e/journeys/calculator'
import { describePath, selectJourneys, type Journey } from '../e2e/journeys/select'
import { calculatorWords } from '../e2e/journeys/words'

const selection = selectJourneys('calculator', calculatorJourneys)
const eventsOf = (journey: Journey<unknown, unknown, unknown>) => journey.steps.map((step) => step.event.type)
const covered = new Set(selection.journeys.flatMap((journey) => journey.covers))

/**
 * What the browser journeys cannot show of the calculator, with why (docs/QA.md): a calculator
 * nobody has shown yet, and an application's amount being sent, which needs a client with an
 * accepted application (tests/e2e/application.spec.ts).
 */
const UNDRIVEN = [
  'home · active.application.updating, active.config.ready, active.offer.failed',
  'home · active.application.updating, active.config.ready, active.offer.incomplete',
  'home · active.application.updating, active.config.ready, active.offer.shown',
  'home · active.application.updating, active.config.ready, active.offer.waiting',
  'none · dormant',
]

describe('the calculator journeys', () => {
  it('show every state the oracle says the home page shows, except those listed with the reason nothing drives them', () => {
    const shown = new Set(selection.journeys.flatMap((journey) => journey.steps.map((step) => step.shows?.key)))
    expect(selection.targets.filter((target) => !shown.has(target))).toEqual(UNDRIVEN)
    expect(selection.undriven.map((entry) => entry.target)).toEqual(UNDRIVEN)
    for (const { reason } of selection.undriven) expect(reason).toMatch(/\(tests\/(e2e|model)\/[\w.-]+\.ts\)/)
  })

  it("take every transition a guest's hands, the ERP's answers and the offer's wait make on the home page", () => {
    const taken = selection.journeys.flatMap((journey) => journey.covers.filter((cover) => cover.startsWith('takes ')))
    // The failures, the retries, the refused code and the wait each have a journey through them.
    for (const key of [
      'calculator.active.config.loading --xstate.error.actor.loadConfig[0]',
      'calculator.active.config.failed --config.retry[0]',
      'calculator.active.offer.loading --xstate.error.actor.loadOffer[0]',
      'calculator.active.offer.loading --xstate.error.actor.loadOffer[1]',
      'calculator.active.offer.failed --offer.retry[0]',
      'calculator.active.offer.waiting --xstate.after.offerDebounce.calculator.active.offer.waiting[0]',
    ])
      expect(taken).toContain(`takes ${key}`)
  })

  it('are named by their paths, drive every step, and end where the model rests', () => {
    for (const journey of selection.journeys) {
      expect(journey.name).toBe(`calculator: ${describePath(journey.steps.map((step) => step.event))}`)
      for (const step of journey.steps) expect(step.act === null).toBe(step.by === 'answer')
      expect(journey.steps.at(-1)!.rests).toBe(true)
      expect(journey.steps[0]!.act).toEqual({ open: 'home' })
    }
    expect(selection.journeys.length).toBeLessThanOrEqual(12)
  })

  it("check at each rest the page the oracle's row of the step's last transition says: the home page", () => {
    for (const journey of selection.journeys) {
      const rows = oracleRows(journey)
      journey.steps.forEach((step, index) => {
        if (!step.rests) return
        // The oracle never says a step goes on where the model rests; its screen is the one the state shows.
        expect(rows[index]!.screen, `${journey.name} step ${index + 1}`).toBe('home')
        expect(step.shows?.route).toBe('home')
      })
    }
  })

  it('make a call fail from the action before it, and make the ERP refuse a code it does not know', () => {
    const refused = selection.journeys.find((journey) =>
      journey.covers.includes('takes calculator.active.offer.loading --xstate.error.actor.loadOffer[0]'),
    )!
    expect(refused.steps.map((step) => step.act)).toContainEqual({ promo: UNKNOWN_PROMO })
    expect(refused.steps.flatMap((step) => step.arrange)).toEqual([])
    for (const journey of selection.journeys) {
      const failures = journey.steps.filter((step) => /^xstate\.error\.actor\.load(Config|Offer)$/.test(step.event.type)).length
      const arranged = journey.steps.flatMap((step) => step.arrange)
      if (journey !== refused) expect(arranged).toHaveLength(failures)
      journey.steps.forEach((step) => {
        if (step.arrange.length > 0) expect(step.by).toBe('user')
      })
    }
    expect(covered.size).toBeGreaterThan(selection.journeys.length)
  })

  it('are told in the catalogue as a guest choosing how much and when to pay', () => {
    for (const journey of selection.journeys) {
      expect(calculatorWords.goal(journey)).toBe('Elegir cuánto y cuándo pagar')
      expect(eventsOf(journey)[0]).toBe('calculator.shown')
      for (const step of journey.steps) if (step.act) expect(calculatorWords.act(step.act)).not.toBe('')
    }
  })
})
