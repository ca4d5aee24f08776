import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { catalogue, resultsIn } from '../../scripts/lib/catalogue'
import { catalogueHtml } from '../../scripts/lib/catalogue-html'
import { expect, test, violations } from './support'

/*
 * The QA catalogue as a tester opens it: the page `npm run paths` writes, read in Chromium from its
 * file, searched as a person types, at a phone's width and a desk's.
 */
test.describe('the QA catalogue in the browser', () => {
  test('opens from its file, finds scenarios by the words typed, and axe finds nothing', async ({ page }) => {
    test.setTimeout(120_000)
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'))
    const scenarios = catalogue(resultsIn(join(dir, 'no-results')))
    const file = join(dir, 'index.html')
    writeFileSync(file, catalogueHtml(scenarios, '../journeys', new Date()))

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(pathToFileURL(file).href)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catálogo de pruebas de QA')
      const status = page.getByRole('status')
      await expect(status).toHaveText(`${scenarios.length} de ${scenarios.length} escenarios`)
      expect(await violations(page)).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    }

    // Every word must appear in a scenario it keeps; accents are not needed.
    const search = page.getByLabel('Buscar un escenario (palabras de la pantalla, dirección, ID…)')
    await search.fill('dialogo cancelar')
    const kept = scenarios.filter((scenario) => scenario.steps.some((step) => step.action.includes('en el diálogo')))
    expect(kept.length).toBeGreaterThan(0)
    await expect(page.getByRole('status')).toHaveText(`${kept.length} de ${scenarios.length} escenarios`)
    for (const scenario of kept) await expect(page.locator(`article#${scenario.id}`)).toBeVisible()
    await search.fill('')
    await expect(page.getByRole('status')).toHaveText(`${scenarios.length} de ${scenarios.length} escenarios`)
  })
})
