import type { ActorRefFrom } from 'xstate'
import { REGISTRATION } from '../../machines/ids'
import { routeNameOf } from '../../machines/navigation'
import {
  isRegistrationScreen,
  registrationMachine,
  registrationRouteOf,
  type RegistrationEvent,
} from '../../machines/registration.machine'
import { localeOfPath, pathFor, type Locale } from '../domain/routes'
import { loadFlow } from './flow-loader'
import { currentLocation, latestLocation, navigateTo, onRoute } from './navigator'
import { rootActor } from './system'

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>

/**
 * The navigation projection of the registration: while a registration page is shown, the page
 * the state projects (registrationRouteOf) replaces it when they differ, pushed when a step was
 * done (Back returns to it) and replaced otherwise. Checked on every change of state and again
 * when a navigation resolves; while one is under way the router is left to finish it (the
 * opening guard redirects before the page shows).
 */
function followRoutes(actor: RegistrationActor): void {
  const reconcile = () => {
    const { pathname } = currentLocation()
    if (latestLocation().pathname !== pathname || !isRegistrationScreen(routeNameOf(pathname))) return
    const snapshot = actor.getSnapshot()
    const next = registrationRouteOf(snapshot)
    if (next === null) return
    const href = pathFor(next, localeOfPath(pathname))
    if (href !== pathname) navigateTo(href, { replace: snapshot.context.move === 'replace' })
  }
  actor.subscribe(reconcile)
  onRoute('onResolved', reconcile)
}

/** The registration actor, joined to the actor system the first time a registration page opens. */
export function registrationActor(): RegistrationActor {
  const existing = rootActor.system.get(REGISTRATION) as RegistrationActor | undefined
  if (existing) return existing
  rootActor.send({ type: 'actor.join', systemId: REGISTRATION, logic: registrationMachine })
  const actor = rootActor.system.get(REGISTRATION) as RegistrationActor
  followRoutes(actor)
  return actor
}

/** A step's page tells the sequence it was done; the projection moves the page on. */
export function sendToRegistration(event: RegistrationEvent): void {
  registrationActor().send(event)
}

/**
 * A registration page opens: the sequence hears which (with the server's step, for the push to a
 * due form step) and answers the page it projects, which may differ from the one opened.
 */
export async function openRegistration(pathname: string, locale: Locale): Promise<string | null> {
  const screen = routeNameOf(pathname)
  if (!isRegistrationScreen(screen)) return null
  // The server's step (known already once the session started): it may push on to a due form
  // step, or show the loan once the agreement is signed.
  const step = await (await loadFlow()).knownStep()
  const actor = registrationActor()
  actor.send({ type: 'registration.opened', screen, step })
  const projected = registrationRouteOf(actor.getSnapshot())
  return projected === null || projected === screen ? null : pathFor(projected, locale)
}
