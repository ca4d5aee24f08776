import { describe, expect, it } from 'vitest'
import { routeNameOf } from '../../machines/navigation'
import { ALL_PATHS, ROUTES, type RouteName } from '../../src/domain/routes'
import { hasCookie, sandboxCallable } from '../../src/app/sandbox-access'
import {
  carriedSearch,
  decisionRedirect,
  enteredRoute,
  entryRoute,
  flowScreen,
  externalLoginUrl,
  FLOW_STEPS,
  guardRoute,
  isJourneyPage,
  isReadingPage,
  keepsProgress,
  mayBePushed,
  pollRoute,
  progressPercent,
  registrationPush,
  resumeRoute,
  softRedirect,
  stepRoute,
  type FlowState,
} from '../../src/domain/flow-steps'

const active = (step: string): FlowState => ({ step, status: 'active', errors: [] })
const completed = (step: string): FlowState => ({ step, status: 'completed', errors: [] })
const named = { status: 1, firstName: 'Paola' }
const nameless = { status: 1, firstName: null }

describe('flow steps and their screens', () => {
  it('maps every step name the server sends to a route of the product', () => {
    const spec = [
      'work_info',
      'new_client_created',
      'facebook',
      'id_document_upload',
      'payroll_upload',
      'bank_statement_upload',
      'offer_increase',
      'offer_decrease',
      'otp_agreement',
      'direct_debit_information',
      'address',
      'belvo',
      'relative_info',
      'verification',
      'no_loan_page',
      'loan_page',
      'manual_page',
      'reject_page',
      'tmc_page',
      'pre_approval_page',
      'pre_approval',
    ]
    expect([...FLOW_STEPS].sort()).toEqual([...spec].sort())
    for (const step of FLOW_STEPS) {
      const route = stepRoute(step, nameless)
      expect(route, step).not.toBeNull()
      expect(ALL_PATHS).toContain(ROUTES[route!])
    }
  })

  it('follows the table of the module', () => {
    expect(Object.fromEntries(FLOW_STEPS.map((step) => [step, stepRoute(step, nameless)]))).toEqual({
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
    })
  })

  it('sends new_client_created to details, then apply once the first name is known', () => {
    expect(stepRoute('new_client_created', nameless)).toBe('details')
    expect(stepRoute('new_client_created', { firstName: '  ' })).toBe('details')
    expect(stepRoute('new_client_created', named)).toBe('application-apply')
    expect(stepRoute('new_client_created')).toBe('details')
  })

  it('has no screen for an unknown step', () => {
    expect(stepRoute('no_such_step', named)).toBeNull()
    expect(entryRoute(active('no_such_step'), named)).toBe('profile-my-loan')
  })
})

describe('flow routing', () => {
  it('sends a completed flow or the verification step to application loading', () => {
    for (const step of ['reject_page', 'loan_page', 'no_loan_page'])
      expect(guardRoute(completed(step), named)).toBe('application-loading')
    expect(guardRoute(active('verification'), named)).toBe('application-loading')
    expect(entryRoute(active('verification'), named)).toBe('application-loading')
  })

  it('applies the step rules of an active flow on a flow page, and leaves the page otherwise', () => {
    expect(guardRoute(active('facebook'), named)).toBe('facebook-login')
    expect(guardRoute(active('new_client_created'), named)).toBe('application-apply')
    expect(guardRoute(active('new_client_created'), nameless)).toBe('details')
    expect(guardRoute(active('work_info'), named)).toBe('registration-employment')
    expect(guardRoute(active('relative_info'), named)).toBe('registration-reference')
    expect(guardRoute(active('address'), named)).toBe('registration-address')
    for (const step of ['loan_page', 'direct_debit_information', 'otp_agreement', 'manual_page'])
      expect(guardRoute(active(step), named)).toBeNull()
  })

  it.each([
    // [step, page entered, where it settles (null: it stays)]
    ['facebook', 'facebook-login', 'facebook-login'],
    ['manual_page', 'facebook-login', 'application-manual-verification'],
    ['otp_agreement', 'facebook-login', 'registration-summary'],
    ['no_loan_page', 'facebook-login', 'profile-no-loan'],
    ['manual_page', 'details', null],
    ['manual_page', 'reference', null],
    ['no_loan_page', 'reference', null],
    ['manual_page', 'document-verification', 'application-manual-verification'],
    ['otp_agreement', 'document-verification', null],
    ['payroll_upload', 'document-verification', null],
    ['direct_debit_information', 'payment', null],
    ['direct_debit_information', 'direct-debit-information', null],
    ['otp_agreement', 'direct-debit-information', null],
    ['payroll_upload', 'payment', null],
    ['no_loan_page', 'payment', 'profile-no-loan'],
    ['manual_page', 'direct-debit-information', 'application-manual-verification'],
    ['new_client_created', 'payment', 'application-apply'],
    ['address', 'facebook-login', 'registration-address'],
  ] as const)('at step %s, the flow page %s entered settles on %s', (step, route, settles) => {
    expect(enteredRoute(active(step), named, route)).toBe(settles)
  })

  it.each([
    // [the rule code of step id_document_upload, where document-verification entered settles (null: it stays)]
    ['identity_check_pending', null],
    ['identity_check_declined', null],
    ['identity_resubmission_requested', null],
    ['identity_document_missing', 'registration-id-document-upload'],
  ] as const)('shows the identity check with %s in the flow errors: %s', (code, settles) => {
    const flow: FlowState = { step: 'id_document_upload', status: 'active', errors: [code] }
    expect(enteredRoute(flow, named, 'document-verification')).toBe(settles)
  })

  it.each([
    // [the rule code of step id_document_upload, the screen the flow leads to]
    ['identity_document_missing', 'registration-id-document-upload'],
    ['identity_check_pending', 'document-verification'],
    ['identity_check_declined', 'registration-id-document-upload'],
    ['identity_resubmission_requested', 'registration-id-document-upload'],
  ] as const)('leads step id_document_upload with %s to %s', (code, screen) => {
    const flow: FlowState = { step: 'id_document_upload', status: 'active', errors: [code] }
    expect(flowScreen(flow, named)).toBe(screen)
    expect(entryRoute(flow, named)).toBe(screen)
  })

  it('moves the flow entry on to the step screen, or to the loan', () => {
    expect(entryRoute(active('direct_debit_information'), named)).toBe('direct-debit-information')
    expect(entryRoute(active('new_client_created'), nameless)).toBe('details')
    expect(entryRoute(active('loan_page'), named)).toBe('profile-my-loan')
    expect(entryRoute(active('offer_increase'), named)).toBe('application-offer-increase')
  })

  it('redirects softly on the first answer and on a change of step, for an active client, outside verification and the accepted page', () => {
    const from = active('manual_page')
    expect(softRedirect(from, active('direct_debit_information'), named, 'profile-my-loan')).toBe('direct-debit-information')
    // The first answer moves the page too; the same step again never does.
    expect(softRedirect(null, active('direct_debit_information'), named, 'profile-my-loan')).toBe('direct-debit-information')
    expect(softRedirect(from, active('manual_page'), named, 'profile-my-loan')).toBeNull()
    // Not an active client (4 verification), a completed flow, the verification step.
    expect(softRedirect(from, active('direct_debit_information'), { status: 4, firstName: 'P' }, 'flow')).toBeNull()
    expect(softRedirect(from, completed('reject_page'), named, 'flow')).toBeNull()
    expect(softRedirect(from, active('verification'), named, 'flow')).toBeNull()
    expect(softRedirect(null, active('verification'), named, 'profile-my-loan')).toBeNull()
    // On the accepted pages, outside the journey, or already there.
    expect(softRedirect(from, active('otp_agreement'), named, 'application-accepted')).toBeNull()
    expect(softRedirect(null, active('address'), named, 'application-accepted-cash')).toBeNull()
    expect(softRedirect(from, active('otp_agreement'), named, 'faq')).toBeNull()
    expect(softRedirect(null, active('otp_agreement'), named, 'profile')).toBeNull()
    expect(
      softRedirect(active('otp_agreement'), active('direct_debit_information'), named, 'direct-debit-information'),
    ).toBeNull()
  })

  it.each([
    // step, the page open on the first answer or a change, where it goes (null: it stays)
    ['work_info', 'registration-address', 'registration-employment'],
    ['address', 'registration-id-document-upload', 'registration-address'],
    ['relative_info', 'flow', 'registration-reference'],
    ['otp_agreement', 'registration-debit-credit-card', 'registration-summary'],
    ['payroll_upload', 'registration-id-document-upload', 'registration-payroll-upload'],
    ['otp_agreement', 'profile-my-loan', 'registration-summary'],
    ['loan_page', 'profile-no-loan', 'profile-my-loan'],
    ['loan_page', 'details', 'profile-my-loan'],
    // Steps before any application move the application's pages too.
    ['address', 'application-apply', 'registration-address'],
    ['work_info', 'application-loading', 'registration-employment'],
    ['facebook', 'application-loading', 'facebook-login'],
    // The step's own pages: no-loan, then apply.
    ['no_loan_page', 'application-apply', null],
    ['no_loan_page', 'profile-no-loan', null],
    ['new_client_created', 'application-apply', null],
    // The agreement's page belongs to every step of signing: it says what is missing and links to it.
    ['direct_debit_information', 'registration-summary', null],
    ['id_document_upload', 'registration-summary', null],
    ['direct_debit_information', 'direct-debit-information', null],
    // The registration sequence leads at new_client_created: its uploads and payout come before the application.
    ['new_client_created', 'registration-id-document-upload', null],
    ['new_client_created', 'registration-debit-credit-card', null],
    // The application machine leads its stages where the step comes from the application's status.
    ['otp_agreement', 'application-loading', null],
    ['id_document_upload', 'application-offer-decrease', null],
    ['pre_approval_page', 'application-offer-decrease', null],
    ['manual_page', 'application-loading', null],
    ['loan_page', 'application-loading', null],
    // The accepted pages, the start page, content, account and other pages: never.
    ['otp_agreement', 'application-accepted', null],
    ['direct_debit_information', 'application-accepted-cash', null],
    ['address', 'registration', null],
    ['address', 'registration-details', null],
    ['otp_agreement', 'home', null],
    ['otp_agreement', 'profile', null],
    ['otp_agreement', 'profile-change-phone', null],
    ['otp_agreement', 'login', null],
    ['otp_agreement', 'recover', null],
  ] as const)('at step %s the page %s goes to %s', (step, route, to) => {
    expect(softRedirect(null, active(step), named, route)).toBe(to)
    expect(softRedirect(active('manual_page'), active(step), named, route)).toBe(to)
  })

  it('tells the journey pages, moved by the flow, from the pages a client reads, which get the banner', () => {
    for (const route of ['flow', 'details', 'payment', 'registration-address', 'application-loading', 'profile-my-loan'] as const)
      expect([isJourneyPage(route), isReadingPage(route)], route).toEqual([true, false])
    for (const route of ['home', 'faq', 'documents', 'profile', 'profile-change-email'] as const)
      expect([isJourneyPage(route), isReadingPage(route)], route).toEqual([false, true])
    for (const route of ['login', 'recover', 'registration', null] as const)
      expect([isJourneyPage(route), isReadingPage(route)], String(route)).toEqual([false, false])
  })

  it('takes an open flow page to application loading when a poll newly answers completed or verification', () => {
    const from = active('direct_debit_information')
    expect(decisionRedirect(from, active('verification'), 'direct-debit-information')).toBe('application-loading')
    expect(decisionRedirect(from, completed('reject_page'), 'payment')).toBe('application-loading')
    expect(decisionRedirect(active('loan_page'), completed('loan_page'), 'details')).toBe('application-loading')
    // The first answer (the guard routes it) or the same answer again moves nothing.
    expect(decisionRedirect(null, active('verification'), 'payment')).toBeNull()
    expect(decisionRedirect(active('verification'), active('verification'), 'document-verification')).toBeNull()
    // An active flow outside verification is the soft redirect's.
    expect(decisionRedirect(from, active('otp_agreement'), 'direct-debit-information')).toBeNull()
    // The application pages show the decision themselves; the loan view and the profile stay after signing (loan_page, completed).
    for (const route of [
      'application-accepted',
      'application-offer-increase',
      'profile-my-loan',
      'profile',
      'registration-summary',
      'faq',
    ] as const)
      expect(decisionRedirect(active('otp_agreement'), completed('loan_page'), route), route).toBeNull()
  })

  it('answers a poll with application loading first, else the soft redirect', () => {
    const from = active('direct_debit_information')
    expect(pollRoute(from, active('verification'), named, 'direct-debit-information')).toBe('application-loading')
    expect(pollRoute(from, active('otp_agreement'), named, 'direct-debit-information')).toBe('registration-summary')
    expect(pollRoute(from, completed('reject_page'), named, 'profile')).toBeNull()
  })

  it('pushes a client on a registration page to the step of address, work_info or relative_info, never back', () => {
    expect(registrationPush('registration', 'address')).toBe('registration-address')
    expect(registrationPush('registration-details', 'work_info')).toBe('registration-employment')
    expect(registrationPush('registration-address', 'work_info')).toBe('registration-employment')
    expect(registrationPush('registration-employment', 'relative_info')).toBe('registration-reference')
    expect(registrationPush('registration-address', 'relative_info')).toBe('registration-reference')
    // A later screen opened on purpose stays; other steps push nowhere.
    expect(registrationPush('registration-employment', 'address')).toBeNull()
    expect(registrationPush('registration-summary', 'work_info')).toBeNull()
    expect(registrationPush('registration', 'new_client_created')).toBeNull()
    expect(registrationPush('registration', null)).toBeNull()
    expect(mayBePushed('registration-reference')).toBe(false)
    expect(mayBePushed('registration-address')).toBe(true)
  })
})

describe('progress', () => {
  it('is kept on every page under /registration (the start page a guest is sent to with 30 among them), cleared on every other page', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const registration = ROUTES[name] === '/registration' || ROUTES[name].startsWith('/registration/')
      expect(keepsProgress(name, 30), name).toBe(registration)
    }
    expect(keepsProgress(null, 30)).toBe(false)
  })

  it('keeps a progress of 0 anywhere', () => {
    expect(keepsProgress('home', 0)).toBe(true)
    expect(keepsProgress(null, 0)).toBe(true)
  })

  it('is a percent of 100 steps', () => {
    expect(progressPercent(30)).toBe(30)
    expect(progressPercent(140)).toBe(100)
    expect(progressPercent(-3)).toBe(0)
  })
})

describe('external login of step facebook', () => {
  it("takes the page's query along to the facebook login screen only", () => {
    expect(carriedSearch('facebook-login', '?utm_source=x&utm_medium=y')).toBe('?utm_source=x&utm_medium=y')
    expect(carriedSearch('facebook-login', 'utm_source=x')).toBe('?utm_source=x')
    expect(carriedSearch('facebook-login', '')).toBe('')
    expect(carriedSearch('facebook-login', '?')).toBe('')
    expect(carriedSearch('application-loading', '?utm_source=x')).toBe('')
    expect(carriedSearch('registration-address', '?utm_source=x')).toBe('')
  })

  it.each([
    // login URL, the query carried, application id, client id, the link out
    [
      'https://login.example/oauth',
      carriedSearch('facebook-login', '?utm_source=x'),
      9,
      'app-123',
      'https://login.example/oauth?utm_source=x&client_id=app-123&applicationId=9',
    ],
    // A stale application id or client id in the query gives way to the current ones.
    [
      'https://login.example/oauth',
      '?applicationId=1&utm_source=x&client_id=evil',
      9,
      'app-123',
      'https://login.example/oauth?applicationId=9&utm_source=x&client_id=app-123',
    ],
    [
      'https://login.example/oauth?scope=email',
      '?utm_source=x&a=b',
      42,
      '777',
      'https://login.example/oauth?scope=email&utm_source=x&a=b&client_id=777&applicationId=42',
    ],
    ['https://login.example/oauth', '', null, '777', 'https://login.example/oauth?client_id=777'],
    // No client id configured: the external login is off.
    ['https://login.example/oauth', '?utm_source=x', 9, null, null],
    ['https://login.example/oauth', '?utm_source=x', 9, '', null],
  ] as const)('links %s with %s, application %s and client %s to %s', (base, search, id, clientId, url) => {
    expect(externalLoginUrl(base, search, id, clientId)).toBe(url)
  })
})

describe('route names of paths (the flow routes by name)', () => {
  it('reads the route of a localized path', () => {
    expect(routeNameOf('/es/flow/payment')).toBe('payment')
    expect(routeNameOf('/es/flow')).toBe('flow')
    expect(routeNameOf('/es/flow/')).toBe('flow')
    expect(routeNameOf('/es/registration')).toBe('registration')
    expect(routeNameOf('/en/application/accepted')).toBe('application-accepted')
    expect(routeNameOf('/es/')).toBe('home')
    expect(routeNameOf('/es/no-existe')).toBeNull()
  })
})

describe('sandbox mode is callable', () => {
  it('for admins, or anyone with the qa-disable-flow cookie', () => {
    expect(hasCookie('a=1; qa-disable-flow=1; b=2', 'qa-disable-flow')).toBe(true)
    expect(hasCookie('qa-disable-flow', 'qa-disable-flow')).toBe(true)
    expect(hasCookie('xqa-disable-flow=1; qa-disable-flowx=1', 'qa-disable-flow')).toBe(false)
    expect(sandboxCallable(true, '')).toBe(true)
    expect(sandboxCallable(false, 'qa-disable-flow=yes')).toBe(true)
    expect(sandboxCallable(false, 'calculator=x')).toBe(false)
  })
})

describe('the "Continúa tu solicitud" banner', () => {
  const flow = (step: string, status: 'active' | 'completed' = 'active') => ({ step, status, errors: [] })
  const active = { status: 1, firstName: 'Paola' }
  it.each([
    // The journey moved on while the client reads: the page the entry shows now.
    ['faq', flow('work_info'), flow('relative_info'), active, 'registration-reference'],
    ['contacts', flow('verification'), flow('tmc_page', 'completed'), active, 'application-loading'],
    ['home', flow('manual_page'), flow('reject_page'), active, 'application-rejected'],
    ['profile-change-email', flow('offer_increase'), flow('direct_debit_information'), active, 'direct-debit-information'],
    ['documents', flow('loan_page', 'completed'), flow('no_loan_page', 'completed'), active, 'application-loading'],
    // The profile is read as the account pages are: the banner, not a move.
    ['profile', flow('work_info'), flow('relative_info'), active, 'registration-reference'],
    // Nothing moved, or no banner on this page, or the client is not active.
    ['faq', flow('work_info'), flow('work_info'), active, null],
    ['profile-my-loan', flow('work_info'), flow('relative_info'), active, null],
    ['registration-address', flow('address'), flow('work_info'), active, null],
    ['faq', flow('work_info'), flow('relative_info'), { status: 4, firstName: 'Paola' }, null],
    ['faq', null, flow('relative_info'), active, null],
  ] as const)('on %s, from %o to %o: %s', (route, previous, next, client, expected) => {
    expect(resumeRoute(previous, next, client, route as RouteName)).toBe(expected)
  })
})

describe('the flow at its edges', () => {
  const at = (step: string, ...errors: string[]): FlowState => ({ step, status: 'active', errors })

  it('shows the identity check only at the ID step while its check is pending', () => {
    expect(flowScreen(at('id_document_upload', 'identity_check_pending'))).toBe('document-verification')
    expect(flowScreen(at('payroll_upload', 'identity_check_pending'))).toBe('registration-payroll-upload')
  })

  it('lets a payout page open at each step of signing, the bank statement too', () => {
    for (const step of [
      'id_document_upload',
      'payroll_upload',
      'bank_statement_upload',
      'direct_debit_information',
      'otp_agreement',
    ])
      expect(enteredRoute(at(step), named, 'payment'), step).toBeNull()
    expect(enteredRoute(at('bank_statement_upload'), named, 'direct-debit-information')).toBeNull()
  })

  it('takes every flow page, the reference and the identity check too, to application loading once the decision is awaited', () => {
    for (const route of ['flow', 'details', 'reference', 'document-verification', 'payment', 'facebook-login'] as const)
      expect(decisionRedirect(at('payroll_upload'), completed('payroll_upload'), route), route).toBe('application-loading')
  })

  it('never moves a client off the accepted page, whatever step comes', () => {
    expect(softRedirect(null, at('address'), named, 'application-accepted')).toBeNull()
    expect(softRedirect(null, at('address'), named, 'application-accepted-cash')).toBeNull()
  })

  it('leaves an application page to the application when the step has no screen', () => {
    expect(softRedirect(null, at('a_step_not_known_yet'), named, 'application-loading')).toBeNull()
  })

  it('moves no page before the client is known, and offers no way back to her', () => {
    expect(softRedirect(null, at('address'), null, 'registration-employment')).toBeNull()
    expect(resumeRoute(at('address'), at('work_info'), null, 'home')).toBeNull()
  })

  it('leaves a client reading the outcome of her identity check there', () => {
    for (const code of ['identity_check_declined', 'identity_resubmission_requested'])
      expect(softRedirect(null, at('id_document_upload', code), named, 'document-verification'), code).toBeNull()
  })

  it('counts the account changes among the pages a client reads on her own', () => {
    for (const route of ['profile-change-email', 'profile-change-password', 'profile-change-phone'] as const)
      expect(isReadingPage(route), route).toBe(true)
  })

  it('never pushes a client to the registration screen she is on', () => {
    expect(registrationPush('registration-address', 'address')).toBeNull()
    expect(registrationPush('registration-employment', 'work_info')).toBeNull()
    expect(registrationPush('registration-reference', 'relative_info')).toBeNull()
  })

  it('may push from the start page and the screens before the reference, and from no other', () => {
    expect(
      (['registration', 'registration-details', 'registration-address', 'registration-employment'] as const).map(mayBePushed),
    ).toEqual([true, true, true, true])
    expect((['registration-reference', 'registration-summary', 'home'] as const).map(mayBePushed)).toEqual([false, false, false])
  })
})
