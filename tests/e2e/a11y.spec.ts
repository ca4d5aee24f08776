import AxeBuilder from '@axe-core/playwright'
import { expect, PUBLIC_PAGES, test } from './support'

test.describe('accessibility', () => {
  for (const path of PUBLIC_PAGES) {
    test(`axe finds no WCAG 2.1 AA violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }

  test('the FAQ opens and closes its answers with the keyboard', async ({ page }) => {
    await page.goto('/es/preguntas-frecuentes')
    const name = (await page.getByRole('button', { expanded: false }).first().textContent()) ?? ''
    const first = page.getByRole('button', { name, exact: true })
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  test('the skip link moves focus to the content', async ({ page }) => {
    await page.goto('/es/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Saltar al contenido' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()
  })
})
