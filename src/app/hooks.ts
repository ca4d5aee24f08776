import { useSelector } from '@xstate/react'
import { authActor, rootActor } from './system'

/** The signed-in user as the frame needs it, or null for a guest. */
export function useSessionUser() {
  return useSelector(
    authActor,
    (s) => (s.matches('loggedIn') && s.context.user ? { ...s.context.user, admin: s.context.type === 'admin' } : null),
    (a, b) => a === b || (a !== null && b !== null && a.firstName === b.firstName && a.email === b.email && a.admin === b.admin),
  )
}

export function useIsAdmin(): boolean {
  return useSelector(authActor, (s) => s.matches('loggedIn') && s.context.type === 'admin')
}

/** The page-level failure shown instead of the page (an ERP answer of 500 or above). */
export function usePageFailure() {
  return useSelector(rootActor, (s) => s.context.error)
}
