import type { APIRequestContext, Page } from '@playwright/test'
import { SIGNUP as SIGNUP_ID } from '../../machines/ids'
import { toProblem } from '../../src/domain/problem'
import { pathFor } from '../../src/domain/routes'
import { browserFaults, keepResult, liveHistory, liveStates, passedThrough, sorted, watchActors } from './journeys/live'
import { selectJourneys, type JourneyStep } from './journeys/select'
import {
  atStart,
  RESEND_WAIT_MS,
  signupJourneys,
  TAKEN_EMAIL,
  type SignupAct,
  type SignupArrange,
  type SignupShown,
} from './journeys/signup'
import { SCREENS, SIGNUP } from './journeys/words'
import { expect, latestMessage, storedToken, test, uniquePerson } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * The journeys generated from the sign-up machine's paths (docs/QA.md, "Generated journeys"),
 * chosen by tests/e2e/journeys/select.ts as the other machines' are, and played on the sign-up's
 * page against the reference ERP: a guest with an e-mail and a phone of the journey's own, the SMS
 * code read from the ERP's development outbox. Wherever the model rests, the page must be the one
 * the oracle (tests/model/oracle/signup.md) says of the step's last transition, with the address,
 * tab title and heading of the screens table (or the row's own heading), and the app's sign-up actor
 * (followed as `signup`, as the flow visualiser follows it) in the model's states; once it is done
 * its page closes, so it must have passed through them.
 */

/** A new applicant: own e-mail, phone and a CURP that matches the birth date and its check digit. */
function applicant() {
  const { n, curp } = uniquePerson()
  return {
    n,
    firstName: 'Valeria',
    lastNames: 'Núñez Peña',
    email: `regj${n}@example.mx`,
    phone: `59${String(n).padStart(8, '0').slice(-8)}`,
    curp,
    birthDate: '15/01/1990',
    password: 'Clave2024',
  }
}
type Applicant = ReturnType<typeof applicant>

const LOGIN = { login: (_url: URL, method: string) => method === 'POST' } as const

/** The automatic login after sign-up fails in this browser only, with no answer, until the next action of a person. */
function faults(page: Page) {
  const failures = browserFaults(page, LOGIN, (url) => url.pathname === '/web/public/client/login')
  return { add: () => failures.add('login'), lift: failures.lift }
}

async function arrange(request: APIRequestContext, person: Applicant, arrangement: SignupArrange, fail: () => Promise<void>) {
  if ('fault' in arrangement) return fail()
  if ('rewind' in arrangement) {
    const rewound = await request.post('/web/dev/outbox/rewind', {
      data: { destination: person.phone, seconds: arrangement.rewind },
    })
    expect(rewound.status(), await rewound.text()).toBe(200)
    return
  }
  // Many people behind this test's address asked for codes, each to a phone of their own.
  const base = 5400000000 + (person.n % 1_000_000) * 1000
  for (let from = 0; from < arrangement.crowd; from += 25) {
    const sent = await Promise.all(
      Array.from({ length: Math.min(25, arrangement.crowd - from) }, (_, i) =>
        request.post('/web/public/client/phone/sms-code', { data: { mobilePhone: { number: String(base + from + i) } } }),
      ),
    )
    for (const answer of sent) expect(answer.status(), await answer.text()).toBe(200)
  }
}

/** Ticks a box as a keyboard user does (a consent's label holds links, which a click could follow). */
async function tick(page: Page, box: ReturnType<Page['getByRole']>) {
  await expect(box).toBeVisible()
  await box.focus()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
}

const field = (page: Page, name: keyof typeof SIGNUP.fields) =>
  page.getByLabel(SIGNUP.fields[name], { exact: name === 'firstName' || name === 'password' })

async function act(page: Page, request: APIRequestContext, person: Applicant, action: SignupAct, filled: boolean) {
  if ('submit' in action) {
    const email = action.submit === 'taken' ? TAKEN_EMAIL : person.email
    if (!filled) {
      await field(page, 'firstName').fill(person.firstName)
      await field(page, 'lastNames').fill(person.lastNames)
      await field(page, 'phone').pressSequentially(person.phone)
      await field(page, 'curp').pressSequentially(person.curp)
      await field(page, 'birthDate').pressSequentially(person.birthDate.replace(/\//g, ''))
      await field(page, 'password').fill(person.password)
      await field(page, 'repeatPassword').fill(person.password)
      for (const name of SIGNUP.consents) await tick(page, page.getByRole('checkbox', { name }))
    }
    if ((await field(page, 'email').inputValue()) !== email) await field(page, 'email').fill(email)
    if (action.captcha)
      await tick(page, page.getByRole('group', { name: SIGNUP.captcha }).getByRole('checkbox', { name: SIGNUP.notARobot }))
    await page.getByRole('button', { name: SIGNUP.submit }).click()
  } else if ('code' in action) {
    const { code } = await latestMessage(request, person.phone)
    const typed = action.code === 'right' ? code : String((Number(code) + 1) % 1000).padStart(3, '0')
    await page.getByLabel(SIGNUP.code).fill(typed)
    await page.getByRole('button', { name: SIGNUP.verify }).click()
  } else {
    // The page's countdown runs on its own clock; the ERP keeps real time (its minute was rewound or not).
    await page.clock.runFor(RESEND_WAIT_MS)
    await page.getByRole('button', { name: SIGNUP.resend }).click()
  }
}

const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** The page the oracle says: its address and tab title from the screens table, its heading from the row or the table. */
async function expectPage(page: Page, seen: Pick<SignupShown, 'route' | 'heading'>) {
  const screen = SCREENS.get(seen.route)!
  await expect(page).toHaveURL(endsWith(screen.url))
  await expect(page).toHaveTitle(`${screen.title} · Lana Clara`)
  await expect(page.getByRole('heading', { level: 1, name: seen.heading, exact: true })).toBeVisible()
  await keepThumbnail(page, seen.route)
}

/** What the sign-up's page says at a rest beyond its heading, as the catalogue tells it (words.ts). */
async function pageSays(page: Page, person: Applicant, step: JourneyStep<SignupAct, SignupArrange>) {
  const has = (state: string) => step.states.includes(`signUp.${state}`)
  switch (step.event.type) {
    case 'xstate.done.actor.createAccount':
      if (has('loginFailed')) {
        const banner = page.getByRole('status').filter({ hasText: SIGNUP.ready })
        await expect(banner).toBeVisible()
        await expect(banner.getByRole('link', { name: SIGNUP.login, exact: true })).toHaveAttribute(
          'href',
          pathFor('login', 'es'),
        )
        expect(await storedToken(page)).toBeNull()
      } else await expect(page.getByRole('button', { name: new RegExp(person.firstName) })).toBeVisible()
      return
    case 'xstate.error.actor.createAccount':
      if (toProblem((step.event as unknown as { error: unknown }).error).status === 428) {
        await expect(page.getByRole('group', { name: SIGNUP.captcha })).toBeVisible()
        await expect(field(page, 'email')).toHaveValue(person.email)
      } else {
        await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true')
        await expect(page.getByText(SIGNUP.taken)).toBeVisible()
      }
      expect(await storedToken(page)).toBeNull()
      return
    case 'xstate.error.actor.verifyPhone':
      await expect(page.getByLabel(SIGNUP.code)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(SIGNUP.wrongCode)).toBeVisible()
      return
    case 'xstate.done.actor.sendCode':
      await expect(page.getByText(SIGNUP.resent)).toBeVisible()
      return
    case 'xstate.error.actor.sendCode':
      await expect(page.getByText(new RegExp(`^${SIGNUP.countdown} \\d+ s\\.$`))).toBeVisible()
      await expect(page.getByRole('button', { name: SIGNUP.resend })).toHaveCount(0)
      return
  }
}

const selection = selectJourneys('signup', signupJourneys)
const START = atStart()

test.describe(`${selection.machine} journeys`, () => {
  test.afterEach(({ page }, testInfo) => keepResult(page, testInfo))

  for (const journey of selection.journeys) {
    test.describe(journey.covers.join(', '), () => {
      test(journey.name, async ({ page, request }) => {
        const person = applicant()
        const failures = faults(page)
        // Only a new code needs the page's clock moved on: the others keep the page's own.
        if (journey.steps.some((step) => step.act !== null && 'resend' in step.act)) await page.clock.install()
        await watchActors(page)
        await test.step('0. the sign-up page opens', async () => {
          await page.goto(pathFor('registration', 'es'))
          await expectPage(page, START)
          await expect
            .poll(() => liveStates(page, SIGNUP_ID), { timeout: 10_000, intervals: [100], message: 'sign-up states' })
            .toEqual(sorted(START.states))
        })
        let filled = false
        let since = 0
        for (const [index, step] of journey.steps.entries()) {
          await test.step(`${index + 1}. ${step.event.type}${step.act ? ` by ${JSON.stringify(step.act)}` : ' (the ERP answers)'}`, async () => {
            if (step.by === 'user') {
              await failures.lift()
              for (const arrangement of step.arrange) await arrange(request, person, arrangement, () => failures.add())
              since = await liveHistory(page)
              await act(page, request, person, step.act!, filled)
              if ('submit' in step.act!) filled = true
            }
            if (!step.rests) return
            await expectPage(page, step.shows as SignupShown)
            await pageSays(page, person, step)
            // Done, the sign-up's page closes for the next step: its actor must have got there.
            if (step.states.includes('signUp.done'))
              await expect
                .poll(() => passedThrough(page, SIGNUP_ID, since, step.states), { intervals: [100], message: 'sign-up states' })
                .toBe(true)
            else
              await expect
                .poll(() => liveStates(page, SIGNUP_ID), { timeout: 10_000, intervals: [100], message: 'sign-up states' })
                .toEqual(sorted(step.states))
          })
        }
      })
    })
  }
})
