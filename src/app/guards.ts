import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { isLocale, pathFor, DEFAULT_LOCALE } from '../../machines/routes'
import type { RouterContext } from './router'

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
  params: { locale: string }
}

/**
 * Private pages (spec part 6): a guest goes to login and comes back here after it; the client
 * area is a client's own, so an admin (who has no client profile) goes home. Reads the auth
 * actor's snapshot; navigation re-runs guards whenever the session changes.
 */
export function requireClient({ context, location, params }: GuardArgs): void {
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
  const auth = context.authActor.getSnapshot()
  if (!auth.matches('loggedIn')) {
    throw redirect({
      href: `${pathFor('login', locale)}?redirect=${encodeURIComponent(location.href)}`,
    })
  }
  if (auth.context.type !== 'client') throw redirect({ href: pathFor('home', locale) })
}

/**
 * Registration steps after the first (spec part 4, "On registration pages"): a guest goes to the
 * start of registration, where the account is created; admins have no application to fill.
 */
export function requireApplicant({ context, params }: Pick<GuardArgs, 'context' | 'params'>): void {
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
  const auth = context.authActor.getSnapshot()
  if (!auth.matches('loggedIn')) throw redirect({ href: pathFor('registration', locale) })
  if (auth.context.type !== 'client') throw redirect({ href: pathFor('home', locale) })
}
