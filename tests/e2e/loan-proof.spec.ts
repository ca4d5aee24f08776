import { readFile, writeFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { clientWithLoan, expect, test, useToken, violations } from './support'

/*
 * The proof of every loan: my loan downloads the agreement as signed and the evidence file (PDF
 * and JSON); the public page /es/verificar-contrato accepts the real downloaded PDF and refuses
 * the same file with one byte changed.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/pw-loan-proof'

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path()
  return readFile(path)
}

async function downloadWith(page: Page, testId: string): Promise<Download> {
  const download = page.waitForEvent('download')
  await page.getByTestId(testId).click()
  return download
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('my loan downloads the signed agreement and the evidence file, and the public check knows the agreement', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const client = await clientWithLoan(request)
  await useToken(page, client.token)
  await page.setViewportSize({ width: 375, height: 900 })
  await page.goto('/es/profile/my-loan')
  const proofs = page.getByTestId('loan-proofs')
  await expect(proofs.getByRole('heading', { level: 2, name: 'Comprobantes' })).toBeVisible()
  // The signed agreement is offered once, among the loan's documents, not again among the proofs.
  await expect(page.getByRole('button', { name: /contrato/i })).toHaveCount(1)

  const agreement = await downloadWith(page, 'proof-agreement')
  expect(agreement.suggestedFilename()).toMatch(/^agreement-\d+\.pdf$/)
  const pdf = await saved(agreement)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

  const evidencePdf = await downloadWith(page, 'proof-evidence-pdf')
  expect(evidencePdf.suggestedFilename()).toMatch(/^evidencia-\d+\.pdf$/)
  expect((await saved(evidencePdf)).subarray(0, 5).toString()).toBe('%PDF-')

  const evidenceJson = await downloadWith(page, 'proof-evidence-json')
  expect(evidenceJson.suggestedFilename()).toMatch(/^evidencia-\d+\.json$/)
  const evidence = JSON.parse((await saved(evidenceJson)).toString()) as {
    documents: { kind: string; sha256: string }[]
    signatures: { codeDestination: string; signed: { sha256: string }[] }[]
    consents: { kind: string }[]
  }
  const { createHash } = await import('node:crypto')
  const digest = createHash('sha256').update(pdf).digest('hex')
  // The agreement downloaded is the one the evidence names, beside the carátula signed with it.
  expect(evidence.documents).toEqual([
    expect.objectContaining({ kind: 'agreement', sha256: digest }),
    expect.objectContaining({ kind: 'caratula', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
  ])
  expect(evidence.signatures[0]?.signed).toEqual([
    { kind: 'agreement', sha256: digest },
    { kind: 'caratula', sha256: evidence.documents[1]!.sha256 },
  ])
  expect(evidence.signatures[0]?.codeDestination).toMatch(/^\*{2,3} \*{3,4} \*\*\d\d$/)
  expect(evidence.consents.map((consent) => consent.kind)).toEqual(expect.arrayContaining(['terms', 'privacy']))
  expect(await violations(page)).toEqual([])
  await noOverflow(page)
  await proofs.screenshot({ path: `${SHOTS}/proofs-375.png` })

  // The public check, as anyone: the real file matches, the file with one byte changed does not.
  const real = testInfo.outputPath('contrato.pdf')
  const changed = testInfo.outputPath('contrato-cambiado.pdf')
  await writeFile(real, pdf)
  const altered = Buffer.from(pdf)
  const middle = Math.floor(altered.length / 2)
  altered[middle] = altered[middle]! ^ 1
  await writeFile(changed, altered)

  await page.goto('/es/verificar-contrato')
  await expect(page.getByRole('heading', { level: 1, name: 'Verificar un contrato' })).toBeVisible()
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByRole('alert')).toHaveText('Primero elige un archivo PDF.')
  await page.getByLabel('PDF del contrato').setInputFiles(real)
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByTestId('verify-answer')).toHaveText('Coincide con un contrato firmado')
  await expect(page.getByTestId('verify-answer')).not.toContainText(/LC-|\d{3}/)
  await noOverflow(page)
  await page.screenshot({ path: `${SHOTS}/verify-match-375.png`, fullPage: true })

  await page.getByLabel('PDF del contrato').setInputFiles(changed)
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByTestId('verify-answer')).toHaveText('No coincide')
  expect(await violations(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${SHOTS}/verify-no-match-1280.png`, fullPage: true })
  expect(consoleErrors).toEqual([])
})
