import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { SANDBOX_START, sandboxMachine, simulatedLoad, type SandboxEvent } from '../../machines/sandbox.machine'
import { activeStateIds, allStateIds, allTransitions, takenTransitions } from './support/graph'
import { machinePaths } from './support/paths'

const cases = machinePaths('sandbox').map((path) => [path.name, path.events] as const)

describe('sandbox machine: paths generated from its graph', () => {
  it.each(cases)('%s', (_, events) => {
    const actor = createActor(sandboxMachine).start()
    for (const event of events) {
      actor.send(event as SandboxEvent)
      const { context } = actor.getSnapshot()
      // The simulation answers as the ERP would: the chosen step, an active client with a first name.
      expect(simulatedLoad(context)).toEqual({
        flow: context.flow,
        client: { status: 1, firstName: 'Sandbox' },
        applicationId: SANDBOX_START.applicationId,
      })
    }
  })

  it('take every transition and reach every state', () => {
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const [, events] of cases) {
      const actor = createActor(sandboxMachine).start()
      for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      for (const event of events) {
        for (const key of takenTransitions(sandboxMachine, actor.getSnapshot(), event)) taken.add(key)
        actor.send(event as SandboxEvent)
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      }
    }
    expect(allTransitions(sandboxMachine).filter((key) => !taken.has(key))).toEqual([])
    expect(allStateIds(sandboxMachine).filter((id) => !reached.has(id))).toEqual([])
  })
})

describe('sandbox machine', () => {
  it('starts shown with the first step simulated, keeps the simulation while hidden', () => {
    const actor = createActor(sandboxMachine).start()
    expect(actor.getSnapshot().value).toBe('shown')
    expect(actor.getSnapshot().context.flow).toEqual({ step: 'new_client_created', status: 'active', errors: [] })
    actor.send({ type: 'sandbox.hide' })
    actor.send({ type: 'sandbox.step', step: 'tmc_page' })
    actor.send({ type: 'sandbox.application', status: 14 })
    expect(actor.getSnapshot().value).toBe('hidden')
    expect(actor.getSnapshot().context).toMatchObject({
      flow: { step: 'tmc_page', status: 'active' },
      applicationStatus: 14,
      hasDisbursementMethod: true,
    })
    actor.send({ type: 'sandbox.show' })
    expect(actor.getSnapshot().value).toBe('shown')
  })
})
