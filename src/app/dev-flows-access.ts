/** What the flow visualiser (/{locale}/dev/flows) does with a visitor: shown, the team login first, or the 404 page. */
export type DevFlowsAccess = 'allowed' | 'login' | 'refused'

/**
 * Admins (account type 'user') see the visualiser, and everyone in development; a guest logs in at
 * the team login first; a client is refused (the 404 page: nothing tells them it exists). Kept tiny:
 * it is part of every page's start-up code (route beforeLoad).
 */
export function devFlowsAccess(
  auth: { matches: (state: 'loggedIn') => boolean; context: { type: string | null } },
  dev: boolean,
): DevFlowsAccess {
  if (dev) return 'allowed'
  if (!auth.matches('loggedIn')) return 'login'
  return auth.context.type === 'admin' ? 'allowed' : 'refused'
}
