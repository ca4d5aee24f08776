import { createFileRoute, redirect } from '@tanstack/react-router'
import { DEFAULT_LOCALE, isLocale } from '../../domain/routes'
import { loadCatalogsFor } from '../../app/i18n'
import { LocaleLayout } from '../../app/LocaleLayout'
import { NotFound, RouteError } from '../../app/RouteStatus'

export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, location }) => {
    // A path without a locale prefix is the Spanish page of that path.
    if (!isLocale(params.locale)) {
      throw redirect({ href: `/${DEFAULT_LOCALE}${location.pathname}${location.searchStr}`, replace: true })
    }
    await loadCatalogsFor(params.locale, location.pathname)
  },
  component: LocaleLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})
