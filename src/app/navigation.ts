import type { AnyRouter } from '@tanstack/react-router'
import type { RootActor } from './system'

/**
 * The one subscriber between the router and the actor system: tells the root actor when the
 * route changes (popups close, a page failure clears) before the new page loads, so that a
 * failure of the new page stays shown.
 */
export function connectNavigation(router: AnyRouter, rootActor: RootActor): () => void {
  return router.subscribe('onBeforeLoad', ({ toLocation, pathChanged }) => {
    if (pathChanged) rootActor.send({ type: 'route.changed', pathname: toLocation.pathname })
  })
}
