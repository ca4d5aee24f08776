import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { curpCheckDigit } from '../../src/domain/curp'
import { apiLogin, bearer, choose, expect, newClient, select, storedToken, test, uniquePerson, useToken } from './support'

/*
 * Inputs as Mexicans type them (docs/INPUTS.md), at phone and desktop width: an amount with its
 * centavos in the calculator, a birth date day first, an income with "$" and commas, a person
 * without a job who is asked for no employer, and a payslip sent as a PDF.
 */

/** A new applicant born on 25 April 1990, with a CURP that says so (and its check digit). */
function bornOn25April1990() {
  const { n, letters } = uniquePerson()
  const first17 = `${letters}900425MDF${letters.slice(0, 3)}0`
  return {
    email: `mx${n}@example.mx`,
    phone: `57${String(n).padStart(8, '0').slice(-8)}`,
    curp: `${first17}${curpCheckDigit(first17)}`,
  }
}

/** A small real PDF: the %PDF- header the upload is checked by, one empty page, the trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } })

    test('"1500.00" in the calculator is a $1500 loan, and a birth date typed 25/04/1990 is kept as 1990-04-25', async ({
      page,
    }) => {
      await page.goto('/es/')
      const amount = page.getByLabel('Monto', { exact: true })
      await amount.click()
      await page.keyboard.press('Control+A')
      await page.keyboard.type('1500.00')
      await amount.blur()
      // The field shows the amount the calculator uses, and the offer is for it.
      await expect(amount).toHaveValue('$1500')
      await expect(page.locator('.ui-slider__output')).toHaveText('$1500')
      await page.getByLabel('¿Cada cuándo te pagan?').selectOption({ label: 'Quincenal' })
      await expect(page.getByTestId('figure-Recibes')).toHaveText('$1500')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.getByRole('button', { name: 'Solicitar ahora' }).click()
      await expect(page).toHaveURL(/\/es\/registration$/)

      const person = bornOn25April1990()
      await page.getByLabel('Nombre', { exact: true }).fill('Guadalupe')
      await page.getByLabel('Apellidos').fill('Ramírez Soto')
      await page.getByLabel('Correo electrónico').fill(person.email)
      await page.getByLabel('Teléfono celular').pressSequentially(person.phone)
      await page.getByLabel('CURP').pressSequentially(person.curp)
      await page.getByLabel('Fecha de nacimiento').pressSequentially('25/04/1990')
      await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('25/04/1990')
      await page.getByLabel('Contraseña', { exact: true }).fill('Clave2024')
      await page.getByLabel('Repite la contraseña').fill('Clave2024')
      for (const name of [/aviso de privacidad/, /términos y condiciones/, /historial crediticio/]) {
        await page.getByRole('checkbox', { name }).focus()
        await page.keyboard.press('Space')
      }
      const signUp = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/web/public/client')
      await page.getByRole('button', { name: 'Crear mi cuenta' }).click()
      expect((await signUp).postDataJSON()).toMatchObject({ birthDate: '1990-04-25', curp: person.curp })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifica tu teléfono')
      const profile = await page.request.get('/web/private/client/client', { headers: bearer((await storedToken(page))!) })
      expect(((await profile.json()) as { data: { info: { birthDate: string } } }).data.info.birthDate).toBe('1990-04-25')
    })

    test('without a job no employer is asked, "$20,000.00" is an income of 20000, and a payslip goes as a PDF', async ({
      page,
      request,
    }) => {
      const client = await newClient(request)
      const token = await apiLogin(request, client.email, client.password)
      await useToken(page, token)
      await page.goto('/es/registration/employment')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu empleo e ingresos')
      await expect(page.getByLabel('Nombre de la empresa')).toBeVisible()

      await choose(page, 'Situación laboral', 'Sin empleo')
      await expect(select(page, 'Puesto')).toHaveCount(0)
      await expect(page.getByLabel('Nombre de la empresa')).toHaveCount(0)
      await expect(page.getByLabel('Teléfono del trabajo')).toHaveCount(0)
      const income = page.getByLabel('Ingreso mensual')
      await income.pressSequentially('$20,000.00')
      await income.blur()
      await expect(income).toHaveValue('20000')
      await choose(page, '¿Cada cuándo te pagan?', 'Mensual')
      await choose(page, 'Día del mes en que te pagan', /./)
      await page.screenshot({ path: test.info().outputPath(`employment-${width}.png`), fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.getByRole('button', { name: 'Continuar' }).click()
      await expect(page).toHaveURL(/\/es\/registration\/reference$/)
      const details = await request.get('/web/private/client/account-details', { headers: bearer(token) })
      const { employment } = ((await details.json()) as { data: { employment: Record<string, unknown> } }).data
      expect(employment).toMatchObject({
        employmentStatus: 'unemployed',
        position: null,
        companyName: null,
        workPhone: null,
        monthlyIncome: 20000,
      })

      await page.goto('/es/registration/payroll-upload')
      await expect(page.getByText('PDF, JPG, PNG o HEIC, hasta 10 MB.')).toBeVisible()
      const file = join(mkdtempSync(join(tmpdir(), 'lana-pdf-')), 'recibo-nomina.pdf')
      writeFileSync(file, PDF)
      await page.getByLabel('Elegir un archivo').setInputFiles(file)
      await expect(page.getByText('Recibimos tu recibo de nómina.')).toBeVisible()
      // No picture to preview: the PDF's icon and its name stand for it.
      await expect(page.getByRole('img', { name: 'Documento PDF' })).toBeVisible()
      await expect(page.getByText('recibo-nomina.pdf')).toBeVisible()
      await page.screenshot({ path: test.info().outputPath(`payroll-pdf-${width}.png`), fullPage: true })
      const state = await request.get('/web/private/client/client-document/state', { headers: bearer(token) })
      const { documents } = ((await state.json()) as { data: { documents: { type: string; mime: string; size: number }[] } }).data
      expect(documents).toEqual([expect.objectContaining({ type: 'payroll', mime: 'application/pdf', size: PDF.length })])
    })
  })
}
