import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

/**
 * The pictures of the journey overview (src/screens/dev/thumbnails/): while
 * `npm run journey-thumbnails` runs the generated journeys, each screen a journey rests on first
 * is photographed once it has checked out (address, title, heading), shrunk and kept as WebP; then
 * the browser tests of the screens no generated journey rests on (a registration step, a flow
 * page) picture theirs the same way. In any other run this does nothing.
 */
const DIR = process.env.JOURNEY_THUMBNAILS ?? ''
/** Whether this run takes the pictures (a journey may then wait for a page it does not check otherwise). */
export const TAKING_THUMBNAILS = DIR !== ''
const SANDBOX_COOKIE = 'qa-disable-flow'
/** About twice the overview's 208 px: sharp on a dense screen, still a few KB. */
const WIDTH = 464
const QUALITY = 0.55

export async function keepThumbnail(page: Page, route: string): Promise<void> {
  if (DIR === '') return
  const file = join(DIR, `${route}.webp`)
  // The pictures are of the desktop layout, all alike; a screen already pictured keeps its first picture.
  if (existsSync(file) || (page.viewportSize()?.width ?? 0) < 1024) return
  await page.waitForLoadState('networkidle')
  // In sandbox mode (its cookie) a page shows the sandbox's panel: not as a borrower sees it.
  if ((await page.context().cookies()).some((cookie) => cookie.name === SANDBOX_COOKIE)) return
  // A screen is pictured as it reads when nothing went wrong: one saying an error waits for a later rest.
  if ((await page.getByRole('alert').filter({ visible: true }).count()) > 0) return
  // The focus ring a page puts on its heading as it opens is not part of how it looks.
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', style: ':focus { outline: none !important; }' })
  // Shrunk in a blank page of the same browser: its canvas encodes WebP, and no app's CSP applies there.
  const blank = await page.context().newPage()
  try {
    const webp = await blank.evaluate(
      async ({ png, width, quality }) => {
        const image = new Image()
        image.src = `data:image/png;base64,${png}`
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = Math.round((width * image.height) / image.width)
        canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height)
        return canvas.toDataURL('image/webp', quality).split(',')[1]!
      },
      { png: shot.toString('base64'), width: WIDTH, quality: QUALITY },
    )
    mkdirSync(DIR, { recursive: true })
    // Another worker may have kept this screen meanwhile: the first one stays.
    writeFileSync(file, Buffer.from(webp, 'base64'), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    await blank.close()
  }
}
