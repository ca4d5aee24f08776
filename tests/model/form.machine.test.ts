import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { formMachine, type FormEvent, type FormValues } from '../../machines/form.machine'
import { activeStateIds, allStateIds, allTransitions, takenTransitions } from './support/graph'
import { machinePaths } from './support/paths'
import { model } from './events/form'

const paths = machinePaths('form')

describe('form machine paths', () => {
  it.each(paths.map((path) => [path.name, path] as const))('%s', (_, path) => {
    const actor = createActor(model).start()
    for (const event of path.events) {
      actor.send(event as FormEvent)
      const { context } = actor.getSnapshot()
      // A refusal is only ever shown while editing, and a new submission clears it.
      if (actor.getSnapshot().matches('submitting')) expect(context.problem).toBeNull()
      if (context.problem) expect(actor.getSnapshot().matches('editing')).toBe(true)
    }
  })

  it('take every transition and reach every state', () => {
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const path of paths) {
      const actor = createActor(model).start()
      for (const event of path.events) {
        for (const key of takenTransitions(model, actor.getSnapshot(), event)) taken.add(key)
        actor.send(event as FormEvent)
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      }
    }
    expect(allTransitions(model).filter((key) => !taken.has(key))).toEqual([])
    expect(allStateIds(model).filter((id) => !reached.has(id))).toEqual([])
  })
})

describe('form machine', () => {
  it('keeps the refusal of the ERP for the fields, and reads a failure without answer as status -1', async () => {
    const failing = createActor(
      formMachine.provide({
        actors: { submit: fromPromise<unknown, FormValues>(async () => Promise.reject(new TypeError('offline'))) },
      }),
    ).start()
    failing.send({ type: 'submit', values: { login: 'x' } })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(failing.getSnapshot().matches('editing')).toBe(true)
    expect(failing.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })
  })

  it('passes the values to the call and keeps its answer', async () => {
    const seen: unknown[] = []
    const actor = createActor(
      formMachine.provide({ actors: { submit: fromPromise(async ({ input }) => (seen.push(input), { accepted: true })) } }),
    ).start()
    actor.send({ type: 'submit', values: { login: 'ana@example.mx' } })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual([{ login: 'ana@example.mx' }])
    expect(actor.getSnapshot().matches('done')).toBe(true)
    expect(actor.getSnapshot().context.result).toEqual({ accepted: true })
  })
})
