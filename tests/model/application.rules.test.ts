import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate'
import {
  applicationMachine,
  applicationRouteOf,
  type ApplicationEvent,
  type ApplicationReading,
} from '../../machines/application.machine'
import type { ApplicationDraft, ApplicationView } from '../../src/domain/application'
import { recordedCalls } from './support/recorded'

/*
 * Where an application stands after each step, the page it projects and what each ERP call is
 * given: statuses 1 new, 3 accepted, 4 completed, 5 canceled, 6 rejected, 13 special offer,
 * 14 manual verification, 17 decrease, 18 increase, 401 decision error (docs/API.md "Decisions").
 */

const draft: ApplicationDraft = { amount: 3000, payCycle: 'semi_monthly', payDates: '15,30', promoCode: null }
const otherDraft: ApplicationDraft = { ...draft, amount: 4000 }
const view = (status: number, extra: Partial<ApplicationView> = {}): ApplicationView => ({
  id: 77,
  status,
  desiredLoanAmount: { amount: 3000 },
  principalAmount: { amount: 3000 },
  loanAmount: { amount: 3600 },
  term: { value: 15, unit: 'day' },
  offeredAmount: null,
  payDates: { first_repayment_option: '2026-11-30', second_repayment_option: null },
  ...extra,
})
const reading = (application: ApplicationView | null, extra: Partial<ApplicationReading> = {}): ApplicationReading => ({
  application,
  hasDisbursementMethod: true,
  hasActiveLoan: false,
  registrationStep: null,
  ...extra,
})
const problem = (status: number, rule?: string) => ({ status, violations: rule ? [{ name: 'application', status: rule }] : [] })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as ApplicationEvent
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as ApplicationEvent
const cashChoice = { providers: [{ code: 'oxxo' }, { code: 'seven' }], chosen: null } as never

function application() {
  const { calls, recorded } = recordedCalls()
  const clock = new SimulatedClock()
  const actor = createActor(
    applicationMachine.provide({
      actors: {
        loadQuote: recorded('loadQuote'),
        createApplication: recorded('createApplication'),
        loadApplication: recorded('loadApplication'),
        cancelApplication: recorded('cancelApplication'),
        loadCashChoice: recorded('loadCashChoice'),
        chooseCashProvider: recorded('chooseCashProvider'),
      },
    }),
    { input: {}, clock },
  ).start()
  const send = (event: ApplicationEvent | AnyEventObject) => actor.send(event as ApplicationEvent)
  return {
    actor,
    calls,
    clock,
    send,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    route: () => applicationRouteOf(actor.getSnapshot()),
    callsOf: (call: string) => calls.filter((c) => c.call === call),
  }
}

/** The loading page opened, the application read with this reading. */
function followed(read: ApplicationReading) {
  const a = application()
  a.send({ type: 'application.follow' })
  a.send(done('loadApplication', read))
  return a
}

describe('applying', () => {
  it('reads first, shows no page until then, and then asks for the figures of the draft', () => {
    const a = application()
    expect(a.route()).toBeNull()
    a.send({ type: 'apply.opened', draft })
    expect(a.value()).toEqual({ applying: 'checking' })
    expect(a.route()).toBeNull()
    a.send(done('loadApplication', reading(null)))
    expect(a.value()).toEqual({ applying: 'quoting' })
    expect(a.route()).toBe('application-apply')
    expect(a.callsOf('loadQuote')).toEqual([{ call: 'loadQuote', input: draft }])
    a.send(done('loadQuote', { total: 3600 }))
    expect(a.value()).toEqual({ applying: 'ready' })
    expect(a.context().quote).toEqual({ total: 3600 })
  })

  it('shows a link to the calculator when nothing was chosen', () => {
    const a = application()
    a.send({ type: 'apply.opened', draft: null })
    a.send(failed('loadApplication', problem(-1)))
    expect(a.value()).toEqual({ applying: 'noDraft' })
    expect(a.route()).toBe('application-apply')
  })

  it('lets the client retry the figures, or apply without them', () => {
    const a = application()
    a.send({ type: 'apply.opened', draft })
    a.send(done('loadApplication', reading(null)))
    a.send(failed('loadQuote', problem(503)))
    expect(a.value()).toEqual({ applying: 'quoteFailed' })
    expect(a.context().problem).toEqual(problem(503))
    a.send({ type: 'quote.retry' })
    expect(a.value()).toEqual({ applying: 'quoting' })
    a.send(failed('loadQuote', problem(503)))
    a.send({ type: 'application.submit' })
    expect(a.value()).toBe('creating')
    expect(a.context().problem).toBeNull()
  })

  it.each<[string, ApplicationReading, unknown, string | null]>([
    ['an application under way', reading(view(1)), { following: 'waiting' }, 'application-loading'],
    ['an active loan', reading(null, { hasActiveLoan: true }), 'loan', 'profile-my-loan'],
    ['the address still due', reading(null, { registrationStep: 'address' }), 'registrationDue', 'registration-address'],
    ['an accepted application', reading(view(3)), { decided: 'accepted' }, 'application-accepted'],
  ])('goes where %s stands instead', (_, read, state, route) => {
    const a = application()
    a.send({ type: 'apply.opened', draft })
    a.send(done('loadApplication', read))
    expect(a.value()).toEqual(state)
    expect(a.route()).toBe(route)
  })

  it('offers to apply again after a closed application', () => {
    const a = application()
    a.send({ type: 'apply.opened', draft })
    a.send(done('loadApplication', reading(view(5))))
    expect(a.value()).toEqual({ applying: 'quoting' })
  })
})

describe('leaving or reopening the apply page', () => {
  const atFigures = () => {
    const a = application()
    a.send({ type: 'apply.opened', draft })
    a.send(done('loadApplication', reading(null)))
    return a
  }

  it('starts over, reading first, when the apply page is opened again over its figures', () => {
    const a = atFigures()
    a.send(done('loadQuote', { total: 3600 }))
    a.send({ type: 'apply.opened', draft: otherDraft })
    expect(a.value()).toEqual({ applying: 'checking' })
    expect(a.callsOf('loadApplication')).toHaveLength(2)
    expect(a.context()).toMatchObject({ draft: otherDraft, quote: null })
  })

  it('forgets the figures and why they failed when the client leaves', () => {
    const shown = atFigures()
    shown.send(done('loadQuote', { total: 3600 }))
    shown.send({ type: 'application.left' })
    expect(shown.context().quote).toBeNull()
    const failedFigures = atFigures()
    failedFigures.send(failed('loadQuote', problem(503)))
    failedFigures.send({ type: 'application.left' })
    expect(failedFigures.value()).toBe('idle')
    expect(failedFigures.context().problem).toBeNull()
  })
})

describe('creating the application', () => {
  function ready() {
    const a = application()
    a.send({ type: 'apply.opened', draft })
    a.send(done('loadApplication', reading(null)))
    a.send(done('loadQuote', { total: 3600 }))
    a.send({ type: 'application.submit' })
    return a
  }

  it('sends the draft with a key made for it, and follows the application made', () => {
    const a = ready()
    expect(a.value()).toBe('creating')
    expect(a.route()).toBe('application-apply')
    const [creation] = a.callsOf('createApplication')
    expect(creation?.input).toMatchObject({ draft })
    const key = (creation?.input as { idempotencyKey: string }).idempotencyKey
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.context()).toMatchObject({ idempotencyKey: key, keyDraft: draft })
    a.send(done('createApplication', view(1)))
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.context()).toMatchObject({ application: view(1), idempotencyKey: null, keyDraft: null, stage: null })
  })

  it('ignores a second submit or a reopened apply page while creating', () => {
    const a = ready()
    a.send({ type: 'apply.opened', draft })
    a.send({ type: 'apply.direct', draft })
    expect(a.value()).toBe('creating')
    expect(a.callsOf('createApplication')).toHaveLength(1)
  })

  it('tries a failed creation again with the same key, and says why it failed', () => {
    const a = ready()
    const key = (a.callsOf('createApplication')[0]?.input as { idempotencyKey: string }).idempotencyKey
    a.send(failed('createApplication', problem(500)))
    expect(a.value()).toBe('createFailed')
    expect(a.route()).toBe('application-apply')
    expect(a.context().problem).toEqual(problem(500))
    a.send({ type: 'application.retry' })
    expect(a.value()).toBe('creating')
    expect(a.context().problem).toBeNull()
    expect((a.callsOf('createApplication')[1]?.input as { idempotencyKey: string }).idempotencyKey).toBe(key)
    a.send(failed('createApplication', problem(500)))
    a.send({ type: 'application.submit' })
    expect(a.value()).toBe('creating')
  })

  it('keeps the key through the apply page opened again with the same draft, not with another', () => {
    const a = ready()
    const key = a.context().idempotencyKey
    a.send(failed('createApplication', problem(500)))
    a.send({ type: 'apply.opened', draft: { ...draft } })
    expect(a.context().idempotencyKey).toBe(key)
    a.send({ type: 'apply.opened', draft: otherDraft })
    expect(a.context()).toMatchObject({ idempotencyKey: null, keyDraft: null, draft: otherDraft })
  })

  it.each(['active_application_exists', 'active_loan_exists'])(
    'follows what the ERP already holds when it answers %s',
    (rule) => {
      const a = ready()
      a.send(failed('createApplication', problem(409, rule)))
      expect(a.value()).toEqual({ following: 'checking' })
    },
  )

  it('creates at once from the compact calculator, with no summary', () => {
    const a = application()
    a.send({ type: 'apply.direct', draft })
    expect(a.value()).toBe('creating')
    expect(a.callsOf('createApplication')[0]?.input).toMatchObject({ draft })
  })
})

describe('following the application', () => {
  it.each<[string, ApplicationReading, unknown, string | null, string | null]>([
    ['new', reading(view(1)), { following: 'waiting' }, 'application-loading', null],
    ['accepted, to a CLABE or card', reading(view(3)), { decided: 'accepted' }, 'application-accepted', 'accepted'],
    [
      'accepted, without a CLABE or card',
      reading(view(3), { hasDisbursementMethod: false }),
      { decided: { acceptedCash: 'loading' } },
      'application-accepted-cash',
      'accepted-cash',
    ],
    ['rejected', reading(view(6)), { decided: 'rejected' }, 'application-rejected', 'rejected'],
    ['in manual verification', reading(view(14)), 'watching', 'application-manual-verification', 'manual-verification'],
    ['offered more', reading(view(18)), { offer: 'increase' }, 'application-offer-increase', 'offer-increase'],
    ['offered less', reading(view(17)), { offer: 'decrease' }, 'application-offer-decrease', 'offer-decrease'],
    ['a special offer', reading(view(13)), { offer: 'decrease' }, 'application-offer-decrease', 'offer-decrease'],
    ['not decidable', reading(view(401)), 'decisionError', 'application-loading', 'decision-error'],
    ['canceled', reading(view(5)), 'closed', 'application-loading', null],
    ['completed into a loan', reading(view(4)), 'loan', 'profile-my-loan', null],
    ['none', reading(null), 'noApplication', 'application-apply', null],
    [
      'none, the employment due',
      reading(null, { registrationStep: 'work_info' }),
      'registrationDue',
      'registration-employment',
      null,
    ],
    ['none, the names due', reading(null, { registrationStep: 'new_client_created' }), 'registrationDue', 'details', null],
  ])('shows an application %s', (_, read, state, route, stage) => {
    const a = followed(read)
    expect(a.value()).toEqual(state)
    expect(a.route()).toBe(route)
    expect(a.context().stage).toBe(stage)
  })

  it('shows no page while a page opened afresh reads the application', () => {
    const a = application()
    a.send({ type: 'application.follow' })
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.route()).toBeNull()
  })

  it('asks again every 3 s until the ERP decides', () => {
    const a = followed(reading(view(1)))
    a.clock.increment(2_999)
    expect(a.value()).toEqual({ following: 'waiting' })
    a.clock.increment(1)
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.callsOf('loadApplication')).toHaveLength(2)
  })

  it('keeps why the status could not be read', () => {
    const a = application()
    a.send({ type: 'application.follow' })
    a.send(failed('loadApplication', problem(503)))
    expect(a.context().problem).toEqual(problem(503))
  })

  it.each<[string, ApplicationReading, unknown]>([
    ['a loan active', reading(null, { hasActiveLoan: true }), 'loan'],
    ['a registration step due', reading(null, { registrationStep: 'address' }), 'registrationDue'],
    ['no application any more', reading(null), 'noApplication'],
  ])('forgets the decision shown when the next reading finds %s', (_, read, state) => {
    const a = followed(reading(view(3)))
    expect(a.context().stage).toBe('accepted')
    a.send({ type: 'application.follow' })
    a.send(done('loadApplication', read))
    expect(a.value()).toEqual(state)
    expect(a.context().stage).toBeNull()
  })

  it("goes to the flow's entry when the step due has no page of its own", () => {
    const a = followed(reading(null, { registrationStep: 'a_step_not_known_yet' }))
    expect(a.value()).toBe('registrationDue')
    expect(a.route()).toBe('flow')
  })

  it('says when the status could not be read, and asks again after 3 s or on retry', () => {
    const a = application()
    a.send({ type: 'application.follow' })
    a.send(failed('loadApplication', problem(-1)))
    expect(a.value()).toEqual({ following: 'checkFailed' })
    expect(a.context().problem).toEqual(problem(-1))
    a.clock.increment(3_000)
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.context().problem).toBeNull()
    a.send(failed('loadApplication', problem(-1)))
    a.send({ type: 'application.retry' })
    expect(a.value()).toEqual({ following: 'checking' })
  })

  it('keeps asking during manual verification', () => {
    const a = followed(reading(view(14)))
    a.clock.increment(3_000)
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.route()).toBe('application-manual-verification')
  })

  it('asks again after a decision error on retry', () => {
    const a = followed(reading(view(401)))
    a.send({ type: 'application.retry' })
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.context().stage).toBeNull()
  })

  it('keeps the decision on screen while it is asked again', () => {
    const a = followed(reading(view(3)))
    a.send({ type: 'application.follow' })
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.route()).toBe('application-accepted')
  })

  it.each(['closed', 'loan', 'registrationDue'])('reads afresh when a page is opened again after %s', (_) => {
    const read = {
      closed: reading(view(5)),
      loan: reading(view(4)),
      registrationDue: reading(null, { registrationStep: 'address' }),
    }[_]!
    const a = followed(read)
    a.send({ type: 'application.follow' })
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.context()).toMatchObject({ application: null, registrationStep: null, hasActiveLoan: false })
  })

  it('forgets what it read and stops asking when the client leaves the application pages', () => {
    const a = followed(reading(view(1)))
    a.send({ type: 'application.left' })
    expect(a.value()).toBe('idle')
    expect(a.route()).toBeNull()
    expect(a.context()).toMatchObject({ application: null, problem: null, quote: null, stage: null })
    a.clock.increment(10_000)
    expect(a.callsOf('loadApplication')).toHaveLength(1)
  })

  it('shows the apply page with the draft when the client who has no application opens it', () => {
    const a = followed(reading(null))
    a.send({ type: 'apply.opened', draft })
    expect(a.value()).toEqual({ applying: 'quoting' })
    expect(a.callsOf('loadApplication')).toHaveLength(1)
    expect(a.callsOf('loadQuote')).toEqual([{ call: 'loadQuote', input: draft }])
    const nothing = followed(reading(null))
    nothing.send({ type: 'apply.opened', draft: null })
    expect(nothing.value()).toEqual({ applying: 'noDraft' })
  })

  it('reads again when the client with no application opens another application page', () => {
    const a = followed(reading(null))
    a.send({ type: 'application.follow' })
    expect(a.value()).toEqual({ following: 'checking' })
  })
})

describe('an offer', () => {
  it('is shown by the offer machine, given the application read', () => {
    const offered = view(18, { offeredAmount: { amount: 4000 } })
    const a = followed(reading(offered))
    expect(a.value()).toEqual({ offer: 'increase' })
    const child = a.actor.getSnapshot().children.offer
    expect(child).toBeDefined()
    expect((child!.getSnapshot() as { context: { application: unknown } }).context.application).toEqual(offered)
  })

  it('is followed again with the application the offer hands back', () => {
    const a = followed(reading(view(18, { offeredAmount: { amount: 4000 } })))
    a.send(done('offer', { application: view(3) }))
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.context().application).toEqual(view(3))
  })
})

describe('canceling', () => {
  it.each<[string, ApplicationReading]>([
    ['while it is decided', reading(view(1))],
    ['in manual verification', reading(view(14))],
    ['accepted', reading(view(3))],
    ['at an offer', reading(view(18))],
    ['at a decision error', reading(view(401))],
  ])('cancels an open application %s', (_, read) => {
    const a = followed(read)
    a.send({ type: 'application.cancel' })
    expect(a.value()).toBe('cancelling')
    expect(a.callsOf('cancelApplication')).toEqual([{ call: 'cancelApplication', input: { applicationId: 77 } }])
    a.send(done('cancelApplication', view(5)))
    expect(a.value()).toBe('closed')
    expect(a.context()).toMatchObject({ application: view(5), stage: null })
  })

  it('refuses to cancel a closed application', () => {
    const a = followed(reading(view(6)))
    a.send({ type: 'application.cancel' })
    expect(a.value()).toEqual({ decided: 'rejected' })
  })

  it('reads where it stands when the ERP says it was signed or closed meanwhile', () => {
    for (const rule of ['application_signed', 'application_closed']) {
      const a = followed(reading(view(3)))
      a.send({ type: 'application.cancel' })
      a.send(failed('cancelApplication', problem(409, rule)))
      expect(a.value()).toEqual({ following: 'checking' })
      expect(a.context().stage).toBeNull()
    }
  })

  it('says why a cancel failed, and retries it or keeps the application', () => {
    const a = followed(reading(view(3)))
    a.send({ type: 'application.cancel' })
    a.send(failed('cancelApplication', problem(500)))
    expect(a.value()).toBe('cancelFailed')
    expect(a.context().problem).toEqual(problem(500))
    expect(a.route()).toBe('application-accepted')
    a.send({ type: 'application.retry' })
    expect(a.value()).toBe('cancelling')
    a.send(failed('cancelApplication', problem(500)))
    a.send({ type: 'cancel.dismiss' })
    expect(a.value()).toEqual({ following: 'checking' })
  })
})

describe('accepted in cash', () => {
  function choosing(chosen: string | null = null) {
    const a = followed(reading(view(3), { hasDisbursementMethod: false }))
    expect(a.callsOf('loadCashChoice')).toEqual([{ call: 'loadCashChoice', input: { applicationId: 77 } }])
    a.send(done('loadCashChoice', { ...(cashChoice as object), chosen }))
    return a
  }

  it('offers the networks, the one chosen before picked', () => {
    const a = choosing('oxxo')
    expect(a.value()).toEqual({ decided: { acceptedCash: 'choosing' } })
    expect(a.context().cashSelected).toBe('oxxo')
  })

  it('says when the networks could not be read, and reads them again on retry', () => {
    const a = followed(reading(view(3), { hasDisbursementMethod: false }))
    a.send(failed('loadCashChoice', problem(503)))
    expect(a.value()).toEqual({ decided: { acceptedCash: 'loadFailed' } })
    expect(a.context().problem).toEqual(problem(503))
    a.send({ type: 'application.retry' })
    expect(a.value()).toEqual({ decided: { acceptedCash: 'loading' } })
    expect(a.context().problem).toBeNull()
  })

  it('goes on to sign at once when the network picked is the one saved', () => {
    const a = choosing('oxxo')
    a.send({ type: 'cash.confirm' })
    expect(a.value()).toBe('toSigning')
    expect(a.route()).toBe('flow')
    expect(a.callsOf('chooseCashProvider')).toEqual([])
  })

  it('waits for a network to be picked', () => {
    const a = choosing()
    a.send({ type: 'cash.confirm' })
    expect(a.value()).toEqual({ decided: { acceptedCash: 'choosing' } })
  })

  it('saves the network picked, then goes on to sign', () => {
    const a = choosing('oxxo')
    a.send({ type: 'cash.select', provider: 'seven' as never })
    expect(a.context().cashSelected).toBe('seven')
    a.send({ type: 'cash.confirm' })
    expect(a.value()).toEqual({ decided: { acceptedCash: 'saving' } })
    expect(a.callsOf('chooseCashProvider')).toEqual([
      { call: 'chooseCashProvider', input: { applicationId: 77, provider: 'seven' } },
    ])
    a.send(done('chooseCashProvider', { ...(cashChoice as object), chosen: 'seven' }))
    expect(a.value()).toBe('toSigning')
    expect(a.context().cashChoice).toMatchObject({ chosen: 'seven' })
  })

  it('keeps the choice on screen with the reason when it could not be saved, and clears it at the next pick', () => {
    const a = choosing()
    a.send({ type: 'cash.select', provider: 'oxxo' as never })
    a.send({ type: 'cash.confirm' })
    a.send(failed('chooseCashProvider', problem(500)))
    expect(a.value()).toEqual({ decided: { acceptedCash: 'choosing' } })
    expect(a.context().problem).toEqual(problem(500))
    a.send({ type: 'cash.select', provider: 'seven' as never })
    expect(a.context().problem).toBeNull()
  })

  it('saves the same pick again without the reason it failed before', () => {
    const a = choosing()
    a.send({ type: 'cash.select', provider: 'oxxo' as never })
    a.send({ type: 'cash.confirm' })
    a.send(failed('chooseCashProvider', problem(500)))
    a.send({ type: 'cash.confirm' })
    expect(a.value()).toEqual({ decided: { acceptedCash: 'saving' } })
    expect(a.context().problem).toBeNull()
    expect(a.callsOf('chooseCashProvider')).toHaveLength(2)
  })

  it('reads where the application stands when it no longer takes a network', () => {
    const a = choosing()
    a.send({ type: 'cash.select', provider: 'oxxo' as never })
    a.send({ type: 'cash.confirm' })
    a.send(failed('chooseCashProvider', { status: 409, violations: [{ name: 'provider', status: 'application_not_cash' }] }))
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.context().stage).toBeNull()
  })

  it('reads afresh when an application page is opened on the way to signing', () => {
    const a = choosing('oxxo')
    a.send({ type: 'cash.confirm' })
    a.send({ type: 'application.follow' })
    expect(a.value()).toEqual({ following: 'checking' })
    expect(a.context().cashChoice).toBeNull()
  })
})

describe('calls the app has not given', () => {
  /** Every call answers at once but `missing`, left as the machine's own stand-in. */
  const without = (missing: string, read: ApplicationReading) => {
    const answers: Record<string, unknown> = {
      loadApplication: read,
      loadCashChoice: { ...(cashChoice as object), chosen: null },
    }
    const actors = Object.fromEntries(
      Object.entries(answers)
        .filter(([name]) => name !== missing)
        .map(([name, output]) => [name, fromPromise(async () => output)]),
    )
    return createActor(applicationMachine.provide({ actors }), { input: {} }).start()
  }

  it('cancelApplication fails rather than answers', async () => {
    const a = without('cancelApplication', reading(view(3)))
    a.send({ type: 'application.follow' })
    await waitFor(a, (snapshot) => snapshot.matches({ decided: 'accepted' }), { timeout: 2000 })
    a.send({ type: 'application.cancel' })
    await waitFor(a, (snapshot) => !snapshot.matches('cancelling'), { timeout: 2000 })
    expect(a.getSnapshot().value).toBe('cancelFailed')
  })

  it('chooseCashProvider fails rather than answers', async () => {
    const a = without('chooseCashProvider', reading(view(3), { hasDisbursementMethod: false }))
    a.send({ type: 'application.follow' })
    await waitFor(a, (snapshot) => snapshot.matches({ decided: { acceptedCash: 'choosing' } }), { timeout: 2000 })
    a.send({ type: 'cash.select', provider: 'oxxo' as never })
    a.send({ type: 'cash.confirm' })
    await waitFor(a, (snapshot) => !snapshot.matches({ decided: { acceptedCash: 'saving' } }), { timeout: 2000 })
    expect(a.getSnapshot().value).toEqual({ decided: { acceptedCash: 'choosing' } })
    expect(a.getSnapshot().context.problem).not.toBeNull()
  })

  it('fail rather than answer', async () => {
    const actor = createActor(applicationMachine, { input: {} }).start()
    actor.send({ type: 'application.follow' })
    await waitFor(actor, (snapshot) => snapshot.matches({ following: 'checkFailed' }), { timeout: 2000 })
    const direct = createActor(applicationMachine, { input: {} }).start()
    direct.send({ type: 'apply.direct', draft })
    await waitFor(direct, (snapshot) => snapshot.matches('createFailed'), { timeout: 2000 })
    const quoting = createActor(applicationMachine, { input: {} }).start()
    quoting.send({ type: 'apply.opened', draft })
    await waitFor(quoting, (snapshot) => snapshot.matches({ applying: 'quoteFailed' }), { timeout: 2000 })
    expect(quoting.getSnapshot().context.quote).toBeNull()
  })
})
