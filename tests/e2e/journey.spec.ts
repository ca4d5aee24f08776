import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { clabe } from 'clabe-validator'
import { choose, expect as baseExpect, latestMessage, select, test, uniquePerson, violations } from './support'

// Each step waits on the ERP (sign-up and login, uploads, the application's decision): under a
// loaded CI machine that may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 })

/*
 * The whole journey as a new user tries it, against the reference ERP: from the calculator on the
 * home page (an amount, a pay cycle, a promo code, "Solicitar ahora") through every registration
 * step to the signed agreement. On each step the wrong inputs show their messages, a reload in the middle
 * loses nothing typed, and axe finds no violations; the uploads are real images drawn by the
 * browser; the SMS codes are read from the ERP's outbox. The whole journey at 1280 and at 375 px.
 */

/** A new person: own e-mail and phone, a CURP that matches the birth date and its check digit. */
function person() {
  const { n, curp } = uniquePerson()
  return {
    email: `viaje${n}@example.mx`,
    phone: `58${String(n).padStart(8, '0').slice(-8)}`,
    curp,
    // A CLABE of an enabled bank (012 BBVA, plaza 010) no other client has.
    clabe: clabe.calculate(12, 10, Number(`9${String(n).padStart(10, '0').slice(-10)}`)),
  }
}

async function axe(page: Page) {
  // GOTCHA: react-aria announces a pending button's end through a live-region node that points at
  // the button's label, and removes it 7 s later; the button may be gone with its form by then.
  await expect(page.locator('[role=log] [role=img]')).toHaveCount(0, { timeout: 10_000 })
  expect(await violations(page)).toEqual([])
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const next = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true })
/** Reloads and waits until the app has drawn the step again (the prerendered page is inert until then). */
async function reload(page: Page, title: string) {
  await page.reload()
  await expect(heading(page)).toHaveText(title)
  await expect(page.locator('[inert]')).toHaveCount(0)
}

/** A real image, drawn and encoded by the browser (a document on a table, with some text). */
async function photo(page: Page, type: 'image/jpeg' | 'image/png', text: string): Promise<Buffer> {
  const url = await page.evaluate(
    ({ type, text }) => {
      const canvas = document.createElement('canvas')
      canvas.width = 320
      canvas.height = 200
      const context = canvas.getContext('2d')!
      context.fillStyle = '#6b8e23'
      context.fillRect(0, 0, 320, 200)
      context.fillStyle = '#f5f5dc'
      context.fillRect(30, 25, 260, 150)
      context.fillStyle = '#1a237e'
      context.font = 'bold 28px sans-serif'
      context.fillText(text, 50, 110)
      return canvas.toDataURL(type, 0.9)
    },
    { type, text },
  )
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
}

const dir = mkdtempSync(join(tmpdir(), 'lana-journey-'))

/** A photo on disk last modified `ageMs` ago (Chromium reads the file's real time). */
function oldPhoto(bytes: Buffer, ageMs: number): string {
  const path = join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}-camara.jpg`)
  writeFileSync(path, bytes)
  const then = new Date(Date.now() - ageMs)
  utimesSync(path, then, then)
  return path
}

async function expectDrawn(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
}

async function code(request: APIRequestContext, phone: string, notThis?: string) {
  let found = ''
  await expect
    .poll(async () => {
      found = (await latestMessage(request, phone)).code
      return found !== notThis
    })
    .toBe(true)
  return found
}

const wrongCode = (right: string) => (right === '000' ? '111' : '000')

test.describe('the journey of a new client', () => {
  for (const width of [1280, 375]) {
    test(`from the calculator through every registration step to the signed agreement at ${width} px`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(300_000)
      await page.setViewportSize({ width, height: 900 })
      const me = person()
      // The simulated identity provider approves her ID as soon as she uploads it (development steering).
      expect((await request.put('/web/dev/veriff/steering', { data: { email: me.email, decision: 'approved' } })).status()).toBe(
        200,
      )

      // --- The calculator on the home page: $3000, paid monthly, a promo code, apply.
      await page.goto('/es/')
      const amount = page.getByLabel('Monto', { exact: true })
      await amount.click()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type('3000')
      await amount.blur()
      await expect(amount).toHaveValue('$3000')
      await page.getByLabel('¿Cada cuándo te pagan?').selectOption({ label: 'Mensual' })
      await expect(page.getByTestId('figure-Total a pagar')).toBeVisible()
      await page.getByRole('button', { name: 'Tengo un código promocional' }).click()
      await page.getByLabel('Código promocional').fill('bienvenida')
      await page.getByLabel('Código promocional').blur()
      await expect(page.locator('.calculator__discount')).toHaveText(/^-\d+%$/)
      await page.getByRole('button', { name: 'Solicitar ahora' }).click()

      // --- Details: who the applicant is, with the calculator's promo code.
      await expect(page).toHaveURL(/\/es\/registration$/)
      await expect(heading(page)).toHaveText('Crea tu cuenta')
      await expect(page.locator('[inert]')).toHaveCount(0)
      await expect(page.getByLabel('Código promocional')).toHaveValue('BIENVENIDA')
      const create = page.getByRole('button', { name: 'Crear mi cuenta' })
      await create.click()
      await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused()
      await expect(page.getByLabel('Nombre', { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible()
      await axe(page)

      await page.getByLabel('Nombre', { exact: true }).fill('Ximena')
      await page.getByLabel('Apellidos').fill('Ortega Salinas')
      await page.getByLabel('Correo electrónico').fill('ximena.ortega')
      await page.getByLabel('Teléfono celular').pressSequentially(me.phone)
      await page.getByLabel('CURP').pressSequentially(me.curp.toLowerCase())
      await expect(page.getByLabel('CURP')).toHaveValue(me.curp)
      await reload(page, 'Crea tu cuenta')
      await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Ximena')
      await expect(page.getByLabel('Apellidos')).toHaveValue('Ortega Salinas')
      await expect(page.getByLabel('Correo electrónico')).toHaveValue('ximena.ortega')
      await expect(page.getByLabel('Teléfono celular')).toHaveValue(
        `+52 (${me.phone.slice(0, 3)}) ${me.phone.slice(3, 6)}-${me.phone.slice(6)}`,
      )
      await expect(page.getByLabel('CURP')).toHaveValue(me.curp)

      await page.getByLabel('Fecha de nacimiento').pressSequentially('15011990')
      await page.getByLabel('Contraseña', { exact: true }).fill('Clave2024')
      await page.getByLabel('Repite la contraseña').fill('Clave2025')
      for (const name of [/aviso de privacidad/, /términos y condiciones/, /historial crediticio/]) {
        const box = page.getByRole('checkbox', { name })
        await box.focus()
        await page.keyboard.press('Space')
        await expect(box).toBeChecked()
      }
      await create.click()
      await expect(page.getByText('Escribe un correo válido, como nombre@correo.mx.')).toBeVisible()
      await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible()
      await expect(page.getByLabel('Correo electrónico')).toBeFocused()
      await page.getByLabel('Correo electrónico').fill(me.email)
      await page.getByLabel('Repite la contraseña').fill('Clave2024')
      await create.click()

      // --- The phone, verified with the SMS code; the promo code applies to a first loan.
      await expect(heading(page)).toHaveText('Verifica tu teléfono')
      await expect(page.getByText('Tu código promocional BIENVENIDA aplica a tu primer préstamo.')).toBeVisible()
      const phoneCode = await code(request, me.phone)
      const codeField = page.getByLabel('Código SMS')
      await codeField.fill(wrongCode(phoneCode))
      await page.getByRole('button', { name: 'Verificar' }).click()
      await expect(codeField).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('El código no es correcto. Revísalo e intenta de nuevo.')).toBeVisible()
      await axe(page)
      // A reload keeps the account and the code sent (nothing else is typed here).
      await reload(page, 'Verifica tu teléfono')
      await expect(page.getByText('Tu código promocional BIENVENIDA aplica a tu primer préstamo.')).toBeVisible()
      await codeField.fill(phoneCode)
      await page.getByRole('button', { name: 'Verificar' }).click()

      // --- Address: the rules, a suggestion, a reload, then on.
      await expect(page).toHaveURL(/\/es\/registration\/address$/)
      await expect(heading(page)).toHaveText('Tu domicilio')
      await next(page).click()
      await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible()
      await expect(page.getByLabel('Código postal', { exact: true })).toBeFocused()
      await page.getByLabel('Código postal, colonia o municipio').fill('Roma Norte')
      await page
        .getByRole('list', { name: 'Domicilios sugeridos' })
        .getByRole('button', { name: /^Roma Norte, 06700/ })
        .click()
      await expect(page.getByLabel('Calle')).toBeFocused()
      await page.getByLabel('Calle').fill('Colima')
      await reload(page, 'Tu domicilio')
      await expect(select(page, 'Colonia (opcional)')).toHaveAccessibleName(/^Roma Norte/)
      await expect(page.getByLabel('Calle')).toHaveValue('Colima')
      await expect(page.getByLabel('Código postal', { exact: true })).toHaveValue('06700')
      await page.getByLabel('Número exterior').fill('214')
      await axe(page)
      await next(page).click()

      // --- Employment: the pay cycle comes from the calculator; a short work phone is refused.
      await expect(page).toHaveURL(/\/es\/registration\/employment$/)
      await expect(heading(page)).toHaveText('Tu empleo e ingresos')
      await expect(select(page, '¿Cada cuándo te pagan?')).toHaveAccessibleName(/^Mensual/)
      await choose(page, 'Situación laboral', 'Empleado de tiempo completo')
      await choose(page, 'Puesto', 'Cajero')
      await page.getByLabel('Nombre de la empresa').fill('Farmacias del Centro')
      await page.getByLabel('Teléfono del trabajo').pressSequentially('0155')
      await next(page).click()
      await expect(page.getByText('Escribe los 10 dígitos del teléfono, con la lada.')).toBeVisible()
      await expect(page.getByLabel('Teléfono del trabajo')).toBeFocused()
      await page.getByLabel('Teléfono del trabajo').pressSequentially('51234567')
      await reload(page, 'Tu empleo e ingresos')
      await expect(select(page, 'Puesto')).toHaveAccessibleName(/^Cajero/)
      await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Farmacias del Centro')
      await expect(page.getByLabel('Teléfono del trabajo')).toHaveValue('5551234567')
      await page.getByLabel('Ingreso mensual').pressSequentially('15000')
      await axe(page)
      await next(page).click()

      // --- Reference: one word and the client's own phone are refused.
      await expect(page).toHaveURL(/\/es\/registration\/reference$/)
      await expect(heading(page)).toHaveText('Una referencia personal')
      const relative = page.getByLabel('Nombre completo')
      const relativePhone = page.getByLabel('Su teléfono celular')
      await relative.fill('Rosario')
      await relativePhone.pressSequentially(me.phone)
      await next(page).click()
      await expect(page.getByText('Escribe el nombre y el apellido.')).toBeVisible()
      await expect(page.getByText('Este es tu propio número. Escribe uno distinto.')).toBeVisible()
      await expect(relative).toBeFocused()
      await relative.fill('Rosario Salinas Vega')
      await relativePhone.press('ControlOrMeta+A')
      await relativePhone.press('Backspace')
      await expect(relativePhone).toHaveValue('')
      await relativePhone.pressSequentially('5587654321')
      await reload(page, 'Una referencia personal')
      await expect(relative).toHaveValue('Rosario Salinas Vega')
      await expect(relativePhone).toHaveValue('+52 (558) 765-4321')
      await axe(page)
      await next(page).click()

      // --- The ID: nothing chosen, a PDF, an old camera photo, then a real JPEG from the camera.
      await expect(page).toHaveURL(/\/es\/registration\/id-document-upload$/)
      await expect(heading(page)).toHaveText('Sube tu identificación')
      const ine = await photo(page, 'image/jpeg', 'INE · ORTEGA')
      await next(page).click()
      await expect(page.getByText('Sube tu identificación antes de continuar.')).toBeVisible()
      await page
        .getByLabel('Elegir un archivo')
        .setInputFiles({ name: 'ine.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 nada') })
      await expect(page.getByRole('alert').filter({ hasText: 'Este archivo no es una imagen JPG, PNG o HEIC.' })).toBeVisible()
      await page.getByLabel('Tomar una foto').setInputFiles(oldPhoto(ine, 10 * 60_000))
      await expect(page.getByRole('alert').filter({ hasText: 'Esta foto se tomó hace más de 2 minutos' })).toBeVisible()
      // A buffer is a file modified now: a fresh capture.
      await page.getByLabel('Tomar una foto').setInputFiles({ name: 'ine.jpg', mimeType: 'image/jpeg', buffer: ine })
      await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
      await expectDrawn(page, 'Vista previa de tu identificación')
      await reload(page, 'Sube tu identificación')
      await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
      await expectDrawn(page, 'Vista previa de tu identificación')
      // The ID's expiry date, typed day first like every date.
      await page.getByRole('textbox', { name: 'Fecha de vencimiento de tu identificación' }).fill('31/12/2031')
      await axe(page)
      await next(page).click()

      // --- The payslip, a PNG from a file.
      await expect(page).toHaveURL(/\/es\/registration\/payroll-upload$/)
      await expect(heading(page)).toHaveText('Sube tu recibo de nómina')
      await next(page).click()
      await expect(page.getByText('Sube tu recibo de nómina antes de continuar.')).toBeVisible()
      await page
        .getByLabel('Elegir un archivo')
        .setInputFiles({ name: 'nomina.png', mimeType: 'image/png', buffer: await photo(page, 'image/png', 'NÓMINA · OCTUBRE') })
      await expect(page.getByText('Recibimos tu recibo de nómina.')).toBeVisible()
      await reload(page, 'Sube tu recibo de nómina')
      await expectDrawn(page, 'Vista previa de tu recibo de nómina')
      await axe(page)
      await next(page).click()

      // --- The bank statement, a JPEG from a file.
      await expect(page).toHaveURL(/\/es\/registration\/bank-statement-upload$/)
      await expect(heading(page)).toHaveText('Sube tu estado de cuenta')
      await next(page).click()
      await expect(page.getByText('Sube tu estado de cuenta antes de continuar.')).toBeVisible()
      await page.getByLabel('Elegir un archivo').setInputFiles({
        name: 'estado.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(page, 'image/jpeg', 'ESTADO DE CUENTA'),
      })
      await expect(page.getByText('Recibimos tu estado de cuenta.')).toBeVisible()
      await reload(page, 'Sube tu estado de cuenta')
      await expectDrawn(page, 'Vista previa de tu estado de cuenta')
      await axe(page)
      await next(page).click()

      // --- The bank link: no bank chosen, then one that survives a reload.
      await expect(page).toHaveURL(/\/es\/registration\/belvo$/)
      await expect(heading(page)).toHaveText('Conecta tu banco')
      const connect = page.getByRole('button', { name: 'Conectar mi banco' })
      await connect.click()
      await expect(page.getByRole('alert').filter({ hasText: 'Elige tu banco.' })).toBeVisible()
      await page.getByRole('radio', { name: 'BBVA México' }).check()
      await reload(page, 'Conecta tu banco')
      await expect(page.getByRole('radio', { name: 'BBVA México' })).toBeChecked()
      await axe(page)
      await connect.click()

      // --- Where the money goes: a CLABE with a wrong digit, then the right one.
      await expect(page).toHaveURL(/\/es\/registration\/debit-credit-card$/)
      await expect(heading(page)).toHaveText('Dónde te depositamos')
      const account = page.getByLabel('CLABE', { exact: true })
      const save = page.getByRole('button', { name: 'Guardar y continuar' })
      const wrongDigit = `${me.clabe.slice(0, 17)}${(Number(me.clabe.slice(17)) + 1) % 10}`
      await account.pressSequentially(wrongDigit)
      await save.click()
      await expect(page.getByText('Esta CLABE no es válida: revisa cada dígito.')).toBeVisible()
      await expect(account).toBeFocused()
      await account.fill(me.clabe)
      await expect(page.getByText('Banco: BBVA México')).toBeVisible()
      await reload(page, 'Dónde te depositamos')
      await expect(account).toHaveValue(me.clabe)
      await axe(page)
      await save.click()

      // --- Registered: nothing to sign yet, so the flow leads to the application of the calculator's loan.
      // The names given at sign-up are the agreement's: she is not asked to confirm them again.
      await expect(page).toHaveURL(/\/es\/application\/apply$/)
      await expect(page.getByTestId('apply-amount')).toHaveText('$3000')
      await expect(page.getByText('BIENVENIDA')).toBeVisible()
      await page.getByRole('button', { name: 'Solicitar $3000' }).click()
      await expect(page).toHaveURL(/\/es\/application\/accepted$/)
      await page.getByRole('link', { name: 'Continuar al contrato' }).click()

      // --- The agreement, signed with its own SMS code (a wrong one first).
      await expect(page).toHaveURL(/\/es\/registration\/summary$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Firma tu contrato de préstamo' })).toBeVisible()
      await expect(page.getByTestId('summary-account')).toHaveText(`CLABE terminación ${me.clabe.slice(-4)}`)
      await expect(
        page.getByText(`Te enviamos un código de 3 dígitos por SMS a tu celular terminación ${me.phone.slice(-4)}.`),
      ).toBeVisible()
      const agreementCode = await code(request, me.phone, phoneCode)
      const signCode = page.getByLabel('Código SMS')
      await signCode.fill(wrongCode(agreementCode))
      await page.getByRole('button', { name: 'Firmar mi contrato' }).click()
      await expect(signCode).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(/^El código no es correcto\. Te quedan \d+ intentos\.$/)).toBeVisible()
      await axe(page)
      // A reload within the minute keeps the code sent: no new one goes out, the same one signs.
      await reload(page, 'Firma tu contrato de préstamo')
      await expect(page.getByTestId('summary-account')).toHaveText(`CLABE terminación ${me.clabe.slice(-4)}`)
      expect((await latestMessage(request, me.phone)).code).toBe(agreementCode)
      await signCode.fill(agreementCode)
      await page.getByRole('button', { name: 'Firmar mi contrato' }).click()
      await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('draft.')))).toEqual([])
      // The refusals on the way are answers the pages show (400, 404), not errors of the app.
      expect(consoleErrors.filter((message) => !message.startsWith('Failed to load resource'))).toEqual([])
    })
  }
})

/**
 * The shortest way a new borrower has from the home page to a signed loan, on a phone, as she
 * would take it when nothing goes wrong: every screen she meets (by its heading) and every field she
 * must fill or choose, counted. The counts are pinned: a screen or a required field added to the
 * journey fails this test until README's "How long it takes" says so.
 */
test.describe('the shortest way to a signed loan', () => {
  test('a new borrower on a phone meets 15 screens and fills 29 fields from the home page to a signed loan', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 375, height: 800 })
    const me = person()
    const screens: { heading: string; path: string; fields: string[] }[] = []
    /** She reads a new screen: its heading is the one expected. */
    const arrive = async (title: string) => {
      await expect(heading(page)).toHaveText(title)
      screens.push({ heading: title, path: new URL(page.url()).pathname, fields: [] })
    }
    const counted = (field: string) => screens[screens.length - 1]!.fields.push(field)
    const type = async (label: string, value: string, exact = false) => {
      await page.getByLabel(label, { exact }).pressSequentially(value)
      counted(label)
    }
    const pick = async (label: string, option: string) => {
      await choose(page, label, option)
      counted(label)
    }
    expect((await request.put('/web/dev/veriff/steering', { data: { email: me.email, decision: 'approved' } })).status()).toBe(
      200,
    )

    await page.goto('/es/')
    await arrive(await heading(page).innerText())
    // The amount shown first is fine; only the pay cycle is hers to say.
    await page.getByLabel('¿Cada cuándo te pagan?').selectOption({ label: 'Mensual' })
    counted('¿Cada cuándo te pagan?')
    await page.getByRole('button', { name: 'Solicitar ahora' }).click()

    await arrive('Crea tu cuenta')
    await type('Nombre', 'Ximena', true)
    await type('Apellidos', 'Ortega Salinas')
    await type('Correo electrónico', me.email)
    await type('Teléfono celular', me.phone)
    await type('CURP', me.curp)
    await type('Fecha de nacimiento', '15011990')
    await type('Contraseña', 'Clave2024', true)
    await type('Repite la contraseña', 'Clave2024')
    for (const name of [/aviso de privacidad/, /términos y condiciones/, /historial crediticio/]) {
      const box = page.getByRole('checkbox', { name })
      await box.focus()
      await page.keyboard.press('Space')
      counted(String(name))
    }
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click()

    await arrive('Verifica tu teléfono')
    const phoneCode = await code(request, me.phone)
    await type('Código SMS', phoneCode)
    await page.getByRole('button', { name: 'Verificar' }).click()

    await arrive('Tu domicilio')
    await page.getByLabel('Código postal, colonia o municipio').fill('Roma Norte')
    await page
      .getByRole('list', { name: 'Domicilios sugeridos' })
      .getByRole('button', { name: /^Roma Norte, 06700/ })
      .click()
    counted('Código postal, colonia o municipio')
    await type('Calle', 'Colima')
    await type('Número exterior', '214')
    await next(page).click()

    await arrive('Tu empleo e ingresos')
    // The pay cycle said in the calculator is already there.
    await expect(select(page, '¿Cada cuándo te pagan?')).toHaveAccessibleName(/^Mensual/)
    await pick('Situación laboral', 'Empleado de tiempo completo')
    await pick('Puesto', 'Cajero')
    await type('Nombre de la empresa', 'Farmacias del Centro')
    await type('Teléfono del trabajo', '5551234567')
    await type('Ingreso mensual', '15000')
    await next(page).click()

    await arrive('Una referencia personal')
    await type('Nombre completo', 'Rosario Salinas Vega')
    await type('Su teléfono celular', '5587654321')
    await next(page).click()

    await arrive('Sube tu identificación')
    const ine = await photo(page, 'image/jpeg', 'INE · ORTEGA')
    await page.getByLabel('Tomar una foto').setInputFiles({ name: 'ine.jpg', mimeType: 'image/jpeg', buffer: ine })
    counted('Tomar una foto')
    await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
    // The CURP of sign-up is already there; the ID's expiry date is hers to say.
    await type('Fecha de vencimiento de tu identificación', '31122031')
    await next(page).click()

    await arrive('Sube tu recibo de nómina')
    await page
      .getByLabel('Elegir un archivo')
      .setInputFiles({ name: 'nomina.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% recibo de nómina\n') })
    counted('Elegir un archivo')
    await expect(page.getByText('Recibimos tu recibo de nómina.')).toBeVisible()
    await next(page).click()

    await arrive('Sube tu estado de cuenta')
    await page
      .getByLabel('Elegir un archivo')
      .setInputFiles({ name: 'estado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% estado de cuenta\n') })
    counted('Elegir un archivo')
    await expect(page.getByText('Recibimos tu estado de cuenta.')).toBeVisible()
    await next(page).click()

    await arrive('Conecta tu banco')
    await page.getByRole('button', { name: 'Continuar sin conectar' }).click()

    await arrive('Dónde te depositamos')
    await type('CLABE', me.clabe, true)
    await page.getByRole('button', { name: 'Guardar y continuar' }).click()

    await arrive('Solicita tu préstamo')
    await page.getByRole('button', { name: /^Solicitar \$\d+$/ }).click()

    await expect(page).toHaveURL(/\/es\/application\/accepted$/)
    await arrive('Tu préstamo está aprobado')
    await page.getByRole('link', { name: 'Continuar al contrato' }).click()

    await arrive('Firma tu contrato de préstamo')
    const agreementCode = await code(request, me.phone, phoneCode)
    await type('Código SMS', agreementCode)
    await page.getByRole('button', { name: 'Firmar mi contrato' }).click()

    // (The URL changes before the new page replaces the old one: its heading is waited for.)
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
    await arrive('Mi préstamo')

    const table = screens.map((screen) => `${screen.path}\t${screen.heading}\t${screen.fields.length}`).join('\n')
    await testInfo.attach('journey.tsv', { body: table, contentType: 'text/tab-separated-values' })
    const fields = screens.reduce((sum, screen) => sum + screen.fields.length, 0)
    expect({ screens: screens.length, fields }, table).toEqual({ screens: 15, fields: 29 })
    // Every screen was a page of its own or a new step in one, never the same twice.
    expect(new Set(screens.map((screen) => `${screen.path} ${screen.heading}`)).size).toBe(screens.length)
  })
})
