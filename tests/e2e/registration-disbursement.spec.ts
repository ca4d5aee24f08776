import type { APIRequestContext, Page } from '@playwright/test'
import { clabe } from 'clabe-validator'
import { luhnValid } from '../../src/domain/card'
import { clabeCheckDigit } from '../../src/domain/clabe'
import { apiLogin, choose, expect, newClient, select, test, useToken, violations as axeViolations } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * Registration step /registration/debit-credit-card against the reference ERP as a new applicant
 * (signed up and logged in through the ERP's own calls): a CLABE with its bank shown as typed, or
 * a debit card; the CLABE rules, Luhn and expiry at the fields; another client's CLABE or card
 * refused with its own message; the draft through a reload without the card number; then the
 * summary.
 */

async function signedIn(page: Page, request: APIRequestContext) {
  const client = await newClient(request)
  const token = await apiLogin(request, client.email, client.password)
  await useToken(page, token)
  return { ...client, token }
}

async function signedUp(request: APIRequestContext) {
  const client = await newClient(request)
  return { ...client, token: await apiLogin(request, client.email, client.password) }
}

let serial = 0

/** A digit string of `length` that no other test (of this or an earlier run) uses. */
function unique(length: number): string {
  serial += 1
  const seed = `${Date.now()}${process.pid % 100}${serial}${Math.floor(Math.random() * 1e6)}`
  return `7${seed.slice(1 - length).padStart(length - 1, '7')}`
}

/** A valid CLABE of an enabled bank (012 BBVA, plaza 010), made with clabe-validator. */
const freshClabe = () => clabe.calculate(12, 10, Number(unique(11)))

/** A 16-digit card number passing Luhn. */
function freshCard(): string {
  const first15 = `4152${unique(11)}`
  const digit = [...Array(10).keys()].find((d) => luhnValid(`${first15}${d}`))!
  return `${first15}${digit}`
}

async function violations(page: Page) {
  await expect(page.locator('[role=log] [role=img]')).toHaveCount(0, { timeout: 10_000 })
  return axeViolations(page)
}

const NEXT_YEAR = String(new Date().getFullYear() + 1)

async function fillCard(page: Page, number: string) {
  await page.getByRole('tab', { name: 'Tarjeta de débito' }).click()
  await page.getByLabel('Número de tarjeta').pressSequentially(number)
  await choose(page, 'Mes de vencimiento', '08')
  await choose(page, 'Año de vencimiento', NEXT_YEAR)
  await page.getByLabel('Nombre en la tarjeta').fill('Paola Prueba')
}

async function details(request: APIRequestContext, token: string) {
  const answer = await request.get('/web/private/client/account-details', { headers: { Authorization: `Bearer ${token}` } })
  return (
    (await answer.json()) as {
      data: {
        bankAccounts: { clabe: string }[]
        cards: { lastFour: string; expiryMonth: number; expiryYear: number; holder: string }[]
      }
    }
  ).data
}

const save = () => ({ name: 'Guardar y continuar' })

test.describe('registration, disbursement step', () => {
  test('a guest is sent to the start of registration', async ({ page }) => {
    await page.goto('/es/registration/debit-credit-card')
    await expect(page).toHaveURL(/\/es\/registration$/)
  })

  test('a CLABE shows its bank as it is typed, is saved, and the flow leads on', async ({ page, request }) => {
    const client = await signedIn(page, request)
    const account = freshClabe()
    // The bank list is the classifications banks ∩ banks_enabled.
    const enabled = page.waitForRequest((sent) =>
      sent.url().includes('/web/public/classification?group=clients&name=banks_enabled'),
    )
    await page.goto('/es/registration/debit-credit-card')
    await enabled
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dónde te depositamos')
    await keepThumbnail(page, 'registration-debit-credit-card')
    await expect(page.getByRole('tab', { name: 'Cuenta CLABE' })).toHaveAttribute('aria-selected', 'true')
    await page.getByText('Bancos a los que podemos enviar tu préstamo').click()
    const banks = page.getByRole('list', { name: 'Bancos a los que podemos enviar tu préstamo' })
    await expect(banks.getByText('BBVA México', { exact: true })).toBeVisible()
    await expect(banks.getByText('Banco Ve por Mas')).toHaveCount(0)
    await page.getByLabel('CLABE', { exact: true }).pressSequentially(account.slice(0, 3))
    await expect(page.getByText('Banco: BBVA México')).toBeVisible()
    // Complete, the CLABE goes to the ERP's check, which names its bank.
    const checked = page.waitForRequest((sent) => sent.url().endsWith('/web/private/client/iban/validate'))
    await page.getByLabel('CLABE', { exact: true }).pressSequentially(`${account.slice(3)}99`)
    // The mask stops at 18 digits.
    await expect(page.getByLabel('CLABE', { exact: true })).toHaveValue(account)
    expect((await checked).postDataJSON()).toEqual({ iban: account })
    await expect(page.getByText('Banco: BBVA México. Tu CLABE es correcta.')).toBeVisible()
    await page.getByRole('button', save()).click()
    // Registered: the flow's entry leads on, to the details a new client confirms.
    await expect(page).toHaveURL(/\/es\/flow\/details$/)
    expect((await details(request, client.token)).bankAccounts.map((saved) => saved.clabe)).toEqual([account])
    expect(await page.evaluate(() => window.sessionStorage.getItem('draft.registration.disbursement'))).toBeNull()
  })

  test("the ERP's check of a typed CLABE puts its refusal at the field, before it is sent", async ({ page, request }) => {
    await signedIn(page, request)
    // The ERP's whitelist may be narrower than the list the page read: its answer is the one that counts.
    await page.route('**/web/private/client/iban/validate', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            error: {
              code: 'validation_failed',
              details: {
                message: 'The request is not valid.',
                violations: [{ propertyPath: 'children[iban].data', status: 'bank_not_enabled' }],
              },
            },
          },
        }),
      }),
    )
    await page.goto('/es/registration/debit-credit-card')
    const field = page.getByLabel('CLABE', { exact: true })
    await field.pressSequentially(freshClabe())
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(
      page.getByText(
        'Todavía no podemos depositar tu préstamo en este banco. Usa una cuenta de otro banco o una tarjeta de débito.',
      ),
    ).toBeVisible()
    // Typing on: the next complete CLABE is checked again.
    await field.press('Backspace')
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('each CLABE rule has its message at the field', async ({ page, request }) => {
    await signedIn(page, request)
    await page.goto('/es/registration/debit-credit-card')
    const field = page.getByLabel('CLABE', { exact: true })
    const submit = page.getByRole('button', save())

    await submit.click()
    await expect(field).toBeFocused()
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible()

    await field.pressSequentially('0020100777')
    await submit.click()
    await expect(page.getByText('La CLABE tiene exactamente 18 dígitos.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    await field.fill('002010077777777772')
    await submit.click()
    await expect(page.getByText('Esta CLABE no es válida: revisa cada dígito.')).toBeVisible()

    // A check digit that matches, on a code no bank has.
    const noBank = `00301007777777777${clabeCheckDigit('00301007777777777')}`
    await field.fill(noBank)
    await expect(page.getByText('No reconocemos el banco de esta CLABE.')).toBeVisible()
    await submit.click()
    await expect(page.getByText('Los primeros 3 dígitos de la CLABE no corresponden a ningún banco.')).toBeVisible()

    const noCity = `01299907777777777${clabeCheckDigit('01299907777777777')}`
    await field.fill(noCity)
    await submit.click()
    await expect(page.getByText('Los dígitos 4 a 6 de la CLABE no corresponden a ninguna plaza.')).toBeVisible()

    // A real bank outside the lender's list (113 Ve por Más).
    await field.fill(clabe.calculate(113, 10, 12345678901))
    await expect(page.getByText('Banco: Banco Ve por Mas. Todavía no podemos depositar tu préstamo en este banco.')).toBeVisible()
    await submit.click()
    await expect(
      page.getByText(
        'Todavía no podemos depositar tu préstamo en este banco. Usa una cuenta de otro banco o una tarjeta de débito.',
      ),
    ).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test("another client's CLABE is refused with its own message", async ({ page, request }) => {
    const other = await signedUp(request)
    const account = freshClabe()
    const taken = await request.post('/web/private/client/bank/saveAccountNumber', {
      headers: { Authorization: `Bearer ${other.token}` },
      data: { accountNumber: account },
    })
    expect(taken.status()).toBe(200)
    await signedIn(page, request)
    await page.goto('/es/registration/debit-credit-card')
    await page.getByLabel('CLABE', { exact: true }).pressSequentially(account)
    await page.getByRole('button', save()).click()
    await expect(
      page.getByText(
        'Esta CLABE ya está registrada a nombre de otra persona. Usa otra cuenta o recibe tu préstamo en una tarjeta de débito.',
      ),
    ).toBeVisible()
    await expect(page.getByLabel('CLABE', { exact: true })).toBeFocused()
    await expect(page).toHaveURL(/\/debit-credit-card$/)
  })

  test('a debit card is saved with its expiry and holder; the flow leads on', async ({ page, request }) => {
    const client = await signedIn(page, request)
    const number = freshCard()
    await page.goto('/es/registration/debit-credit-card')
    await fillCard(page, number)
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '))
    await page.getByRole('button', save()).click()
    // Registered: the flow's entry leads on, to the details a new client confirms.
    await expect(page).toHaveURL(/\/es\/flow\/details$/)
    expect((await details(request, client.token)).cards).toEqual([
      { lastFour: number.slice(-4), expiryMonth: 8, expiryYear: Number(NEXT_YEAR), holder: 'Paola Prueba' },
    ])
  })

  test('card rules at the fields: length, Luhn, expiry, holder', async ({ page, request }) => {
    await signedIn(page, request)
    await page.goto('/es/registration/debit-credit-card')
    await page.getByRole('tab', { name: 'Tarjeta de débito' }).click()
    const submit = page.getByRole('button', save())
    await submit.click()
    await expect(page.getByLabel('Número de tarjeta')).toBeFocused()
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2)
    await expect(page.getByText('Elige una de las opciones.')).toHaveCount(2)

    await page.getByLabel('Número de tarjeta').pressSequentially('4152 3134')
    await submit.click()
    await expect(page.getByText('El número de tarjeta tiene 16 dígitos.')).toBeVisible()

    await page.getByLabel('Número de tarjeta').fill('')
    await page.getByLabel('Número de tarjeta').pressSequentially('4152313412345674')
    await submit.click()
    await expect(page.getByText('Este número de tarjeta no es válido. Revísalo.')).toBeVisible()

    const now = new Date()
    if (now.getMonth() > 0) {
      await choose(page, 'Mes de vencimiento', '01')
      await choose(page, 'Año de vencimiento', String(now.getFullYear()))
      await submit.click()
      await expect(page.getByText('Esta tarjeta ya venció.')).toBeVisible()
    }
    expect(await violations(page)).toEqual([])
  })

  test("the ERP's card messages are shown at the card number", async ({ page, request }) => {
    const other = await signedUp(request)
    const number = freshCard()
    const taken = await request.post('/web/private/client/direct-debit/debit-credit-card', {
      headers: { Authorization: `Bearer ${other.token}` },
      data: { cardNumber: number, expiryMonth: 8, expiryYear: Number(NEXT_YEAR), holder: 'Otra Persona' },
    })
    expect(taken.status()).toBe(200)
    await signedIn(page, request)
    await page.goto('/es/registration/debit-credit-card')
    await fillCard(page, number)
    await page.getByRole('button', save()).click()
    await expect(
      page.getByText(
        'Esta tarjeta ya está registrada a nombre de otra persona. Usa otra tarjeta o recibe tu préstamo con una CLABE.',
      ),
    ).toBeVisible()
    await expect(page.getByLabel('Número de tarjeta')).toBeFocused()

    // 'Disbursement number is not valid.' (the ERP's fixed message), however the ERP words the rest of it.
    await page.route('**/web/private/client/direct-debit/debit-credit-card', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            error: { code: 'validation_failed', details: { message: 'Disbursement number is not valid.', violations: [] } },
          },
        }),
      }),
    )
    await page.getByRole('button', save()).click()
    await expect(page.getByText('Este número de tarjeta no es válido. Revísalo.')).toBeVisible()
    await expect(page.getByLabel('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true')
  })

  test('a reload keeps the choice, the CLABE, the expiry and the holder, never the card number', async ({ page, request }) => {
    await signedIn(page, request)
    const account = freshClabe()
    await page.goto('/es/registration/debit-credit-card')
    await page.getByLabel('CLABE', { exact: true }).pressSequentially(account)
    await fillCard(page, freshCard())
    const stored = await page.evaluate(() => window.sessionStorage.getItem('draft.registration.disbursement'))
    expect(stored).not.toMatch(/4152/)
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Tarjeta de débito' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue('')
    await expect(select(page, 'Mes de vencimiento')).toHaveAccessibleName(/^08/)
    await expect(select(page, 'Año de vencimiento')).toHaveAccessibleName(new RegExp(`^${NEXT_YEAR}`))
    await expect(page.getByLabel('Nombre en la tarjeta')).toHaveValue('Paola Prueba')
    await page.getByRole('tab', { name: 'Cuenta CLABE' }).click()
    await expect(page.getByLabel('CLABE', { exact: true })).toHaveValue(account)
    await expect(page.getByText('Banco: BBVA México')).toBeVisible()
  })

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the step works at 375 px', async ({ page, request }) => {
      await signedIn(page, request)
      await page.goto('/es/registration/debit-credit-card')
      await fillCard(page, freshCard())
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(await violations(page)).toEqual([])
      await page.getByRole('button', save()).click()
      // Registered: the flow's entry leads on, to the details a new client confirms.
      await expect(page).toHaveURL(/\/es\/flow\/details$/)
    })
  })
})
