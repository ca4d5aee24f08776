import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { formMachine, type FormEvent } from '../../machines/form.machine'

/* One form sent to the ERP: what each step leaves for the screen. */

const problem = (status: number) => ({ status, violations: [{ name: 'email', status: 'email_taken' }] })
const done = (output: unknown) => ({ type: 'xstate.done.actor.submit', output }) as unknown as FormEvent
const failed = (error: unknown) => ({ type: 'xstate.error.actor.submit', error }) as unknown as FormEvent

function form() {
  const sent: unknown[] = []
  const actor = createActor(
    formMachine.provide({
      actors: {
        submit: fromPromise<any, any>(({ input }) => {
          sent.push(input)
          return new Promise<never>(() => {})
        }),
      },
    }),
  ).start()
  const send = (...events: (FormEvent | AnyEventObject)[]) => {
    for (const event of events) actor.send(event as FormEvent)
  }
  return { actor, sent, send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context }
}

describe('a form', () => {
  it('starts editing with nothing refused and nothing answered', () => {
    const f = form()
    expect(f.value()).toBe('editing')
    expect(f.context()).toEqual({ problem: null, result: null })
  })

  it('sends what was typed, keeps a refusal at its fields, and clears it as the person edits', () => {
    const f = form()
    f.send({ type: 'submit', values: { email: 'ana@example.mx' } })
    expect(f.sent).toEqual([{ email: 'ana@example.mx' }])
    f.send(failed(problem(409)))
    expect(f.value()).toBe('editing')
    expect(f.context().problem).toEqual(problem(409))
    f.send({ type: 'edit' })
    expect(f.value()).toBe('editing')
    expect(f.context().problem).toBeNull()
  })

  it('keeps the answer once accepted, and edits again from there', () => {
    const f = form()
    f.send({ type: 'submit', values: {} }, done({ id: 3 }))
    expect(f.value()).toBe('done')
    expect(f.context().result).toEqual({ id: 3 })
    f.send({ type: 'edit' })
    expect(f.value()).toBe('editing')
  })

  it('clears a refusal when it is edited again after an answer', () => {
    const f = form()
    f.send({ type: 'submit', values: {} }, failed(problem(409)), { type: 'submit', values: {} })
    expect(f.context().problem).toBeNull()
    f.send(done({ id: 3 }), { type: 'edit' })
    expect(f.context().problem).toBeNull()
  })

  it('fails rather than answers without the call of its screen', async () => {
    const actor = createActor(formMachine).start()
    actor.send({ type: 'submit', values: {} })
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.problem !== null, { timeout: 2000 })
    expect(actor.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })
  })
})
