import { siteState } from '../site'
import { createIntegrations, type IntegrationsEnv, type VendorGlobals } from './index'

/** Site state: the release tag and the scoring-script source of this build. */
const SITE = siteState(import.meta.env)

/** The integrations of this page, configured by the build's environment variables. */
export const integrations = createIntegrations(
  { ...(import.meta.env as IntegrationsEnv), VITE_RELEASE: SITE.release, VITE_SCORING_SCRIPT_URL: SITE.scoringScriptUrl },
  {
    // globalThis is the window in the browser; at build time (src/prerender.tsx) there is none.
    globals: globalThis as unknown as VendorGlobals,
    loadScript(src) {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      document.head.appendChild(script)
    },
    send(url, body) {
      if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => {})
    },
  },
)
