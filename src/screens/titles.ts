import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RouteName } from '../domain/routes'
import { SCREEN_TITLES } from './screen-titles'

/**
 * The heading and document title of every route of the product. Those of the landing pages (and
 * the team's tools) are here, in the `messages` catalog; the others come from screen-titles.ts,
 * in the `screens` catalog their pages load (src/app/i18n.ts).
 */
export const TITLES: Record<RouteName, MessageDescriptor> = {
  home: msg`Online personal loans`,
  about: msg`About us`,
  contacts: msg`Contact`,
  documents: msg`Legal documents`,
  faq: msg`Frequently asked questions`,
  'how-to-pay': msg`How to pay your loan`,
  print: msg`Payment instructions`,
  'dev-flows': msg`Flow diagrams`,
  ...SCREEN_TITLES,
}

/** The document title of the 404 page. */
export const NOT_FOUND_TITLE: MessageDescriptor = msg`Page not found`
