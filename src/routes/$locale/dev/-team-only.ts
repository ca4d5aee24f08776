import { redirect } from '@tanstack/react-router'
import { devFlowsAccess } from '../../../app/dev-flows-access'
import { assertValid } from '../../../app/validity'
import { DEFAULT_LOCALE, isLocale, pathFor } from '../../../domain/routes'

/**
 * The team's tools under /dev/ (the visualiser and its journey overview): an admin sees them (anyone
 * in development), a guest logs in at the team login first and comes back, a client gets the 404
 * page (src/app/dev-flows-access.ts).
 */
export function teamOnly({
  context,
  location,
  params,
}: {
  context: { authActor: { getSnapshot: () => Parameters<typeof devFlowsAccess>[0] } }
  location: { href: string }
  params: { locale: string }
}): void {
  const access = devFlowsAccess(context.authActor.getSnapshot(), import.meta.env.DEV)
  if (access === 'login') {
    const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
    throw redirect({ href: `${pathFor('login', locale)}?cuenta=equipo&redirect=${encodeURIComponent(location.href)}` })
  }
  assertValid(access === 'allowed')
}
