import { mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { drawnPhoto, png } from './images'
import { apiLogin, expect, newClient, test, useToken, violations } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/** Real, tiny images: a 1×1 PNG and a 1×1 JPEG, as their bytes (too small for an ID photo's metrics). */
/** An ID photo large enough for HelloSoda's reading of its metrics. */
const ID_PNG = png(400, 260)
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
      data: { state: string; missing: string[]; documents: { id: number; type: string; mime: string; size: number }[] }
    }
  ).data
}

/** The preview image has really been drawn by the browser. */
async function expectDrawn(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt }).first()
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

    await page.getByLabel('Elegir un archivo').setInputFiles(fileOf('ine.png', ID_PNG))
    await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
    await expectDrawn(page, 'Vista previa de tu identificación')

    // Another file goes beside it: both are kept and listed.
    const first = (await documentState(request, client.token)).documents
    expect(first.map((d) => [d.type, d.mime])).toEqual([['id_document', 'image/png']])
    await page.locator('input[name=file]').setInputFiles(fileOf('ine.jpg', await drawnPhoto(page, 'image/jpeg', 400, 260)))
    await expect(page.getByText('Recibimos tu identificación.')).toHaveCount(2)
    await expect
      .poll(async () => (await documentState(request, client.token)).documents.map((d) => d.mime))
      .toEqual(['image/png', 'image/jpeg'])

    // A reload keeps the uploads: the previews come from the ERP.
    await page.reload()
    await expect(page.getByText('Recibimos tu identificación.')).toHaveCount(2)
    await expectDrawn(page, 'Vista previa de tu identificación')

    // Delete both, then upload again.
    await page.getByRole('button', { name: 'Eliminar' }).first().click()
    await expect(page.getByText('Recibimos tu identificación.')).toHaveCount(1)
    await page.getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText('Todavía no hay archivo.')).toBeVisible()
    expect((await documentState(request, client.token)).documents).toEqual([])
    await page.getByLabel('Elegir un archivo').setInputFiles(fileOf('ine.png', ID_PNG))
    await expect(page.getByText('Recibimos tu identificación.')).toBeVisible()
    // The ID's details: the CURP of sign-up is offered; the expiry date is typed.
    await expect(page.getByRole('textbox', { name: 'CURP o RFC' })).not.toHaveValue('')
    await page.getByRole('textbox', { name: 'Fecha de vencimiento de tu identificación' }).fill('31/12/2031')
    await page.getByRole('button', { name: 'Continuar' }).click()

    await expect(page).toHaveURL(/\/es\/registration\/payroll-upload$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sube tu recibo de nómina')
    await keepThumbnail(page, 'registration-payroll-upload')
    // The finalisation after the ID names what is still missing.
    await expect(page.getByRole('status').filter({ hasText: 'Todavía falta' })).toContainText(
      'recibo de nómina, estado de cuenta',
    )
    await page.getByLabel('Tomar una foto').setInputFiles(fileOf('nomina.jpg', JPEG))
    await expect(page.getByText('Recibimos tu recibo de nómina.')).toBeVisible()
    await page.getByRole('button', { name: 'Continuar' }).click()

    await expect(page).toHaveURL(/\/es\/registration\/bank-statement-upload$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sube tu estado de cuenta')
    await keepThumbnail(page, 'registration-bank-statement-upload')
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
    // Each file chosen is listed with its own message; the picker stays for the next one.
    const picker = page.locator('input[name=file]')
    const row = (name: string) => page.getByRole('listitem', { name })
    const wrongFormat = 'Este archivo no es una imagen JPG, PNG o HEIC. Elige una foto en alguno de esos formatos.'

    // A text file renamed .png passes the name check, not the content check (the browser's and the ERP's).
    await picker.setInputFiles(fileOf('texto.png', 'esto no es una imagen'))
    await expect(row('texto.png').getByRole('alert')).toHaveText(wrongFormat)
    await expect(row('texto.png').getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible()

    // A PDF is refused before it is sent.
    await picker.setInputFiles(fileOf('ine.pdf', '%PDF-1.4 nada'))
    await expect(row('ine.pdf').getByRole('alert')).toHaveText(wrongFormat)

    // Over 10 MB: refused here; and the ERP's 413 reads the same.
    await picker.setInputFiles(fileOf('grande.jpg', Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)])))
    await expect(row('grande.jpg').getByRole('alert')).toContainText('El archivo pesa más de 10 MB')
    await page.route('**/web/private/client/client-document', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'payload_too_large', details: { message: 'The document is too large.' } } }),
      }),
    )
    await picker.setInputFiles(fileOf('erp-grande.png', ID_PNG))
    await expect(row('erp-grande.png').getByRole('alert')).toContainText('El archivo pesa más de 10 MB')

    // The photo's metrics (logger/metrics) fail HelloSoda's reading: a 1×1 photo shows no document.
    await page.unroute('**/web/private/client/client-document')
    const metrics = page.waitForRequest('**/web/private/client/logger/metrics')
    await picker.setInputFiles(fileOf('borrosa.png', PNG))
    await expect(row('borrosa.png').getByRole('alert')).toContainText('No pudimos leer bien tu foto')
    expect((await metrics).postDataJSON().entries).toContainEqual({
      name: 'id_photo.width',
      value: 1,
      tags: { type: 'id_document' },
    })

    // A camera photo of the ID modified 10 minutes ago is not a fresh capture; a new one is.
    await expect(page.getByText('hace menos de 2 minutos')).toBeVisible()
    await page.getByLabel('Tomar una foto').setInputFiles(fileOf('vieja.jpg', JPEG, 10 * 60_000))
    await expect(row('vieja.jpg').getByRole('alert')).toContainText('Esta foto se tomó hace más de 2 minutos')
    expect((await documentState(request, client.token)).documents).toEqual([])
    await page.getByLabel('Tomar una foto').setInputFiles(fileOf('camara.jpg', await drawnPhoto(page, 'image/jpeg', 400, 260)))
    await expect(row('camara.jpg')).toContainText('Recibimos tu identificación.')
    await expect(row('camara.jpg').getByRole('alert')).toHaveCount(0)
    expect((await documentState(request, client.token)).documents).toHaveLength(1)
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
      await keepThumbnail(page, 'registration-bank-statement-upload')
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

  for (const width of [375, 1280]) {
    test.describe(`uploads a person can follow, at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } })

      test('a big photo is compressed before it goes up, keeping its name and type', async ({ page, request }) => {
        const client = await signedInApplicant(page, request)
        await page.goto('/es/registration/bank-statement-upload')
        const photo = fileOf('estado-grande.jpg', await bigPhoto(page))
        const original = statSync(photo).size
        expect(original).toBeGreaterThan(2 * 1024 * 1024)
        const bodies: number[] = []
        page.on('request', (sent) => {
          if (sent.method() === 'POST' && sent.url().endsWith('/client-document')) bodies.push(sent.postDataBuffer()?.length ?? 0)
        })
        await page.locator('input[name=file]').setInputFiles(photo)
        await expect(page.getByRole('listitem', { name: 'estado-grande.jpg' })).toContainText('Recibimos tu estado de cuenta.')
        const [stored] = (await documentState(request, client.token)).documents
        // What the ERP keeps is a JPEG of at most 1.5 MB, and the request that carried it (base64) is far below the photo.
        expect(stored?.mime).toBe('image/jpeg')
        expect(stored!.size).toBeLessThanOrEqual(1.5 * 1024 * 1024)
        expect(bodies).toHaveLength(1)
        expect(bodies[0]).toBeLessThan(original)
      })

      test('a percentage is shown while a file goes up', async ({ page, request }, testInfo) => {
        await signedInApplicant(page, request)
        await page.goto('/es/registration/payroll-upload')
        // A slow line: the body goes out at 64 KB/s, so the bar moves through the percentages.
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 50,
          downloadThroughput: 1024 * 1024,
          uploadThroughput: 64 * 1024,
        })
        // Under the compression threshold (1.2 MB of a PNG): sent as it is, about 1.6 MB of base64.
        await page.locator('input[name=file]').setInputFiles(fileOf('recibo.png', Buffer.concat([PNG, Buffer.alloc(1_200_000)])))
        const bar = page.getByRole('listitem', { name: 'recibo.png' }).getByRole('progressbar')
        await expect(bar).toBeVisible()
        await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(5)
        const now = Number(await bar.getAttribute('aria-valuenow'))
        expect(now).toBeLessThan(100)
        await page.screenshot({ path: testInfo.outputPath(`upload-progress-${width}.png`), fullPage: true })
        await expect(bar).toHaveAttribute('aria-valuetext', /^\d{1,3} %$/)
        await expect(page.getByRole('listitem', { name: 'recibo.png' })).toContainText(/\d{1,3} %/)
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        })
        await expect(page.getByRole('listitem', { name: 'recibo.png' })).toContainText('Recibimos tu recibo de nómina.', {
          timeout: 30_000,
        })
        await expect(bar).toHaveCount(0)
      })

      test('a refused file says why at that file, the others stay uploaded, and it goes up when tried again', async ({
        page,
        request,
      }, testInfo) => {
        const client = await signedInApplicant(page, request)
        await page.goto('/es/registration/bank-statement-upload')
        // The ERP refuses the JPEG (its quality check), the PDF gets no answer at all; the PNG goes through.
        await page.route('**/web/private/client/client-document', async (route) => {
          const { content } = route.request().postDataJSON() as { content: string }
          if (content.startsWith('/9j/'))
            return route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'hs_metric_failed', details: { message: 'Metric failed.' } } }),
            })
          if (content.startsWith('JVBER')) return route.abort('failed')
          return route.continue()
        })
        await page
          .locator('input[name=file]')
          .setInputFiles([fileOf('hoja-1.png', PNG), fileOf('hoja-2.jpg', JPEG), fileOf('hoja-3.pdf', '%PDF-1.7\n%âãÏÓ\n')])
        const row = (name: string) => page.getByRole('listitem', { name })
        await expect(row('hoja-1.png')).toContainText('Recibimos tu estado de cuenta.')
        await expect(row('hoja-2.jpg').getByRole('alert')).toContainText('No pudimos leer bien tu foto')
        await expect(row('hoja-3.pdf').getByRole('alert')).toContainText(
          'No pudimos comunicarnos con Lana Clara. Revisa tu conexión e intenta de nuevo con este archivo; tus otros archivos se conservan.',
        )
        await expect(row('hoja-1.png').getByRole('alert')).toHaveCount(0)
        expect((await documentState(request, client.token)).documents.map((d) => d.mime)).toEqual(['image/png'])
        await page.screenshot({ path: testInfo.outputPath(`upload-failed-${width}.png`), fullPage: true })
        expect(await violations(page)).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

        // Tried again once the line is back: both go up, and the first stays as it was.
        await page.unroute('**/web/private/client/client-document')
        await row('hoja-2.jpg').getByRole('button', { name: 'Intentar de nuevo' }).click()
        await row('hoja-3.pdf').getByRole('button', { name: 'Intentar de nuevo' }).click()
        await expect(page.getByText('Recibimos tu estado de cuenta.')).toHaveCount(3)
        await expect(page.getByRole('alert')).toHaveCount(0)
        expect((await documentState(request, client.token)).documents.map((d) => d.mime)).toEqual([
          'image/png',
          'image/jpeg',
          'application/pdf',
        ])
      })
    })
  }
})

/** A phone-sized photo, drawn and encoded by the browser: about 4000×3000 px, several MB of JPEG. */
async function bigPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 4000
    canvas.height = 3000
    const context = canvas.getContext('2d')!
    const gradient = context.createLinearGradient(0, 0, 4000, 3000)
    gradient.addColorStop(0, '#2a6f97')
    gradient.addColorStop(1, '#f4d35e')
    context.fillStyle = gradient
    context.fillRect(0, 0, 4000, 3000)
    // Grain, as a camera's sensor gives: what makes a real photo heavy.
    const image = context.getImageData(0, 0, 4000, 3000)
    for (let i = 0; i < image.data.length; i += 4) {
      const grain = (Math.random() - 0.5) * 60
      image.data[i] = image.data[i]! + grain
      image.data[i + 1] = image.data[i + 1]! + grain
      image.data[i + 2] = image.data[i + 2]! + grain
    }
    context.putImageData(image, 0, 0)
    context.fillStyle = '#111'
    context.font = '160px sans-serif'
    context.fillText('ESTADO DE CUENTA', 200, 400)
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92))
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (let offset = 0; offset < bytes.length; offset += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000))
    return btoa(binary)
  })
  return Buffer.from(base64, 'base64')
}
