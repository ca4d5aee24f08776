import type { AccountKind, SessionEnd } from './auth.machine'
import { ROUTES, type RouteName } from '../src/domain/routes'

/** What navigation needs to know of the auth actor's snapshot. */
export interface SessionView {
  loggedIn: boolean
  kind: AccountKind | null
  ended: SessionEnd | null
}

/**
 * Where a change of session sends the user (the navigation projection):
 * - a session that ends goes to the login route; when the ERP rejected it (401/403) the page
 *   they were on is kept to return to;
 * - a login that completes goes on to the page asked for, or the account's home.
 */
export type SessionRoute =
  { to: 'login'; returnHere: boolean; ended: SessionEnd | null } | { to: 'after-login'; kind: AccountKind } | null

export function sessionRouteFor(previous: SessionView, next: SessionView): SessionRoute {
  if (previous.loggedIn && !next.loggedIn)
    return {
      to: 'login',
      returnHere: next.ended === 'rejected',
      ended: next.ended,
    }
  if (!previous.loggedIn && next.loggedIn && next.kind) return { to: 'after-login', kind: next.kind }
  return null
}

/** The route a signed-in account lands on when it asked for no page: clients their profile, admins home. */
export function homeRouteOf(kind: AccountKind): 'profile' | 'home' {
  return kind === 'client' ? 'profile' : 'home'
}

/**
 * The route name of a URL path (`/es/flow/payment` → 'payment'), for the machines that route by
 * name (the flow actor); the shared `/registration` path is the route `registration`.
 */
export function routeNameOf(pathname: string): RouteName | null {
  const path = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/\/+$/, '') || '/'
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, string][]) if (route === path) return name
  return null
}
