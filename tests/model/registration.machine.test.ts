import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  registrationMachine,
  registrationRouteOf,
  type RegistrationEvent,
  type StepDone,
} from '../../machines/registration.machine'
import type { RouteName } from '../../src/domain/routes'
import { uncovered } from './support/graph'
import { machinePaths } from './support/paths'

const paths = machinePaths('registration')

/*
 * The oracle, written from the product's registration order and the server's push rule, not read
 * from the machine: which page each step is done on, the page after it, and how the page moves.
 */
const ORDER: RouteName[] = [
  'registration',
  'registration-address',
  'registration-employment',
  'registration-reference',
  'registration-id-document-upload',
  'registration-payroll-upload',
  'registration-bank-statement-upload',
  'registration-belvo',
  'registration-debit-credit-card',
  // Registered: the flow's entry leads on (details, the application); the agreement opens from the flow.
  'flow',
]

const DONE_ON: Record<Exclude<StepDone, 'registration.agreement.signed'>, [on: RouteName, move: 'push' | 'replace']> = {
  'registration.details.submitted': ['registration', 'push'],
  'registration.details.verified': ['registration', 'replace'],
  'registration.address.submitted': ['registration-address', 'push'],
  'registration.employment.submitted': ['registration-employment', 'push'],
  'registration.reference.submitted': ['registration-reference', 'push'],
  'registration.idDocument.uploaded': ['registration-id-document-upload', 'push'],
  'registration.payroll.uploaded': ['registration-payroll-upload', 'push'],
  'registration.bankStatement.uploaded': ['registration-bank-statement-upload', 'push'],
  'registration.belvo.done': ['registration-belvo', 'push'],
  'registration.card.saved': ['registration-debit-credit-card', 'push'],
}

/** The agreement, opened from the flow, and signed: the loan; Back never returns to the signing page. */
const SIGNED = { on: 'registration-summary', next: 'profile-my-loan', move: 'replace' } as const

/**
 * The agreement's page shows only while an agreement stands to be signed (an accepted application:
 * its requirements before signing, then the code); at any other known step the flow's entry.
 */
const NOTHING_TO_SIGN = (step: string | null) =>
  step !== null &&
  !['id_document_upload', 'payroll_upload', 'bank_statement_upload', 'direct_debit_information', 'otp_agreement'].includes(step)

/** While registering (the names, the forms, registered with nothing applied for) every page may be opened. */
const REGISTERING = ['new_client_created', 'address', 'work_info', 'relative_info']

/** Past registration, the registration pages a step of the server's shows (spec part 2's step table). */
const STEP_PAGES: Record<string, RouteName> = {
  id_document_upload: 'registration-id-document-upload',
  payroll_upload: 'registration-payroll-upload',
  bank_statement_upload: 'registration-bank-statement-upload',
  belvo: 'registration-belvo',
  otp_agreement: 'registration-summary',
}

/** The server's due form step pushes from the start page or an earlier form page. */
const PUSHES: Record<string, RouteName> = {
  'registration address': 'registration-address',
  'registration work_info': 'registration-employment',
  'registration-address work_info': 'registration-employment',
  'registration-employment relative_info': 'registration-reference',
  'registration relative_info': 'registration-reference',
  'registration-address relative_info': 'registration-reference',
}

function expected(before: { screen: RouteName | null; move: string }, event: RegistrationEvent) {
  // Once the loan is active, every registration page gives way to it.
  if (event.type === 'registration.opened' && event.step === 'loan_page') return { screen: 'profile-my-loan', move: 'replace' }
  if (event.type === 'registration.opened' && event.screen === 'registration-summary')
    return { screen: NOTHING_TO_SIGN(event.step) ? 'flow' : event.screen, move: 'replace' }
  if (
    event.type === 'registration.opened' &&
    event.step !== null &&
    !REGISTERING.includes(event.step) &&
    STEP_PAGES[event.step] !== event.screen
  )
    return { screen: 'flow', move: 'replace' }
  if (event.type === 'registration.opened')
    return { screen: PUSHES[`${event.screen} ${event.step}`] ?? event.screen, move: 'replace' }
  if (event.type === 'registration.agreement.signed')
    return before.screen === SIGNED.on ? { screen: SIGNED.next, move: SIGNED.move } : before
  const [on, move] = DONE_ON[event.type]
  if (before.screen !== on) return before
  return { screen: ORDER[ORDER.indexOf(on) + 1]!, move }
}

describe('registration machine paths', () => {
  it.each(paths.map((path) => [path.name, path] as const))('%s', (_, path) => {
    const actor = createActor(registrationMachine).start()
    for (const event of path.events as RegistrationEvent[]) {
      const before = { screen: registrationRouteOf(actor.getSnapshot()), move: actor.getSnapshot().context.move }
      actor.send(event)
      const after = { screen: registrationRouteOf(actor.getSnapshot()), move: actor.getSnapshot().context.move }
      expect(after).toEqual(expected(before, event))
    }
  })

  it('take every transition and reach every state', () => {
    expect(
      uncovered(
        registrationMachine,
        paths.map((path) => path.events),
      ),
    ).toEqual({ transitions: [], states: [] })
  })
})

describe('registration machine', () => {
  it('starts at the sign-up page, and walks the pages in order as each step is done', () => {
    const actor = createActor(registrationMachine).start()
    const seen = [registrationRouteOf(actor.getSnapshot())]
    for (const type of Object.keys(DONE_ON) as StepDone[]) {
      if (type === 'registration.details.verified') continue
      actor.send({ type })
      seen.push(registrationRouteOf(actor.getSnapshot()))
    }
    expect(seen).toEqual(ORDER)
  })

  it('shows on every state the page its meta names (the projection the production build runs without meta)', () => {
    const states = registrationMachine.root.states
    const named = Object.entries(states).filter(([, node]) => (node.meta as { screen?: string } | undefined)?.screen)
    expect(named.map(([key]) => key)).toEqual(Object.keys(states).filter((key) => key !== 'opening'))
    for (const [key, node] of named) {
      const snapshot = registrationMachine.resolveState({ value: key, context: { opened: null, step: null, move: 'push' } })
      expect([key, registrationRouteOf(snapshot)]).toEqual([key, (node.meta as { screen: string }).screen])
    }
  })

  it('ignores a step done on another page: the page opened is where the client stands', () => {
    const actor = createActor(registrationMachine).start()
    actor.send({ type: 'registration.opened', screen: 'registration-belvo', step: null })
    actor.send({ type: 'registration.address.submitted' })
    expect(registrationRouteOf(actor.getSnapshot())).toBe('registration-belvo')
  })
})
