import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { DEFAULT_LOCALE, isLocale } from '../machines/routes'
import type { FlowsMessage } from './app/dev-flows-channel'
import { i18n, loadCatalogsFor } from './app/i18n'
import { integrations } from './app/integrations/browser'
import { connectNavigation } from './app/navigation'
import { router } from './app/router'
import { authActor, rootActor } from './app/system'
import './styles/tokens.css'
import './ui/ui.css'
import './styles/app.css'

// A missing chunk surfaces as a route error; RouteError reloads the page once (app/chunk-reload.ts).
const first = window.location.pathname.split('/')[1]
// Affiliate data of the landing URL (gclid, utm_*, my_*) is kept for 1800 s (spec parts 3 and 9).
// The URL is read now, before any redirect; the cookie code loads after the first render, off the
// first paint's path (it shares a module with the calculator's cookie, which brings date-fns).
const landing = { search: window.location.search }
const container = document.getElementById('root')!
// A landing page's HTML rendered at build time (scripts/build-web.ts), inert until the app takes it over.
const rendered = container.hasAttribute('inert') && container.firstElementChild !== null
const catalog = loadCatalogsFor(isLocale(first) ? first : DEFAULT_LOCALE, window.location.pathname)
// The page's route chunks download beside the catalog, not after it when the router first loads.
for (const match of router.matchRoutes(window.location.pathname)) {
  router.loadRouteChunk(router.routesById[match.routeId])?.catch(() => {})
}
await catalog
connectNavigation(router, rootActor, authActor)

const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>
)

const trimSlash = (path: string) => path.replace(/\/+$/, '')

/**
 * The rendered HTML is what a guest sees at this path: the app may hydrate it when the visitor is
 * a guest and the page loaded here without a redirect or a failure. Anything else (a signed-in
 * visitor, a page that sent the visitor on) is rendered afresh over it.
 */
async function mayHydrate(): Promise<boolean> {
  if (!rendered || authActor.getSnapshot().matches('loggedIn')) return false
  const start = trimSlash(window.location.pathname)
  // The page as the build rendered it: its route chunks, catalogs and guards done before React starts.
  await router.load()
  const { location, matches } = router.state
  return trimSlash(location.pathname) === start && matches.every((match) => match.status === 'success')
}

// Both in a transition: React works in slices of a few milliseconds instead of one long task, so
// the page answers input while it starts (TBT, issue 6).
if (await mayHydrate()) {
  // Hydration (TanStack Start's mode: no suspense boundary above the matches, as on the server).
  router.ssr = { manifest: undefined }
  startTransition(() => {
    hydrateRoot(container, app, {
      // A rendered page that does not match the app's first render is rendered afresh by React; it is a bug to report.
      onRecoverableError: (error) => {
        console.error(error)
        integrations.errors.capture(error, { page: window.location.pathname })
      },
    })
  })
} else {
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
void import('./app/cookies').then(
  ({ captureAffiliate }) => captureAffiliate(landing),
  () => {}, // a chunk that failed to load: no capture on this visit
)
// A flow visualiser in another tab of this browser may follow this tab's machines
// (src/app/dev-flows-channel.ts); the code that answers it loads only once one asks.
// (The channel's name is written out: an import of FLOWS_CHANNEL would be a start-up chunk of its own.)
if (typeof BroadcastChannel === 'function') {
  const flows = new BroadcastChannel('lana-clara.flows')
  flows.onmessage = ({ data }: MessageEvent<FlowsMessage>) => {
    if (data.type === 'flows.watch')
      void import('./app/dev-flows-beacon').then(
        ({ watched }) => watched(flows, rootActor),
        () => {},
      )
  }
}
