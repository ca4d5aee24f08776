import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { routeNameOf } from '../../machines/navigation'
import { asLocale, isLocale, pathFor, DEFAULT_LOCALE } from '../domain/routes'
import { flowFrame } from './flow-frame'
import { loadFlow } from './flow-loader'
import type { RouterContext } from './router-context'
import { sandboxCallable } from './sandbox-access'

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
  params: { locale: string }
  cause?: 'preload' | 'enter' | 'stay'
}

/**
 * Private pages: a guest goes to login and comes back here after it; the client
 * area is a client's own, so an admin (who has no client profile) goes home. In sandbox mode every
 * page opens: its screens run on the simulation. Reads the auth
 * actor's snapshot; navigation re-runs guards whenever the session changes.
 */
export function requireClient({ context, location, params }: GuardArgs): void {
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
  const auth = context.authActor.getSnapshot()
  // Sandbox mode shows every screen of the flow to whoever started it: an admin, or a guest with its cookie.
  if (flowFrame().sandbox) return
  if (!auth.matches('loggedIn')) {
    throw redirect({
      href: `${pathFor('login', locale)}?redirect=${encodeURIComponent(location.href)}`,
    })
  }
  if (auth.context.type !== 'client') throw redirect({ href: pathFor('home', locale) })
}

/**
 * A page of the client area (the area's layout has checked it is a client's own): the client
 * area's machine hears which page was entered. Its code loads with the area, off every page's
 * start-up code.
 */
export async function enterAccount({ cause, location }: GuardArgs): Promise<void> {
  if (cause === 'enter') (await import('./account')).openAccountPage(location.pathname)
}

/**
 * Registration steps after the first: a guest goes to the
 * start of registration, where the account is created; admins have no application to fill. In
 * sandbox mode the steps are visited on the simulation, by anyone who started it.
 */
export async function requireApplicant(args: GuardArgs): Promise<void> {
  const { context, params } = args
  const locale = asLocale(params.locale)
  const auth = context.authActor.getSnapshot()
  // Sandbox mode (an admin, or a guest with its cookie) visits the registration's steps too.
  if (flowFrame().sandbox) return enterRegistration(args, true)
  if (!auth.matches('loggedIn')) throw redirect({ href: pathFor('registration', locale) })
  if (auth.context.type !== 'client') throw redirect({ href: pathFor('home', locale) })
  await enterRegistration(args)
}

/**
 * A registration page is entered: the registration sequence (src/app/registration.ts) hears which,
 * with the server's step when it may push a signed-in client on to a due form step
 * (registrationPush of src/domain/flow-steps.ts), and the page its state projects replaces this
 * one before it shows. Only when a page is entered, never when the session's change re-checks the
 * page being filled in. In sandbox mode the sequence opens at the page whoever started it visits,
 * so that a step done there leads on to the next one.
 */
export async function enterRegistration({ context, params, location, cause }: GuardArgs, sandbox = false): Promise<void> {
  if (cause !== 'enter') return
  const auth = context.authActor.getSnapshot()
  // A guest is at the start (the sequence's initial state); its code is not loaded for it.
  if (!sandbox && (!auth.matches('loggedIn') || auth.context.type !== 'client')) return
  // The sequence's code loads with the registration, off every page's start-up code (the home page's budget).
  const to = await (await import('./registration')).openRegistration(location.pathname, asLocale(params.locale), sandbox)
  if (to) throw redirect({ href: to })
}

/**
 * The flow pages (`/flow` and the named flow routes): sandbox mode
 * when it is callable; a guest goes to registration with progress 30; an admin (no flow of their
 * own) home; a client's page is routed by the flow actor once profile and flow are loaded.
 */
export async function requireFlow({ context, location, params, cause }: GuardArgs): Promise<void> {
  // A link hovered preloads the page: nothing is started for it.
  if (cause === 'preload') return
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
  const auth = context.authActor.getSnapshot()
  const flow = (await loadFlow()).flowActor()
  const route = routeNameOf(location.pathname) ?? 'flow'
  const loggedIn = auth.matches('loggedIn')
  if (flow.getSnapshot().matches('sandbox') || sandboxCallable(loggedIn && auth.context.type === 'admin')) {
    ;(await import('./sandbox')).prepareSandbox()
    flow.send({ type: 'sandbox.start' })
    flow.send({ type: 'flow.enter', route })
    return
  }
  if (!loggedIn) {
    flow.send({ type: 'progress.set', step: (await import('../domain/flow-steps')).GUEST_PROGRESS_STEP })
    throw redirect({ href: pathFor('registration', locale) })
  }
  if (auth.context.type !== 'client') throw redirect({ href: pathFor('home', locale) })
  flow.send({ type: 'flow.enter', route })
}
