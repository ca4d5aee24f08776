import type { RegisteredRouter, RouterEvents } from '@tanstack/react-router'

/**
 * The navigator: the one code that moves the router. It reads the journey's actors (each joins
 * with its projection, ./projections.ts, which settles pages through it) and moves the page when
 * a projection and the page shown differ; a move a machine names by an event (the flow's
 * `navigate`, the session's, a submit's target) comes through `navigateTo`. ESLint refuses every
 * other way to navigate. The projections live in a module of their own, loaded with the journey's
 * machines, off the home page's start-up code.
 *
 * It holds the router the start-up made (src/main.tsx) without importing the route tree (its
 * type is the one router.tsx registers with TanStack Router), so the modules the routes themselves
 * load never import the module that imports every route: the import graph stays one-way.
 */
let attached: RegisteredRouter | null = null

export function attachRouter(router: RegisteredRouter): void {
  attached = router
}

function router(): RegisteredRouter {
  if (!attached) throw new Error('app/navigator: the start-up attaches the router before any actor follows it')
  return attached
}

/** Moves to an address inside the app; `replace` leaves no entry for Back. */
export function navigateTo(href: string, options: { replace?: boolean } = {}): void {
  void router().navigate({ href, replace: options.replace ?? false })
}

/** The current page's guards and loaders run again (the session changed under it). */
export function revalidate(): void {
  void router().invalidate()
}

/** Where the router is now (the page shown, or loading). */
export function currentLocation(): Location {
  return router().state.location
}

/** Where the router is going: the location of a navigation under way, else the current one. */
export function latestLocation(): Location {
  return router().latestLocation
}

type Location = RegisteredRouter['state']['location']

type RouteEvent = 'onBeforeLoad' | 'onResolved'

/** Hears the router's route changes; returns the way to stop. */
export function onRoute<E extends RouteEvent>(event: E, listener: (event: RouterEvents[E]) => void): () => void {
  return router().subscribe(event, listener)
}
