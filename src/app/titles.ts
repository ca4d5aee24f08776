import type { MessageDescriptor } from '@lingui/core'
import type { RouteName } from '../domain/routes'
import { LANDING_TITLES } from '../screens/landing-titles'

/** The titles known so far: the landing pages' at start, every route's once the screens' have loaded. */
let titles: Partial<Record<RouteName, MessageDescriptor>> = LANDING_TITLES
let screensLoaded = false

/**
 * Loads the titles of the screens behind the landing pages with their texts' catalog
 * (src/app/i18n.ts): the pages that show one have loaded it before they show (the locale route's
 * `beforeLoad`), and the home page never loads either (its JavaScript budget).
 */
export async function loadScreenTitles(): Promise<void> {
  if (screensLoaded) return
  const { SCREEN_TITLES } = await import('../screens/screen-titles')
  titles = { ...LANDING_TITLES, ...SCREEN_TITLES }
  screensLoaded = true
}

/** The heading and document title of a route; null for a screen's before the `screens` catalog has loaded. */
export function titleOf(name: RouteName): MessageDescriptor | null {
  return titles[name] ?? null
}
