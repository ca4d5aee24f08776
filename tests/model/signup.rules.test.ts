import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { signUpMachine, type SignUpEvent, type SignUpValues } from '../../machines/signup.machine'

/* Each step of the sign-up and what it leaves for the page: the state, the problem, the phone, the resend. */

const values: SignUpValues = {
  language: 'es',
  firstName: 'Ana',
  middleName: null,
  lastNames: 'López Pérez',
  email: 'ana@example.mx',
  mobilePhone: { number: '5512345678' },
  password: 'Clara2024',
  curp: 'LOPA900101MDFPRN09',
  birthDate: '1990-01-01',
  consents: { terms: true, privacy: true, creditBureau: true, marketing: false },
}

const problem = (status: number, extra: object = {}) => ({ status, violations: [], ...extra })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as SignUpEvent
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as SignUpEvent

/** The sign-up with ERP calls that record their input and never answer: the test answers. */
function signUp(input: { signedIn: boolean; phone: string | null } = { signedIn: false, phone: null }) {
  const calls: { call: string; input: unknown }[] = []
  const recorded = (call: string) =>
    fromPromise<any, any>(({ input: given }) => {
      calls.push({ call, input: given })
      return new Promise<never>(() => {})
    })
  const actor = createActor(
    signUpMachine.provide({
      actors: { createAccount: recorded('createAccount'), sendCode: recorded('sendCode'), verifyPhone: recorded('verifyPhone') },
    }),
    { input },
  ).start()
  const send = (event: SignUpEvent | AnyEventObject) => actor.send(event as SignUpEvent)
  return { actor, calls, send, context: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value }
}

describe('the sign-up form', () => {
  it('starts at the form for a new client, and at the phone code for one who has the account', () => {
    expect(signUp().value()).toBe('editing')
    expect(signUp().context()).toEqual({ problem: null, phone: null, codeResent: false, captcha: false })
    const back = signUp({ signedIn: true, phone: '******5678' })
    expect(back.value()).toEqual({ phone: 'waiting' })
    expect(back.context().phone).toBe('******5678')
  })

  it('creates the account with the values alone until a captcha is asked for', () => {
    const s = signUp()
    s.send({ type: 'submit', values })
    expect(s.value()).toBe('creating')
    expect(s.calls).toEqual([{ call: 'createAccount', input: { values } }])
  })

  it("sends a solved captcha's token with the values", () => {
    const s = signUp()
    s.send({ type: 'submit', values, captchaToken: 'dev-pass.1.token' })
    expect(s.calls).toEqual([{ call: 'createAccount', input: { values, captchaToken: 'dev-pass.1.token' } }])
  })

  it('goes on to the phone code, keeping where the code went, once the account exists and the login worked', () => {
    const s = signUp()
    s.send({ type: 'submit', values })
    s.send(done('createAccount', { phone: '******5678', loggedIn: true }))
    expect(s.value()).toEqual({ phone: 'waiting' })
    expect(s.context().phone).toBe('******5678')
  })

  it('ends at the login page, keeping the phone, when the account exists but the login failed', () => {
    const s = signUp()
    s.send({ type: 'submit', values })
    s.send(done('createAccount', { phone: '******5678', loggedIn: false }))
    expect(s.value()).toBe('loginFailed')
    expect(s.actor.getSnapshot().status).toBe('done')
    expect(s.context().phone).toBe('******5678')
  })

  it('keeps a refusal for the form, and asks for no captcha', () => {
    const s = signUp()
    s.send({ type: 'submit', values })
    s.send(failed('createAccount', problem(400, { violations: [{ name: 'email', status: 'email_taken' }] })))
    expect(s.value()).toBe('editing')
    expect(s.context().problem).toEqual(problem(400, { violations: [{ name: 'email', status: 'email_taken' }] }))
    expect(s.context().captcha).toBe(false)
  })

  it('clears the last refusal when the form is sent again', () => {
    const s = signUp()
    s.send({ type: 'submit', values })
    s.send(failed('createAccount', problem(400)))
    s.send({ type: 'submit', values })
    expect(s.context().problem).toBeNull()
  })
})

describe('the phone code', () => {
  function atTheCode() {
    const s = signUp()
    s.send({ type: 'submit', values })
    s.send(done('createAccount', { phone: '******5678', loggedIn: true }))
    return s
  }

  it('checks the code typed, and is done once it is right', () => {
    const s = atTheCode()
    s.send({ type: 'code.submit', code: '123' })
    expect(s.value()).toEqual({ phone: 'verifying' })
    expect(s.calls.at(-1)).toEqual({ call: 'verifyPhone', input: { code: '123' } })
    s.send(done('verifyPhone', {}))
    expect(s.value()).toBe('done')
    expect(s.actor.getSnapshot().status).toBe('done')
  })

  it('keeps a wrong code for the form, and clears it when the code is sent again', () => {
    const s = atTheCode()
    s.send({ type: 'code.submit', code: '999' })
    s.send(failed('verifyPhone', problem(400, { violations: [{ name: 'code', status: 'code_wrong' }] })))
    expect(s.value()).toEqual({ phone: 'waiting' })
    expect(s.context().problem).toEqual(problem(400, { violations: [{ name: 'code', status: 'code_wrong' }] }))
    s.send({ type: 'code.submit', code: '123' })
    expect(s.context().problem).toBeNull()
  })

  it('says a new code was sent, and clears what the last attempt said', () => {
    const s = atTheCode()
    s.send({ type: 'code.submit', code: '999' })
    s.send(failed('verifyPhone', problem(400)))
    s.send({ type: 'code.resend' })
    expect(s.value()).toEqual({ phone: 'resending' })
    expect(s.context().problem).toBeNull()
    expect(s.calls.at(-1)?.call).toBe('sendCode')
    s.send(done('sendCode', {}))
    expect(s.value()).toEqual({ phone: 'waiting' })
    expect(s.context().codeResent).toBe(true)
    expect(s.context().problem).toBeNull()
  })

  it('keeps the refusal of a new code asked too soon, and says none was sent', () => {
    const s = atTheCode()
    s.send({ type: 'code.resend' })
    s.send(done('sendCode', {}))
    s.send({ type: 'code.resend' })
    s.send(failed('sendCode', problem(429, { retryAfterSeconds: 60 })))
    expect(s.value()).toEqual({ phone: 'waiting' })
    expect(s.context().problem).toEqual(problem(429, { retryAfterSeconds: 60 }))
    expect(s.context().codeResent).toBe(false)
  })
})

describe('calls the page has not given', () => {
  it('fail rather than answer: no account is created, no code checked or sent', async () => {
    const form = createActor(signUpMachine, { input: { signedIn: false, phone: null } }).start()
    form.send({ type: 'submit', values })
    await waitFor(form, (snapshot) => snapshot.matches('editing'), { timeout: 2000 })
    expect(form.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })

    const code = createActor(signUpMachine, { input: { signedIn: true, phone: '******5678' } }).start()
    code.send({ type: 'code.submit', code: '123' })
    await waitFor(code, (snapshot) => snapshot.matches({ phone: 'waiting' }), { timeout: 2000 })
    expect(code.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })
    code.send({ type: 'code.resend' })
    await waitFor(code, (snapshot) => snapshot.matches({ phone: 'waiting' }), { timeout: 2000 })
    expect(code.getSnapshot().context.codeResent).toBe(false)
  })
})
