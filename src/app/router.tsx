import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { attachRouter } from './navigator'
import type { RouterContext } from './router-context'
import { authActor, rootActor } from './system'

function makeRouter() {
  return createRouter({
    // The actor system runs by now (src/main.tsx starts it first): its actors are the routes' context.
    context: { rootActor, authActor } satisfies RouterContext,
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof makeRouter>

/**
 * The app's router, made by startRouter in a start-up step of its own (src/main.tsx: a step short
 * enough to keep the page responsive) once the actor system runs. Only the start-up imports this
 * module, since it imports every route; the rest of the app reaches the router through
 * app/navigator.ts.
 */
let router: AppRouter | undefined

export function startRouter(): AppRouter {
  if (!rootActor) throw new Error('app/router: start the actor system first (startSystem in app/system.ts)')
  if (!router) {
    router = makeRouter()
    attachRouter(router)
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The product's route name (src/domain/routes.ts). */
    name?: import('../domain/routes').RouteName
    /** 'print' renders the page without header and footer. */
    layout?: 'print'
  }
}
