import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import type { RouterContext } from '../app/router'
import { NotFound, RouteError } from '../app/RouteStatus'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

/** Lets react-aria links and menus navigate through the router instead of reloading. */
function Root() {
  const router = useRouter()
  return (
    <AriaRouterProvider navigate={(href) => router.navigate({ to: href })} useHref={(href) => router.buildLocation({ to: href }).href}>
      <Outlet />
    </AriaRouterProvider>
  )
}
