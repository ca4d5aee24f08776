import type { Page } from '@playwright/test'
import { expect, test } from './support'

/*
 * Motion that respects the person (WCAG 2.3.3), in the built site: with no preference, buttons
 * ease their colours, the mobile drawer and popups slide and fade in, pages fade in; with
 * `prefers-reduced-motion: reduce` (every other spec runs so, playwright.config.ts) none of it
 * moves: only the spinner, which says "working", still turns.
 *
 * The moving parts are read from the built stylesheet as the browser applies it: an element of
 * each kind, in the state that animates (a drawer entering), is put on the page and its computed
 * animation and transition read, so the check never races an animation that has already ended.
 */

const PARTS = [
  { name: 'a page coming in', className: 'page-fade', attributes: {} },
  { name: 'the mobile drawer entering', className: 'ui-drawer', attributes: { 'data-entering': '' } },
  { name: 'the drawer overlay leaving', className: 'ui-drawer-overlay', attributes: { 'data-exiting': '' } },
  { name: 'a popup overlay entering', className: 'ui-popup-overlay', attributes: { 'data-entering': '' } },
  { name: 'a toast', className: 'ui-toast', attributes: {} },
  { name: 'a button', className: 'ui-button ui-button--primary', attributes: {} },
  { name: 'the progress bar', className: 'ui-progress__fill', attributes: {} },
] as const

interface Motion {
  animation: string
  transition: string
}

/** The computed animation name and transition durations of an element of each part, on the home page. */
async function motionOf(page: Page): Promise<Record<string, Motion>> {
  await page.goto('/es/')
  await expect(page.locator('[inert]')).toHaveCount(0)
  return page.evaluate((parts) => {
    const found: Record<string, { animation: string; transition: string }> = {}
    for (const part of parts) {
      const probe = document.createElement('div')
      probe.className = part.className
      for (const [key, value] of Object.entries(part.attributes)) probe.setAttribute(key, value)
      document.body.append(probe)
      const style = getComputedStyle(probe)
      found[part.name] = { animation: style.animationName, transition: style.transitionDuration }
      probe.remove()
    }
    return found
  }, PARTS)
}

const moves = (motion: Motion) =>
  motion.animation !== 'none' || motion.transition.split(', ').some((duration) => duration !== '0s')

test.describe('with no preference for motion', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('pages, the drawer, popups and toasts animate, and buttons ease their colours', async ({ page }) => {
    const motion = await motionOf(page)
    for (const part of PARTS) expect(moves(motion[part.name]!), part.name).toBe(true)
  })
})

test.describe('with prefers-reduced-motion: reduce', () => {
  test('nothing that only decorates moves: no fade, slide or colour easing', async ({ page }) => {
    const motion = await motionOf(page)
    for (const part of PARTS) expect(motion[part.name], part.name).toEqual({ animation: 'none', transition: '0s' })
  })

  test('the spinner still turns, slowly, to say the page is working', async ({ page }) => {
    await page.goto('/es/')
    const turn = await page.evaluate(() => {
      const spinner = document.createElement('span')
      spinner.className = 'ui-spinner'
      document.body.append(spinner)
      const style = getComputedStyle(spinner)
      const found = [style.animationName, style.animationDuration]
      spinner.remove()
      return found
    })
    expect(turn).toEqual(['ui-spin', '2.4s'])
  })

  test('the mobile drawer opens at once and a page reached by a link appears at once', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/es/')
    await expect(page.locator('[inert]')).toHaveCount(0)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menú' })
    await expect(drawer).toBeVisible()
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    await drawer.getByRole('link', { name: 'Preguntas frecuentes' }).click()
    await expect(page).toHaveURL(/\/es\/preguntas-frecuentes$/)
    await expect(page.locator('.page-fade')).toHaveCSS('opacity', '1')
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
  })
})
