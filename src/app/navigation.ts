import type { AnyRouter } from '@tanstack/react-router'
import { clearChunkReloadMark } from './chunk-reload'
import type { RootActor } from './system'

/**
 * The one subscriber between the router and the actor system: tells the root actor when the
 * route changed (popups close, a page failure clears) and clears the chunk-reload mark once a
 * page loaded its chunks.
 */
export function connectNavigation(router: AnyRouter, rootActor: RootActor): () => void {
  return router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    const failed = router.state.matches.some((match) => match.status === 'error')
    if (!failed) clearChunkReloadMark()
    if (pathChanged) rootActor.send({ type: 'route.changed', pathname: toLocation.pathname })
  })
}
