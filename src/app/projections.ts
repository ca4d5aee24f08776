import type { Subscribable } from 'xstate'
import { localeOfPath, pathFor, type RouteName } from '../domain/routes'
import { currentLocation, latestLocation, navigateTo, onRoute } from './navigator'

/*
 * The navigator's reading of the journey's machines: each machine's module declares its
 * projection as its actor joins, and the pages are settled here, through the navigator's one
 * handle on the router (./navigator.ts).
 */

/** How the router follows a projection: a step done pushes (Back returns to it); a correction replaces. */
export type Move = 'push' | 'replace'

/**
 * A journey machine's projection, as the navigator reads it: the page its state shows, which
 * pages it places, and how the router follows. Each machine's module declares its own (beside
 * the actor's effects); the navigator alone acts on them.
 */
export interface Projection<S> {
  /** The page the state shows (the machine's pure projection); null while it is not known. */
  routeOf: (snapshot: S) => RouteName | null
  /** The page shown is one this machine places, and does not show `projected`: it is to be replaced. */
  misplaced: (pathname: string, projected: RouteName) => boolean
  /** How the router follows this state (a correction, replacing, unless said otherwise). */
  move?: (snapshot: S) => Move
  /**
   * Which location is judged. `shown`: the page on screen; a navigation under way is left to land
   * (its guard tells the machine the page opened), and the projection is settled again when it
   * lands. `destination`: the location being gone to, so a projection that changes while a page
   * loads redirects that navigation; the page opened tells its machine itself, and a projection
   * is settled when it changes.
   */
  judges: 'shown' | 'destination'
}

/**
 * The navigator follows an actor by its projection: on each change of the state, and for
 * `shown` projections when a navigation lands, the page the state shows replaces (or is pushed
 * after) a page of the machine's that differs from it. Answers the settling itself, for a page
 * that opened without changing the state.
 */
export function follow<S>(actor: Subscribable<S> & { getSnapshot: () => S }, projection: Projection<S>): () => void {
  const settle = () => {
    const snapshot = actor.getSnapshot()
    const projected = projection.routeOf(snapshot)
    if (projected === null) return
    const shown = currentLocation().pathname
    const judged = latestLocation().pathname
    if (projection.judges === 'shown' && judged !== shown) return
    if (!projection.misplaced(judged, projected)) return
    const href = pathFor(projected, localeOfPath(judged))
    if (href !== judged) navigateTo(href, { replace: (projection.move?.(snapshot) ?? 'replace') === 'replace' })
  }
  actor.subscribe(settle)
  if (projection.judges === 'shown') onRoute('onResolved', settle)
  return settle
}

/** A move a machine names by an event: `navigate` to a route, with the query it carries. */
export interface NavigateEvent {
  type: 'navigate'
  to: RouteName
  search: string
}

/** The navigator follows the moves an actor emits (the flow's step rules name them), replacing the page. */
export function followMoves(actor: { on: (type: 'navigate', listener: (event: NavigateEvent) => void) => unknown }): void {
  actor.on('navigate', ({ to, search }) => {
    navigateTo(`${pathFor(to, localeOfPath(latestLocation().pathname))}${search}`, { replace: true })
  })
}
