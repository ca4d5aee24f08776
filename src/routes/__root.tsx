import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect } from 'react'
import { takeOver, useHydrating } from '../ui/hydration'
import type { RouterContext } from '../app/router-context'
import { NotFound, RouteError } from '../app/RouteStatus'
import { popupActor, toastActor } from '../app/system'
import { ToastRegion } from '../ui'

// The dialog machinery, the popups' content and its texts load with the first popup, not with every page.
const PopupHost = lazy(() => import('../app/popups'))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

/** Every page, with the one popup and the toasts of the actor system drawn above it. */
function Root() {
  const popupOpen = useSelector(popupActor, (s) => s.context.current !== null)
  // A landing page rendered at build time is inert until the app has taken it over (ui/hydration.ts):
  // here when the app rendered it afresh; a hydrated page's frame does it (Framed).
  const hydrating = useHydrating()
  useEffect(() => {
    if (!hydrating) takeOver()
  }, [hydrating])
  return (
    <>
      <Outlet />
      {popupOpen && (
        <Suspense fallback={null}>
          <PopupHost actor={popupActor} />
        </Suspense>
      )}
      <ToastRegion actor={toastActor} />
    </>
  )
}
