import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import {
  apiLogin,
  bearer,
  clientWithLoan,
  expect,
  latestMessage,
  newClient,
  test,
  uniquePerson,
  useToken,
  violations,
} from './support'
import { formatPhone } from '../../src/domain/identifier'

/*
 * The client area against the reference ERP (/profile and the account changes): the
 * client's data, the loan at a glance, documents saved as PDF, referrals, and the changes of
 * e-mail, password and phone confirmed the ERP's way. Every test that changes data has a fresh client.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/pw-profile'

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

let serial = 0
/** A mobile number no client has: 57 and eight digits of the time, the process and a counter. */
function freshPhone(): string {
  serial += 1
  return `57${String((Date.now() % 100_000) * 1000 + (process.pid % 10) * 100 + (serial % 100)).padStart(8, '0')}`
}

/** A phone as the phone field's mask shows it while typed. */
const masked = (phone: string) => `+52 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`
/** A phone as the site shows it, grouped as Mexicans write it (src/domain/identifier.ts). */
const shown = formatPhone

/** A download saved as a PDF: a .pdf name and a file that is one. */
async function expectPdf(download: Download) {
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const path = await download.path()
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-')
}

test.describe('the profile', () => {
  for (const width of [1280, 375]) {
    test(`shows the client's data, the way to apply and the account changes at ${width} px`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const client = await newClient(request)
      await useToken(page, await apiLogin(request, client.email, client.password))
      await page.goto('/es/profile')
      await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
      await expect(page.getByText(`Hola, ${client.firstName}.`)).toBeVisible()
      await expect(page.getByText('Estado de la cuenta: Activa')).toBeVisible()
      await expect(page.getByTestId('profile-email')).toHaveText(client.email)
      await expect(page.getByTestId('profile-phone')).toHaveText(shown(client.phone))
      await expect(page.getByText(/^Paola Prueba [A-Z]{4}$/)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Solicitar un préstamo' })).toHaveAttribute('href', '/es/profile/no-loan')
      await expect(page.getByRole('link', { name: 'Cambia tu correo electrónico' })).toHaveAttribute(
        'href',
        '/es/profile/change-email',
      )
      await expect(page.getByRole('link', { name: 'Cambia tu teléfono' })).toHaveAttribute('href', '/es/profile/change-phone')
      await expect(page.getByRole('link', { name: 'Cambia tu contraseña' })).toHaveAttribute(
        'href',
        '/es/profile/change-password',
      )
      await expect(page.getByText('Aquí aparecerán tus contratos firmados.')).toBeVisible()
      await expect(page.getByText('Aún no has invitado a nadie.')).toBeVisible()
      expect(await violations(page)).toEqual([])
      await noOverflow(page)
      await page.screenshot({ path: `${SHOTS}/profile-${width}.png`, fullPage: true })
      expect(consoleErrors).toEqual([])
    })
  }

  test('a client with a loan sees it at a glance and downloads the agreement as a PDF', async ({ page, request }) => {
    const client = await clientWithLoan(request)
    const loan = await request.get('/web/private/client/loan/active', { headers: { Authorization: `Bearer ${client.token}` } })
    const { repaymentInvoice } = (
      (await loan.json()) as { data: { repaymentInvoice: { amount: number; dueDate: string; dueDays: number } } }
    ).data
    await useToken(page, client.token)
    await page.goto('/es/profile')
    await expect(page.getByRole('heading', { level: 2, name: 'Tu préstamo activo' })).toBeVisible()
    await expect(page.getByText('$3000', { exact: true })).toBeVisible()
    await expect(page.getByTestId('profile-loan-due-date')).toHaveText(repaymentInvoice.dueDate.split('-').reverse().join('/'))
    await expect(page.getByTestId('profile-loan-due-days')).toHaveText(`Faltan ${repaymentInvoice.dueDays} días`)
    await expect(page.getByRole('link', { name: 'Ver mi préstamo: pagar o extender' })).toHaveAttribute(
      'href',
      '/es/profile/my-loan',
    )

    // The signed agreement through a temporary download, the latest of its type, and the current one.
    const item = page.getByRole('listitem').filter({ hasText: 'Contrato de crédito LC-' })
    await expect(item).toBeVisible()
    let download = page.waitForEvent('download')
    await item.getByRole('button', { name: 'Descargar (PDF)' }).click()
    await expectPdf(await download)
    download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar el último contrato de crédito (PDF)' }).click()
    await expectPdf(await download)
    download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar el contrato (PDF)' }).click()
    const agreement = await download
    expect(agreement.suggestedFilename()).toMatch(/^loan_agreement-\d+\.pdf$/)
    await expectPdf(agreement)
    expect(await violations(page)).toEqual([])
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await noOverflow(page)
      await page.screenshot({ path: `${SHOTS}/profile-loan-${width}.png`, fullPage: true })
    }
  })

  test('lists the texts the client accepted, with version, day and how, and downloads each as a PDF', async ({
    page,
    request,
  }) => {
    const client = await newClient(request)
    const token = await apiLogin(request, client.email, client.password)
    // The sign-up code is the NIP of the credit-bureau authorisation.
    const { code } = await latestMessage(request, client.phone)
    const verified = await request.post('/web/private/client/phone/verify', { headers: bearer(token), data: { code } })
    expect(verified.status(), await verified.text()).toBe(200)
    await useToken(page, token)
    await page.goto('/es/profile')
    const accepted = page.getByRole('region', { name: 'Lo que aceptaste' })
    const items = accepted.getByRole('listitem')
    await expect(items).toHaveCount(3)
    const day = /\d{2}\/\d{2}\/\d{4}/.source
    await expect(items.nth(0)).toContainText('Términos y condiciones')
    await expect(items.nth(0)).toContainText(
      new RegExp(`Versión terminos-2025-06 · aceptado el ${day} a las \\d{2}:\\d{2} marcando su casilla`),
    )
    await expect(items.nth(1)).toContainText('Aviso de privacidad')
    await expect(items.nth(1)).toContainText('Versión privacidad-2025-06')
    await expect(items.nth(2)).toContainText('Autorización para consultar tu historial crediticio')
    await expect(items.nth(2)).toContainText(
      new RegExp(`Versión buro-2025-06 · aceptado el ${day} a las \\d{2}:\\d{2} con el código \\(NIP\\) que te enviamos por SMS`),
    )

    const download = page.waitForEvent('download')
    await items.nth(2).getByRole('button', { name: 'Descargar (PDF)' }).click()
    const bureau = await download
    expect(bureau.suggestedFilename()).toBe('autorizacion-buro-de-credito-buro-2025-06.pdf')
    await expectPdf(bureau)
    expect(await violations(page)).toEqual([])
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await noOverflow(page)
      await accepted.screenshot({ path: `${SHOTS}/profile-consents-${width}.png` })
    }
  })

  test('a friend invited by phone is listed as invited and the invitation can be corrected', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    const client = await newClient(request)
    await useToken(page, await apiLogin(request, client.email, client.password))
    await page.goto('/es/profile')
    const invite = page.getByRole('button', { name: 'Enviar la invitación' })
    const name = page.getByLabel('Nombre de tu amigo o amiga')
    const phone = page.getByLabel('Su teléfono celular')
    const email = page.getByLabel('O su correo electrónico')

    await invite.click()
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible()
    await expect(page.getByText('Escribe el teléfono o el correo de tu amigo o amiga.')).toBeVisible()
    await expect(name).toBeFocused()

    await name.fill('Lucía Amiga')
    await phone.pressSequentially(client.phone)
    await email.fill(client.email)
    await invite.click()
    await expect(page.getByText('Este es tu propio número. Escribe el de tu amigo o amiga.')).toBeVisible()
    await expect(page.getByText('Este es tu propio correo. Escribe el de tu amigo o amiga.')).toBeVisible()

    // A reload keeps what was typed.
    const friend = freshPhone()
    await phone.fill('')
    await phone.pressSequentially(friend)
    await email.fill('')
    await page.reload()
    await expect(name).toHaveValue('Lucía Amiga')
    await expect(phone).toHaveValue(masked(friend))
    await invite.click()
    await expect(page.getByText('Invitación enviada. Aquí verás cuando tu amigo o amiga se registre.')).toBeVisible()
    // The one invitation of this client.
    const listed = page.getByTestId('referral-list').getByRole('listitem')
    await expect(listed).toContainText(shown(friend))
    await expect(listed).toContainText('Invitado')
    await expect(name).toHaveValue('')

    // The same friend twice is refused by the ERP at the field.
    await name.fill('Lucía Amiga')
    await phone.pressSequentially(friend)
    await invite.click()
    await expect(page.getByText('Ya invitaste a esta persona.')).toBeVisible()

    await listed.getByRole('button', { name: 'Corregir' }).click()
    await expect(listed.getByLabel('Nombre de tu amigo o amiga')).toHaveValue('Lucía Amiga')
    await listed.getByLabel('O su correo electrónico').fill('lucia.amiga@example.mx')
    // The correction is a draft too: a reload reopens it as it was.
    await page.reload()
    await expect(listed.getByLabel('O su correo electrónico')).toHaveValue('lucia.amiga@example.mx')
    await listed.getByRole('button', { name: 'Guardar los cambios' }).click()
    await expect(listed).toContainText('lucia.amiga@example.mx')
    const stored = await request.get('/web/private/client/referrals', {
      headers: { Authorization: `Bearer ${await apiLogin(request, client.email, client.password)}` },
    })
    expect(((await stored.json()) as { data: { email: string | null }[] }).data.map((referral) => referral.email)).toEqual([
      'lucia.amiga@example.mx',
    ])
    expect(await violations(page)).toEqual([])
    await noOverflow(page)
    await page.screenshot({ path: `${SHOTS}/profile-referrals-375.png`, fullPage: true })
  })
})

test.describe('referrals by e-mail', () => {
  test('a friend invited by e-mail is listed as invited, then as signed up once they have an account', async ({
    page,
    request,
  }) => {
    const client = await newClient(request)
    await useToken(page, await apiLogin(request, client.email, client.password))
    await page.goto('/es/profile')
    const friend = `amiga${uniquePerson().n}@example.mx`
    await page.getByLabel('Nombre de tu amigo o amiga').fill('Sofía Amiga')
    await page.getByLabel('O su correo electrónico').fill(friend)
    await page.getByRole('button', { name: 'Enviar la invitación' }).click()
    await expect(page.getByText('Invitación enviada. Aquí verás cuando tu amigo o amiga se registre.')).toBeVisible()
    const listed = page.getByTestId('referral-list').getByRole('listitem')
    await expect(listed).toHaveCount(1)
    await expect(listed).toContainText('Sofía Amiga')
    await expect(listed).toContainText(friend)
    await expect(listed.locator('.profile-badge')).toHaveText('Invitado')
    await expect(listed.getByRole('button', { name: 'Corregir' })).toBeVisible()
    await expect(page.getByTestId('referral-reward')).toHaveText(
      'Por cada amigo o amiga que recibe su primer préstamo ganas $100; te contactamos para entregártelos. Tu amigo o amiga debe verificar su teléfono para que la invitación cuente.',
    )

    // The invitation really went, with a whole link the friend taps: the one the list shows and copies.
    const invitation = await latestMessage(request, friend)
    const link = /https?:\/\/\S+\/es\/\?invitacion=[0-9A-F]{10}/.exec(invitation.message)?.[0]
    expect(link, invitation.message).toBeTruthy()
    expect(invitation.message).toContain('Paola te invita a pedir tu préstamo')
    const invited = new URL(link!).searchParams.get('invitacion')!
    await expect(listed).toContainText(`/es/?invitacion=${invited}`)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await listed.getByRole('button', { name: 'Copiar el enlace de la invitación' }).click()
    await expect(listed.getByRole('button', { name: 'Copiar el enlace de la invitación' })).toHaveText('Copiado')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/es/\\?invitacion=${invited}$`))
    // The link opens the home page and its calculator.
    const friendPage = await page.context().newPage()
    await friendPage.goto(new URL(link!).pathname + new URL(link!).search)
    await expect(friendPage.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(friendPage.getByRole('button', { name: 'Solicitar ahora' })).toBeVisible()
    await friendPage.close()

    // The friend signs up with that e-mail and verifies the phone (with the code sign-up sent): the
    // invitation reads as signed up and can no longer be corrected.
    const signedUp = await newClient(request, undefined, friend)
    const friendToken = await apiLogin(request, signedUp.email, signedUp.password)
    const { code } = await latestMessage(request, signedUp.phone)
    const verified = await request.post('/web/private/client/phone/verify', { headers: bearer(friendToken), data: { code } })
    expect(verified.status(), await verified.text()).toBe(200)
    await page.reload()
    await expect(listed).toContainText(friend)
    await expect(listed.locator('.profile-badge')).toHaveText('Registrado')
    await expect(listed.getByRole('button', { name: 'Corregir' })).toHaveCount(0)
    expect(await violations(page)).toEqual([])
  })
})

test.describe('the account changes', () => {
  test('change of e-mail: the current one and a malformed one refused at the field, the code of the outbox confirms', async ({
    page,
    request,
  }) => {
    const client = await newClient(request)
    await useToken(page, await apiLogin(request, client.email, client.password))
    await page.goto('/es/profile/change-email')
    await expect(page.getByRole('heading', { level: 1, name: 'Cambia tu correo electrónico' })).toBeVisible()
    await expect(page.getByText(`Actual: ${client.email}`)).toBeVisible()
    const field = page.getByLabel('Correo electrónico nuevo')
    const send = page.getByRole('button', { name: 'Envíame un código' })
    await field.fill(client.email.toUpperCase())
    await send.click()
    await expect(page.getByText('Este ya es tu correo. Escribe uno diferente.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await field.fill('nuevo@correo')
    await send.click()
    await expect(page.getByText('Escribe un correo válido, como nombre@correo.mx.')).toBeVisible()
    // Another client's address is refused before any code goes out.
    await field.fill('activa@example.mx')
    await send.click()
    await expect(page.getByText('Otra cuenta ya usa este correo.')).toBeVisible()

    const next = `nuevo.${client.email}`
    await field.fill(next)
    await send.click()
    await expect(page.getByText(`Te enviamos un código de 3 dígitos a ${next}.`)).toBeVisible()
    // A reload keeps the step and what was typed.
    await page.reload()
    const code = page.getByLabel('Código del correo')
    await expect(code).toBeVisible()
    const { code: sent } = await latestMessage(request, next)
    // Whoever moves the account's e-mail must know its password; it is never kept through a reload.
    const password = page.getByLabel('Tu contraseña actual')
    await code.fill(sent)
    await page.getByRole('button', { name: 'Confirmar el cambio' }).click()
    await expect(password).toBeFocused()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await password.fill('NoEsMiClave1')
    await page.getByRole('button', { name: 'Confirmar el cambio' }).click()
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible()
    await code.fill(sent === '000' ? '001' : '000')
    await password.fill(client.password)
    await page.getByRole('button', { name: 'Confirmar el cambio' }).click()
    await expect(page.getByText('El código no es correcto. Revísalo e intenta de nuevo.')).toBeVisible()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(await violations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/change-email-wrong-1280.png`, fullPage: true })
    await code.fill(sent)
    await page.getByRole('button', { name: 'Confirmar el cambio' }).click()
    await expect(page.getByText(`Listo: tu correo ahora es ${next}. Úsalo la próxima vez que ingreses.`)).toBeVisible()
    await apiLogin(request, next, client.password)
    await page.getByRole('link', { name: 'Volver a tu perfil' }).click()
    await expect(page.getByTestId('profile-email')).toHaveText(next)
  })

  test('change of password: the wrong current password at its field, then the new one logs in', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    const client = await newClient(request)
    await useToken(page, await apiLogin(request, client.email, client.password))
    await page.goto('/es/profile/change-password')
    const current = page.getByLabel('Contraseña actual')
    const fresh = page.getByLabel('Contraseña nueva', { exact: true })
    const repeat = page.getByLabel('Repite la contraseña nueva')
    const change = page.getByRole('button', { name: 'Cambiar mi contraseña' })

    await current.fill(client.password)
    await fresh.fill(client.password)
    await repeat.fill('Otra2025')
    await change.click()
    await expect(page.getByText('Elige una contraseña distinta de la actual.')).toBeVisible()
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible()

    await current.fill('Equivocada1')
    await fresh.fill('Nueva2025')
    await repeat.fill('Nueva2025')
    await change.click()
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible()
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    await expect(current).toBeFocused()
    expect(await violations(page)).toEqual([])
    await noOverflow(page)
    await page.screenshot({ path: `${SHOTS}/change-password-wrong-375.png`, fullPage: true })

    await current.fill(client.password)
    await change.click()
    await expect(page.getByText('Tu contraseña se cambió')).toBeVisible()
    await apiLogin(request, client.email, 'Nueva2025')
    expect(
      (await request.post('/web/public/client/login', { data: { login: client.email, password: client.password } })).status(),
    ).toBe(401)
    // This session goes on with the token the change answered.
    await page.getByRole('link', { name: 'Volver a tu perfil' }).click()
    await expect(page.getByTestId('profile-email')).toHaveText(client.email)
  })

  test('change of phone: ten digits and not the own, confirmed by the SMS code', async ({ page, request }) => {
    const client = await newClient(request)
    await useToken(page, await apiLogin(request, client.email, client.password))
    await page.goto('/es/profile/change-phone')
    await expect(page.getByText(`Actual: ${shown(client.phone)}`)).toBeVisible()
    const field = page.getByLabel('Teléfono celular nuevo')
    const send = page.getByRole('button', { name: 'Envíame un código' })
    await field.pressSequentially('55123')
    await send.click()
    await expect(page.getByText('Escribe un teléfono celular de 10 dígitos.')).toBeVisible()
    await field.fill('')
    await field.pressSequentially(client.phone)
    await send.click()
    await expect(page.getByText('Este es tu propio número. Escribe uno distinto.')).toBeVisible()

    const next = freshPhone()
    await field.fill('')
    await field.pressSequentially(next)
    await send.click()
    await expect(page.getByText(`Te enviamos un código de 3 dígitos a ${shown(next)}.`)).toBeVisible()
    // Asking again within the minute: the code sent a moment ago is still the one.
    await page.getByRole('button', { name: 'Envíame un código nuevo' }).click()
    await expect(page.getByText('Te enviamos un código hace un momento. Espera un minuto antes de pedir otro.')).toBeVisible()
    const { code } = await latestMessage(request, next)
    await page.getByLabel('Código SMS').fill(code)
    await page.getByLabel('Tu contraseña actual').fill(client.password)
    await page.getByRole('button', { name: 'Confirmar el cambio' }).click()
    await expect(page.getByText(`Listo: tu teléfono celular ahora es ${shown(next)}.`)).toBeVisible()
    expect(await violations(page)).toEqual([])
    await apiLogin(request, next, client.password)
  })

  test('change of phone by keyboard alone: Tab to the field, Enter to send and to confirm', async ({ page, request }) => {
    const client = await newClient(request)
    await useToken(page, await apiLogin(request, client.email, client.password))
    await page.goto('/es/profile/change-phone')
    const field = page.getByLabel('Teléfono celular nuevo')
    await expect(field).toBeVisible()
    for (
      let presses = 0;
      presses < 30 && !(await field.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(field).toBeFocused()
    const next = freshPhone()
    await page.keyboard.type(next)
    await page.keyboard.press('Enter')
    // The code field takes the focus once the code is on its way.
    const code = page.getByLabel('Código SMS')
    await expect(code).toBeFocused()
    await page.keyboard.type((await latestMessage(request, next)).code)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Tu contraseña actual')).toBeFocused()
    await page.keyboard.type(client.password)
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Listo: tu teléfono celular ahora es ${shown(next)}.`)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Volver a tu perfil' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('profile-phone')).toHaveText(shown(next))
  })

  test('change of phone: a code killed by wrong tries reads as dead at the field', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    const client = await newClient(request)
    await useToken(page, await apiLogin(request, client.email, client.password))
    await page.goto('/es/profile/change-phone')
    const next = freshPhone()
    await page.getByLabel('Teléfono celular nuevo').pressSequentially(next)
    await page.getByRole('button', { name: 'Envíame un código' }).click()
    const code = page.getByLabel('Código SMS')
    // The code field shows once the ERP has sent the code; only then is it in the outbox.
    await expect(code).toBeVisible()
    const { code: sent } = await latestMessage(request, next)
    const wrong = sent === '000' ? '001' : '000'
    await page.getByLabel('Tu contraseña actual').fill(client.password)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await code.fill(wrong)
      await page.getByRole('button', { name: 'Confirmar el cambio' }).click()
      await expect(page.getByText('El código no es correcto. Revísalo e intenta de nuevo.')).toBeVisible()
      await code.fill('')
    }
    // Five wrong tries kill the code: even the right one is 'Not found' now.
    await code.fill(sent)
    await page.getByRole('button', { name: 'Confirmar el cambio' }).click()
    await expect(
      page.getByText('Este código ya no funciona: venció, ya se usó o tuvo demasiados intentos fallidos. Pide uno nuevo.'),
    ).toBeVisible()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(await violations(page)).toEqual([])
    await noOverflow(page)
    await page.screenshot({ path: `${SHOTS}/change-phone-dead-375.png`, fullPage: true })
  })
})
