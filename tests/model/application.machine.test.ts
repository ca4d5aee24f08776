import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  applicationMachine,
  applicationRouteOf,
  STATUS_POLL_MS,
  type ApplicationEvent,
  type CreationInput,
} from '../../machines/application.machine'
import { sameDraft, type ApplicationDraft, type ApplicationView } from '../../src/domain/application'
import { readStatus } from '../../src/domain/application-status'
import type { Offer } from '../../src/domain/pricing'
import { activeStateIds, allStateIds, allTransitions, takenTransitions } from './support/graph'
import { machinePaths } from './support/paths'
import { draft, otherDraft, applicationWith, reading, offerFigures, model, type Snapshot } from './events/application'

const paths = machinePaths('application')

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
  // The route is the projection of the state.
  const route = applicationRouteOf(snapshot)
  if (snapshot.matches('idle')) expect(route).toBeNull()
  if (snapshot.matches('applying') || snapshot.matches('creating') || snapshot.matches('createFailed'))
    expect(route).toBe('application-apply')
  if (snapshot.matches('decided')) expect(route).toMatch(/^application-(accepted|accepted-cash|rejected)$/)
  if (snapshot.matches('offer')) expect(route).toMatch(/^application-offer-(increase|decrease)$/)
  if (snapshot.matches('watching')) expect(route).toBe('application-manual-verification')
  if (snapshot.matches('decisionError') || snapshot.matches('noApplication') || snapshot.matches('closed'))
    expect(route).toBe('application-loading')
  if (
    snapshot.matches({ applying: 'quoteFailed' }) ||
    snapshot.matches('createFailed') ||
    snapshot.matches({ following: 'checkFailed' })
  ) {
    expect(context.problem).not.toBeNull()
  }
}

describe('application machine paths', () => {
  it.each(paths.map((path) => [path.name, path.events] as const))('%s', (_, events) => {
    const actor = createActor(model, { input: {}, clock: new SimulatedClock() }).start()
    let lastKey: string | null = null
    let lastDraft: ApplicationDraft | null = null
    for (const event of events) {
      const wasFailed = actor.getSnapshot().matches('createFailed')
      actor.send(event as ApplicationEvent)
      const snapshot = actor.getSnapshot()
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

  it('take every transition and reach every state', () => {
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const { events } of paths) {
      const actor = createActor(model, { input: {}, clock: new SimulatedClock() }).start()
      for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      for (const event of events) {
        for (const key of takenTransitions(model, actor.getSnapshot(), event)) taken.add(key)
        actor.send(event as ApplicationEvent)
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      }
    }
    expect(allTransitions(model).filter((key) => !taken.has(key))).toEqual([])
    // Transient states are passed through by their always-transitions, never rested in.
    const transient = ['application.applying.start', 'application.following.evaluating']
    expect(allStateIds(model).filter((id) => !reached.has(id) && !transient.includes(id))).toEqual([])
  })
})

/** A live actor with counting fakes of the ERP calls. */
function live(
  options: {
    statuses?: (number | null)[]
    create?: (input: CreationInput, call: number) => Promise<ApplicationView>
    disbursement?: boolean
  } = {},
) {
  const creations: CreationInput[] = []
  const statuses = [...(options.statuses ?? [3])]
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
          const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!
          return reading(status, options.disbursement ?? true)
        }),
      },
    }),
    { input: {}, clock },
  ).start()
  return { actor, clock, creations, loads: () => loads }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

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
    expect(applicationRouteOf(actor.getSnapshot())).not.toBe('application-apply')
  })

  it('ignores a double click: one creation, then the loading screen', async () => {
    const { actor, creations } = live()
    actor.send({ type: 'apply.opened', draft })
    await settle()
    actor.send({ type: 'application.submit' })
    actor.send({ type: 'application.submit' })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    await settle()
    expect(creations).toHaveLength(1)
    expect(actor.getSnapshot().matches('decided')).toBe(true)
    expect(applicationRouteOf(actor.getSnapshot())).toBe('application-accepted')
  })

  it('retries a dropped creation with the same key, and a new intent gets a new key', async () => {
    const { actor, creations } = live({
      create: (_, call) => (call === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(applicationWith(3))),
    })
    actor.send({ type: 'apply.opened', draft })
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
    // After the application exists, applying again is another intent.
    actor.send({ type: 'apply.opened', draft })
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    expect(creations[2]!.idempotencyKey).not.toBe(creations[0]!.idempotencyKey)
  })

  it('keeps the key when the apply screen reopens with the same draft, and drops it for another draft', async () => {
    const { actor, creations } = live({ create: () => Promise.reject({ status: 500, violations: [] }) })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    actor.send({ type: 'apply.opened', draft })
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    actor.send({ type: 'apply.opened', draft: otherDraft })
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    const keys = creations.map((creation) => creation.idempotencyKey)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
    expect(actor.getSnapshot().context.problem?.status).toBe(500)
  })

  it('does not restart while an application is under way when the apply page reappears', async () => {
    const { actor, creations } = live({ statuses: [1] })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    await settle()
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true)
    actor.send({ type: 'apply.opened', draft })
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true)
    expect(creations).toHaveLength(1)
  })

  it('follows the open application the ERP already holds', async () => {
    const { actor } = live({
      statuses: [14],
      create: () => Promise.reject({ status: 400, violations: [{ name: 'data', status: 'active_application_exists' }] }),
    })
    actor.send({ type: 'apply.opened', draft })
    await settle()
    actor.send({ type: 'application.submit' })
    await settle()
    await settle()
    expect(applicationRouteOf(actor.getSnapshot())).toBe('application-manual-verification')
  })
})

describe('polling the status on the simulated clock', () => {
  it('asks again every statusPoll while new or in verification, then shows the stage', async () => {
    const { actor, clock, loads } = live({ statuses: [1, 7, 3], disbursement: false })
    actor.send({ type: 'application.follow' })
    await settle()
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true)
    expect(applicationRouteOf(actor.getSnapshot())).toBe('application-loading')
    clock.increment(STATUS_POLL_MS - 1)
    await settle()
    expect(loads()).toBe(1)
    clock.increment(1)
    await settle()
    expect(loads()).toBe(2)
    clock.increment(STATUS_POLL_MS)
    await settle()
    expect(loads()).toBe(3)
    expect(applicationRouteOf(actor.getSnapshot())).toBe('application-accepted-cash')
    clock.increment(STATUS_POLL_MS * 5)
    await settle()
    expect(loads()).toBe(3)
  })

  it('keeps the manual verification screen while it re-checks, and moves on once a person decided', async () => {
    const { actor, clock, loads } = live({ statuses: [14, 14, 3] })
    actor.send({ type: 'application.follow' })
    await settle()
    expect(applicationRouteOf(actor.getSnapshot())).toBe('application-manual-verification')
    clock.increment(STATUS_POLL_MS)
    expect(applicationRouteOf(actor.getSnapshot())).toBe('application-manual-verification')
    await settle()
    expect(loads()).toBe(2)
    clock.increment(STATUS_POLL_MS)
    await settle()
    expect(applicationRouteOf(actor.getSnapshot())).toBe('application-accepted')
  })

  it('stops polling when the user leaves the application pages', async () => {
    const { actor, clock, loads } = live({ statuses: [1] })
    actor.send({ type: 'application.follow' })
    await settle()
    actor.send({ type: 'application.left' })
    clock.increment(STATUS_POLL_MS * 3)
    await settle()
    expect(loads()).toBe(1)
    expect(applicationRouteOf(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().context.application).toBeNull()
  })

  it('shows a decision error with retry, which asks again', async () => {
    const { actor, loads } = live({ statuses: [401, 3] })
    actor.send({ type: 'application.follow' })
    await settle()
    expect(actor.getSnapshot().matches('decisionError')).toBe(true)
    actor.send({ type: 'application.retry' })
    await settle()
    expect(loads()).toBe(2)
    expect(applicationRouteOf(actor.getSnapshot())).toBe('application-accepted')
  })
})
