import type { ActorRefFrom } from 'xstate'
import { REGISTRATION } from '../../machines/ids'
import { routeNameOf } from '../../machines/navigation'
import {
  isRegistrationScreen,
  openedScreen,
  registrationMachine,
  registrationRouteOf,
  type RegistrationEvent,
  type RegistrationScreen,
} from '../../machines/registration.machine'
import { pathFor, type Locale } from '../domain/routes'
import { loadFlow } from './flow-loader'
import { follow, type Projection } from './projections'
import { rootActor } from './system'

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>

/**
 * The registration's projection: while a registration page is shown, the page the state projects
 * (registrationRouteOf) replaces it when they differ, pushed when a step was done (Back returns
 * to it) and replaced otherwise. The page on screen is judged: while a navigation is under way the
 * router is left to finish it (the opening guard redirects before the page shows).
 */
const projection: Projection<ReturnType<RegistrationActor['getSnapshot']>> = {
  routeOf: registrationRouteOf,
  misplaced: (pathname) => isRegistrationScreen(routeNameOf(pathname)),
  move: (snapshot) => snapshot.context.move,
  judges: 'shown',
}

/** The registration actor, joined to the actor system the first time a registration page opens. */
export function registrationActor(): RegistrationActor {
  const existing = rootActor.system.get(REGISTRATION) as RegistrationActor | undefined
  if (existing) return existing
  rootActor.send({ type: 'actor.join', systemId: REGISTRATION, logic: registrationMachine })
  const actor = rootActor.system.get(REGISTRATION) as RegistrationActor
  follow(actor, projection)
  return actor
}

/** The server's step a registration page opened is judged by: known already, or asked for now for a handover. */
async function serverStep(screen: RegistrationScreen): Promise<string | null> {
  const flow = await loadFlow()
  const known = await flow.knownStep()
  return known !== null && openedScreen(screen, known) === 'flow' ? ((await flow.freshStep()) ?? known) : known
}

/** A step's page tells the sequence it was done; the projection moves the page on. */
export function sendToRegistration(event: RegistrationEvent): void {
  registrationActor().send(event)
}

/**
 * A registration page opens: the sequence hears which (with the server's step, for the push to a
 * due form step) and answers the page it projects, which may differ from the one opened. A page
 * the sequence itself moved to after a step was done is its projection already: nothing to judge.
 * In sandbox mode no step judges it: every page may be visited.
 */
export async function openRegistration(pathname: string, locale: Locale, sandbox = false): Promise<string | null> {
  const screen = routeNameOf(pathname)
  if (!isRegistrationScreen(screen)) return null
  const actor = registrationActor()
  const now = actor.getSnapshot()
  if (now.context.opened !== null && now.context.move === 'push' && registrationRouteOf(now) === screen) return null
  // The server's step (known already once the session started): it may push on to a due form
  // step, show the loan once the agreement is signed, or hand the page over to the flow's entry
  // once the journey has moved past registration; a handover is judged by the step asked for now.
  const step = sandbox ? null : await serverStep(screen)
  actor.send({ type: 'registration.opened', screen, step })
  const projected = registrationRouteOf(actor.getSnapshot())
  return projected === null || projected === screen ? null : pathFor(projected, locale)
}
