import { pathFor, type Locale } from '../domain/routes'
import { stepRoute } from '../domain/flow-steps'

/** The page of a flow step the ERP named in a refusal (the screen that completes it), or null for an unknown step. */
export function stepHref(step: string | undefined, locale: Locale): string | null {
  if (!step) return null
  const route = stepRoute(step)
  return route ? pathFor(route, locale) : null
}
