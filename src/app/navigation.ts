import type { SnapshotFrom } from 'xstate'
import type { authMachine } from '../../machines/auth.machine'
import { homeRouteOf, sessionRouteFor, type SessionView } from '../../machines/navigation'
import { pathFor, ROUTES, safeReturnPath, localeOfPath } from '../domain/routes'
import { loadFlow } from './flow-loader'
import { currentLocation, navigateTo, onRoute, revalidate } from './navigator'
import type { AuthActor, RootActor } from './system'

function sessionView(snapshot: SnapshotFrom<typeof authMachine>): SessionView {
  return {
    loggedIn: snapshot.matches('loggedIn'),
    kind: snapshot.context.type,
    ended: snapshot.context.ended,
  }
}

function isLoginPage(pathname: string): boolean {
  return pathname.replace(/\/$/, '').endsWith(ROUTES.login)
}

/**
 * The subscribers between the router and the actor system: the root actor hears of route
 * changes (popups close, a page failure clears) before the new page loads, so that a failure of
 * the new page stays shown; and session changes become routes (machines/navigation.ts): a
 * session that ends goes to login, a login that completes goes on to the page asked for.
 * Guards re-check whenever the session changes.
 */
export function connectNavigation(
  rootActor: RootActor,
  authActor: AuthActor,
  /** The session as the actor system started with it: a change since then (a stored token refused
   * while the start-up's steps ran) is acted on at once. */
  since: SnapshotFrom<typeof authMachine> = authActor.getSnapshot(),
): () => void {
  const stopRoutes = onRoute('onBeforeLoad', ({ toLocation, pathChanged }) => {
    if (pathChanged)
      rootActor.send({
        type: 'route.changed',
        pathname: toLocation.pathname,
      })
  })
  let previous = sessionView(since)
  // The flow actor (polling the server's step) joins once a client is signed in; its
  // code stays out of a guest's landing page. It then follows routes and sessions itself.
  const startFlow = (view: SessionView) => {
    if (view.loggedIn && view.kind === 'client')
      void loadFlow().then(
        ({ flowActor }) => flowActor(),
        () => {},
      )
  }
  startFlow(previous)
  const onSession = (snapshot: SnapshotFrom<typeof authMachine>) => {
    const next = sessionView(snapshot)
    startFlow(next)
    const route = sessionRouteFor(previous, next)
    previous = next
    if (!route) return
    const { pathname, href } = currentLocation()
    const locale = localeOfPath(pathname)
    if (route.to === 'login') {
      const search = route.returnHere && !isLoginPage(pathname) ? `?redirect=${encodeURIComponent(href)}` : ''
      navigateTo(`${pathFor('login', locale)}${search}`, { replace: route.returnHere })
      return
    }
    // Only the login page moves on by itself; a login elsewhere (after sign-up) stays where it is.
    if (!isLoginPage(pathname)) {
      revalidate()
      return
    }
    const asked = safeReturnPath(new URLSearchParams(currentLocation().searchStr).get('redirect'))
    navigateTo(asked ?? pathFor(homeRouteOf(route.kind), locale), { replace: true })
  }
  const session = authActor.subscribe(onSession)
  onSession(authActor.getSnapshot())
  return () => {
    stopRoutes()
    session.unsubscribe()
  }
}
