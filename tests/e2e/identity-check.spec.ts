import { png } from './images'
import { applyThroughErp, expect, readyToSign, registeredClient, test, useToken, violations } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * The identity check of the document-verification step, against the reference ERP: the client at
 * the check (an accepted application, the ID on file) starts it, does it at the simulated
 * provider's hosted page (the ERP's development page, where the decision is chosen), and comes
 * back to the outcome and its way on. The ID step's expiry date on the way back to the upload.
 */

/** A client whose application is accepted and whose ID is on file, its identity check open. */
async function atTheCheck(request: Parameters<typeof registeredClient>[0]) {
  const client = await registeredClient(request)
  await readyToSign(request, client, { identity: true })
  await applyThroughErp(request, client.token, 'accepted', 1700)
  return client
}

test.describe('the identity check', () => {
  test('approved at the provider: the progress, the outcome, and on to signing', async ({ page, request, consoleErrors }) => {
    const client = await atTheCheck(request)
    await useToken(page, client.token)
    // The flow leads an ID under check to the identity check.
    await page.goto('/es/flow')
    await expect(page).toHaveURL(/\/es\/flow\/document-verification$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Estamos verificando tu identidad' })).toBeVisible()
    await keepThumbnail(page, 'document-verification')
    const progress = page.getByRole('list', { name: 'Avance de tu verificación de identidad' })
    await expect(progress.getByRole('listitem')).toHaveCount(3)
    expect(await violations(page)).toEqual([])
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `/tmp/shots-identity/start-${width}.png`, fullPage: true })
    }

    // The simulated provider's hosted page (development), and back with its decision.
    await page.getByRole('button', { name: 'Verificar mi identidad' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Verificación de identidad' })).toBeVisible()
    await page.getByRole('button', { name: 'Aprobar: la identidad coincide' }).click()
    await expect(page).toHaveURL(/\/es\/flow\/document-verification$/)
    await expect(page.getByText('Tu identidad está confirmada')).toBeVisible()
    await expect(progress.locator('[aria-current=step]')).toHaveCount(0)
    expect(await violations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/shots-identity/approved-1280.png', fullPage: true })
    await page.setViewportSize({ width: 375, height: 900 })
    await page.screenshot({ path: '/tmp/shots-identity/approved-375.png', fullPage: true })
    // Everything else before signing is done: the agreement.
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/summary$/)
    expect(consoleErrors).toEqual([])
  })

  test('declined, then a new photo asked for: each outcome leads back to the ID, whose expiry date may not be past', async ({
    page,
    request,
  }) => {
    const client = await atTheCheck(request)
    await useToken(page, client.token)
    await page.goto('/es/flow/document-verification')
    await page.getByRole('button', { name: 'Verificar mi identidad' }).click()
    await page.getByRole('button', { name: 'Rechazar: la identidad no coincide' }).click()
    await expect(page.getByText('No pudimos confirmar tu identidad')).toBeVisible()
    await page.screenshot({ path: '/tmp/shots-identity/declined-1280.png', fullPage: true })
    await page.getByRole('button', { name: 'Subir otra identificación' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/id-document-upload$/)

    // The ID step: the CURP of sign-up offered, the expiry date typed dd/mm/aaaa and not past.
    await expect(page.getByRole('textbox', { name: 'CURP o RFC' })).not.toHaveValue('')
    const expiry = page.getByRole('textbox', { name: 'Fecha de vencimiento de tu identificación' })
    await expiry.fill('01/01/2020')
    await page.locator('input[name=file]').setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: png(400, 260) })
    await expect(page.getByRole('listitem', { name: 'ine.png' })).toContainText('Recibimos tu identificación.')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByText('Esta identificación está vencida')).toBeVisible()
    await expect(expiry).toBeFocused()
    await expect(expiry).toHaveValue('01/01/2020')
    expect(await violations(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 900 })
    await page.screenshot({ path: '/tmp/shots-identity/expiry-375.png', fullPage: true })
    await expiry.fill('31/12/2032')
    await page.getByRole('button', { name: 'Continuar' }).click()

    // The new photo opened a new check: back at the identity check, which now asks for a new photo.
    await expect(page).toHaveURL(/\/es\/flow\/document-verification$/)
    await page.getByRole('button', { name: 'Verificar mi identidad' }).click()
    await page.getByRole('button', { name: 'Pedir una foto nueva del documento' }).click()
    await expect(page.getByText('Necesitamos una foto nueva de tu identificación')).toBeVisible()
    await page.screenshot({ path: '/tmp/shots-identity/resubmit-375.png', fullPage: true })
    await page.getByRole('button', { name: 'Tomar una foto nueva' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/id-document-upload$/)
    await expect(page.getByRole('textbox', { name: 'Fecha de vencimiento de tu identificación' })).toHaveValue('31/12/2032')
  })
})
