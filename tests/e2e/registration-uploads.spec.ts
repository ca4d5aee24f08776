import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiLogin, expect, newClient, test, useToken, violations } from './support'

/** Real, tiny images: a 1×1 PNG and a 1×1 JPEG, as their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)

const dir = mkdtempSync(join(tmpdir(), 'lana-uploads-'))

/** A file on disk (Chromium reads its real modification time), optionally modified `ageMs` ago. */
function fileOf(name: string, bytes: Buffer | string, ageMs = 0): string {
  const path = join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}-${name}`)
  writeFileSync(path, bytes)
  if (ageMs > 0) {
    const then = new Date(Date.now() - ageMs)
    utimesSync(path, then, then)
  }
  return path
}

async function signedInApplicant(page: Page, request: APIRequestContext) {
  const client = await newClient(request)
  const token = await apiLogin(request, client.email, client.password)
  await useToken(page, token)
  return { ...client, token }
}

async function documentState(request: APIRequestContext, token: string) {
  const answer = await request.get('/web/private/client/client-document/state', { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.status()).toBe(200)
  return (
    (await answer.json()) as {
      data: { state: string; missing: string[]; documents: { id: number; type: string; mime: string }[] }
    }
  ).data
}

/** The preview image has really been drawn by the browser. */
async function expectDrawn(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
}

test.describe('registration, document uploads', () => {
  test('a new applicant uploads the ID, payslip and bank statement with preview, replace and delete, then reaches the bank link', async ({
    page,
    request,
  }) => {
    const client = await signedInApplicant(page, request)
    await page.goto('/es/registration/id-document-upload')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sube tu identificación')
    // The finalisation before any finish: empty.
    const finalisation = page.locator('.upload__state[role=status]')
    await expect(finalisation).toHaveText('Todavía no has enviado tus documentos a revisión.')
    expect((await documentState(request, client.token)).state).toBe('empty')

    // Continuing without a file says what is missing, at the file field.
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByText('Sube tu identificación antes de continuar.')).toBeVisible()
    await expect(page.getByLabel('Elegir un archivo')).toBeFocused()

    await page.getByLabel('Elegir un archivo').setInputFiles(fileOf('ine.png', PNG))
    await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
    await expectDrawn(page, 'Vista previa de tu identificación')

    // Replace: the new one is kept, the old one deleted.
    const first = (await documentState(request, client.token)).documents
    expect(first.map((d) => [d.type, d.mime])).toEqual([['id_document', 'image/png']])
    await page.getByLabel('Reemplazar por otro archivo').setInputFiles(fileOf('ine.jpg', JPEG))
    await expect
      .poll(async () => (await documentState(request, client.token)).documents.map((d) => d.mime))
      .toEqual(['image/jpeg'])
    await expectDrawn(page, 'Vista previa de tu identificación')

    // A reload keeps the upload: the preview comes from the ERP.
    await page.reload()
    await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
    await expectDrawn(page, 'Vista previa de tu identificación')

    // Delete, then upload again.
    await page.getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText('Todavía no hay archivo.')).toBeVisible()
    expect((await documentState(request, client.token)).documents).toEqual([])
    await page.getByLabel('Elegir un archivo').setInputFiles(fileOf('ine.png', PNG))
    await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
    await page.getByRole('button', { name: 'Continuar' }).click()

    await expect(page).toHaveURL(/\/es\/registration\/payroll-upload$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sube tu recibo de nómina')
    // The finalisation after the ID names what is still missing.
    await expect(page.getByRole('status').filter({ hasText: 'Todavía falta' })).toContainText(
      'recibo de nómina, estado de cuenta',
    )
    await page.getByLabel('Tomar una foto').setInputFiles(fileOf('nomina.jpg', JPEG))
    await expect(page.getByText('Recibimos tu recibo de nómina.')).toBeVisible()
    await page.getByRole('button', { name: 'Continuar' }).click()

    await expect(page).toHaveURL(/\/es\/registration\/bank-statement-upload$/)
    await page.getByLabel('Elegir un archivo').setInputFiles(fileOf('estado.png', PNG))
    await expect(page.getByText('Recibimos tu estado de cuenta.')).toBeVisible()
    await page.getByRole('button', { name: 'Continuar' }).click()

    await expect(page).toHaveURL(/\/es\/registration\/belvo$/)
    const finished = await documentState(request, client.token)
    expect(finished.state).toBe('done')
    expect(finished.documents.map((d) => d.type).sort()).toEqual(['bank_statement', 'id_document', 'payroll'])

    // Back on an upload step, the finalisation after the three documents: done.
    await page.goto('/es/registration/id-document-upload')
    await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
    await expect(finalisation).toHaveText('Tus documentos están completos.')
  })

  test('a wrong format, a too large file, an old camera photo and a failed quality check each get their own message', async ({
    page,
    request,
  }) => {
    const client = await signedInApplicant(page, request)
    await page.goto('/es/registration/id-document-upload')
    const picker = page.getByLabel('Elegir un archivo')
    const wrongFormat = 'Este archivo no es una imagen JPG, PNG o HEIC. Elige una foto en alguno de esos formatos.'

    // A text file renamed .png passes the name check, not the content check (the browser's and the ERP's).
    await picker.setInputFiles(fileOf('ine.png', 'esto no es una imagen'))
    await expect(page.getByRole('alert').filter({ hasText: wrongFormat })).toBeVisible()
    await expect(picker).toHaveAttribute('aria-invalid', 'true')
    await expect(picker).toBeFocused()

    // A PDF is refused before it is sent.
    await picker.setInputFiles(fileOf('ine.pdf', '%PDF-1.4 nada'))
    await expect(page.getByRole('alert').filter({ hasText: wrongFormat })).toBeVisible()

    // Over 10 MB: refused here; and the ERP's 413 reads the same.
    await picker.setInputFiles(fileOf('grande.jpg', Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)])))
    await expect(page.getByRole('alert').filter({ hasText: 'El archivo pesa más de 10 MB' })).toBeVisible()
    await page.route('**/web/private/client/client-document', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'payload_too_large', details: { message: 'The document is too large.' } } }),
      }),
    )
    await picker.setInputFiles(fileOf('ine.png', PNG))
    await expect(page.getByRole('alert').filter({ hasText: 'El archivo pesa más de 10 MB' })).toBeVisible()

    // The identity metric failure code.
    await page.unroute('**/web/private/client/client-document')
    await page.route('**/web/private/client/client-document', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'hs_metric_failed', details: { message: 'Metric failed.' } } }),
      }),
    )
    await picker.setInputFiles(fileOf('ine.png', PNG))
    await expect(page.getByRole('alert').filter({ hasText: 'No pudimos leer bien tu foto' })).toBeVisible()
    await page.unroute('**/web/private/client/client-document')

    // A camera photo of the ID modified 10 minutes ago is not a fresh capture; a new one is.
    await expect(page.getByText('hace menos de 2 minutos')).toBeVisible()
    await page.getByLabel('Tomar una foto').setInputFiles(fileOf('camara.jpg', JPEG, 10 * 60_000))
    await expect(page.getByRole('alert').filter({ hasText: 'Esta foto se tomó hace más de 2 minutos' })).toBeVisible()
    expect((await documentState(request, client.token)).documents).toEqual([])
    await page.getByLabel('Tomar una foto').setInputFiles(fileOf('camara.jpg', JPEG))
    await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('a guest is sent to the start of registration', async ({ page }) => {
    await page.goto('/es/registration/payroll-upload')
    await expect(page).toHaveURL(/\/es\/registration$/)
  })

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the step works at 375 px and axe finds nothing, empty and with a preview', async ({ page, request }) => {
      await signedInApplicant(page, request)
      await page.goto('/es/registration/bank-statement-upload')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sube tu estado de cuenta')
      expect(await violations(page)).toEqual([])
      await page.getByLabel('Elegir un archivo').setInputFiles(fileOf('estado.jpg', JPEG))
      await expectDrawn(page, 'Vista previa de tu estado de cuenta')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(await violations(page)).toEqual([])
      await page.getByRole('button', { name: 'Continuar' }).click()
      // Only the bank statement: the finalisation names what is missing and the step stays.
      await expect(page.getByRole('status').filter({ hasText: 'Todavía falta' })).toContainText(
        'identificación, recibo de nómina',
      )
      await expect(page).toHaveURL(/bank-statement-upload$/)
      await expect(page.locator('[role=log] [role=img]')).toHaveCount(0, { timeout: 10_000 })
      expect(await violations(page)).toEqual([])
    })
  })
})
