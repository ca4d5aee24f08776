import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { signUpMachine, type SignUpEvent, type SignUpSubmission } from '../../machines/signup.machine'
import { activeStateIds, allStateIds, allTransitions, takenTransitions, transitionPaths } from './support/graph'
import { values, internal, EVENTS, pending, model, serialize } from './events/signup'

describe.each([
  ['a guest', { signedIn: false, phone: null }],
  ['a signed-in client whose phone is not verified', { signedIn: true, phone: '5512345678' }],
])('sign-up paths for %s', (_, input) => {
  const paths = transitionPaths(model, { input, events: EVENTS, serialize })
  it.each(paths.map((path) => [path.name, path] as const))('%s', (_, path) => {
    const actor = createActor(model, { input }).start()
    for (const event of path.events) {
      actor.send(event as SignUpEvent)
      const snapshot = actor.getSnapshot()
      // Nothing secret is ever kept: the context holds no password.
      expect(JSON.stringify(snapshot.context)).not.toContain(values.password)
      // The phone step always knows where the code went.
      if (snapshot.matches('phone')) expect(snapshot.context.phone).not.toBeNull()
    }
  })
})

describe('sign-up coverage', () => {
  it('takes every transition and reaches every state from both starts', () => {
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const input of [
      { signedIn: false, phone: null },
      { signedIn: true, phone: '5512345678' },
    ]) {
      for (const path of transitionPaths(model, { input, events: EVENTS, serialize })) {
        const actor = createActor(model, { input }).start()
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
        for (const event of path.events) {
          for (const key of takenTransitions(model, actor.getSnapshot(), event)) taken.add(key)
          actor.send(event as SignUpEvent)
          for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
        }
      }
    }
    expect(allTransitions(model).filter((key) => !taken.has(key))).toEqual([])
    expect(allStateIds(model).filter((id) => !reached.has(id) && id !== 'signUp.deciding')).toEqual([])
  })
})

describe('sign-up', () => {
  it('creates the account once however many times the form is sent', async () => {
    const createAccount = vi.fn(async (_: { input: SignUpSubmission }) => ({ phone: '5512345678', loggedIn: true }))
    const actor = createActor(
      signUpMachine.provide({ actors: { createAccount: fromPromise(createAccount), sendCode: pending, verifyPhone: pending } }),
      {
        input: { signedIn: false, phone: null },
      },
    ).start()
    actor.send({ type: 'submit', values })
    actor.send({ type: 'submit', values })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('phone')).toBe(true))
    expect(createAccount).toHaveBeenCalledTimes(1)
  })

  it('shows the captcha once the ERP asks for one, and sends its token with the next submit', async () => {
    const inputs: SignUpSubmission[] = []
    const createAccount = fromPromise(async ({ input }: { input: SignUpSubmission }) => {
      inputs.push(input)
      if (!input.captchaToken) throw { status: 428, code: 'captcha_required', violations: [] }
      return { phone: '5512345678', loggedIn: true }
    })
    const actor = createActor(signUpMachine.provide({ actors: { createAccount, sendCode: pending, verifyPhone: pending } }), {
      input: { signedIn: false, phone: null },
    }).start()
    actor.send({ type: 'submit', values })
    await vi.waitFor(() => expect(actor.getSnapshot().context.captcha).toBe(true))
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.problem?.code).toBe('captcha_required')
    actor.send({ type: 'submit', values, captchaToken: 'dev-pass.1.x' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('phone')).toBe(true))
    expect(inputs).toEqual([{ values }, { values, captchaToken: 'dev-pass.1.x' }])
  })

  it('keeps the refusal of the ERP for the form', () => {
    const actor = createActor(model, { input: { signedIn: false, phone: null } }).start()
    actor.send({ type: 'submit', values })
    actor.send(
      internal({
        type: 'xstate.error.actor.createAccount',
        error: { status: 400, violations: [{ name: 'email', status: 'not_unique' }] },
      }),
    )
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.problem?.violations).toEqual([{ name: 'email', status: 'not_unique' }])
  })
})
