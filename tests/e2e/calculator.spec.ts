import type { Page } from '@playwright/test'
import { apiLogin, expect, newClient, repeatedClient, test, useToken, violations } from './support'

const OFFER = '**/web/*/**/arithmetic/offer/**'
const CONFIG = '**/web/public/config/calculator'

// The home calculator uses the browser's own selects (performance budget): phones show their native picker.
async function chooseCycle(page: Page, cycle: string) {
  await page.getByLabel('¿Cada cuándo te pagan?').selectOption({ label: cycle })
}

const total = (page: Page) => page.getByTestId('figure-Total a pagar')
const dueDate = (page: Page) => page.getByTestId('figure-Fecha de pago')
const amountShown = (page: Page) => page.locator('.ui-slider__output')

test.describe('the calculator on the home page', () => {
  test('a guest moves the amount with keyboard and mouse, types one rounded on blur, picks a pay day and sees the offer', async ({
    page,
  }) => {
    await page.goto('/es/')
    const slider = page.getByRole('slider')
    await expect(amountShown(page)).toHaveText('$5000')
    // The browser's own range input (docs/PERFORMANCE.md): min and max labels, a 36 px thumb.
    await expect(page.locator('.ui-slider__bounds')).toHaveText('$1000$10000')
    expect(await slider.evaluate((input) => getComputedStyle(input).getPropertyValue('--slider-thumb-size').trim())).toBe('36px')
    expect((await slider.boundingBox())!.height).toBe(36)

    // Keyboard: one step above the first-loan limit switches to the repeated-client tab.
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(amountShown(page)).toHaveText('$5100')
    await expect(page.getByRole('tab', { name: 'Ya soy cliente' })).toHaveAttribute('aria-selected', 'true')
    // The tab changed under the user's keys: the slider keeps the focus, and keeps moving.
    await expect(slider).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(amountShown(page)).toHaveText('$5200')
    await page.getByRole('tab', { name: 'Primer préstamo' }).click()
    await expect(amountShown(page)).toHaveText('$5000')

    // Mouse: drag the thumb (at $5000 of $1000-$10000) to the start of the track.
    const box = (await slider.boundingBox())!
    const thumbX = box.x + 18 + ((5000 - 1000) / (10000 - 1000)) * (box.width - 36)
    await page.mouse.move(thumbX, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x - 20, box.y + box.height / 2, { steps: 8 })
    await page.mouse.up()
    await expect(amountShown(page)).toHaveText('$1000')

    // End and Home jump to the ends of the range; the top is above the first-loan limit.
    await page.keyboard.press('End')
    await expect(amountShown(page)).toHaveText('$10000')
    await expect(page.getByRole('tab', { name: 'Ya soy cliente' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(amountShown(page)).toHaveText('$1000')
    await page.getByRole('tab', { name: 'Primer préstamo' }).click()
    await expect(amountShown(page)).toHaveText('$1000')

    // Typed amounts round to the nearest step of $100 on blur, half a step up.
    const input = page.getByLabel('Monto', { exact: true })
    await input.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('3050')
    await input.blur()
    await expect(amountShown(page)).toHaveText('$3100')
    await expect(input).toHaveValue('$3100')

    await expect(page.getByLabel('Días en que te pagan')).toHaveCount(0)
    await chooseCycle(page, 'Quincenal')
    await expect(page.getByLabel('Días en que te pagan')).toBeVisible()
    await expect(total(page)).toHaveText(/^\$\d+(\.\d{2})?$/)
    await expect(page.getByText('Recibes')).toBeVisible()
    await expect(page.getByTestId('figure-Recibes')).toHaveText('$3100')

    // Another pay day from the pay-date select: the offer follows it to another due date.
    const payDay = page.getByLabel('Días en que te pagan')
    const chosen = await payDay.inputValue()
    const dueBefore = (await dueDate(page).textContent())!
    const other = await payDay
      .locator('option')
      .evaluateAll(
        (options, current) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v && v !== current),
        chosen,
      )
    await payDay.selectOption(other.at(-1)!)
    await expect(payDay).toHaveValue(other.at(-1)!)
    await expect(dueDate(page)).not.toHaveText(dueBefore)
    await expect(page.getByTestId('figure-Recibes')).toHaveText('$3100')
    const before = await total(page).textContent()

    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('figure-Recibes')).toHaveText('$3200')
    await expect(total(page)).not.toHaveText(before!)

    await page.getByRole('button', { name: 'Solicitar ahora' }).click()
    await expect(page).toHaveURL(/\/es\/registration$/)
  })

  test('the submit button waits for pay cycle and pay date, says why, and pressed marks the missing fields', async ({ page }) => {
    await page.goto('/es/')
    const submit = page.getByRole('button', { name: 'Solicitar ahora' })
    const reason = 'Elige cada cuándo te pagan.'
    // Disabled for assistive technology, still focusable, with its reason as its description.
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(submit).toHaveAccessibleDescription(reason)
    await expect(page.getByText(reason)).toHaveCount(1)
    const cycle = page.getByLabel('¿Cada cuándo te pagan?')
    await expect(cycle).not.toHaveAttribute('aria-invalid')
    await submit.focus()
    await expect(submit).toBeFocused()
    // Pressed, it leads nowhere and marks the empty field with its message.
    await page.keyboard.press('Enter')
    await expect(cycle).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(reason)).toHaveCount(2)
    await expect(page).toHaveURL(/\/es\/?$/)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.locator('.calculator').screenshot({ path: '/tmp/shots-routing/calculator-incomplete-375.png' })
    // A cycle chosen, its pay date defaults to the first option: the button is enabled, the reason gone.
    await cycle.selectOption({ index: 1 })
    await expect(submit).not.toHaveAttribute('aria-disabled')
    await expect(page.getByText(reason)).toHaveCount(0)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.locator('.calculator').screenshot({ path: '/tmp/shots-routing/calculator-complete-1280.png' })
  })

  test('a guest on the repeated-client tab is asked to log in, even when the tab is chosen while the limits load', async ({
    page,
  }) => {
    // The limits answer only once the tab is chosen: a choice made while they load is kept.
    let answer!: () => void
    const chosen = new Promise<void>((resolve) => (answer = resolve))
    await page.route(CONFIG, async (route) => {
      await chosen
      await route.continue()
    })
    await page.goto('/es/')
    const tab = page.getByRole('tab', { name: 'Ya soy cliente' })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    answer()
    await expect(page.getByRole('slider')).toBeVisible()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await chooseCycle(page, 'Mensual')
    await page.getByRole('button', { name: 'Ingresar', exact: true }).last().click()
    await expect(page).toHaveURL(/\/es\/ingresar$/)
  })

  test('a repeated client signed in sees no tabs, their own limit, and applies', async ({ page, request }) => {
    await useToken(page, (await repeatedClient(request)).token)
    await page.goto('/es/')
    await expect(page.getByRole('slider')).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
    await expect(page.locator('.ui-slider__bounds')).toContainText('$1000')
    // Their pay days are known: the calculator does not ask for them.
    await expect(page.getByLabel('¿Cada cuándo te pagan?')).toHaveCount(0)
    await expect(total(page)).toBeVisible()
    await page.getByRole('button', { name: 'Solicitar ahora' }).click()
    await expect(page).toHaveURL(/\/es\/application\/apply$/)
  })

  test('an offer that cannot be read shows the error block, and retry works', async ({ page }) => {
    let failures = 1
    await page.route(OFFER, (route) => (failures-- > 0 ? route.abort('connectionfailed') : route.continue()))
    await page.goto('/es/')
    await chooseCycle(page, 'Mensual')
    await expect(page.getByText('No pudimos calcular tu oferta.')).toBeVisible()
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await expect(total(page)).toBeVisible()
  })

  test("limits that cannot be read: a skeleton while loading, then '[API] failed to load configs' in Spanish, and retry brings the calculator", async ({
    page,
  }) => {
    let fail!: () => void
    const failing = new Promise<void>((resolve) => (fail = resolve))
    await page.route(CONFIG, async (route) => {
      await failing
      await route.abort('connectionfailed')
    })
    await page.goto('/es/')
    await expect(page.getByRole('status', { name: 'Cargando los montos disponibles…' })).toBeVisible()
    fail()
    const calculator = page.getByRole('region', { name: 'Calculadora de préstamo' })
    await expect(calculator.getByRole('alert')).toHaveText(/No pudimos cargar la calculadora/)
    await expect(page.getByRole('slider')).toHaveCount(0)

    await page.unroute(CONFIG)
    await calculator.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await expect(page.getByRole('slider')).toBeVisible()
    await expect(amountShown(page)).toHaveText('$5000')
    await expect(calculator.getByRole('alert')).toHaveCount(0)
  })

  test('the client limit is updated once per client after login: not again on a reload, again for another client', async ({
    page,
    request,
  }) => {
    const updates: string[] = []
    page.on('request', (call) => {
      if (call.method() === 'PUT' && new URL(call.url()).pathname === '/web/private/client/yhat/limit')
        updates.push(call.headers().authorization ?? '')
    })
    // A new client's limit is the first-loan ceiling: the calculator shows it once the client is read,
    // which comes after the limit update.
    const clientLimitShown = () => expect(page.locator('.ui-slider__bounds')).toHaveText('$1000$5000')
    const first = await newClient(request)
    const firstToken = await apiLogin(request, first.email, first.password)
    await useToken(page, firstToken)
    await page.goto('/es/')
    await clientLimitShown()
    expect(updates).toEqual([`Bearer ${firstToken}`])

    await page.reload()
    await clientLimitShown()
    expect(updates).toHaveLength(1)

    const second = await newClient(request)
    const secondToken = await apiLogin(request, second.email, second.password)
    await useToken(page, secondToken)
    await page.reload()
    await clientLimitShown()
    expect(updates).toEqual([`Bearer ${firstToken}`, `Bearer ${secondToken}`])
    const remembered = (await page.context().cookies()).find((cookie) => cookie.name === 'limit-updated')
    expect(remembered?.value).toBe(String(second.id))
    // Remembered 12 hours (43200 s).
    expect(Math.abs(remembered!.expires - Date.now() / 1000 - 43_200)).toBeLessThan(60)
  })

  test('a promo code shows the discount with the figures before it struck through', async ({ page }) => {
    await page.goto('/es/')
    await chooseCycle(page, 'Mensual')
    await expect(total(page)).toBeVisible()
    await page.getByRole('button', { name: 'Tengo un código promocional' }).click()
    const promo = page.getByLabel('Código promocional')
    await promo.fill('BIENVENIDA')
    await promo.blur()
    await expect(page.locator('.calculator__discount')).toHaveText(/^-\d+%$/)
    await expect(page.locator('.calculator__before').first()).toBeVisible()
  })

  test('the info link opens its popup after resting on it for a second', async ({ page }) => {
    await page.goto('/es/')
    await chooseCycle(page, 'Mensual')
    await page.getByRole('link', { name: 'Qué significan estas cifras' }).hover()
    await expect(page.getByRole('dialog', { name: 'Qué muestra tu oferta' })).toBeVisible()
  })

  test('axe finds no violations on the home page with the calculator open', async ({ page }) => {
    await page.goto('/es/')
    await chooseCycle(page, 'Quincenal')
    await expect(total(page)).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})

test.describe('the compact calculator', () => {
  test('a repeated client with no loan edits the amount behind its toggle and applies from it', async ({ page, request }) => {
    await useToken(page, (await repeatedClient(request)).token)
    await page.goto('/es/profile/no-loan')
    await expect(page.getByRole('slider')).toBeVisible()
    await expect(page.getByLabel('Monto', { exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'Editar el monto' }).click()
    const input = page.getByLabel('Monto', { exact: true })
    await input.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('4000')
    await input.blur()
    await expect(page.getByTestId('figure-Recibes')).toHaveText('$4000')
    // It applies at once: the application is created from the compact calculator's
    // choice, and the pages that follow show it (apply, then loading and its stage, as fast as
    // the ERP decides).
    const created = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/web/private/client/application'),
    )
    await page.getByRole('button', { name: 'Solicitar ahora' }).click()
    const answer = await created
    expect(answer.ok()).toBe(true)
    expect(answer.request().postDataJSON()).toMatchObject({ loanAmount: { amount: 4000 } })
    await expect(page).toHaveURL(/\/es\/application\/[a-z-]+$/)
  })
})
