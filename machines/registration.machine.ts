import { assign, setup, type SnapshotFrom } from 'xstate'
import { registrationPush, SIGNING_STEPS, stepRoute } from '../src/domain/flow-steps'
import { REGISTRATION_STEPS, type RouteName } from '../src/domain/routes'

/**
 * The registration sequence a new client walks after the calculator: the account and its phone
 * code, the three forms (address, employment, reference), the three documents, the bank link, the
 * card or CLABE the money goes to; then the flow's entry leads on by the server's step (the details
 * to confirm, the application), and the agreement, opened from the flow, is signed here. Each
 * step's page sends its event once the
 * ERP accepted it, and the machine says which page comes next; the app's follower moves the
 * router to the state's screen (`meta.screen`). A page opened by a link, Back, Forward or a
 * reload tells the machine (`registration.opened`); the server's step may push the client to a
 * form step that is due (registrationPush, src/domain/flow-steps.ts), and the page the state
 * projects replaces the one opened.
 */

/**
 * The registration pages, by route name: the start page (`/registration`, which the details step
 * shares) and each step's page, in the order of REGISTRATION_STEPS.
 */
export type RegistrationScreen = 'registration' | Exclude<(typeof REGISTRATION_STEPS)[number], 'registration-details'>

export function isRegistrationScreen(route: RouteName | null): route is RegistrationScreen {
  return (
    route === 'registration' ||
    (route !== 'registration-details' && (REGISTRATION_STEPS as readonly string[]).includes(route ?? ''))
  )
}

/** How the router follows a move: a step done adds a page Back returns to; a correction replaces. */
export type HistoryMove = 'push' | 'replace'

export interface RegistrationContext {
  /** The page opened last and the server's step then, for the opening's choice. */
  opened: RegistrationScreen | null
  step: string | null
  move: HistoryMove
}

export type RegistrationEvent =
  /** A registration page opened (a link, Back, Forward, a reload), with the server's step when known. */
  | { type: 'registration.opened'; screen: RegistrationScreen; step: string | null }
  /** The account exists and its phone is verified (now, or already when a signed-in client comes back). */
  | { type: 'registration.details.submitted' }
  | { type: 'registration.details.verified' }
  | { type: 'registration.address.submitted' }
  | { type: 'registration.employment.submitted' }
  | { type: 'registration.reference.submitted' }
  | { type: 'registration.idDocument.uploaded' }
  | { type: 'registration.payroll.uploaded' }
  | { type: 'registration.bankStatement.uploaded' }
  /** The bank account was linked, or the client chose to skip the link. */
  | { type: 'registration.belvo.done' }
  | { type: 'registration.card.saved' }
  | { type: 'registration.agreement.signed' }

/** The events of a step done: each names the step, and the machine knows the next. */
export type StepDone = Exclude<RegistrationEvent, { type: 'registration.opened' }>['type']

/** The step of a client whose agreement is signed and whose loan is active. */
const SIGNED_STEP = 'loan_page'

/**
 * The server's steps while registration is under way: the names, the three forms, and the
 * registered client with nothing applied for yet. Every registration page may be opened then (a
 * client reads and corrects what she gave, or uploads ahead); past them the journey has moved on.
 */
const REGISTERING_STEPS: readonly string[] = ['new_client_created', 'address', 'work_info', 'relative_info']

/**
 * The screen a registration page opened with the server's step leads to: once the loan is active
 * (its agreement signed) the loan itself, whatever registration page was opened (Back after
 * signing must not offer to sign again); the agreement's page while there is one to sign, else
 * the flow's entry; past registration, only the page of the server's step, the flow's entry in
 * place of any other; while registering, the due form step the server pushes to, else the page
 * opened. An unknown step (no answer) leaves the page opened.
 */
export function openedScreen(screen: RegistrationScreen, step: string | null): RegistrationScreen | 'profile-my-loan' | 'flow' {
  if (step === SIGNED_STEP) return 'profile-my-loan'
  if (screen === 'registration-summary') return step === null || SIGNING_STEPS.includes(step) ? screen : 'flow'
  if (step !== null && !REGISTERING_STEPS.includes(step) && stepRoute(step) !== screen) return 'flow'
  const pushed = registrationPush(screen, step)
  return isRegistrationScreen(pushed) ? pushed : screen
}

const opensAt =
  (screen: RegistrationScreen | 'profile-my-loan' | 'flow') =>
  ({ context }: { context: RegistrationContext }) =>
    context.opened !== null && openedScreen(context.opened, context.step) === screen

export const registrationMachine = setup({
  types: { context: {} as RegistrationContext, events: {} as RegistrationEvent },
  guards: {
    opensAtLoan: opensAt('profile-my-loan'),
    opensAtFlow: opensAt('flow'),
    opensAtStart: opensAt('registration'),
    opensAtAddress: opensAt('registration-address'),
    opensAtEmployment: opensAt('registration-employment'),
    opensAtReference: opensAt('registration-reference'),
    opensAtIdDocument: opensAt('registration-id-document-upload'),
    opensAtPayroll: opensAt('registration-payroll-upload'),
    opensAtBankStatement: opensAt('registration-bank-statement-upload'),
    opensAtBelvo: opensAt('registration-belvo'),
    opensAtCard: opensAt('registration-debit-credit-card'),
  },
  actions: {
    push: assign({ move: 'push' as HistoryMove }),
    replace: assign({ move: 'replace' as HistoryMove }),
  },
}).createMachine({
  id: 'registration',
  context: { opened: null, step: null, move: 'push' },
  initial: 'signUp',
  on: {
    'registration.opened': {
      target: '.opening',
      actions: assign(({ event }) => ({ opened: event.screen, step: event.step, move: 'replace' })),
    },
  },
  states: {
    opening: {
      meta: {
        description:
          "Chooses the step of the page opened: the loan once signed; the flow's entry for the agreement with nothing to sign, or past registration for any page but the step's own; the server's due form step; else that page",
      },
      always: [
        { guard: 'opensAtLoan', target: 'signed' },
        { guard: 'opensAtFlow', target: 'handedOver' },
        { guard: 'opensAtStart', target: 'signUp' },
        { guard: 'opensAtAddress', target: 'address' },
        { guard: 'opensAtEmployment', target: 'employment' },
        { guard: 'opensAtReference', target: 'reference' },
        { guard: 'opensAtIdDocument', target: 'idDocument' },
        { guard: 'opensAtPayroll', target: 'payroll' },
        { guard: 'opensAtBankStatement', target: 'bankStatement' },
        { guard: 'opensAtBelvo', target: 'belvo' },
        { guard: 'opensAtCard', target: 'card' },
        { target: 'summary' },
      ],
    },
    signUp: {
      meta: { screen: 'registration', description: 'The account (details, consents, password) and the SMS code' },
      on: {
        'registration.details.submitted': { target: 'address', actions: 'push' },
        // A signed-in client whose phone is verified has nothing left here.
        'registration.details.verified': { target: 'address', actions: 'replace' },
      },
    },
    address: {
      meta: { screen: 'registration-address', description: 'Where the client lives' },
      on: { 'registration.address.submitted': { target: 'employment', actions: 'push' } },
    },
    employment: {
      meta: { screen: 'registration-employment', description: 'Work and income' },
      on: { 'registration.employment.submitted': { target: 'reference', actions: 'push' } },
    },
    reference: {
      meta: { screen: 'registration-reference', description: 'A personal reference' },
      on: { 'registration.reference.submitted': { target: 'idDocument', actions: 'push' } },
    },
    idDocument: {
      meta: { screen: 'registration-id-document-upload', description: 'The identity document (INE), both sides and a selfie' },
      on: { 'registration.idDocument.uploaded': { target: 'payroll', actions: 'push' } },
    },
    payroll: {
      meta: { screen: 'registration-payroll-upload', description: 'A payslip' },
      on: { 'registration.payroll.uploaded': { target: 'bankStatement', actions: 'push' } },
    },
    bankStatement: {
      meta: { screen: 'registration-bank-statement-upload', description: 'A bank statement' },
      on: { 'registration.bankStatement.uploaded': { target: 'belvo', actions: 'push' } },
    },
    belvo: {
      meta: { screen: 'registration-belvo', description: 'Links the bank account (open banking), or skips it' },
      on: { 'registration.belvo.done': { target: 'card', actions: 'push' } },
    },
    card: {
      meta: { screen: 'registration-debit-credit-card', description: 'The card or CLABE the money is paid out to' },
      on: { 'registration.card.saved': { target: 'handedOver', actions: 'push' } },
    },
    handedOver: {
      meta: {
        screen: 'flow',
        description:
          "Registered: the flow's entry leads on by the server's step (the details to confirm, the application, the agreement)",
      },
    },
    summary: {
      meta: { screen: 'registration-summary', description: 'The agreement, signed with a one-time code' },
      on: { 'registration.agreement.signed': { target: 'signed', actions: 'replace' } },
    },
    signed: {
      meta: {
        screen: 'profile-my-loan',
        description: 'Signed: the loan and its schedule; the signing page is not returned to',
      },
    },
  },
})

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>

/**
 * The page each state shows. The same as the states' `meta.screen`, which the visualiser and the
 * QA report read and the production build leaves out (a test holds the two equal).
 */
const SCREENS = {
  signUp: 'registration',
  address: 'registration-address',
  employment: 'registration-employment',
  reference: 'registration-reference',
  idDocument: 'registration-id-document-upload',
  payroll: 'registration-payroll-upload',
  bankStatement: 'registration-bank-statement-upload',
  belvo: 'registration-belvo',
  card: 'registration-debit-credit-card',
  handedOver: 'flow',
  summary: 'registration-summary',
  signed: 'profile-my-loan',
} as const satisfies Record<string, RouteName>

/** The page the registration's state shows (the navigation projection). */
export function registrationRouteOf(snapshot: Pick<RegistrationSnapshot, 'value'>): RouteName | null {
  return typeof snapshot.value === 'string' && snapshot.value in SCREENS ? SCREENS[snapshot.value as keyof typeof SCREENS] : null
}
