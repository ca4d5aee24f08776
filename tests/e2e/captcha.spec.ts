import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, latestMessage, newClient, storedToken, test, uniquePerson } from './support'

/**
 * The captcha the ERP asks for once a threshold is crossed (docs/SECURITY.md), met in the real
 * app against the ERP's stand-in (GET /web/dev/captcha/api.js: the test build has no site key):
 * the form shows it with its explanation, keeps what was typed, and sends the token the ticked box
 * gives. The strangers here call the ERP from addresses of their own (X-Forwarded-For, trusted
 * from the loopback peer), the owner from the test's.
 */

/** A stranger's address, never a test's (support.ts takes 198.18.0.0/15). */
const stranger = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` })

async function tickNotARobot(page: Page) {
  const challenge = page.getByRole('group', { name: 'Confirma que eres una persona' })
  await expect(challenge).toBeFocused()
  // The provider's script arrives after the group is shown and focused; a person tabs once they
  // see the box, so the test waits for it too (a Tab before it exists leaves the group).
  const box = challenge.getByRole('checkbox', { name: 'No soy un robot' })
  await expect(box).toBeVisible()
  // Keyboard only: from the focused group to the stand-in's checkbox, and Space ticks it.
  await page.keyboard.press('Tab')
  await expect(box).toBeFocused()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
}

test('after a stranger’s 5 wrong passwords the owner’s login asks for the captcha; the owner ticks it and gets in', async ({
  page,
  request,
  consoleErrors,
}) => {
  const owner = await newClient(request)
  for (let i = 1; i <= 5; i += 1) {
    const wrong = await request.post('/web/public/client/login', {
      data: { login: owner.email, password: `Ajena${i}234` },
      headers: stranger(i),
    })
    expect(wrong.status()).toBe(401)
  }
  await page.goto('/es/ingresar')
  // The provider's script is not part of the page until the ERP asks for a captcha.
  await expect(page.locator('script[src*="captcha"]')).toHaveCount(0)
  await page.getByLabel('Correo electrónico o teléfono celular').fill(owner.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(owner.password)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()

  const challenge = page.getByRole('group', { name: 'Confirma que eres una persona' })
  await expect(challenge).toBeVisible()
  await expect(challenge).toContainText('Hubo varios intentos desde esta cuenta o desde esta red.')
  // What the owner typed is still there, and the answer said nothing about the password.
  await expect(page.getByLabel('Correo electrónico o teléfono celular')).toHaveValue(owner.email)
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(owner.password)
  await expect(page.getByText('El correo, teléfono o contraseña no son correctos.')).toHaveCount(0)
  const axe = await new AxeBuilder({ page })
    .include('.captcha-challenge')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(axe.violations).toEqual([])

  // Sent without ticking: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await expect(challenge.getByText('Marca la casilla para confirmar que eres una persona y luego envía.')).toBeVisible()
  await challenge.focus()
  await tickNotARobot(page)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await expect(page).toHaveURL(/\/es\/profile/)
  await expect(page.getByRole('button', { name: /Paola/ })).toBeVisible()
  expect(await storedToken(page)).toBeTruthy()
  // The refused calls (428) are in the console as failed loads; nothing else is.
  expect(consoleErrors.filter((message) => !message.startsWith('Failed to load resource'))).toEqual([])
})

test('a token the provider refuses is asked again, and the next one passes', async ({ page, request }) => {
  const owner = await newClient(request)
  for (let i = 11; i <= 15; i += 1) {
    await request.post('/web/public/client/login', { data: { login: owner.phone, password: 'Ajena1234' }, headers: stranger(i) })
  }
  await page.goto('/es/ingresar')
  await page.getByLabel('Correo electrónico o teléfono celular').fill(owner.phone)
  await page.getByLabel('Contraseña', { exact: true }).fill(owner.password)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await tickNotARobot(page)
  // The stand-in's next verification fails, as a provider refusing a token would.
  expect((await request.put('/web/dev/captcha/steering', { data: { failNext: 1 } })).status()).toBe(200)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await expect(page.getByText('No pudimos confirmar la verificación. Hazla de nuevo y envía.')).toBeVisible()
  await tickNotARobot(page)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await expect(page).toHaveURL(/\/es\/profile/)
})

test('a stranger’s recovery requests make the owner’s ask for the captcha; passed, the link arrives and works', async ({
  page,
  request,
}) => {
  const owner = await newClient(request)
  for (let i = 21; i <= 23; i += 1) {
    const asked = await request.post('/web/public/client/recover/password', {
      data: { login: owner.email },
      headers: stranger(i),
    })
    expect(asked.status()).toBe(200)
  }
  await page.goto('/es/recover')
  await page.getByLabel('Correo electrónico o teléfono celular').fill(owner.email)
  await page.getByRole('button', { name: 'Envíame el enlace' }).click()
  await expect(page.getByRole('group', { name: 'Confirma que eres una persona' })).toBeVisible()
  await expect(page.getByLabel('Correo electrónico o teléfono celular')).toHaveValue(owner.email)
  await tickNotARobot(page)
  await page.getByRole('button', { name: 'Envíame el enlace' }).click()
  await expect(page.getByText('Revisa tu correo o tus mensajes')).toBeVisible()

  // Within the destination's limits (one link a minute): the stranger's first request sent one,
  // the others and the owner's were held back, and that link, in the owner's inbox, works.
  const { message } = await latestMessage(request, owner.email)
  const link = /\/es\/recover\?token=[\w-]+/.exec(message)?.[0]
  expect(link, message).toBeTruthy()
  await page.goto(link!)
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('Propia2024')
  await page.getByLabel('Repite la contraseña nueva').fill('Propia2024')
  await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click()
  await expect(page).toHaveURL(/\/es\/ingresar\?restablecida=true$/)
})

test('past the codes an address may ask for, sign-up asks for the captcha; passed, the account is made and the code arrives', async ({
  page,
  request,
}) => {
  // Many people behind this test's address asked for codes: 300 in the hour, the threshold.
  const base = 5800000000 + (uniquePerson().n % 1_000_000) * 1000
  for (let i = 0; i < 300; i += 1) {
    const sent = await request.post('/web/public/client/phone/sms-code', { data: { mobilePhone: { number: String(base + i) } } })
    expect(sent.status(), await sent.text()).toBe(200)
  }
  const { n, curp } = uniquePerson()
  const phone = `57${String(n).padStart(8, '0').slice(-8)}`
  await page.goto('/es/registration')
  await page.getByLabel('Nombre', { exact: true }).fill('Valeria')
  await page.getByLabel('Apellidos').fill('Núñez Peña')
  await page.getByLabel('Correo electrónico').fill(`cap${n}@example.mx`)
  await page.getByLabel('Teléfono celular').pressSequentially(phone)
  await page.getByLabel('CURP').pressSequentially(curp)
  await page.getByLabel('Fecha de nacimiento').pressSequentially('15011990')
  await page.getByLabel('Contraseña', { exact: true }).fill('Clave2024')
  await page.getByLabel('Repite la contraseña').fill('Clave2024')
  for (const name of [/aviso de privacidad/, /términos y condiciones/, /historial crediticio/]) {
    await page.getByRole('checkbox', { name }).focus()
    await page.keyboard.press('Space')
  }
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click()
  await expect(page.getByRole('group', { name: 'Confirma que eres una persona' })).toBeVisible()
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(`cap${n}@example.mx`)
  await expect(page.getByLabel('CURP')).toHaveValue(curp)
  await tickNotARobot(page)
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifica tu teléfono')
  await expect(page.getByRole('button', { name: /Valeria/ })).toBeVisible()
  const { code } = await latestMessage(request, phone)
  await page.getByLabel('Código SMS').fill(code)
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).toHaveURL(/\/es\/registration\/address$/)
})
