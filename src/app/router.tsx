import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { authActor, rootActor, type AuthActor, type RootActor } from './system'

export interface RouterContext {
  rootActor: RootActor
  authActor: AuthActor
}

export const router = createRouter({
  routeTree,
  context: { rootActor, authActor },
  defaultPreload: 'intent',
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** The product's route name (machines/routes.ts). */
    name?: import('../../machines/routes').RouteName
    /** 'print' renders the page without header and footer. */
    layout?: 'print'
  }
}
