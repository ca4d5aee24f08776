import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import {
  apiLogin,
  applyThroughErp,
  bearer,
  expect,
  freshClabe,
  latestMessage,
  newClient,
  readyToSign,
  registeredClient,
  test,
  useToken,
  violations,
  walkPayout,
} from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * `/registration/summary`, the one-time-password agreement (flow step otp_agreement) against the
 * reference ERP: a registered client with a CLABE and an application the back office accepted
 * reads the figures of the loan, a wrong code is refused at the field, the code from the outbox
 * signs, the page moves on to the loan and the ERP holds an active loan.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/pw-sum'

/**
 * A client registered through the ERP with an accepted application of $3000 and, unless left
 * out, everything the flow puts before signing (ID checked, payslip, bank statement, a CLABE).
 */
async function accepted(request: APIRequestContext, leaveOut: Parameters<typeof readyToSign>[2] = {}) {
  const client = await registeredClient(request)
  const { token } = client
  await readyToSign(request, client, { ...leaveOut, payout: true })
  const account = freshClabe()
  if (!leaveOut.payout) {
    const saved = await request.post('/web/private/client/bank/saveAccountNumber', {
      headers: bearer(token),
      data: { accountNumber: account },
    })
    expect(saved.status(), await saved.text()).toBeLessThan(300)
  }
  const id = await applyThroughErp(request, token, 'accepted', 3000)
  const flow = await request.get('/web/private/client/flow', { headers: bearer(token) })
  if (Object.keys(leaveOut).length === 0)
    expect(((await flow.json()) as { data: { step: string } }).data.step).toBe('otp_agreement')
  const offer = await request.get(`/web/private/client/application/${id}/offer/actual`, { headers: bearer(token) })
  const figures = ((await offer.json()) as { data: { principal: number; total: number; endDate: string } }).data
  return { ...client, token, id, clabe: account, figures }
}

const screenDate = (wire: string) => wire.split('-').reverse().join('/')
const money = (pesos: number) => `$${Number.isInteger(pesos) ? pesos : pesos.toFixed(2)}`

async function loans(request: APIRequestContext, token: string) {
  return request.get('/web/private/client/loan/active', { headers: bearer(token) })
}

test.describe('the one-time-password agreement', () => {
  for (const width of [375, 1280]) {
    test(`shows the carátula before the code field, with every element the law asks for, at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const client = await accepted(request)
      await useToken(page, client.token)
      await page.goto('/es/registration/summary')
      const sheet = page.getByTestId('caratula')
      await expect(sheet.getByRole('heading', { level: 2, name: 'Carátula de tu crédito' })).toBeVisible()
      // A first loan of $3000 on the first-loan price list (1 % a day, 3 % service fee, $50 processing, 16 % IVA).
      await expect(sheet.getByTestId('caratula-amount')).toHaveText('$3000')
      await expect(sheet.getByTestId('caratula-total')).toHaveText(money(client.figures.total))
      await expect(sheet.getByTestId('caratula-cat')).toHaveText(
        /^\d+(\.\d)?% sin IVA, para fines informativos y de comparación exclusivamente$/,
      )
      await expect(sheet.getByTestId('caratula-average-cat')).toHaveText(
        'CAT promedio 7336.3% sin IVA, para fines informativos y de comparación. Calculado el 01/11/2026, vigente hasta el 30/04/2027.',
      )
      await expect(sheet.getByTestId('caratula-ordinary-rate')).toHaveText('360% fija, sin IVA')
      await expect(sheet.getByTestId('caratula-late-rate')).toHaveText(
        '360% sin IVA (1% diario sobre el capital vencido, más IVA)',
      )
      await expect(sheet.getByTestId('caratula-term')).toContainText(`al ${screenDate(client.figures.endDate)}`)
      await expect(sheet.getByTestId('caratula-schedule')).toHaveText(
        `Pago único el ${screenDate(client.figures.endDate)}${money(client.figures.total)}`,
      )
      const fees = sheet.getByTestId('caratula-fees')
      await expect(fees).toContainText('Comisión por apertura$58 ($50 más IVA)')
      await expect(fees).toContainText('Comisión por servicio del plazo$104.40 ($90 más IVA)')
      await expect(fees).toContainText('Comisión por pago tardío$0')
      // An extension of d days: d days of interest and the service fee, on $3000, plus IVA.
      await expect(fees).toContainText('Comisión por prórroga de 7 días$348 ($300 más IVA)')
      await expect(fees).toContainText('Comisión por prórroga de 14 días$591.60 ($510 más IVA)')
      await expect(fees).toContainText('Comisión por prórroga de 30 días$1148.40 ($990 más IVA)')
      const warnings = sheet.getByTestId('caratula-warnings')
      await expect(warnings).toContainText('Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.')
      await expect(warnings).toContainText('Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.')
      await expect(sheet.getByTestId('caratula-une')).toContainText('Unidad Especializada de Atención a Usuarios (UNE)')
      await expect(sheet.getByTestId('caratula-une').getByRole('link', { name: 'une@lanaclara.mx' })).toHaveAttribute(
        'href',
        'mailto:une@lanaclara.mx',
      )
      await expect(sheet.getByTestId('caratula-condusef').getByRole('link', { name: '800 999 8080' })).toHaveAttribute(
        'href',
        'tel:+528009998080',
      )
      await expect(sheet.getByTestId('caratula-reca')).toHaveText(
        'Registro de Contratos de Adhesión (RECA): 15372-439-041873/01-02365-0926',
      )

      // The sheet is read before the code is asked for, and the code field is still there below it.
      const field = page.getByLabel('Código SMS')
      await expect(field).toBeVisible()
      const sheetBox = await sheet.boundingBox()
      const fieldBox = await field.boundingBox()
      expect(sheetBox!.y + sheetBox!.height).toBeLessThanOrEqual(fieldBox!.y)
      expect(
        await sheet.evaluate(
          (node, input) => Boolean(node.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING),
          await field.elementHandle(),
        ),
      ).toBe(true)
      expect(await violations(page)).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${SHOTS}/summary-caratula-${width}.png`, fullPage: true })
    })
  }

  for (const width of [1280, 375]) {
    test(`shows the loan, refuses a wrong code at the field and signs with the SMS code at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const client = await accepted(request)
      await useToken(page, client.token)
      await page.goto('/es/registration/summary')
      await expect(page.getByRole('heading', { level: 1, name: 'Firma tu contrato de préstamo' })).toBeVisible()
      await expect(page).toHaveTitle('Revisa y firma · Lana Clara')
      await keepThumbnail(page, 'registration-summary')
      const last4 = client.phone.slice(-4)
      await expect(page.getByText(`Te enviamos un código de 3 dígitos por SMS a tu celular terminación ${last4}.`)).toBeVisible()
      const loanCard = page.locator('.application-card').filter({ has: page.getByRole('heading', { name: 'Tu préstamo' }) })
      await expect(loanCard.getByText('$3000', { exact: true })).toBeVisible()
      await expect(loanCard.getByText(money(client.figures.total), { exact: true })).toBeVisible()
      await expect(loanCard.getByText(screenDate(client.figures.endDate))).toBeVisible()
      await expect(loanCard.getByText('CAT', { exact: true })).toBeVisible()
      await expect(page.getByTestId('summary-account')).toHaveText(`CLABE terminación ${client.clabe.slice(-4)}`)
      await expect(page.getByRole('link', { name: 'Leer el borrador del contrato (PDF)' })).toBeVisible()
      await expect(page.getByText(/Podrás pedir un código nuevo en \d+ s\./)).toBeVisible()

      const sms = await latestMessage(request, client.phone)
      expect(sms.message).toContain('contrato')
      // The SMS states what the code signs: the amount, the total and the due date.
      expect(sms.message).toMatch(/préstamo de \$\d+ \(pagas \$\d+(\.\d{2})? el \d{2}\/\d{2}\/\d{4}\)/)
      const field = page.getByLabel('Código SMS')

      // Too short: refused before the ERP hears of it.
      await field.fill('1')
      await page.getByRole('button', { name: 'Firmar mi contrato' }).click()
      await expect(page.getByText('El código tiene 3 dígitos.')).toBeVisible()

      await field.fill(sms.code === '000' ? '001' : '000')
      await page.getByRole('button', { name: 'Firmar mi contrato' }).click()
      await expect(page.getByText('El código no es correcto. Te quedan 4 intentos.')).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(await violations(page)).toEqual([])
      await page.screenshot({ path: `${SHOTS}/summary-wrong-${width}.png`, fullPage: true })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      expect((await loans(request, client.token)).status()).toBe(404)

      await field.fill(sms.code)
      await page.getByRole('button', { name: 'Firmar mi contrato' }).click()
      await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
      const loan = await loans(request, client.token)
      expect(loan.status()).toBe(200)
      const status = await request.get('/web/private/client/application/actual/status', { headers: bearer(client.token) })
      expect(((await status.json()) as { data: { status: number } }).data.status).toBe(4)
    })
  }

  for (const width of [1280, 375]) {
    test(`after signing, the page shows the money's way: Enviado, En tránsito with its clave de rastreo, Recibido at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      // The page's clock, moved on by walkPayout instead of waiting for each 10-second poll.
      await page.clock.install()
      const client = await accepted(request)
      await useToken(page, client.token)
      await page.goto('/es/registration/summary')
      await expect(page.getByText(/Te enviamos un código de 3 dígitos por SMS/)).toBeVisible()
      const sms = await latestMessage(request, client.phone)
      await page.getByLabel('Código SMS').fill(sms.code)
      await page.getByRole('button', { name: 'Firmar mi contrato' }).click()
      await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
      const loan = ((await (await loans(request, client.token)).json()) as { data: { id: number } }).data
      await walkPayout(page, request, loan.id, async (state) => {
        expect(await violations(page)).toEqual([])
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        await page.screenshot({ path: `${SHOTS}/payout-${state}-${width}.png`, fullPage: true })
      })
    })
  }

  test('the flow leads here, the draft agreement is a PDF, and a reload within the minute keeps the code sent', async ({
    page,
    request,
  }) => {
    const client = await accepted(request)
    await useToken(page, client.token)
    // The flow entry leads an accepted client with a CLABE here (step otp_agreement).
    await page.goto('/es/flow')
    await expect(page).toHaveURL(/\/es\/registration\/summary$/)
    const link = page.getByRole('link', { name: 'Leer el borrador del contrato (PDF)' })
    await expect(link).toHaveAttribute('href', /^blob:/)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('contrato-borrador.pdf')
    const file = await download.path()
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
    // A reload within the minute: the limit says a code was just sent, so the page waits for it.
    await page.reload()
    await expect(page.getByText(/Te enviamos un código de 3 dígitos/)).toBeVisible()
    await expect(page.getByText(/Podrás pedir un código nuevo en \d+ s\./)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('a code out of tries is refused even when right; after the countdown a new code signs', async ({ page, request }) => {
    const client = await accepted(request)
    await useToken(page, client.token)
    // The page's clock: its countdown runs on it, and the ERP's minute is skipped with the outbox's rewind.
    await page.clock.install()
    await page.goto('/es/registration/summary')
    await expect(page.getByText(/Te enviamos un código de 3 dígitos/)).toBeVisible()
    const first = await latestMessage(request, client.phone)
    const field = page.getByLabel('Código SMS')
    const sign = page.getByRole('button', { name: 'Firmar mi contrato' })
    const wrong = first.code === '000' ? '001' : '000'
    for (const left of [4, 3, 2, 1]) {
      await field.fill(wrong)
      await sign.click()
      await expect(page.getByText(`El código no es correcto. Te quedan ${left} intentos.`)).toBeVisible()
    }
    await field.fill(wrong)
    await sign.click()
    const dead = page.getByText('Demasiados códigos incorrectos: este código ya no funciona. Pide uno nuevo.')
    await expect(dead).toBeVisible()
    await field.fill(first.code)
    await sign.click()
    await expect(dead).toBeVisible()

    // The one-minute limit of code sends: the link comes back when the countdown ends.
    const resend = page.getByRole('button', { name: 'Envíame un código nuevo' })
    await expect(resend).toHaveCount(0)
    const rewound = await request.post('/web/dev/outbox/rewind', { data: { destination: client.phone, seconds: 60 } })
    expect(rewound.status()).toBe(200)
    await page.clock.runFor(61_000)
    await expect(resend).toBeVisible()
    await resend.click()
    await expect(page.getByText(/Podrás pedir un código nuevo en \d+ s\./)).toBeVisible()
    const second = await latestMessage(request, client.phone)
    expect(second.message).not.toBe(first.message)
    await field.fill(second.code)
    await sign.click()
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
    expect((await loans(request, client.token)).status()).toBe(200)
  })

  test('while the identity check runs, the page says so instead of sending a code, and goes on once it is approved', async ({
    page,
    request,
  }) => {
    const client = await accepted(request, { identity: true })
    await useToken(page, client.token)
    await page.goto('/es/registration/summary')
    await expect(
      page.getByText(
        'Todavía estamos verificando tu identificación. Suele tardar unos minutos: podrás firmar en cuanto termine.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Firmar mi contrato' })).toHaveCount(0)
    expect(await violations(page)).toEqual([])
    // The simulated provider decides (development steering), and asking again sends the code.
    const session = await request.get('/web/private/client/veriff/session', { headers: bearer(client.token) })
    const { id } = ((await session.json()) as { data: { id: string } }).data
    expect((await request.put(`/web/dev/veriff/${id}/decision`, { data: { status: 'approved' } })).status()).toBe(200)
    await page.getByRole('button', { name: 'Volver a revisar' }).click()
    await expect(page.getByText(/Te enviamos un código de 3 dígitos/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Firmar mi contrato' })).toBeVisible()
  })

  test('without a CLABE or card, the page asks for one and links to where it is added', async ({ page, request }) => {
    const client = await accepted(request, { payout: true })
    await useToken(page, client.token)
    await page.goto('/es/registration/summary')
    await expect(
      page.getByText('Antes de firmar, dinos dónde depositarte: una CLABE o una tarjeta de débito a tu nombre.'),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Agregar mi CLABE o tarjeta' }).click()
    await expect(page).toHaveURL(/\/es\/flow\/direct-debit-information$/)
  })

  test('without an accepted application there is nothing to sign: the page gives way to where the client stands', async ({
    page,
    request,
  }) => {
    // Signed up, her names not confirmed yet: the flow's step is the details to confirm.
    const client = await newClient(request)
    const token = await apiLogin(request, client.email, client.password)
    await useToken(page, token)
    await page.goto('/es/registration/summary')
    await expect(page).toHaveURL(/\/es\/flow\/details$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible()
    await expect(page.getByText('Firma tu contrato de préstamo')).toHaveCount(0)
  })
})
