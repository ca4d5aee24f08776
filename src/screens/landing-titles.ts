import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The routes that show only the `messages` catalog: the landing pages and the team's tools. */
export type LandingRoute =
  'home' | 'about' | 'contacts' | 'documents' | 'faq' | 'how-to-pay' | 'print' | 'dev-flows' | 'dev-journey'

/**
 * The heading and document title of the landing pages (and the team's tools), in the `messages`
 * catalog every page loads. The other routes' titles are in screen-titles.ts, which loads with
 * the `screens` catalog (src/app/titles.ts), so that the home page does not carry them.
 */
export const LANDING_TITLES: Record<LandingRoute, MessageDescriptor> = {
  home: msg`Online personal loans`,
  about: msg`About us`,
  contacts: msg`Contact`,
  documents: msg`Legal documents`,
  faq: msg`Frequently asked questions`,
  'how-to-pay': msg`How to pay your loan`,
  print: msg`Payment instructions`,
  'dev-flows': msg`Flow diagrams`,
  'dev-journey': msg`The loan journey`,
}

/** The document title of the 404 page. */
export const NOT_FOUND_TITLE: MessageDescriptor = msg`Page not found`
