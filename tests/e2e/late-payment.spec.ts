import type { APIRequestContext, Page } from '@playwright/test'
import { bearer, clientWithLoan, expect, steerPayout, test, useToken, violations } from './support'

/*
 * My loan of a late loan (docs/PRICING.md "Paying late"), made late by the ERP's development
 * steering: the days late, the late interest and its IVA, and the total owed today, which grows
 * by what each day adds; and, before an extension is chosen, the ladder of what extending costs.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/pw-late-payment'
const money = (pesos: number) => `$${Number.isInteger(pesos) ? pesos : pesos.toFixed(2)}`
const screenDate = (wire: string) => wire.split('-').reverse().join('/')
const addDays = (wire: string, days: number) => {
  const date = new Date(`${wire}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

interface WireLoan {
  id: number
  outstanding: number
  dueDate: string
  settleToday: { amount: number }
  late: { days: number; interest: number; vat: number; nextDay: number }
  extensions: { days: number; amount: number }[]
}

async function activeLoan(request: APIRequestContext, token: string): Promise<WireLoan> {
  const answer = await request.get('/web/private/client/loan/active', { headers: bearer(token) })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: WireLoan }).data
}

async function makeLate(request: APIRequestContext, loanId: number, days: number): Promise<WireLoan> {
  const answer = await request.put(`/web/dev/loans/${loanId}/overdue`, { data: { days } })
  expect(answer.status(), await answer.text()).toBe(200)
  return ((await answer.json()) as { data: WireLoan }).data
}

async function look(page: Page, name: string) {
  expect(await violations(page)).toEqual([])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true })
}

test.describe('my loan, late', () => {
  for (const width of [1280, 375]) {
    test(`shows what is owed as it grows each day and the extension ladder at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 })
      const client = await clientWithLoan(request)
      const onTime = await activeLoan(request, client.token)
      await steerPayout(request, onTime.id, { to: 'received' })
      await useToken(page, client.token)
      await page.goto('/es/profile/my-loan')
      await expect(page.getByRole('heading', { level: 1, name: 'Mi préstamo' })).toBeVisible()
      await expect(page.getByTestId('loan-overdue')).toHaveCount(0)

      // Before an extension is chosen: paid at the due date, or after one, two or three extensions.
      await page.getByRole('button', { name: 'Extender mi fecha de pago' }).click()
      const ladder = page.getByTestId('loan-ladder')
      await expect(ladder).toBeVisible()
      await expect(ladder.getByTestId('ladder-at-due')).toHaveText(
        `Si pagas en tu fecha de vencimiento, el ${screenDate(onTime.dueDate)}, sin prórroga: ${money(onTime.outstanding)} en total.`,
      )
      for (const extension of onTime.extensions) {
        for (const count of [1, 2, 3]) {
          const total = Math.round((onTime.outstanding + count * extension.amount) * 100) / 100
          const due = screenDate(addDays(onTime.dueDate, count * extension.days))
          const cell = ladder.getByTestId(`ladder-${extension.days}-${count}`)
          await expect(cell.locator('strong')).toHaveText(money(total))
          await expect(cell).toContainText(`vence el ${due}`)
        }
      }
      await expect(page.getByRole('radio', { name: /7 días más/ })).not.toBeChecked()
      await look(page, 'ladder')
      await ladder.screenshot({ path: `${SHOTS}/ladder-only-${width}.png` })
      await page.getByRole('button', { name: 'Cancelar' }).click()

      // Three days late, then four: what is owed grows by what a day adds.
      const three = await makeLate(request, onTime.id, 3)
      expect(three.late.days).toBe(3)
      await page.reload()
      await expect(page.getByRole('alert').getByText('Tu préstamo tiene 3 días de atraso')).toBeVisible()
      await expect(page.getByTestId('loan-settle-today')).toHaveText(money(three.settleToday.amount))
      await expect(page.getByTestId('loan-late-days')).toHaveText('3')
      await expect(page.getByTestId('loan-late-interest')).toHaveText(money(three.late.interest))
      await expect(page.getByTestId('loan-late-vat')).toHaveText(money(three.late.vat))
      await expect(page.getByTestId('loan-late-next-day')).toHaveText(
        `Aumenta ${money(three.late.nextDay)} cada día hasta que pagues.`,
      )
      await expect(page.getByTestId('schedule-owed-today')).toHaveText(money(three.settleToday.amount))
      await look(page, 'three-days-late')

      const four = await makeLate(request, onTime.id, 4)
      expect(four.settleToday.amount).toBeCloseTo(three.settleToday.amount + three.late.nextDay, 2)
      await page.reload()
      await expect(page.getByRole('alert').getByText('Tu préstamo tiene 4 días de atraso')).toBeVisible()
      await expect(page.getByTestId('loan-settle-today')).toHaveText(money(four.settleToday.amount))

      // The clear way to pay: all of today's amount, late interest included.
      await page.getByRole('button', { name: `Pagar ${money(four.settleToday.amount)} ahora` }).click()
      await expect(page.getByRole('heading', { level: 2, name: `Paga ${money(four.settleToday.amount)}` })).toBeFocused()
      const late = Math.round((four.late.interest + four.late.vat) * 100) / 100
      await expect(page.getByTestId('repay-late-note')).toHaveText(`Incluye ${money(late)} de intereses moratorios e IVA.`)
      await look(page, 'repay-late')
    })
  }
})
