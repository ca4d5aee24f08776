import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { authActor, rootActor, type AuthActor, type RootActor } from './system'

export interface RouterContext {
  rootActor: RootActor
  authActor: AuthActor
}

function makeRouter() {
  return createRouter({
    routeTree,
    // The actor system runs by now (src/main.tsx starts it first): its actors are the routes' context.
    context: { rootActor, authActor },
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof makeRouter>

/**
 * The app's router, made by startRouter in a start-up step of its own (src/main.tsx, so that no
 * step blocks the page for long) once the actor system runs. Every use of it is in code that runs after that.
 */
export let router: AppRouter

export function startRouter(): AppRouter {
  if (!rootActor) throw new Error('app/router: start the actor system first (startSystem in app/system.ts)')
  if (!router) router = makeRouter()
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The product's route name (machines/routes.ts). */
    name?: import('../../machines/routes').RouteName
    /** 'print' renders the page without header and footer. */
    layout?: 'print'
  }
}
