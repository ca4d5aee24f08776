import type { I18n } from '@lingui/core'
import { ROUTES, type RouteName } from '../../domain/routes'
import { LANDING_TITLES } from '../landing-titles'
import { SCREEN_TITLES } from '../screen-titles'

/** Whether a screen named by a machine's state (`meta.screen`) is one of the routes. */
export const isRoute = (name: string): name is RouteName => Object.hasOwn(ROUTES, name)

/** A route's screen as the borrower reads it, its title in the reader's language; the name itself for one without. */
export function screenName(i18n: I18n, route: string): string {
  if (!isRoute(route)) return route
  const title =
    SCREEN_TITLES[route as Exclude<RouteName, keyof typeof LANDING_TITLES>] ??
    LANDING_TITLES[route as keyof typeof LANDING_TITLES]
  return title ? i18n._(title) : route
}
