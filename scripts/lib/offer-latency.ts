/**
 * The calculator's offer latency on the home page: from a key press on the amount slider to the
 * moment the 'Total a pagar' figure shows the new offer (debounce, ERP call and render), timed in
 * the page itself with performance.now() and a MutationObserver.
 */
import type { Browser, Page } from '@playwright/test'
import { openCalculator, TOTAL, visitorContext } from './visitor'

/** Longest wait for one new figure before the run is called broken. */
const TIMEOUT_MS = 10_000

declare global {
  interface Window {
    __offerLatency?: Promise<number>
  }
}

/** Arms the page: the next keydown starts the clock, the next change of the total stops it. */
function armClock(page: Page): Promise<void> {
  return page.evaluate(
    ([selector, timeout]) => {
      // No named function in here: tsx would wrap it in a helper (__name) the page does not have.
      const before = document.querySelector(selector)?.textContent ?? ''
      window.__offerLatency = new Promise<number>((resolve, reject) => {
        let start = 0
        window.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true })
        const observer = new MutationObserver(() => {
          const now = document.querySelector(selector)?.textContent ?? ''
          if (start > 0 && now !== '' && now !== before) {
            observer.disconnect()
            resolve(performance.now() - start)
          }
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        setTimeout(() => reject(new Error(`the total did not change within ${timeout} ms`)), timeout)
      })
    },
    [TOTAL, TIMEOUT_MS] as const,
  )
}

/** Presses a key on the focused slider and returns the time until the total changed, in ms. */
async function timeKey(page: Page, key: string): Promise<number> {
  await armClock(page)
  await page.keyboard.press(key)
  return page.evaluate(() => window.__offerLatency!)
}

export interface OfferLatencies {
  /** Key press to new total, in ms, one per step. */
  times: number[]
  /** Steps after which the slider had lost the keyboard focus (put back before the next press). */
  focusLost: number
}

/**
 * Opens the home page, picks the 'Quincenal' pay cycle, waits for the first offer, then times
 * `repeats` steps of the amount slider (ArrowRight, from the low end so every amount is new).
 */
export async function offerLatencies(browser: Browser, base: string, repeats = 10): Promise<OfferLatencies> {
  const context = await visitorContext(browser)
  try {
    const page = await context.newPage()
    await openCalculator(page, base)
    const slider = page.getByRole('slider')
    await slider.focus()
    const [value, min] = await slider.evaluate((input: HTMLInputElement) => [input.value, input.min])
    if (value !== min) await timeKey(page, 'Home')
    const result: OfferLatencies = { times: [], focusLost: 0 }
    for (let i = 0; i < repeats; i++) {
      if (!(await slider.evaluate((input) => input === document.activeElement))) {
        result.focusLost++
        await slider.focus()
      }
      result.times.push(await timeKey(page, 'ArrowRight'))
    }
    return result
  } finally {
    await context.close()
  }
}
