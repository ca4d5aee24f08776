import { readFileSync } from 'node:fs'
import type { APIRequestContext, Download, Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import {
  apiLogin,
  bearer,
  CLIENT_PASSWORD,
  clientWithLoan,
  expect,
  registerCard,
  steerPayout,
  test,
  useToken,
  violations,
  walkPayout,
} from './support'

/*
 * `/profile/my-loan` against the reference ERP: the loan, its schedule and
 * rollovers; extending it (choose, sign, pay the fee, the new due date); repaying it by card, SPEI
 * or a cash reference with its barcode and printable slip, paid through the simulated provider.
 * Tests that change a loan use a fresh client with a loan of its own; activa@example.mx only reads.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/pw-my-loan'
const screenDate = (wire: string) => wire.split('-').reverse().join('/')
const money = (pesos: number) => `$${Number.isInteger(pesos) ? pesos : pesos.toFixed(2)}`

interface WireLoan {
  status: number
  outstanding: number
  settleToday: { amount: number; days: number }
  dueDate: string
  repaymentInvoice: { dueDays: number }
  extensions: { days: number; endDate: string; amount: number; amount_without_vat: number }[]
}

interface WireRollover {
  days: number
  newDueDate: string
  fee: number
  feeWithoutVat: number
}

async function activeLoan(request: APIRequestContext, token: string) {
  const answer = await request.get('/web/private/client/loan/active', { headers: bearer(token) })
  return { status: answer.status(), loan: answer.ok() ? ((await answer.json()) as { data: WireLoan }).data : null }
}

/** axe finds nothing, nothing scrolls sideways, and the state is kept as a screenshot to look at. */
async function checkState(page: Page, name: string) {
  expect(await violations(page)).toEqual([])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
}

/** A downloaded file that is a PDF, loaded. */
async function pdfOf(download: Download) {
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  return PDFDocument.load(bytes)
}

/** The simulated payment provider reports the reference paid. */
async function providerPays(request: APIRequestContext, reference: string) {
  const paid = await request.post(`/web/dev/payments/${reference}/paid`)
  expect(paid.status(), await paid.text()).toBe(200)
}

/** From my loan: an extension of `days` chosen, its agreement accepted and signed on the ERP. */
async function extendAndSign(page: Page, days: number) {
  await page.getByRole('button', { name: 'Extender mi fecha de pago' }).click()
  await page.getByRole('radio', { name: new RegExp(`${days} días más`) }).check()
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByText('Leí el convenio de prórroga y lo firmo.').click()
  await page.getByRole('button', { name: 'Firmar y continuar' }).click()
}

/** The barcode is an SVG that draws bars (Code 128 from the ERP), read as an image with the reference. */
async function expectBarcode(page: Page) {
  const barcode = page.getByRole('img', { name: /Código de barras de la referencia de pago/ })
  await expect(barcode).toBeVisible()
  const svg = barcode.locator('svg')
  await expect(svg).toHaveCount(1)
  const bars = await svg.evaluate((element) => element.querySelectorAll('path, rect, polygon').length)
  expect(bars).toBeGreaterThan(0)
  const box = await svg.boundingBox()
  expect(box!.width).toBeGreaterThan(150)
  const reference = (await page.getByTestId('cash-slip').locator('.loan-slip__reference').innerText()).replace(/\s/g, '')
  expect(reference).toMatch(/^\d{16}$/)
  return reference
}

test.describe('my loan', () => {
  for (const width of [1280, 375]) {
    test(`shows the loan, its days to due and its schedule at ${width} px`, async ({ page, request, consoleErrors }) => {
      await page.setViewportSize({ width, height: 900 })
      const token = await apiLogin(request, 'activa@example.mx', CLIENT_PASSWORD)
      const { loan } = await activeLoan(request, token)
      await useToken(page, token)
      await page.goto('/es/profile/my-loan')
      await expect(page.getByRole('heading', { level: 1, name: 'Mi préstamo' })).toBeVisible()
      const summary = page.getByTestId('loan-summary')
      // What settles it today (interest for the days used only) beside the total at the due date.
      await expect(page.getByTestId('loan-settle-today')).toHaveText(money(loan!.settleToday.amount))
      await expect(summary.getByRole('term').filter({ hasText: 'Para liquidar hoy' })).toBeVisible()
      await expect(page.getByTestId('loan-total-at-due-date')).toHaveText(money(loan!.outstanding))
      expect(loan!.settleToday.amount).toBeLessThan(loan!.outstanding)
      const days = loan!.settleToday.days
      await expect(
        summary.getByText(`Intereses solo por ${days} ${days === 1 ? 'día' : 'días'}: pagar antes cuesta menos.`),
      ).toBeVisible()
      await expect(page.getByTestId('loan-due-date')).toHaveText(screenDate(loan!.dueDate))
      await expect(summary.getByText(`Faltan ${loan!.repaymentInvoice.dueDays} días`)).toBeVisible()
      await expect(summary.getByText('Activo', { exact: true })).toBeVisible()
      const schedule = page.getByRole('table', { name: 'Calendario de pagos' })
      await expect(schedule).toBeVisible()
      await expect(schedule.getByRole('columnheader', { name: 'Total' })).toBeVisible()
      await expect(schedule.getByRole('rowheader', { name: screenDate(loan!.dueDate) })).toBeVisible()
      // Readable at every width without scrolling sideways (a phone reads each row as a card).
      const scheduleRegion = page.getByRole('region', { name: 'Calendario de pagos' })
      expect(await scheduleRegion.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
      await expect(page.getByRole('button', { name: 'Pagar mi préstamo' })).toBeVisible()
      await checkState(page, 'loan')
      expect(consoleErrors).toEqual([])
    })
  }

  for (const width of [1280, 375]) {
    test(`shows where the money of a loan just signed is until it is received at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 })
      // The page's clock, moved on by walkPayout instead of waiting for each 10-second poll.
      await page.clock.install()
      const client = await clientWithLoan(request)
      const loan = await request.get('/web/private/client/loan/active', { headers: bearer(client.token) })
      const { id } = ((await loan.json()) as { data: { id: number } }).data
      await useToken(page, client.token)
      await page.goto('/es/profile/my-loan')
      await expect(page.getByRole('heading', { level: 1, name: 'Mi préstamo' })).toBeVisible()
      await walkPayout(page, request, id, (state) => checkState(page, `payout-${state}`))
    })
  }

  test('downloads the carátula and the agreement of the loan, the agreement opening with the carátula', async ({
    page,
    request,
  }) => {
    const client = await clientWithLoan(request)
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')
    const documents = page.getByRole('region', { name: 'Los documentos de tu crédito' })
    await expect(documents).toBeVisible()
    let download = page.waitForEvent('download')
    await documents.getByRole('button', { name: 'Descargar la carátula (PDF)' }).click()
    const caratula = await download
    expect(caratula.suggestedFilename()).toMatch(/^caratula-\d+\.pdf$/)
    const sheet = await pdfOf(caratula)
    expect(sheet.getTitle()).toMatch(/^Carátula del crédito LC-\d{8}$/)
    expect(sheet.getSubject()).toContain('$3000')
    download = page.waitForEvent('download')
    await documents.getByRole('button', { name: 'Descargar el contrato de crédito (PDF)' }).click()
    const agreement = await download
    expect(agreement.suggestedFilename()).toMatch(/^agreement-\d+\.pdf$/)
    const contract = await pdfOf(agreement)
    expect(contract.getTitle()).toMatch(/^Contrato de crédito simple LC-\d{8}$/)
    expect(contract.getPageCount()).toBeGreaterThanOrEqual(2)
    await checkState(page, 'loan-documents')
  })

  test('a transfer the bank returned says so and asks to check the CLABE', async ({ page, request }) => {
    const client = await clientWithLoan(request)
    const loan = await request.get('/web/private/client/loan/active', { headers: bearer(client.token) })
    const { id } = ((await loan.json()) as { data: { id: number } }).data
    await steerPayout(request, id, { to: 'returned' })
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')
    const payout = page.getByTestId('payout')
    await expect(payout).toHaveAttribute('data-state', 'returned')
    await expect(payout.getByText('Tu banco devolvió el dinero')).toBeVisible()
    await expect(payout.getByText(/Revisa tu CLABE/)).toBeVisible()
    await expect(payout.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/es/contactos')
    await checkState(page, 'payout-returned')
  })

  test('extends the loan: the offered extensions with and without IVA, the signed agreement, the fee paid in cash, the new due date', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow()
    const client = await clientWithLoan(request)
    const before = (await activeLoan(request, client.token)).loan!
    const seven = before.extensions.find((extension) => extension.days === 7)!
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')
    await page.getByRole('button', { name: 'Extender mi fecha de pago' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Extiende tu préstamo' })).toBeFocused()
    for (const extension of before.extensions) {
      await expect(
        page.getByText(`Comisión: ${money(extension.amount)} con IVA (${money(extension.amount_without_vat)} sin IVA)`),
      ).toBeVisible()
    }
    // Continuing without a choice says so at the choices.
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByText('Elige una de las prórrogas.')).toBeVisible()
    await checkState(page, 'extend-choose')
    await page.getByRole('radio', { name: /7 días más/ }).check()
    await page.getByRole('button', { name: 'Continuar' }).click()

    await expect(page.getByRole('heading', { level: 2, name: 'Firma el convenio de prórroga' })).toBeFocused()
    const agreement = page.getByRole('link', { name: 'Leer el convenio de prórroga (PDF)' })
    await expect(agreement).toHaveAttribute('href', /^blob:/)
    await page.getByRole('button', { name: 'Firmar y continuar' }).click()
    await expect(page.getByText('Marca la casilla para firmar el convenio.')).toBeVisible()
    await checkState(page, 'extend-sign')
    await page.getByText('Leí el convenio de prórroga y lo firmo.').click()
    await page.getByRole('button', { name: 'Firmar y continuar' }).click()

    await expect(page.getByRole('heading', { level: 2, name: 'Paga la comisión de la prórroga' })).toBeVisible()
    // "Firmar" signed it on the ERP: the fee is payable from now on.
    const signedAt = ((await activeLoan(request, client.token)).loan as unknown as { rollovers: { signedAt: string | null }[] })
      .rollovers[0]!.signedAt
    expect(signedAt).not.toBeNull()
    await checkState(page, 'extend-pay')
    await page.getByRole('button', { name: 'Pagar en efectivo en tienda' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Paga la comisión de la prórroga en efectivo' })).toBeVisible()
    const reference = await expectBarcode(page)
    await expect(page.getByTestId('cash-slip').getByText(money(seven.amount), { exact: true })).toBeVisible()
    await checkState(page, 'extend-cash')
    // Not paid yet: the due date has not moved.
    expect((await activeLoan(request, client.token)).loan!.dueDate).toBe(before.dueDate)

    await providerPays(request, reference)
    await page.getByRole('button', { name: 'Ya pagué' }).click()
    await expect(page.getByTestId('extension-done')).toHaveText(
      `Tu nueva fecha de pago es el ${screenDate(seven.endDate)} (antes era el ${screenDate(before.dueDate)}).`,
    )
    await expect(page.getByTestId('loan-due-date')).toHaveText(screenDate(seven.endDate))
    await checkState(page, 'extend-done')
    await page.getByRole('button', { name: 'Volver a mi préstamo' }).click()
    const rollovers = page.getByRole('table', { name: 'Tus prórrogas' })
    await expect(rollovers.getByRole('row').nth(1)).toContainText('Pagado')
    await expect(rollovers.getByRole('row').nth(1)).toContainText('Económica')
    expect((await activeLoan(request, client.token)).loan!.dueDate).toBe(seven.endDate)
    expect(consoleErrors).toEqual([])
  })

  test('the extension fee paid by SPEI transfer at 375 px: its own CLABE and reference, then the new due date', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const client = await clientWithLoan(request)
    const before = (await activeLoan(request, client.token)).loan!
    const seven = before.extensions.find((extension) => extension.days === 7)!
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')
    await extendAndSign(page, 7)
    await page.getByRole('button', { name: 'Pagar por transferencia SPEI' }).click()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Paga la comisión de la prórroga por transferencia SPEI' }),
    ).toBeVisible()
    const spei = page.getByTestId('spei-instructions')
    await expect(spei.getByText(money(seven.amount), { exact: true })).toBeVisible()
    await checkState(page, 'extend-spei')
    const answer = await request.get('/web/private/client/loan/active/repayment/spei?purpose=rollover', {
      headers: bearer(client.token),
    })
    const { payment } = ((await answer.json()) as { data: { payment: { reference: string; purpose: string } } }).data
    expect(payment.purpose).toBe('rollover')
    await providerPays(request, payment.reference)
    await page.getByRole('button', { name: 'Ya pagué' }).click()
    await expect(page.getByTestId('extension-done')).toContainText(`Tu nueva fecha de pago es el ${screenDate(seven.endDate)}`)
    expect(consoleErrors).toEqual([])
  })

  test('the extensions table: a cheap extension superseded before its fee was paid is a draft, the expensive one chosen after it unpaid, in Spanish', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const client = await clientWithLoan(request)
    const chosen: WireRollover[] = []
    for (const days of [7, 14]) {
      const answer = await request.put('/web/private/client/loan/active/rollover', {
        headers: bearer(client.token),
        data: { days },
      })
      expect(answer.status(), await answer.text()).toBe(200)
      chosen.push(((await answer.json()) as { data: { rollover: WireRollover } }).data.rollover)
    }
    const [cheap, expensive] = chosen
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')
    const table = page.getByRole('table', { name: 'Tus prórrogas' })
    await expect(table).toBeVisible()
    const row = (days: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: days, exact: true }) })
    await expect(row('7 días').getByRole('cell')).toHaveText([
      'Económica',
      screenDate(cheap!.newDueDate),
      money(cheap!.fee),
      money(cheap!.feeWithoutVat),
      'Borrador (ya no se puede pagar)',
    ])
    await expect(row('14 días').getByRole('cell')).toHaveText([
      'Costosa',
      screenDate(expensive!.newDueDate),
      money(expensive!.fee),
      money(expensive!.feeWithoutVat),
      'Sin pagar',
    ])
    // Every column in view at 1280 px: the words wrap instead of hiding behind the table's scroll.
    const region = page.getByRole('region', { name: 'Tus prórrogas' })
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
    // Not paid: the due date has not moved.
    expect((await activeLoan(request, client.token)).loan!.dueDate).not.toBe(expensive!.newDueDate)
    await checkState(page, 'rollovers')
    expect(consoleErrors).toEqual([])
  })

  test('repays in cash at 375 px: the barcode, the printable slip kept through a reload, the provider pays and my loan leads to no-loan', async ({
    page,
    request,
  }) => {
    test.slow()
    await page.setViewportSize({ width: 375, height: 800 })
    const client = await clientWithLoan(request)
    const { loan } = await activeLoan(request, client.token)
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')
    await page.getByRole('button', { name: 'Pagar mi préstamo' }).click()
    await expect(page.getByRole('heading', { level: 2, name: `Paga ${money(loan!.settleToday.amount)}` })).toBeFocused()
    await checkState(page, 'repay-choose')
    await page.getByRole('button', { name: 'Efectivo en tienda' }).click()
    const reference = await expectBarcode(page)
    await expect(page.getByText('Ve a cualquier OXXO', { exact: false })).toBeVisible()
    await checkState(page, 'repay-cash')

    await page.getByRole('link', { name: 'Ficha de pago para imprimir' }).click()
    await expect(page).toHaveURL(/\/es\/profile\/my-loan\/print\?ref=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Ficha de pago en efectivo' })).toBeVisible()
    // The print layout: no header or footer.
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    expect(await expectBarcode(page)).toBe(reference)
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible()
    await checkState(page, 'print-slip')
    // A reload asks the ERP again with the same key: the same reference, not a new one.
    await page.reload()
    expect(await expectBarcode(page)).toBe(reference)
    await page.getByRole('link', { name: 'Volver a mi préstamo' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mi préstamo' })).toBeVisible()

    await page.getByRole('button', { name: 'Pagar mi préstamo' }).click()
    await page.getByRole('button', { name: 'Efectivo en tienda' }).click()
    const second = await expectBarcode(page)
    await providerPays(request, second)
    await page.getByRole('button', { name: 'Ya pagué' }).click()
    await expect(page.getByTestId('loan-paid')).toBeVisible()
    await checkState(page, 'repay-paid')
    expect((await activeLoan(request, client.token)).status).toBe(404)

    // The profile's overview has switched to the no-loan state: no loan card, the way to apply.
    await page.getByRole('link', { name: 'Ir a mi perfil' }).click()
    await expect(page).toHaveURL(/\/es\/profile$/)
    await expect(page.getByRole('heading', { level: 2, name: 'No tienes un préstamo activo' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Tu préstamo activo' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Solicitar un préstamo' })).toHaveAttribute('href', '/es/profile/no-loan')
    await checkState(page, 'profile-after-repay')

    await page.goto('/es/profile/my-loan')
    await expect(page).toHaveURL(/\/es\/profile\/no-loan$/)
  })

  test('with a card: the extension fee charged under its consent moves the due date; SPEI instructions name the loan’s CLABE and reference; the card repays the loan, by keyboard', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow()
    const client = await clientWithLoan(request)
    const lastFour = await registerCard(request, client.token, client.phone)
    const before = (await activeLoan(request, client.token)).loan!
    const fourteen = before.extensions.find((extension) => extension.days === 14)!
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')

    await extendAndSign(page, 14)
    const charge = page.getByRole('button', { name: `Cargar ${money(fourteen.amount)} a mi tarjeta terminación ${lastFour}` })
    await charge.click()
    await expect(page.getByText('Marca la casilla para autorizar el cargo.')).toBeVisible()
    await checkState(page, 'extend-card')
    await page.getByText(/para pagar la comisión de la prórroga/).click()
    await expect(page.getByRole('checkbox', { name: /para pagar la comisión de la prórroga/ })).toBeChecked()
    await charge.click()
    await expect(page.getByTestId('extension-done')).toContainText(`Tu nueva fecha de pago es el ${screenDate(fourteen.endDate)}`)
    await page.getByRole('button', { name: 'Volver a mi préstamo' }).click()
    await expect(page.getByTestId('loan-due-date')).toHaveText(screenDate(fourteen.endDate))

    const { loan } = await activeLoan(request, client.token)
    expect(loan!.dueDate).toBe(fourteen.endDate)
    await page.getByRole('button', { name: 'Pagar mi préstamo' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: `Paga ${money(loan!.settleToday.amount)}` })).toBeFocused()

    await page.getByRole('button', { name: 'Transferencia SPEI' }).focus()
    await page.keyboard.press('Enter')
    const spei = page.getByTestId('spei-instructions')
    await expect(spei).toBeVisible()
    const clabe = (await spei.locator('dd').first().innerText()).replace(/\s/g, '')
    expect(clabe).toMatch(/^646180\d{12}$/)
    // One press copies the CLABE for the bank's app, without its spaces; the button says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await spei.getByRole('button', { name: 'Copiar la CLABE' }).click()
    await expect(spei.getByRole('button', { name: 'Copiar la CLABE' })).toHaveText('Copiado')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clabe)
    await expect(spei.getByText(money(loan!.settleToday.amount), { exact: true })).toBeVisible()
    await expect(spei.getByText(/^\d{7}$/)).toBeVisible()
    await checkState(page, 'repay-spei')

    await page.getByRole('button', { name: `Tarjeta de débito terminación ${lastFour}` }).focus()
    await page.keyboard.press('Enter')
    // Paying early: the card is charged today's settlement, below the contract's total, and it closes the loan.
    expect(loan!.settleToday.amount).toBeLessThan(loan!.outstanding)
    const pay = page.getByRole('button', { name: `Pagar ${money(loan!.settleToday.amount)} ahora` })
    await pay.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Marca la casilla para autorizar el cargo.')).toBeVisible()
    await checkState(page, 'repay-card')
    await page.getByRole('checkbox', { name: /Autorizo a Lana Clara a cargar/ }).focus()
    await page.keyboard.press('Space')
    await pay.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('loan-paid')).toBeVisible()
    expect((await activeLoan(request, client.token)).status).toBe(404)
    expect(consoleErrors).toEqual([])
  })
})
