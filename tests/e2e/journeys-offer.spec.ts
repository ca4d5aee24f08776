import type { APIRequestContext, Page } from '@playwright/test'
import { OFFER } from '../../machines/ids'
import { pathFor } from '../../src/domain/routes'
import { browserFaults, keepResult, liveHistory, liveStates, passedThrough, sorted, watchActors } from './journeys/live'
import { AMOUNT_OF, OFFER_STARTS, offerJourneys, offerSelectionName, type OfferAct, type OfferCall } from './journeys/offer'
import { selectJourneys, type JourneyStep } from './journeys/select'
import { OFFER_BUTTONS, OFFER_DESIRED, OFFER_FAILURES, SCREENS } from './journeys/words'
import { applyThroughErp, bearer, expect, registerClabe, registeredClient, test, useToken } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * The journeys generated from the offer machine's paths (docs/QA.md, "Generated journeys"), one
 * selection for each offer the reference ERP makes (an increase, a decrease, a special offer),
 * chosen by tests/e2e/journeys/select.ts as the other machines' are, and played on the offer pages
 * against the reference ERP. Wherever the model rests, the page must be what the oracle
 * (tests/model/oracle/offer.md) says of the step's last transition, with the address, tab title and
 * heading of the screens table, and the app's own offer actor (the application's child, followed as
 * `offer`) in the model's states. Where the offer is done, the ERP must hold the accepted
 * application with the amount the choice approves, approved once.
 */

const APPROVE = /^\/web\/private\/client\/(yhat\/offer\/approve\/(increase|decrease)|special\/offer\/approve)$/

const CALLS: Readonly<Record<OfferCall, (url: URL, method: string) => boolean>> = {
  offer: (url, method) => method === 'GET' && /^\/web\/private\/client\/application\/\d+\/offer\/actual$/.test(url.pathname),
  approve: (url, method) => method === 'PUT' && APPROVE.test(url.pathname),
  reload: (url, method) => method === 'GET' && url.pathname === '/web/private/client/application/actual',
}

/** Such calls fail in this browser only, with no answer, until the next action of a person. */
const faults = (page: Page) => browserFaults(page, CALLS)

interface Application {
  id: number
  status: number
  desiredLoanAmount: { amount: number }
  principalAmount: { amount: number }
  offeredAmount: { amount: number } | null
}

async function application(request: APIRequestContext, token: string): Promise<Application> {
  const answer = await request.get('/web/private/client/application/actual', { headers: bearer(token) })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: Application }).data
}

const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

async function act(page: Page, action: OfferAct) {
  if ('open' in action) await page.goto(pathFor(action.open, 'es'))
  else await page.getByRole('button', { name: OFFER_BUTTONS[action.press] }).click()
}

/** What the offer page itself shows in the model's states: the amounts, the figures, a failure with its retry. */
async function offerShows(page: Page, step: JourneyStep<OfferAct, unknown>, offered: number) {
  await expect(page.getByTestId('offer-desired')).toHaveText(`$${OFFER_DESIRED}`)
  await expect(page.getByTestId('offer-offered')).toHaveText(`$${offered}`)
  const failed = (['loadFailed', 'approveFailed', 'reloadFailed'] as const).find((state) =>
    step.states.includes(`offer.${state}`),
  )
  if (failed) {
    await expect(page.getByRole('alert')).toContainText(OFFER_FAILURES[failed])
    await expect(page.getByRole('button', { name: OFFER_BUTTONS.retry })).toBeVisible()
  } else if (step.states.includes('offer.ready')) {
    await expect(page.getByText('Total a pagar')).toBeVisible()
    await expect(page.getByRole('button', { name: OFFER_BUTTONS.accept })).toBeEnabled()
  }
}

for (const start of OFFER_STARTS) {
  const selection = selectJourneys(offerSelectionName(start), offerJourneys(start))

  test.describe(`${selection.machine} journeys`, () => {
    test.afterEach(({ page }, testInfo) => keepResult(page, testInfo))

    for (const journey of selection.journeys) {
      test.describe(journey.covers.join(', '), () => {
        test(journey.name, async ({ page, request }) => {
          const { kind, clabe } = journey.setup
          const client = await registeredClient(request, true, kind)
          if (clabe) await registerClabe(request, client.token)
          await applyThroughErp(request, client.token, undefined, OFFER_DESIRED)
          const before = await application(request, client.token)
          expect(before.desiredLoanAmount.amount).toBe(OFFER_DESIRED)
          const offered = before.offeredAmount!.amount
          // Spec 4 Offers: accepting approves the amount offered, refusing an increase the amount asked for.
          const approved = journey.steps.some((step) => step.event.type === 'offer.refuse') ? OFFER_DESIRED : offered
          await useToken(page, client.token)
          // Every approval the ERP answered: the money moves once, whatever was retried.
          const approvals: number[] = []
          page.on('response', (response) => {
            const request = response.request()
            if (CALLS.approve(new URL(request.url()), request.method())) approvals.push(response.status())
          })
          const failures = faults(page)
          await watchActors(page)
          let since = 0
          for (const [index, step] of journey.steps.entries()) {
            await test.step(`${index + 1}. ${step.event.type}${step.act ? ` by ${JSON.stringify(step.act)}` : ' (the ERP answers)'}`, async () => {
              if (step.act) {
                await failures.lift()
                for (const arrangement of step.arrange) await failures.add(arrangement.fault)
                since = page.url() === 'about:blank' ? 0 : await liveHistory(page)
                await act(page, step.act)
              }
              if (!step.rests) return
              const screen = SCREENS.get(step.shows!.route!)!
              await expect(page).toHaveURL(endsWith(screen.url))
              await expect(page).toHaveTitle(`${screen.title} · Lana Clara`)
              await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible()
              await keepThumbnail(page, step.shows!.route!)
              if (step.states.includes('offer.done')) {
                // Done, the offer hands the application back and ends: it must have been there, and is followed no more.
                await expect
                  .poll(() => passedThrough(page, OFFER, since, step.states), { intervals: [100], message: 'offer states' })
                  .toBe(true)
                await expect.poll(() => liveStates(page, OFFER), { intervals: [100], message: 'the offer ended' }).toBeNull()
                expect(step.shows!.key.endsWith(AMOUNT_OF[approved === offered ? 'accept' : 'refuse'])).toBe(true)
                await expect(page.getByTestId('accepted-amount')).toHaveText(`$${approved}`)
              } else {
                await offerShows(page, step, offered)
                await expect
                  .poll(() => liveStates(page, OFFER), { timeout: 10_000, intervals: [100], message: 'offer states' })
                  .toEqual(sorted(step.states))
              }
              // The money: nothing approved until an approval was answered; then the amount the choice approves, once.
              const now = await application(request, client.token)
              if (step.states.includes('offer.done') || step.states.includes('offer.reloadFailed')) {
                expect(now).toMatchObject({ id: before.id, status: 3, principalAmount: { amount: approved } })
                expect(approvals).toEqual([200])
              } else {
                expect(now).toMatchObject({ id: before.id, status: before.status })
                expect(approvals).toEqual([])
              }
            })
          }
        })
      })
    }
  })
}
