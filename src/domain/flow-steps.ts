import { CONTENT_PAGES } from './content-pages'
import type { RouteName } from './routes'

/**
 * The server's flow steps and the screens they lead to. Pure: the flow machine
 * (machines/flow.machine.ts) asks these rules where to go; the navigation projection turns the
 * route name into a URL.
 *
 * | step | screen (route name) | notes |
 * |---|---|---|
 * | new_client_created | details, then application-apply | with a first name: application-apply at once |
 * | pre_approval, pre_approval_page | application-apply | |
 * | no_loan_page | profile-no-loan, then application-apply | the compact calculator leads to apply |
 * | work_info | registration-employment | |
 * | relative_info | registration-reference | |
 * | address | registration-address | |
 * | facebook | facebook-login | the page's query carried there (carriedSearch); its link out to the external login adds the application id (externalLoginUrl) |
 * | id_document_upload | registration-id-document-upload | |
 * | payroll_upload | registration-payroll-upload | |
 * | bank_statement_upload | registration-bank-statement-upload | |
 * | belvo | registration-belvo | open-banking link |
 * | offer_increase | application-offer-increase | |
 * | offer_decrease | application-offer-decrease | |
 * | otp_agreement | registration-summary | the one-time-password agreement |
 * | direct_debit_information | direct-debit-information | consent to card charges; payment (card or CLABE) from there |
 * | verification | document-verification | routing sends it to application-loading |
 * | manual_page | application-manual-verification | |
 * | reject_page | application-rejected | |
 * | tmc_page | application-accepted | the accepted (bank transfer) stage |
 * | loan_page | profile-my-loan | the loan and its payment schedule |
 *
 * "A first name present": the reference ERP counts the details step done (`details` in the client
 * journey) once the names are given by the client herself: with the sign-up, whose form asks them
 * under the same rules, once its phone is verified; or on the details screen (PUT client) for a
 * client whose names are not confirmed (one an agent created, or a sign-up never verified). The app gives
 * the rules the first name only from then on: until then the step new_client_created is the
 * details screen, which confirms it, then apply. So a client who signed up is never asked her
 * names twice.
 *
 * The route `payment` (disbursement type) has no step of its own: the direct-debit screen leads
 * to it while no card or CLABE is saved. An unknown step has no screen (null).
 */
export const FLOW_STEPS = [
  'new_client_created',
  'pre_approval',
  'pre_approval_page',
  'no_loan_page',
  'work_info',
  'relative_info',
  'address',
  'facebook',
  'id_document_upload',
  'payroll_upload',
  'bank_statement_upload',
  'belvo',
  'offer_increase',
  'offer_decrease',
  'otp_agreement',
  'direct_debit_information',
  'verification',
  'manual_page',
  'reject_page',
  'tmc_page',
  'loan_page',
] as const

export type FlowStepName = (typeof FLOW_STEPS)[number]

export type FlowStatus = 'active' | 'completed'

/** GET /web/private/client/flow. */
export interface FlowState {
  step: string
  status: FlowStatus
  errors: string[]
}

/** What the routing rules need of the client's profile (GET client). */
export interface FlowClient {
  /** 1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select. */
  status: number
  firstName: string | null
}

export const ACTIVE_CLIENT = 1
export const BLOCKED_CLIENT = 2

const SCREENS: Record<FlowStepName, RouteName> = {
  new_client_created: 'details',
  pre_approval: 'application-apply',
  pre_approval_page: 'application-apply',
  no_loan_page: 'profile-no-loan',
  work_info: 'registration-employment',
  relative_info: 'registration-reference',
  address: 'registration-address',
  facebook: 'facebook-login',
  id_document_upload: 'registration-id-document-upload',
  payroll_upload: 'registration-payroll-upload',
  bank_statement_upload: 'registration-bank-statement-upload',
  belvo: 'registration-belvo',
  offer_increase: 'application-offer-increase',
  offer_decrease: 'application-offer-decrease',
  otp_agreement: 'registration-summary',
  direct_debit_information: 'direct-debit-information',
  verification: 'document-verification',
  manual_page: 'application-manual-verification',
  reject_page: 'application-rejected',
  tmc_page: 'application-accepted',
  loan_page: 'profile-my-loan',
}

export function isFlowStep(value: unknown): value is FlowStepName {
  return typeof value === 'string' && (FLOW_STEPS as readonly string[]).includes(value)
}

/**
 * The screen of a step: the table above; new_client_created goes straight to apply once the
 * client has a first name (their details are known).
 */
export function stepRoute(step: string, client: Pick<FlowClient, 'firstName'> | null = null): RouteName | null {
  if (!isFlowStep(step)) return null
  if (step === 'new_client_created' && hasFirstName(client)) return 'application-apply'
  return SCREENS[step]
}

/** The rule codes of the identity check's step: pending (being checked), declined, or a new photo asked for. */
const IDENTITY_CHECK_CODES: readonly string[] = [
  'identity_check_pending',
  'identity_check_declined',
  'identity_resubmission_requested',
]

/**
 * The screen of where the client stands: the step's (stepRoute), except that at
 * id_document_upload with the ID on file and its check under way (`identity_check_pending`) the
 * step is the identity check itself, on the document-verification screen.
 */
export function flowScreen(flow: FlowState, client: Pick<FlowClient, 'firstName'> | null = null): RouteName | null {
  if (flow.step === 'id_document_upload' && flow.errors.includes('identity_check_pending')) return 'document-verification'
  return stepRoute(flow.step, client)
}

function hasFirstName(client: Pick<FlowClient, 'firstName'> | null): boolean {
  return (client?.firstName ?? '').trim() !== ''
}

/** Completed flows and the verification step wait on application loading. */
export function awaitsDecision(flow: FlowState): boolean {
  return flow.status === 'completed' || flow.step === 'verification'
}

/**
 * The flow-page guard once profile and flow are known: completed or
 * verification → application-loading; while active, the step rules (facebook → its login screen,
 * new_client_created → apply with a first name, else the details to confirm, work_info,
 * relative_info, address → their registration screens). null: the page asked for stays (the loan and its schedule load there).
 */
export function guardRoute(flow: FlowState, client: FlowClient | null): RouteName | null {
  if (awaitsDecision(flow)) return 'application-loading'
  switch (flow.step) {
    case 'facebook':
    case 'work_info':
    case 'relative_info':
    case 'address':
      return SCREENS[flow.step]
    case 'new_client_created':
      // Names not confirmed yet: the details screen is the step, whichever flow page was opened.
      return hasFirstName(client) ? 'application-apply' : 'details'
    default:
      return null
  }
}

/**
 * The flow entry (`/flow`) always moves on: the guard's route, else the step's own screen, else
 * the loan and its schedule.
 */
export function entryRoute(flow: FlowState, client: FlowClient | null): RouteName {
  return guardRoute(flow, client) ?? flowScreen(flow, client) ?? 'profile-my-loan'
}

/**
 * The server's steps while an accepted application's agreement stands to be signed: what signing
 * still needs (the ID and its check, the payslip, the bank statement, the payout account), then the
 * code. The agreement's page, and the payout pages, belong to them.
 */
export const SIGNING_STEPS: readonly string[] = [
  'id_document_upload',
  'payroll_upload',
  'bank_statement_upload',
  'direct_debit_information',
  'otp_agreement',
]

/**
 * A named flow page entered: the guard's route; else the page itself when it fits where the
 * client stands, the flow entry's route in its place when it does not. Fits: the external login
 * only at step facebook (at any other it would ask to confirm an identity nobody asked for); the
 * identity check while it runs or its outcome is to be read (identityCheckFits); the payout pages (the account the money goes to, the consent to charge the card)
 * while an agreement stands to be signed; the client's data and reference at any step (she reads
 * and corrects them).
 */
export function enteredRoute(flow: FlowState, client: FlowClient | null, route: RouteName): RouteName | null {
  const guarded = guardRoute(flow, client)
  if (guarded !== null) return guarded
  const fits =
    route === 'facebook-login'
      ? flow.step === 'facebook'
      : route === 'document-verification'
        ? identityCheckFits(flow)
        : route === 'payment' || route === 'direct-debit-information'
          ? SIGNING_STEPS.includes(flow.step)
          : true
  return fits ? null : entryRoute(flow, client)
}

/**
 * The identity check's page fits while the ID's check runs, or while its outcome is to be read:
 * declined or a new photo asked for (their rule codes in the flow's errors), or approved (any later
 * step before signing: the person comes back from the provider's page to read it).
 */
function identityCheckFits(flow: FlowState): boolean {
  return (
    flow.errors.some((code) => IDENTITY_CHECK_CODES.includes(code)) ||
    (flow.step !== 'id_document_upload' && SIGNING_STEPS.includes(flow.step))
  )
}

/** The flow entry and the flow's own pages (the named flow routes). */
const FLOW_PAGES: readonly RouteName[] = [
  'flow',
  'details',
  'reference',
  'document-verification',
  'payment',
  'facebook-login',
  'direct-debit-information',
]

export function isFlowPage(route: RouteName | null): boolean {
  return route !== null && FLOW_PAGES.includes(route)
}

/** The loan views, where the steps loan_page and no_loan_page lead. */
const LOAN_VIEWS: readonly RouteName[] = ['profile-my-loan', 'profile-no-loan']

/** The accepted pages (bank transfer or cash): the soft redirect never moves them. */
const ACCEPTED_PAGES: readonly RouteName[] = ['application-accepted', 'application-accepted-cash']

/**
 * Journey pages: the flow's own pages, the registration's steps (its start page, the sign-up form,
 * has a rule of its own: registrationPush), the application's stages and the loan views. The soft
 * redirect moves these; the pages a client reads on their own (READING_PAGES: content, home, the
 * profile and the account changes) get the banner instead, and login, recovery and the error page
 * neither.
 */
export function isJourneyPage(route: RouteName | null): boolean {
  if (route === null || route === 'registration' || route === 'registration-details') return false
  return isFlowPage(route) || LOAN_VIEWS.includes(route) || route.startsWith('registration-') || route.startsWith('application-')
}

/**
 * The pages that are the step's own: its screen; for no_loan_page apply too ("no-loan, then
 * apply"); for each step of signing the agreement's page too, which says what signing still needs
 * and links to it.
 */
function stepPages(step: string, client: Pick<FlowClient, 'firstName'> | null): RouteName[] {
  const screen = stepRoute(step, client)
  if (screen === null) return []
  if (step === 'no_loan_page') return [screen, 'application-apply']
  return SIGNING_STEPS.includes(step) ? [screen, 'registration-summary'] : [screen]
}

/**
 * A journey page another machine leads at this step, from the same server state, which the soft
 * redirect leaves to it so that two leaders never pull one page two ways:
 * - a registration step at new_client_created: the registration sequence runs the uploads and the
 *   payout after the reference, before any application, while the server's step already says
 *   apply (machines/registration.machine.ts);
 * - an application stage (apply, loading, the offers, manual verification, rejected) when the step
 *   comes from the application's status: the application machine reads that status every 3 s and
 *   moves these pages itself, and its stage and the flow's screen differ at statuses 3 and 2 (a
 *   signing requirement for the flow, the accepted page for the application) and 13 (apply for the
 *   flow, the lower offer for the application). Steps before any application (the registration's
 *   form steps, the details, the external login) move these pages too.
 */
function ledElsewhere(route: RouteName, step: string, client: Pick<FlowClient, 'firstName'> | null): boolean {
  if (route.startsWith('registration-')) return step === 'new_client_created'
  if (!route.startsWith('application-')) return false
  const screen = stepRoute(step, client)
  return screen === null || screen.startsWith('application-') || SIGNING_STEPS.includes(step) || LOAN_VIEWS.includes(screen)
}

const sameFlow = (a: FlowState, b: FlowState) => a.step === b.step && a.status === b.status

/**
 * The soft redirect: on the first answer and whenever the server's step changes, an active client
 * (status 1) whose step is not verification is moved to the step's screen from any journey page
 * (isJourneyPage), unless already on one of the step's pages, on the accepted page, on the
 * identity check while its outcome is to be read (identityCheckFits), or on a page another machine
 * leads at this step (ledElsewhere). Only the first answer and a change move the
 * page, so a screen the client opened stays put while the step holds still.
 */
export function softRedirect(
  previous: FlowState | null,
  next: FlowState,
  client: FlowClient | null,
  route: RouteName | null,
): RouteName | null {
  if (previous !== null && previous.step === next.step) return null
  if (client?.status !== ACTIVE_CLIENT || next.status !== 'active' || next.step === 'verification') return null
  if (route === null || !isJourneyPage(route) || ACCEPTED_PAGES.includes(route) || ledElsewhere(route, next.step, client))
    return null
  if (stepPages(next.step, client).includes(route) || (route === 'document-verification' && identityCheckFits(next))) return null
  const target = flowScreen(next, client)
  return target === route ? null : target
}

/**
 * Completed or verification: when a poll's answer newly awaits the decision, an
 * open flow page goes to application loading. Only the flow's pages: the application pages show
 * the decision themselves (the application machine follows the status), and a completed flow is
 * also where a client stands once the agreement is signed (loan_page), so the loan view and the
 * profile stay.
 */
export function decisionRedirect(previous: FlowState | null, next: FlowState, route: RouteName | null): RouteName | null {
  if (previous === null || sameFlow(previous, next) || !awaitsDecision(next) || !isFlowPage(route)) return null
  return 'application-loading'
}

/**
 * Pages a client reads on their own: the content and tool pages, home, the profile and the
 * account changes. The flow never takes them away; when the journey moves on, a banner offers the
 * way there.
 */
const READING_PAGES: readonly RouteName[] = [
  ...CONTENT_PAGES,
  'home',
  'profile',
  'profile-change-email',
  'profile-change-password',
  'profile-change-phone',
]

export function isReadingPage(route: RouteName | null): boolean {
  return route !== null && READING_PAGES.includes(route)
}

/**
 * "Continúa tu solicitud": when a poll's answer moves an active client's journey on (another step
 * or status) while they read a page the flow never moves, the page the flow's entry would show
 * now; null otherwise (the banner then keeps what it had).
 */
export function resumeRoute(
  previous: FlowState | null,
  next: FlowState,
  client: FlowClient | null,
  route: RouteName | null,
): RouteName | null {
  if (previous === null || sameFlow(previous, next) || !isReadingPage(route) || client?.status !== ACTIVE_CLIENT) return null
  return entryRoute(next, client)
}

/** Where a poll's answer moves the open page: to application loading, else softly to the step's screen. */
export function pollRoute(
  previous: FlowState | null,
  next: FlowState,
  client: FlowClient | null,
  route: RouteName | null,
): RouteName | null {
  return decisionRedirect(previous, next, route) ?? softRedirect(previous, next, client, route)
}

/** The registration screens the registration-page rule pushes to, in their order. */
const REGISTRATION_PUSH: ReadonlyArray<readonly [step: string, route: RouteName]> = [
  ['address', 'registration-address'],
  ['work_info', 'registration-employment'],
  ['relative_info', 'registration-reference'],
]

/**
 * On registration pages: a signed-in client whose step is address, work_info or
 * relative_info is pushed to that screen from the start page or from a screen of the three that
 * is already done (an earlier one); a later step they open on purpose stays (while registering: past
 * registration the registration machine hands any page but the step's own to the flow's entry).
 */
export function registrationPush(route: RouteName, step: string | null): RouteName | null {
  const index = REGISTRATION_PUSH.findIndex(([name]) => name === step)
  if (index < 0) return null
  const target = REGISTRATION_PUSH[index]![1]
  if (route === 'registration' || route === 'registration-details') return target
  const at = REGISTRATION_PUSH.findIndex(([, screen]) => screen === route)
  return at >= 0 && at < index ? target : null
}

/** The pages the registration-page rule may move a client away from (the start page and the earlier screens). */
export function mayBePushed(route: RouteName): boolean {
  return (
    route === 'registration' ||
    route === 'registration-details' ||
    route === 'registration-address' ||
    route === 'registration-employment'
  )
}

/** The progress bar counts 100 steps. */
export const PROGRESS_TOTAL = 100

/** The progress the flow-page guard gives a guest it sends to registration. */
export const GUEST_PROGRESS_STEP = 30

/**
 * On a route change the progress is cleared unless the route starts with `registration-` or the
 * step is 0. GOTCHA: the start page `/registration` is both the route
 * `registration` and `registration-details` (one path, which routeNameOf reads as
 * `registration`), and the flow-page guard sets a guest's 30 before its redirect lands there; read
 * literally the rule would clear that 30 as the page opens, so the start page keeps the progress
 * as the details screen it is.
 */
export function keepsProgress(route: RouteName | null, step: number): boolean {
  return step === 0 || route === 'registration' || (route !== null && route.startsWith('registration-'))
}

export function progressPercent(step: number): number {
  return Math.max(0, Math.min(100, Math.round((step / PROGRESS_TOTAL) * 100)))
}

/**
 * The query a move of the flow takes along: the facebook login screen is given the query of the
 * page the client was on, for its link out (externalLoginUrl) to carry; the other
 * screens open without one.
 */
export function carriedSearch(to: RouteName, search: string): string {
  if (to !== 'facebook-login') return ''
  const query = search.startsWith('?') ? search.slice(1) : search
  return query === '' ? '' : `?${query}`
}

/**
 * The external login of step facebook: the configured login URL carrying the page's query, the
 * application's id and the lender's Facebook app (`client_id`, the dialog's own name for it). Null
 * without a client id: the login is off, and the screen says so instead of linking to a dialog
 * that would refuse to open.
 */
export function externalLoginUrl(
  base: string,
  search: string,
  applicationId: number | null,
  clientId: string | null | undefined,
): string | null {
  if (!clientId) return null
  const url = new URL(base)
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  for (const [key, value] of query) url.searchParams.append(key, value)
  url.searchParams.set('client_id', clientId)
  if (applicationId !== null) url.searchParams.set('applicationId', String(applicationId))
  return url.toString()
}
