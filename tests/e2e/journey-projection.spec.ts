import type { APIRequestContext, Page } from '@playwright/test'
import {
  apiLogin,
  applyThroughErp,
  clientWithLoan,
  confirmDetails,
  expect,
  newClient,
  readyToSign,
  registeredClient,
  test,
  useToken,
} from './support'

/*
 * The pages of the journey are a projection of where the borrower stands: a journey page opened
 * directly, by Back or by a reload ends on the page the state projects, and a page that does not
 * fit is replaced (Back never shows it). Against the reference ERP, at each stage of the journey:
 * signed up with the names still to confirm, the address due, registered, in manual verification,
 * approved with the agreement to sign, and a borrower whose loan is active.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** A new applicant signed in on home, her details confirmed: the server's step is the address. */
async function applicantWithAddressDue(page: Page, request: APIRequestContext) {
  const client = await newClient(request)
  const token = await apiLogin(request, client.email, client.password)
  await confirmDetails(request, token)
  await useToken(page, token)
  await page.goto('/es/')
}

test.describe('journey pages follow where the borrower stands', () => {
  test('a new applicant opening the start of registration is taken to the form step due; a reload keeps it', async ({
    page,
    request,
  }) => {
    await applicantWithAddressDue(page, request)
    await page.goto('/es/registration')
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await expect(heading(page)).toHaveText('Tu domicilio')
    await page.reload()
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await expect(heading(page)).toHaveText('Tu domicilio')
    // The start page was replaced: Back goes to the page before it.
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/$/)
  })

  test("a new applicant whose address is due: the flow's pages and the loan pages lead to it, through reload and Back", async ({
    page,
    request,
  }) => {
    await applicantWithAddressDue(page, request)
    for (const path of ['/es/flow', '/es/flow/details', '/es/flow/direct-debit-information']) {
      await page.goto(path)
      await expect(page, `${path} leads to the address due`).toHaveURL(/\/es\/registration\/address$/)
      await expect(heading(page)).toHaveText('Tu domicilio')
    }
    // The loan views are journey pages: the flow's first answer takes them to the step's screen too.
    await page.goto('/es/profile/my-loan')
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await page.goto('/es/profile/no-loan')
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await page.reload()
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    // Back returns to the address, never to a page that did not fit.
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await expect(heading(page)).toHaveText('Tu domicilio')
  })

  test('a borrower with an active loan is shown the loan instead of a registration step, the agreement to sign or no-loan, and Back never shows them', async ({
    page,
    request,
  }) => {
    const client = await clientWithLoan(request)
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')
    await expect(heading(page)).toHaveText('Mi préstamo')
    for (const path of [
      '/es/registration/summary',
      '/es/registration/debit-credit-card',
      '/es/registration',
      '/es/profile/no-loan',
    ]) {
      await page.goto(path)
      await expect(page, `${path} gives way to the loan`).toHaveURL(/\/es\/profile\/my-loan$/)
      await expect(heading(page)).toHaveText('Mi préstamo')
      await expect(page.getByText('No tienes un préstamo activo')).toHaveCount(0)
    }
    await page.reload()
    await expect(heading(page)).toHaveText('Mi préstamo')
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
    await expect(heading(page)).toHaveText('Mi préstamo')
  })
})

/** A registered client whose application the back office decided with `outcome`. */
async function decided(request: APIRequestContext, outcome: 'manual_verification' | 'rejected'): Promise<string> {
  const client = await registeredClient(request)
  await applyThroughErp(request, client.token, outcome)
  return client.token
}

/** An approved client with everything signing needs: the agreement stands to be signed. */
async function approvedToSign(request: APIRequestContext): Promise<string> {
  const client = await registeredClient(request)
  await readyToSign(request, client)
  await applyThroughErp(request, client.token, 'accepted', 3000)
  return client.token
}

/**
 * The stages of the journey, each with the page its state projects and journey URLs that do not
 * fit it (while registering, every registration page may be opened; past registration, only the
 * page of the step), written from the product's journey (not read from the machines): each URL
 * opened directly ends on the projected page, a reload keeps it, and Back never shows the URL
 * that did not fit.
 */
const STAGES: ReadonlyArray<{
  stage: string
  setUp: (request: APIRequestContext) => Promise<string>
  projected: { path: string; heading: string }
  opened: string[]
}> = [
  {
    stage: 'signed up, her names still to confirm (the phone never verified)',
    setUp: async (request) => {
      const client = await newClient(request)
      return apiLogin(request, client.email, client.password)
    },
    projected: { path: '/es/flow/details', heading: 'Tus datos' },
    opened: [
      '/es/flow',
      '/es/flow/document-verification',
      '/es/application/apply',
      '/es/application/loading',
      '/es/registration/summary',
    ],
  },
  {
    stage: 'registered, with no application yet',
    setUp: async (request) => (await registeredClient(request)).token,
    projected: { path: '/es/application/apply', heading: 'Solicita tu préstamo' },
    opened: ['/es/flow', '/es/flow/details', '/es/application/loading', '/es/application/accepted', '/es/registration/summary'],
  },
  {
    stage: 'an application in manual verification',
    setUp: (request) => decided(request, 'manual_verification'),
    projected: { path: '/es/application/manual-verification', heading: 'Estamos verificando tu solicitud' },
    opened: [
      '/es/flow',
      '/es/flow/facebook-login',
      '/es/flow/document-verification',
      '/es/flow/payment',
      '/es/application/apply',
      '/es/application/rejected',
      '/es/registration/summary',
      '/es/registration',
      '/es/registration/address',
      '/es/registration/payroll-upload',
    ],
  },
  {
    stage: 'approved, with the agreement to sign',
    setUp: approvedToSign,
    projected: { path: '/es/application/accepted', heading: 'Tu préstamo está aprobado' },
    opened: ['/es/application/apply', '/es/application/loading', '/es/application/rejected', '/es/application/offer-decrease'],
  },
  {
    stage: 'rejected: every journey page but apply (she may apply again) tells her so',
    setUp: (request) => decided(request, 'rejected'),
    projected: { path: '/es/application/rejected', heading: 'Por ahora no podemos ofrecerte un préstamo' },
    opened: ['/es/flow', '/es/flow/details', '/es/registration/address', '/es/application/loading', '/es/application/accepted'],
  },
  {
    stage: "approved, with the agreement to sign: the flow's and registration's pages lead to the agreement",
    setUp: approvedToSign,
    projected: { path: '/es/registration/summary', heading: 'Firma tu contrato de préstamo' },
    opened: ['/es/flow', '/es/registration', '/es/registration/address', '/es/registration/debit-credit-card'],
  },
]

test.describe('every stage: journey URLs that do not fit give way to the projected page', () => {
  for (const { stage, setUp, projected, opened } of STAGES) {
    test(stage, async ({ page, request }) => {
      await useToken(page, await setUp(request))
      await page.goto('/es/')
      const entries = () => page.evaluate(() => window.history.length)
      const before = await entries()
      const landed = new RegExp(`${projected.path.replaceAll('/', '\\/')}$`)
      for (const path of opened) {
        await page.goto(path)
        await expect(page, `${path} gives way to ${projected.path}`).toHaveURL(landed)
        await expect(heading(page)).toHaveText(projected.heading)
      }
      await page.reload()
      await expect(page).toHaveURL(landed)
      await expect(heading(page)).toHaveText(projected.heading)
      // Each URL that did not fit was replaced, not followed by a second entry: one entry per URL
      // opened, and Back goes to the projected page of the one before.
      expect(await entries()).toBe(before + opened.length)
      await page.goBack()
      await expect(page).toHaveURL(landed)
      await expect(heading(page)).toHaveText(projected.heading)
    })
  }
})
