import type { Page } from '@playwright/test'
import { CALCULATOR as CALCULATOR_ID } from '../../machines/ids'
import { browserFaults, keepResult, liveHistory, liveStates, open, passedThrough, sorted, watchActors } from './journeys/live'
import { pathFor } from '../../src/domain/routes'
import { calculatorJourneys, oracleRows, pageOf, type CalculatorAct, type CalculatorCall } from './journeys/calculator'
import { selectJourneys, type JourneyStep } from './journeys/select'
import { CALCULATOR, SCREENS } from './journeys/words'
import { expect, test } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * The journeys generated from the calculator machine's paths (docs/QA.md, "Generated journeys"),
 * chosen by tests/e2e/journeys/select.ts as the application and flow journeys are, and played on
 * the home page against the reference ERP. Wherever the model rests, the page must be what the
 * oracle (tests/model/oracle/calculator.md) says of the step's last transition, with the address and
 * heading of the screens table, and the app's own calculator actor in the model's states, read as
 * the flow visualiser reads another tab (its BroadcastChannel). The offer's 300 ms wait runs on the
 * page's own clock: where the model rests in it, the actor must have passed through it.
 */

const CALLS: Readonly<Record<CalculatorCall, (url: URL, method: string) => boolean>> = {
  config: (url, method) => method === 'GET' && url.pathname === '/web/public/config/calculator',
  offer: (url, method) => method === 'GET' && /^\/web\/(public|private\/client)\/arithmetic\/offer\//.test(url.pathname),
}

/** Such calls fail in this browser only, with no answer, until the next action of a person. */
const faults = (page: Page) => browserFaults(page, CALLS)

const calculator = (page: Page) => page.getByRole('region', { name: CALCULATOR.region })
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

async function act(page: Page, action: CalculatorAct) {
  const region = calculator(page)
  if ('open' in action) await page.goto(pathFor('home', 'es'))
  else if ('reopen' in action) {
    await open(page, pathFor('faq', 'es'))
    await expect(page.getByRole('heading', { level: 1, name: SCREENS.get('faq')!.heading, exact: true })).toBeVisible()
    await open(page, pathFor('home', 'es'))
  } else if ('slide' in action) await region.getByRole('slider', { name: CALCULATOR.slider }).fill(String(action.slide))
  else if ('type' in action) {
    const field = region.getByLabel(CALCULATOR.amount, { exact: true })
    await field.fill(String(action.type))
    await field.blur()
  } else if ('tab' in action) await region.getByRole('tab', { name: CALCULATOR.tabs[action.tab] }).click()
  else if ('cycle' in action) await region.getByLabel(CALCULATOR.cycle).selectOption({ label: CALCULATOR.cycles[action.cycle] })
  else if ('payDay' in action) {
    // Its label says the cycle's kind of pay day; its name is the one field of pay days.
    const select = region.locator('select[name="payDates"]')
    const chosen = await select.inputValue()
    const others = await select
      .locator('option')
      .evaluateAll(
        (options, current) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v && v !== current),
        chosen,
      )
    await select.selectOption(others[0]!)
  } else if ('promo' in action) {
    const field = region.getByLabel(CALCULATOR.promo, { exact: true })
    if (!(await field.isVisible())) await region.getByRole('button', { name: CALCULATOR.promoOpen }).click()
    await field.fill(action.promo)
    await field.blur()
  } else if ('press' in action) {
    if (action.press === 'submit') {
      // Until pay cycle and day are chosen the button is aria-disabled: focusable, and pressed it marks the fields.
      const submit = region.getByRole('button', { name: new RegExp(`^(${CALCULATOR.submit[0]}|${CALCULATOR.submit[1]})$`) })
      await submit.focus()
      await page.keyboard.press('Enter')
    } else await region.getByRole('button', { name: CALCULATOR.retry }).click()
  }
}

/**
 * What the calculator itself shows in the model's states, as the catalogue tells it (words.ts): the
 * limits' error, the offer's error or its figures, a refused code at its field, a missing cycle marked.
 */
async function calculatorShows(page: Page, step: JourneyStep<CalculatorAct, unknown>) {
  const region = calculator(page)
  const has = (state: string) => step.states.includes(`calculator.active.${state}`)
  if (has('config.failed')) await expect(region.getByRole('alert')).toContainText(CALCULATOR.configFailed)
  else if (has('offer.failed')) await expect(region.getByRole('alert')).toContainText(CALCULATOR.offerFailed)
  else if (has('offer.shown'))
    for (const figure of CALCULATOR.figures) await expect(region.getByTestId(`figure-${figure}`)).toBeVisible()
  if (step.event.type === 'xstate.error.actor.loadOffer' && !has('offer.failed'))
    await expect(region.getByText(CALCULATOR.promoRefused, { exact: true })).toBeVisible()
  if (step.act !== null && 'press' in step.act && step.act.press === 'submit')
    await expect(region.getByLabel(CALCULATOR.cycle)).toHaveAttribute('aria-invalid', 'true')
}

const selection = selectJourneys('calculator', calculatorJourneys)

test.describe(`${selection.machine} journeys`, () => {
  test.afterEach(({ page }, testInfo) => keepResult(page, testInfo))

  for (const journey of selection.journeys) {
    // What the oracle says of each step's last transition: the page the browser must be on.
    const rows = oracleRows(journey)
    test.describe(journey.covers.join(', '), () => {
      test(journey.name, async ({ page }) => {
        const failures = faults(page)
        await watchActors(page)
        let since = 0
        for (const [index, step] of journey.steps.entries()) {
          const row = rows[index]!
          await test.step(`${index + 1}. ${step.event.type}${step.act ? ` by ${JSON.stringify(step.act)}` : ' (the ERP answers)'}`, async () => {
            if (step.by === 'user') {
              await failures.lift()
              for (const arrangement of step.arrange) await failures.add(arrangement.fault)
              since = page.url() === 'about:blank' ? 0 : await liveHistory(page)
              await act(page, step.act!)
            }
            // The offer's wait ran out on the page's clock: the calculator passed through asking for it.
            if (step.by === 'timer')
              await expect
                .poll(() => passedThrough(page, CALCULATOR_ID, since, step.states), {
                  intervals: [100],
                  message: 'the offer was asked',
                })
                .toBe(true)
            if (!step.rests) return
            const route = pageOf(row.screen!)
            if (route === null) await expect(calculator(page)).toHaveCount(0)
            else {
              const screen = SCREENS.get(route)!
              await expect(page).toHaveURL(endsWith(screen.url))
              await expect(page).toHaveTitle(`${screen.title} · Lana Clara`)
              await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible()
              await expect(calculator(page)).toBeVisible()
              await calculatorShows(page, step)
              await keepThumbnail(page, route)
            }
            // Resting in the offer's wait: it runs out by itself, so the calculator must have been there.
            if (step.states.includes('calculator.active.offer.waiting'))
              await expect
                .poll(() => passedThrough(page, CALCULATOR_ID, since, step.states), {
                  intervals: [100],
                  message: 'calculator states',
                })
                .toBe(true)
            else
              await expect
                .poll(() => liveStates(page, CALCULATOR_ID), { timeout: 10_000, intervals: [100], message: 'calculator states' })
                .toEqual(sorted(step.states))
          })
        }
      })
    })
  }
})
