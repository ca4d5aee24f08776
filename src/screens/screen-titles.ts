import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RouteName } from '../domain/routes'
import type { LandingRoute } from './landing-titles'

/** The routes whose pages load the `screens` catalog: every one but the landing pages and the team's tools. */
type ScreenRoute = Exclude<RouteName, LandingRoute>

/**
 * The heading and document title of the screens behind the landing pages (landing-titles.ts has
 * the rest). Their texts are in the `screens` catalog (lingui.config.ts), and this module loads
 * with it (src/app/titles.ts): those pages have both before they show, the home page neither.
 */
export const SCREEN_TITLES: Record<ScreenRoute, MessageDescriptor> = {
  login: msg`Log in`,
  flow: msg`Your application`,
  recover: msg`Recover your password`,
  registration: msg`Create your account`,
  'registration-details': msg`Your details`,
  'registration-address': msg`Your address`,
  'registration-employment': msg`Your employment and income`,
  'registration-reference': msg`A personal reference`,
  'registration-id-document-upload': msg`Upload your ID`,
  'registration-payroll-upload': msg`Upload your payslip`,
  'registration-bank-statement-upload': msg`Upload your bank statement`,
  'registration-belvo': msg`Connect your bank`,
  'registration-debit-credit-card': msg`Where we send your money`,
  'registration-summary': msg`Review and sign`,
  'application-apply': msg`Apply for your loan`,
  'application-loading': msg`We are reviewing your application`,
  'application-offer-increase': msg`You can borrow more`,
  'application-offer-decrease': msg`An offer for you`,
  'application-manual-verification': msg`We are verifying your application`,
  'application-rejected': msg`We cannot offer you a loan right now`,
  'application-accepted': msg`Your loan is approved`,
  'application-accepted-cash': msg`Your loan is approved: cash pick-up`,
  profile: msg`My profile`,
  'profile-my-loan-print': msg`Cash payment slip`,
  'profile-my-loan': msg`My loan`,
  'verify-contract': msg`Check an agreement`,
  'profile-no-loan': msg`You have no active loan`,
  'profile-change-email': msg`Change your e-mail`,
  'profile-change-password': msg`Change your password`,
  'profile-change-phone': msg`Change your phone`,
  reference: msg`A personal reference`,
  details: msg`Your details`,
  'document-verification': msg`Document verification`,
  payment: msg`How you receive your money`,
  'facebook-login': msg`Continue with Facebook`,
  'direct-debit-information': msg`Direct debit authorisation`,
}
