import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DEFAULT_LOCALE, isLocale } from '../machines/routes'
import { i18n, loadCatalog } from './app/i18n'
import { connectNavigation } from './app/navigation'
import { router } from './app/router'
import { authActor, rootActor } from './app/system'
import './styles/tokens.css'
import './ui/ui.css'
import './styles/app.css'

// A missing chunk surfaces as a route error; RouteError reloads the page once (app/chunk-reload.ts).
const first = window.location.pathname.split('/')[1]
await loadCatalog(isLocale(first) ? first : DEFAULT_LOCALE)
connectNavigation(router, rootActor, authActor)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)
