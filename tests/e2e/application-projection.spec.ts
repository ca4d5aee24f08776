import type { APIRequestContext, Page } from '@playwright/test'
import {
  actualApplication,
  applyThroughErp,
  bearer,
  chooseLoan,
  clientWithLoan,
  ES_TITLES,
  expect,
  registerClabe,
  registeredClient,
  test,
  useToken,
  violations,
  type Outcome,
} from './support'

/*
 * The application pages are a projection of the application's state (machines/application.machine.ts
 * applicationRouteOf): whichever application URL a person opens directly, by Back or Forward, or
 * reloads, the page that shows is the one the state projects; a URL that does not fit is replaced,
 * and no page says what is not so on the way (each page's heading is watched as it is drawn). A
 * decision error is never a dead end: retry, cancel, contact, profile, and the cancel goes through
 * against the reference ERP.
 */

const APPLY = '/es/application/apply'

const applyButton = (page: Page) => page.getByRole('button', { name: 'Solicitar $3000' })

const APPLICATION_URLS = [
  '/es/application/apply',
  '/es/application/loading',
  '/es/application/offer-increase',
  '/es/application/offer-decrease',
  '/es/application/manual-verification',
  '/es/application/rejected',
  '/es/application/accepted',
  '/es/application/accepted-cash',
] as const

/** The heading of an application page while the state is not known yet: it names no stage. */
const CHECKING = 'Tu solicitud'
/** The loading page's heading: an application under review, or its decision error. */
const REVIEWING = ES_TITLES['/es/application/loading']!

declare global {
  interface Window {
    __headings?: string[]
  }
}

/** Records every level-one heading the page draws, from its first paint: what a person saw, however briefly. */
async function watchHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    window.__headings = seen
    const record = () => {
      for (const h1 of document.querySelectorAll('h1')) {
        const text = h1.textContent?.trim() ?? ''
        if (text && seen[seen.length - 1] !== text) seen.push(text)
      }
    }
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

const headingsSeen = (page: Page) => page.evaluate(() => [...new Set(window.__headings ?? [])])

/**
 * The page settles at `expected` with its heading, and on the way showed no heading but the neutral
 * one (and `before`: what this page truly showed before the person acted on it).
 */
async function landsOn(page: Page, expected: string, heading: string, before: string[] = []) {
  await expect(page).toHaveURL(new RegExp(`${expected.replace(/[/-]/g, '\\$&')}$`))
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${heading} · Lana Clara`)
  const seen = await headingsSeen(page)
  expect(seen).toContain(heading)
  expect(seen.filter((text) => text !== heading && text !== CHECKING && !before.includes(text))).toEqual([])
}

/** A registered client (the flow offers apply), signed in, with the loan the calculator's cookie holds. */
async function signedIn(page: Page, request: APIRequestContext, client: { token: string }) {
  await useToken(page, client.token)
  await chooseLoan(page)
  await watchHeadings(page)
}

/** A client whose application the back office decided so. */
async function decided(request: APIRequestContext, outcome: Outcome, options: { clabe?: boolean } = {}) {
  const client = await registeredClient(request)
  if (options.clabe) await registerClabe(request, client.token)
  await applyThroughErp(request, client.token, outcome)
  return client
}

/** The app's own navigation to a path (as a link does), never a reload. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((href) => {
    const index = ((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1
    const key = Math.random().toString(36).slice(2, 10)
    window.history.pushState({ key, __TSR_key: key, __TSR_index: index }, '', href)
  }, path)
}

interface Stage {
  name: string
  /** The client standing at the stage. */
  client: (page: Page, request: APIRequestContext) => Promise<{ token: string }>
  /** The one page every application URL ends on. */
  projected: string
  /** A client who may apply again (after a rejection) stays on the apply page opened: a new application. */
  mayApply?: boolean
}

const STAGES: Stage[] = [
  {
    name: 'no application',
    client: (_, request) => registeredClient(request),
    projected: '/es/application/apply',
  },
  {
    // The reference ERP decides at creation (docs/API.md "Decisions"): an ERP that decides later
    // answers 1 (new) meanwhile, which the browser is answered here on the client's own application.
    name: 'waiting for the decision',
    client: async (page, request) => {
      const client = await decided(request, 'accepted')
      await page.route('**/web/private/client/application/actual', async (route) => {
        const answer = await route.fetch()
        const body = (await answer.json()) as { data: { status: number } }
        await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, status: 1 } } })
      })
      return client
    },
    projected: '/es/application/loading',
  },
  { name: 'a decision error', client: (_, request) => decided(request, 'decision_error'), projected: '/es/application/loading' },
  {
    name: 'an offer increase',
    client: (_, request) => decided(request, 'yhat_increase'),
    projected: '/es/application/offer-increase',
  },
  {
    name: 'an offer decrease',
    client: (_, request) => decided(request, 'yhat_decrease'),
    projected: '/es/application/offer-decrease',
  },
  {
    name: 'manual verification',
    client: (_, request) => decided(request, 'manual_verification'),
    projected: '/es/application/manual-verification',
  },
  {
    name: 'rejected',
    client: (_, request) => decided(request, 'rejected'),
    projected: '/es/application/rejected',
    mayApply: true,
  },
  {
    name: 'accepted, a CLABE to pay out to',
    client: (_, request) => decided(request, 'accepted', { clabe: true }),
    projected: '/es/application/accepted',
  },
  {
    name: 'accepted, cash',
    client: (_, request) => decided(request, 'accepted'),
    projected: '/es/application/accepted-cash',
  },
  { name: 'a loan active', client: (_, request) => clientWithLoan(request), projected: '/es/profile/my-loan' },
]

test.describe('every application URL ends on the page the state projects', () => {
  for (const stage of STAGES) {
    test(`${stage.name}: each application URL opened directly, then reloaded, shows ${stage.projected}`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(60_000)
      const client = await stage.client(page, request)
      await signedIn(page, request, client)
      for (const url of APPLICATION_URLS) {
        await test.step(url, async () => {
          await page.goto(url)
          const projected = stage.mayApply && url === APPLY ? APPLY : stage.projected
          await landsOn(page, projected, ES_TITLES[projected]!)
          if (url === APPLY) await expect(applyButton(page)).toHaveCount(projected === APPLY ? 1 : 0)
        })
      }
      const heading = ES_TITLES[stage.projected]!
      await page.reload()
      await landsOn(page, stage.projected, heading)
      expect(consoleErrors).toEqual([])
    })
  }
})

test.describe('a replaced URL is not left behind', () => {
  test('Back and Forward after a replaced URL never show the false page', async ({ page, request }) => {
    const client = await decided(request, 'manual_verification')
    await signedIn(page, request, client)
    const manual = ES_TITLES['/es/application/manual-verification']!
    await page.goto('/es/preguntas-frecuentes')
    const faq = ES_TITLES['/es/preguntas-frecuentes']!
    // A link within the app to a page that does not fit: replaced, so Back goes where the person was.
    await navigateInApp(page, '/es/application/rejected')
    await landsOn(page, '/es/application/manual-verification', manual, [faq])
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/preguntas-frecuentes$/)
    await expect(page.getByRole('heading', { level: 1, name: faq })).toBeVisible()
    await page.goForward()
    await landsOn(page, '/es/application/manual-verification', manual, [faq])
    // A URL typed or bookmarked: the same.
    await page.goto('/es/application/accepted')
    await landsOn(page, '/es/application/manual-verification', manual)
    await page.goBack()
    await landsOn(page, '/es/application/manual-verification', manual)
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/preguntas-frecuentes$/)
  })
})

test.describe('a decision error is never a dead end', () => {
  test('retry, contact and profile are offered, and the application is canceled after a confirmation', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const client = await decided(request, 'decision_error')
    const { id } = await actualApplication(request, client.token)
    await signedIn(page, request, client)
    const cancels: string[] = []
    page.on('request', (call) => {
      if (call.method() === 'POST' && call.url().endsWith(`/application/${id}/cancel`)) cancels.push(call.url())
    })
    await page.goto('/es/application/loading')
    await expect(page.getByRole('alert').filter({ hasText: 'No pudimos terminar de evaluar tu solicitud.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/es/contactos')
    await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute('href', '/es/profile')
    expect(await violations(page)).toEqual([])

    // Retry asks again: still a decision error.
    const asked = page.waitForResponse((answer) => answer.url().endsWith('/web/private/client/application/actual'))
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await asked
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible()

    // The confirmation first: keeping the application sends nothing.
    await page.getByRole('button', { name: 'Cancelar mi solicitud' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Cancelar tu solicitud?' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('no recibirás este préstamo')
    expect(await violations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Conservar mi solicitud' }).click()
    await expect(dialog).toHaveCount(0)
    expect(cancels).toEqual([])
    expect((await actualApplication(request, client.token)).status).toBe(401)

    // Escape closes it too; then confirmed, the ERP cancels it.
    await page.getByRole('button', { name: 'Cancelar mi solicitud' }).click()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await page.getByRole('button', { name: 'Cancelar mi solicitud' }).click()
    await dialog.getByRole('button', { name: 'Sí, cancelarla' }).click()
    await landsOn(page, '/es/application/loading', 'Tu solicitud fue cancelada', [REVIEWING])
    await expect(page.getByText('No recibirás este préstamo y no debes nada.')).toBeVisible()
    expect(cancels).toHaveLength(1)
    expect((await actualApplication(request, client.token)).status).toBe(5)
    expect(await violations(page)).toEqual([])

    // Canceled, it reads as closed wherever it is opened, and the client may apply again.
    for (const url of ['/es/application/rejected', '/es/application/accepted']) {
      await page.goto(url)
      await landsOn(page, '/es/application/loading', 'Tu solicitud fue cancelada')
    }
    await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute('href', '/es/profile')
    await page.getByRole('link', { name: 'Solicitar de nuevo' }).click()
    await expect(page).toHaveURL(/\/es\/application\/apply$/)
    await expect(applyButton(page)).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('a cancel without an answer says so and is retried from the dialog', async ({ page, request }) => {
    const client = await decided(request, 'decision_error')
    await signedIn(page, request, client)
    await page.goto('/es/application/loading')
    let dropped = false
    await page.route('**/web/private/client/application/*/cancel', async (route) => {
      if (dropped) return route.continue()
      dropped = true
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Cancelar mi solicitud' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Cancelar tu solicitud?' })
    await dialog.getByRole('button', { name: 'Sí, cancelarla' }).click()
    await expect(dialog.getByRole('alert')).toContainText('No recibimos respuesta')
    expect((await actualApplication(request, client.token)).status).toBe(401)
    await dialog.getByRole('button', { name: 'Sí, cancelarla' }).click()
    await landsOn(page, '/es/application/loading', 'Tu solicitud fue cancelada', [REVIEWING])
    const answer = await request.get('/web/private/client/application/actual', { headers: bearer(client.token) })
    expect(((await answer.json()) as { data: { status: number } }).data.status).toBe(5)
  })
})
