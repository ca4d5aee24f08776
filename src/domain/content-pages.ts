import type { RouteName } from './routes'

/**
 * The content and tool pages: what a person opens on their own, at any point of the journey, and
 * no machine state shows (the legal and help pages, the printable layout and the printable payment
 * slip, the flow visualiser and its overview of the journey; the error page replaces a page without being one). Every other page
 * is the screen of some machine state (`meta.screen`); a test walks the route tree to hold it so.
 */
export const CONTENT_PAGES = [
  'about',
  'contacts',
  'documents',
  'faq',
  'how-to-pay',
  'verify-contract',
  'print',
  'profile-my-loan-print',
  'dev-flows',
  'dev-journey',
] as const satisfies readonly RouteName[]
