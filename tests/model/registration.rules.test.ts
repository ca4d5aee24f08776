import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  isRegistrationScreen,
  openedScreen,
  registrationMachine,
  registrationRouteOf,
  type RegistrationEvent,
  type RegistrationScreen,
} from '../../machines/registration.machine'

/*
 * The registration's pages in order, how the router follows each move, and where a page opened
 * with the server's step leads: tables written from the product's rules, not from the machine.
 */

const start = () => createActor(registrationMachine).start()
const shown = (actor: ReturnType<typeof start>) => ({
  state: actor.getSnapshot().value,
  route: registrationRouteOf(actor.getSnapshot()),
  move: actor.getSnapshot().context.move,
})

describe('walking the registration', () => {
  it('shows each step after the one done, each as a new page Back returns to', () => {
    const actor = start()
    expect(shown(actor)).toEqual({ state: 'signUp', route: 'registration', move: 'push' })
    const walk: [RegistrationEvent['type'], string, string][] = [
      ['registration.details.submitted', 'address', 'registration-address'],
      ['registration.address.submitted', 'employment', 'registration-employment'],
      ['registration.employment.submitted', 'reference', 'registration-reference'],
      ['registration.reference.submitted', 'idDocument', 'registration-id-document-upload'],
      ['registration.idDocument.uploaded', 'payroll', 'registration-payroll-upload'],
      ['registration.payroll.uploaded', 'bankStatement', 'registration-bank-statement-upload'],
      ['registration.bankStatement.uploaded', 'belvo', 'registration-belvo'],
      ['registration.belvo.done', 'card', 'registration-debit-credit-card'],
      ['registration.card.saved', 'handedOver', 'flow'],
    ]
    for (const [type, state, route] of walk) {
      actor.send({ type } as RegistrationEvent)
      expect(shown(actor)).toEqual({ state, route, move: 'push' })
    }
  })

  it('replaces the start page with the address for a client whose phone is already verified', () => {
    const actor = start()
    actor.send({ type: 'registration.details.verified' })
    expect(shown(actor)).toEqual({ state: 'address', route: 'registration-address', move: 'replace' })
  })

  it('ignores a step done out of order', () => {
    const actor = start()
    actor.send({ type: 'registration.payroll.uploaded' })
    expect(actor.getSnapshot().value).toBe('signUp')
  })

  it('shows the loan once the agreement is signed, replacing the signing page', () => {
    const actor = start()
    actor.send({ type: 'registration.opened', screen: 'registration-summary', step: 'otp_agreement' })
    expect(shown(actor)).toEqual({ state: 'summary', route: 'registration-summary', move: 'replace' })
    actor.send({ type: 'registration.agreement.signed' })
    expect(shown(actor)).toEqual({ state: 'signed', route: 'profile-my-loan', move: 'replace' })
  })
})

describe('a registration page opened with the server step', () => {
  it.each<[RegistrationScreen, string | null, string, string]>([
    // While registering, the page opened, unless a due form step comes before it.
    ['registration', null, 'signUp', 'registration'],
    ['registration', 'new_client_created', 'signUp', 'registration'],
    ['registration', 'address', 'address', 'registration-address'],
    ['registration', 'work_info', 'employment', 'registration-employment'],
    ['registration', 'relative_info', 'reference', 'registration-reference'],
    ['registration-address', 'relative_info', 'reference', 'registration-reference'],
    ['registration-employment', 'address', 'employment', 'registration-employment'],
    ['registration-reference', null, 'reference', 'registration-reference'],
    ['registration-id-document-upload', 'work_info', 'idDocument', 'registration-id-document-upload'],
    ['registration-payroll-upload', null, 'payroll', 'registration-payroll-upload'],
    ['registration-bank-statement-upload', null, 'bankStatement', 'registration-bank-statement-upload'],
    ['registration-belvo', 'belvo', 'belvo', 'registration-belvo'],
    ['registration-debit-credit-card', null, 'card', 'registration-debit-credit-card'],
    // Past registration: only the step's own page; the flow's entry for any other.
    ['registration-payroll-upload', 'payroll_upload', 'payroll', 'registration-payroll-upload'],
    ['registration-address', 'tmc_page', 'handedOver', 'flow'],
    ['registration', 'pre_approval', 'handedOver', 'flow'],
    // The agreement: while one stands to be signed, else the flow's entry.
    ['registration-summary', 'otp_agreement', 'summary', 'registration-summary'],
    ['registration-summary', 'direct_debit_information', 'summary', 'registration-summary'],
    ['registration-summary', null, 'summary', 'registration-summary'],
    ['registration-summary', 'manual_page', 'handedOver', 'flow'],
    // Once the loan is active, the loan, whatever page was opened.
    ['registration-summary', 'loan_page', 'signed', 'profile-my-loan'],
    ['registration-address', 'loan_page', 'signed', 'profile-my-loan'],
  ])('%s at step %s shows the state %s, page %s', (screen, step, state, route) => {
    const actor = start()
    actor.send({ type: 'registration.opened', screen, step })
    expect(shown(actor)).toEqual({ state, route, move: 'replace' })
    expect(actor.getSnapshot().context).toMatchObject({ opened: screen, step })
  })

  it('leads the same way as the rule of the page opened', () => {
    expect(openedScreen('registration-address', 'work_info')).toBe('registration-employment')
    expect(openedScreen('registration-reference', 'work_info')).toBe('registration-reference')
    expect(openedScreen('registration-belvo', 'offer_increase')).toBe('flow')
    expect(openedScreen('registration-summary', 'payroll_upload')).toBe('registration-summary')
  })
})

describe('the registration screens', () => {
  it.each([
    ['registration', true],
    ['registration-address', true],
    ['registration-summary', true],
    ['registration-debit-credit-card', true],
    // The details step shares the start page's path: the start page stands for it.
    ['registration-details', false],
    ['flow', false],
    ['profile-my-loan', false],
    [null, false],
  ] as const)('%s is a registration screen: %s', (route, expected) => {
    expect(isRegistrationScreen(route)).toBe(expected)
  })

  it('shows no page while choosing where a page opened leads', () => {
    expect(registrationRouteOf({ value: 'opening' })).toBeNull()
  })
})
