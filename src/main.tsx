import { localeOfPath } from './domain/routes'
import type { FlowsMessage } from './app/dev-flows-channel'
import { loadCatalogsFor } from './app/i18n'
import { connectNavigation } from './app/navigation'
import { withoutStackTraces } from './app/stack-traces'
import { afterNextPaint, yieldToMain } from './app/yield'
import './styles/tokens.css'
import './ui/ui.css'
import './styles/app.css'

// A missing chunk surfaces as a route error; RouteError reloads the page once (app/chunk-reload.ts).
// Affiliate data of the landing URL (gclid, utm_*, my_*, a partner's lead) is kept for 1800 s.
// The URL is read now, before any redirect; the cookie code loads after the first render, off the
// first paint's path (it shares a module with the calculator's cookie, which brings date-fns).
const landing = { search: window.location.search }
const container = document.getElementById('root')!
// A landing page's HTML rendered at build time (scripts/build-web.ts), inert until the app takes it over.
const rendered = container.hasAttribute('inert') && container.firstElementChild !== null

// The app's code downloads once the page has painted from its HTML (a landing page's first paint
// never waits behind it: the LCP budget), all of it at once, and then runs in steps, each a task of
// its own, so that none blocks the page for long (TBT): the long-lived machines (xstate), the actor
// system's code and then the system started, the route tree and then the router (whose routes read
// the actors through its context), React DOM.
await afterNextPaint()
const catalog = loadCatalogsFor(localeOfPath(window.location.pathname), window.location.pathname)
await preloadStartUp()
await import('../machines/root.machine')
await yieldToMain()
const system = await import('./app/system')
await yieldToMain()
system.startSystem()
const { rootActor, authActor } = system
// The session as it started from the stored token: navigation acts on any change from it.
const session = authActor.getSnapshot()
await yieldToMain()
const { startRouter } = await import('./app/router')
await yieldToMain()
const router = startRouter()
await yieldToMain()
// (React DOM's module constructs Errors as it loads: app/stack-traces.ts says why without stacks.)
const { start } = await withoutStackTraces(() => import('./app/start'))
await yieldToMain()
await catalog
connectNavigation(rootActor, authActor, session)

/**
 * The start-up's chunks, named by the HTML (vite.config.ts), fetched at once: each step then only
 * runs its own (a step that fails to load fails the start-up: the page stays as its HTML shows it).
 * As module preloads: Chromium compiles a module it preloads off the main thread while it streams
 * in. A plain script preload is compiled as a classic script, which a module cannot use, so React
 * DOM's 200 KB were compiled again on the main thread (Lighthouse: script parse and compile on
 * the home page from about 60 ms to under 15).
 */
async function preloadStartUp(): Promise<void> {
  // (The meta's name is START_UP_META of scripts/lib/start-up-steps.ts.)
  const chunks = document.querySelector('meta[name="start-up-chunks"]')?.getAttribute('content') ?? ''
  for (const [index, href] of chunks.split(' ').filter(Boolean).entries()) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.as = 'script'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
    // (Each link takes about a millisecond to add, more on a slow phone.)
    if (index % 3 === 2) await yieldToMain()
  }
}

const trimSlash = (path: string) => path.replace(/\/+$/, '')

/**
 * The rendered HTML is what a guest sees at this path: the app may hydrate it when the visitor is
 * a guest and the page loaded here without a redirect or a failure. Anything else (a signed-in
 * visitor, a page that sent the visitor on) is rendered afresh over it.
 */
async function mayHydrate(): Promise<boolean> {
  if (!rendered || authActor.getSnapshot().matches('loggedIn')) return false
  const path = trimSlash(window.location.pathname)
  // The page as the build rendered it: its route chunks, catalogs and guards done before React starts.
  await router.load()
  const { location, matches } = router.state
  return trimSlash(location.pathname) === path && matches.every((match) => match.status === 'success')
}

start(container, router, (await mayHydrate()) ? 'hydrate' : 'render')
// The integrations (error reports, tag manager, chat, ...) once the page is interactive, by the ERP's configuration.
system.startIntegrations(rootActor)
// A URL without a query carries no affiliate data: its visit loads none of that code.
if (landing.search !== '' && landing.search !== '?')
  void import('./app/affiliate-landing').then(
    ({ captureLanding }) => captureLanding(landing),
    () => {}, // a chunk that failed to load: no capture on this visit
  )
// A flow visualiser in another tab of this browser may follow this tab's machines
// (src/app/dev-flows-channel.ts); the code that answers it loads only once one asks.
// (The channel's name is written out: an import of FLOWS_CHANNEL would be a start-up chunk of its own.)
if (typeof BroadcastChannel === 'function') {
  const flows = new BroadcastChannel('lana-clara.flows')
  flows.onmessage = ({ data }: MessageEvent<FlowsMessage>) => {
    if (data.type === 'flows.watch' || data.type === 'flows.open')
      void import('./app/dev-flows-beacon').then(
        ({ watched, openAsked }) => (data.type === 'flows.open' ? openAsked(data) : watched(flows, rootActor)),
        () => {},
      )
  }
}
