import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  applicationMachine,
  applicationRouteOf,
  STATUS_POLL_MS,
  type ApplicationReading,
  type CashChoiceInput,
  type CreationInput,
} from '../../machines/application.machine'
import { sameDraft, type ApplicationDraft, type ApplicationView } from '../../src/domain/application'
import { isOpenStatus, readStatus } from '../../src/domain/application-status'
import type { CashPayoutChoice, CashProvider, CashProviderCode } from '../../src/domain/cash-payout'
import type { Offer } from '../../src/domain/pricing'
import { playPath, uncovered } from './support/graph'
import { checkPath, readOracle, untaken } from './support/oracle'
import { machinePaths } from './support/paths'
import { PROJECTIONS } from './support/projections'
import { draft, otherDraft, applicationWith, reading, offerFigures, model, type Snapshot } from './events/application'

const paths = machinePaths('application')

/** The page of each registration step the ERP reports due, written out by hand. */
const DUE_STEP_PAGES: Record<string, string> = {
  new_client_created: 'details',
  address: 'registration-address',
  work_info: 'registration-employment',
  relative_info: 'registration-reference',
}

/** The rules that hold after every step. */
function assertRules(snapshot: Snapshot) {
  const { context } = snapshot
  // A creation always carries its idempotency key.
  if (snapshot.matches('creating')) expect(context.idempotencyKey).not.toBeNull()
  // A stage is shown only for the application's own status.
  if (
    snapshot.matches('decided') ||
    snapshot.matches('watching') ||
    snapshot.matches('offer') ||
    snapshot.matches('decisionError')
  ) {
    const read = readStatus(context.application!.status, context.hasDisbursementMethod)
    expect(read).toEqual({ kind: 'stage', stage: context.stage })
  }
  // Only an open application is canceled, and only with one known.
  if (snapshot.matches('cancelling') || snapshot.matches('cancelFailed'))
    expect(isOpenStatus(context.application!.status)).toBe(true)
  // The route is the projection of the state.
  const route = applicationRouteOf(snapshot)
  if (snapshot.matches('idle') || snapshot.matches({ applying: 'checking' })) expect(route).toBeNull()
  if (snapshot.matches({ following: 'checking' }) && context.application === null) expect(route).toBeNull()
  if (snapshot.matches('applying') && !snapshot.matches({ applying: 'checking' })) expect(route).toBe('application-apply')
  if (snapshot.matches('creating') || snapshot.matches('createFailed') || snapshot.matches('noApplication'))
    expect(route).toBe('application-apply')
  if (snapshot.matches('decided')) expect(route).toMatch(/^application-(accepted|accepted-cash|rejected)$/)
  if (snapshot.matches('offer')) expect(route).toMatch(/^application-offer-(increase|decrease)$/)
  if (snapshot.matches('watching')) expect(route).toBe('application-manual-verification')
  if (snapshot.matches('decisionError') || snapshot.matches('closed')) expect(route).toBe('application-loading')
  if (snapshot.matches('loan')) expect(route).toBe('profile-my-loan')
  // Accepted in cash: the stage's page while the network is chosen; once saved, the flow's entry (on to sign).
  if (snapshot.matches({ decided: 'acceptedCash' })) expect(route).toBe('application-accepted-cash')
  if (snapshot.matches('toSigning')) {
    expect(route).toBe('flow')
    expect(context.cashChoice?.chosen).not.toBeNull()
    expect(context.cashSelected).toBe(context.cashChoice?.chosen)
  }
  // A network is only saved once picked.
  if (snapshot.matches({ decided: { acceptedCash: 'saving' } })) expect(context.cashSelected).not.toBeNull()
  // A registration step due: its own page (spec part 2's step table), never the apply page.
  if (snapshot.matches('registrationDue')) expect(route).toBe(DUE_STEP_PAGES[context.registrationStep!])
  // A cancel stays on the page it was asked on.
  if (snapshot.matches('cancelling') || snapshot.matches('cancelFailed'))
    expect(route).toBe(
      context.stage && context.stage !== 'decision-error' ? `application-${context.stage}` : 'application-loading',
    )
  if (
    snapshot.matches({ applying: 'quoteFailed' }) ||
    snapshot.matches('createFailed') ||
    snapshot.matches({ following: 'checkFailed' }) ||
    snapshot.matches('cancelFailed')
  ) {
    expect(context.problem).not.toBeNull()
  }
}

describe('application machine paths', () => {
  const played = paths.map((path) => ({ ...path, played: playPath(model, path.events, {}) }))
  const oracle = readOracle('application')
  const check = PROJECTIONS.application!

  it.each(played.map((path) => [path.name, path] as const))('%s', (name, path) => {
    let lastKey: string | null = null
    let lastDraft: ApplicationDraft | null = null
    // Every transition taken is a row of the table, and every step ends on the page its row says.
    expect(checkPath(oracle, name, path.played, check, new Set())).toEqual({ unknown: [], wrong: [] })
    for (const step of path.played.steps) {
      const wasFailed = step.before.matches('createFailed')
      const snapshot = step.after as Snapshot
      assertRules(snapshot)
      // A retry of a failed creation sends the same key (the ERP answers the first application);
      // another draft is another intent, with a key of its own.
      if (wasFailed && snapshot.matches('creating')) {
        if (sameDraft(snapshot.context.draft, lastDraft)) expect(snapshot.context.idempotencyKey).toBe(lastKey)
        else expect(snapshot.context.idempotencyKey).not.toBe(lastKey)
      }
      if (snapshot.matches('creating')) {
        lastKey = snapshot.context.idempotencyKey
        lastDraft = snapshot.context.draft
      }
    }
  })

  it('take every row of the table (tests/model/oracle/application.md): none is a transition the machine lacks', () => {
    const taken = new Set<string>()
    for (const path of played) checkPath(oracle, path.name, path.played, check, taken)
    expect(untaken(oracle, taken)).toEqual([])
  })

  it('take every transition, eventless and delayed ones and each guarded branch, and enter every state', () => {
    expect(
      uncovered(
        model,
        paths.map((path) => path.events),
        {},
      ),
    ).toEqual({ transitions: [], states: [] })
  })
})

/** A live actor with counting fakes of the ERP calls. */
function live(
  options: {
    /** What each reading answers in turn (the last one again and again): a status, or a whole reading. */
    readings?: (number | null | ApplicationReading | Error)[]
    create?: (input: CreationInput, call: number) => Promise<ApplicationView>
    cancel?: (applicationId: number) => Promise<ApplicationView>
    disbursement?: boolean
  } = {},
) {
  const creations: CreationInput[] = []
  const cancels: number[] = []
  const readings = [...(options.readings ?? [3])]
  let loads = 0
  const clock = new SimulatedClock()
  const actor = createActor(
    applicationMachine.provide({
      actors: {
        loadQuote: fromPromise<Offer, ApplicationDraft>(async () => offerFigures as unknown as Offer),
        createApplication: fromPromise(async ({ input }) => {
          creations.push(input)
          return options.create ? options.create(input, creations.length) : applicationWith(3)
        }),
        loadApplication: fromPromise(async () => {
          loads += 1
          const next = readings.length > 1 ? readings.shift()! : readings[0]!
          if (next instanceof Error) throw next
          return typeof next === 'object' && next !== null ? next : reading(next, options.disbursement ?? true)
        }),
        cancelApplication: fromPromise(async ({ input }) => {
          cancels.push(input.applicationId)
          return options.cancel ? options.cancel(input.applicationId) : applicationWith(5)
        }),
      },
    }),
    { input: {}, clock },
  ).start()
  return { actor, clock, creations, cancels, loads: () => loads }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const routeOf = (actor: { getSnapshot: () => Snapshot }) => applicationRouteOf(actor.getSnapshot())
type StateValue = Parameters<Snapshot['matches']>[0]

describe('applying exactly once', () => {
  it('a direct apply from the calculator creates the application without a quote, once, then follows it', async () => {
    const { actor, creations } = live()
    actor.send({ type: 'apply.direct', draft })
    actor.send({ type: 'apply.direct', draft })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    expect(creations).toHaveLength(1)
    expect(creations[0]!.draft).toEqual(draft)
    expect(actor.getSnapshot().context.quote).toBeNull()
    expect(routeOf(actor)).not.toBe('application-apply')
  })

  it('ignores a double click: one creation, then the loading screen', async () => {
    const { actor, creations } = live({ readings: [null, 3] })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    await settle()
    actor.send({ type: 'application.submit' })
    actor.send({ type: 'application.submit' })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    await settle()
    expect(creations).toHaveLength(1)
    expect(actor.getSnapshot().matches('decided')).toBe(true)
    expect(routeOf(actor)).toBe('application-accepted')
  })

  it('retries a dropped creation with the same key, and a new intent gets a new key', async () => {
    const { actor, creations } = live({
      readings: [null, 3, 6],
      create: (_, call) => (call === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(applicationWith(3))),
    })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    expect(actor.getSnapshot().matches('createFailed')).toBe(true)
    expect(actor.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })
    actor.send({ type: 'application.retry' })
    await settle()
    await settle()
    expect(creations.map((creation) => creation.idempotencyKey)).toEqual([
      creations[0]!.idempotencyKey,
      creations[0]!.idempotencyKey,
    ])
    // After the application was decided (rejected: the client may apply again), applying again is another intent.
    actor.send({ type: 'apply.opened', draft })
    await settle()
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    expect(creations[2]!.idempotencyKey).not.toBe(creations[0]!.idempotencyKey)
  })

  it('keeps the key when the apply screen reopens with the same draft, and drops it for another draft', async () => {
    const { actor, creations } = live({ readings: [null], create: () => Promise.reject({ status: 500, violations: [] }) })
    for (const opened of [draft, draft, otherDraft]) {
      actor.send({ type: 'apply.opened', draft: opened })
      await settle()
      await settle()
      actor.send({ type: 'application.submit' })
      await settle()
    }
    const keys = creations.map((creation) => creation.idempotencyKey)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
    expect(actor.getSnapshot().context.problem?.status).toBe(500)
  })

  it('does not restart while an application is under way when the apply page reappears', async () => {
    const { actor, creations } = live({ readings: [null, 1] })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    await settle()
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true)
    actor.send({ type: 'apply.opened', draft })
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true)
    expect(creations).toHaveLength(1)
  })

  it.each([
    ['an open application', 'active_application_exists', reading(14), 'application-manual-verification'],
    ['an active loan', 'active_loan_exists', reading(4, false, true), 'profile-my-loan'],
  ])('follows %s the ERP already holds when it refuses the creation (%s)', async (_, rule, found, route) => {
    const { actor } = live({
      readings: [null, found],
      create: () => Promise.reject({ status: 400, violations: [{ name: 'data', status: rule }] }),
    })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    await settle()
    expect(routeOf(actor)).toBe(route)
  })
})

describe('the apply page offers to apply only when the client may', () => {
  // What the apply page's check reads, and where the page then is: [reading, route, state].
  it.each<[string, ApplicationReading | Error, string, StateValue]>([
    ['no application', reading(null), 'application-apply', { applying: 'ready' }],
    ['a canceled one', reading(5), 'application-apply', { applying: 'ready' }],
    ['a rejected one', reading(6), 'application-apply', { applying: 'ready' }],
    ['a terminated one', reading(23), 'application-apply', { applying: 'ready' }],
    ['a loan signed and repaid', reading(4), 'application-apply', { applying: 'ready' }],
    [
      'no answer (the ERP refuses a second application anyway)',
      new TypeError('Failed to fetch'),
      'application-apply',
      { applying: 'ready' },
    ],
    ['a loan signed and active', reading(4, false, true), 'profile-my-loan', 'loan'],
    ['no application but an active loan', reading(null, false, true), 'profile-my-loan', 'loan'],
    ['one being decided', reading(1), 'application-loading', { following: 'waiting' }],
    ['a decision error', reading(401), 'application-loading', 'decisionError'],
    ['manual verification', reading(14), 'application-manual-verification', 'watching'],
    ['an increase', reading(18), 'application-offer-increase', 'offer'],
    ['a special offer', reading(13), 'application-offer-decrease', 'offer'],
    ['accepted with a CLABE', reading(3, true), 'application-accepted', 'decided'],
    ['accepted in cash', reading(3, false), 'application-accepted-cash', 'decided'],
  ])('with %s: %s', async (_, found, route, state) => {
    const { actor, creations } = live({ readings: [found] })
    actor.send({ type: 'apply.opened', draft })
    // Until the check answers, nothing is projected: the page shows a neutral check, no apply button.
    expect(actor.getSnapshot().matches({ applying: 'checking' })).toBe(true)
    expect(routeOf(actor)).toBeNull()
    await settle()
    await settle()
    expect(routeOf(actor)).toBe(route)
    expect(actor.getSnapshot().matches(state)).toBe(true)
    expect(creations).toEqual([])
  })

  it('opens the apply intent without another reading when the follow found no application', async () => {
    const { actor, loads } = live({ readings: [null] })
    actor.send({ type: 'application.follow' })
    await settle()
    expect(routeOf(actor)).toBe('application-apply')
    actor.send({ type: 'apply.opened', draft })
    await settle()
    expect(actor.getSnapshot().matches({ applying: 'ready' })).toBe(true)
    expect(loads()).toBe(1)
  })
})

describe('an application page opened directly ends on the page the state projects', () => {
  // Every reading a page opened afresh can get, and the one page it projects.
  it.each<[string, ApplicationReading, string]>([
    ['no application', reading(null), 'application-apply'],
    ['new (1)', reading(1), 'application-loading'],
    ['verification (7)', reading(7), 'application-loading'],
    ['accepted (3) with a CLABE', reading(3, true), 'application-accepted'],
    ['accepted (3) in cash', reading(3, false), 'application-accepted-cash'],
    ['signing (2) with a card', reading(2, true), 'application-accepted'],
    ['rejected (6)', reading(6), 'application-rejected'],
    ['manual verification (14)', reading(14), 'application-manual-verification'],
    ['yhat increase (18)', reading(18), 'application-offer-increase'],
    ['yhat decrease (17)', reading(17), 'application-offer-decrease'],
    ['special offer (13)', reading(13), 'application-offer-decrease'],
    ['decision error (401)', reading(401), 'application-loading'],
    ['canceled (5)', reading(5), 'application-loading'],
    ['terminated (23)', reading(23), 'application-loading'],
    ['completed (4): the loan', reading(4, false, true), 'profile-my-loan'],
    ['completed (4), the loan repaid: the loan page, which leads on to no loan', reading(4), 'profile-my-loan'],
    ['none, a loan active', reading(null, false, true), 'profile-my-loan'],
  ])('%s → %s', async (_, found, route) => {
    const { actor } = live({ readings: [found] })
    actor.send({ type: 'application.follow' })
    // The first reading of a page opened afresh: no page is projected, none is replaced.
    expect(routeOf(actor)).toBeNull()
    await settle()
    expect(routeOf(actor)).toBe(route)
  })

  it('projects nothing while a fresh page gets no answer, and says so', async () => {
    const { actor } = live({ readings: [new TypeError('Failed to fetch'), 18] })
    actor.send({ type: 'application.follow' })
    await settle()
    expect(actor.getSnapshot().matches({ following: 'checkFailed' })).toBe(true)
    expect(routeOf(actor)).toBeNull()
    actor.send({ type: 'application.retry' })
    await settle()
    expect(routeOf(actor)).toBe('application-offer-increase')
  })

  it('keeps an accepted page while it is asked again, and moves once the new reading says otherwise', async () => {
    const { actor, loads } = live({ readings: [3, 17] })
    actor.send({ type: 'application.follow' })
    await settle()
    expect(routeOf(actor)).toBe('application-accepted')
    actor.send({ type: 'application.follow' })
    expect(routeOf(actor)).toBe('application-accepted')
    await settle()
    expect(loads()).toBe(2)
    expect(routeOf(actor)).toBe('application-offer-decrease')
  })

  it('asks again from the apply page when another application page opens (Back to a stage)', async () => {
    const { actor } = live({ readings: [6, 6] })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    await settle()
    expect(routeOf(actor)).toBe('application-apply')
    actor.send({ type: 'application.follow' })
    expect(routeOf(actor)).toBeNull()
    await settle()
    expect(routeOf(actor)).toBe('application-rejected')
  })
})

describe('cancelling an application', () => {
  /** An actor resting where the reading leads, through a page opened afresh. */
  async function at(found: ApplicationReading, more: (ApplicationReading | number | null)[] = []) {
    const fakes = live({ readings: [found, ...more] })
    fakes.actor.send({ type: 'application.follow' })
    await settle()
    return fakes
  }

  // Where the client stands, whether a cancel is taken there, and the page it is asked on.
  it.each<[string, ApplicationReading, boolean, string]>([
    ['waiting for a decision (1)', reading(1), true, 'application-loading'],
    ['a decision error (401)', reading(401), true, 'application-loading'],
    ['manual verification (14)', reading(14), true, 'application-manual-verification'],
    ['an increase (18)', reading(18), true, 'application-offer-increase'],
    ['a decrease (17)', reading(17), true, 'application-offer-decrease'],
    ['accepted, before signing (3)', reading(3, true), true, 'application-accepted'],
    ['accepted in cash, before signing (3)', reading(3, false), true, 'application-accepted-cash'],
    ['signing (2)', reading(2, true), true, 'application-accepted'],
    ['rejected (6)', reading(6), false, 'application-rejected'],
    ['canceled already (5)', reading(5), false, 'application-loading'],
    ['no application', reading(null), false, 'application-apply'],
    ['a loan (4)', reading(4, false, true), false, 'profile-my-loan'],
  ])('%s: cancel taken %s, on %s', async (_, found, taken, page) => {
    const { actor, cancels } = await at(found, [5])
    expect(routeOf(actor)).toBe(page)
    expect(actor.getSnapshot().can({ type: 'application.cancel' })).toBe(taken)
    actor.send({ type: 'application.cancel' })
    if (!taken) {
      expect(routeOf(actor)).toBe(page)
      expect(cancels).toEqual([])
      return
    }
    // The page stays while the ERP is asked, then says the application is canceled.
    expect(actor.getSnapshot().matches('cancelling')).toBe(true)
    expect(routeOf(actor)).toBe(page)
    await settle()
    expect(cancels).toEqual([7])
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(actor.getSnapshot().context.application?.status).toBe(5)
    expect(routeOf(actor)).toBe('application-loading')
  })

  it('says a failed cancel, retries it, or keeps the application and reads it again', async () => {
    let calls = 0
    const { actor, loads } = live({
      readings: [14, 14],
      cancel: () => (++calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(applicationWith(5))),
    })
    actor.send({ type: 'application.follow' })
    await settle()
    actor.send({ type: 'application.cancel' })
    await settle()
    expect(actor.getSnapshot().matches('cancelFailed')).toBe(true)
    expect(actor.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })
    expect(routeOf(actor)).toBe('application-manual-verification')
    // Kept: read again, back at manual verification, where it may still be canceled.
    actor.send({ type: 'cancel.dismiss' })
    await settle()
    expect(loads()).toBe(2)
    expect(actor.getSnapshot().matches('watching')).toBe(true)
    actor.send({ type: 'application.cancel' })
    await settle()
    actor.send({ type: 'application.retry' })
    await settle()
    expect(calls).toBe(3)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('follows the application when the ERP says it was signed meanwhile: the loan', async () => {
    const { actor } = live({
      readings: [3, reading(4, false, true)],
      cancel: () => Promise.reject({ status: 409, code: 'application_signed', violations: [] }),
    })
    actor.send({ type: 'application.follow' })
    await settle()
    actor.send({ type: 'application.cancel' })
    await settle()
    await settle()
    expect(actor.getSnapshot().matches('loan')).toBe(true)
    expect(routeOf(actor)).toBe('profile-my-loan')
  })

  it('stops polling manual verification while it cancels', async () => {
    const { actor, clock, loads } = live({ readings: [14], cancel: () => new Promise(() => {}) })
    actor.send({ type: 'application.follow' })
    await settle()
    actor.send({ type: 'application.cancel' })
    clock.increment(STATUS_POLL_MS * 3)
    await settle()
    expect(loads()).toBe(1)
  })
})

describe('polling the status on the simulated clock', () => {
  it('asks again every statusPoll while new or in verification, then shows the stage', async () => {
    const { actor, clock, loads } = live({ readings: [1, 7, 3], disbursement: false })
    actor.send({ type: 'application.follow' })
    await settle()
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true)
    expect(routeOf(actor)).toBe('application-loading')
    clock.increment(STATUS_POLL_MS - 1)
    await settle()
    expect(loads()).toBe(1)
    clock.increment(1)
    await settle()
    expect(loads()).toBe(2)
    clock.increment(STATUS_POLL_MS)
    await settle()
    expect(loads()).toBe(3)
    expect(routeOf(actor)).toBe('application-accepted-cash')
    clock.increment(STATUS_POLL_MS * 5)
    await settle()
    expect(loads()).toBe(3)
  })

  it('keeps the manual verification screen while it re-checks, and moves on once a person decided', async () => {
    const { actor, clock, loads } = live({ readings: [14, 14, 3] })
    actor.send({ type: 'application.follow' })
    await settle()
    expect(routeOf(actor)).toBe('application-manual-verification')
    clock.increment(STATUS_POLL_MS)
    expect(routeOf(actor)).toBe('application-manual-verification')
    await settle()
    expect(loads()).toBe(2)
    clock.increment(STATUS_POLL_MS)
    await settle()
    expect(routeOf(actor)).toBe('application-accepted')
  })

  it('stops polling when the user leaves the application pages', async () => {
    const { actor, clock, loads } = live({ readings: [1] })
    actor.send({ type: 'application.follow' })
    await settle()
    actor.send({ type: 'application.left' })
    clock.increment(STATUS_POLL_MS * 3)
    await settle()
    expect(loads()).toBe(1)
    expect(routeOf(actor)).toBeNull()
    expect(actor.getSnapshot().context.application).toBeNull()
  })

  it('shows a decision error with retry, which asks again', async () => {
    const { actor, loads } = live({ readings: [401, 3] })
    actor.send({ type: 'application.follow' })
    await settle()
    expect(actor.getSnapshot().matches('decisionError')).toBe(true)
    actor.send({ type: 'application.retry' })
    await settle()
    expect(loads()).toBe(2)
    expect(routeOf(actor)).toBe('application-accepted')
  })
})

describe('accepted in cash', () => {
  const PROVIDERS: CashProvider[] = [
    { code: 'telecomm', name: 'Telecomm', network: 'Telecomm', bring: ['official_id', 'reference'] },
    { code: 'banco_azteca', name: 'Banco Azteca', network: 'Banco Azteca', bring: ['official_id'] },
  ]
  function cashActor(options: { chosen?: CashProviderCode | null; save?: () => Promise<never> } = {}) {
    const saves: string[] = []
    const actor = createActor(
      applicationMachine.provide({
        actors: {
          loadApplication: fromPromise(async () => reading(3, false)),
          loadCashChoice: fromPromise(async (): Promise<CashPayoutChoice> => ({
            providers: PROVIDERS,
            chosen: options.chosen ?? null,
          })),
          chooseCashProvider: fromPromise(async ({ input }: { input: CashChoiceInput }): Promise<CashPayoutChoice> => {
            saves.push(input.provider)
            if (options.save) return options.save()
            return { providers: PROVIDERS, chosen: input.provider }
          }),
        },
      }),
      { input: {}, clock: new SimulatedClock() },
    ).start()
    actor.send({ type: 'application.follow' })
    return { actor, saves }
  }

  it('shows the networks, ignores a confirm with none picked, saves the one picked and goes on to sign', async () => {
    const { actor, saves } = cashActor()
    await settle()
    expect(actor.getSnapshot().matches({ decided: { acceptedCash: 'choosing' } })).toBe(true)
    expect(routeOf(actor)).toBe('application-accepted-cash')
    actor.send({ type: 'cash.confirm' })
    expect(actor.getSnapshot().matches({ decided: { acceptedCash: 'choosing' } })).toBe(true)
    actor.send({ type: 'cash.select', provider: 'banco_azteca' })
    actor.send({ type: 'cash.confirm' })
    await settle()
    expect(saves).toEqual(['banco_azteca'])
    expect(routeOf(actor)).toBe('flow')
  })

  it('goes on without writing again when the network picked is the one saved', async () => {
    const { actor, saves } = cashActor({ chosen: 'telecomm' })
    await settle()
    expect(actor.getSnapshot().context.cashSelected).toBe('telecomm')
    actor.send({ type: 'cash.confirm' })
    expect(saves).toEqual([])
    expect(routeOf(actor)).toBe('flow')
  })

  it('keeps the page and the pick when the save fails', async () => {
    const { actor } = cashActor({ save: () => Promise.reject({ status: -1, violations: [] }) })
    await settle()
    actor.send({ type: 'cash.select', provider: 'telecomm' })
    actor.send({ type: 'cash.confirm' })
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ decided: { acceptedCash: 'choosing' } })).toBe(true)
    expect(snapshot.context.cashSelected).toBe('telecomm')
    expect(snapshot.context.problem?.status).toBe(-1)
    expect(routeOf(actor)).toBe('application-accepted-cash')
  })
})
