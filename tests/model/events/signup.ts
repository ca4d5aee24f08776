import { fromPromise, type AnyEventObject } from 'xstate'
import { signUpMachine, type SignUpEvent, type SignUpValues } from '../../../machines/signup.machine'

export const values: SignUpValues = {
  language: 'es',
  firstName: 'Paola',
  middleName: null,
  lastNames: 'Ruiz Soto',
  email: 'paola@example.mx',
  mobilePhone: { number: '5512345678' },
  password: 'Secreto123',
  curp: 'RUSP900115MDFZTL03',
  birthDate: '1990-01-15',
  consents: { terms: true, privacy: true, creditBureau: true, marketing: false },
}

export const internal = (event: object) => event as unknown as SignUpEvent
export const EVENTS = [
  { type: 'submit', values },
  { type: 'submit', values, captchaToken: 'dev-pass.1.token' },
  internal({ type: 'xstate.done.actor.createAccount', output: { phone: '5512345678', loggedIn: true } }),
  internal({ type: 'xstate.done.actor.createAccount', output: { phone: '5512345678', loggedIn: false } }),
  internal({
    type: 'xstate.error.actor.createAccount',
    error: { status: 400, violations: [{ name: 'email', status: 'not_unique' }] },
  }),
  internal({ type: 'xstate.error.actor.createAccount', error: { status: 428, code: 'captcha_required', violations: [] } }),
  { type: 'code.submit', code: '123' },
  { type: 'code.resend' },
  internal({ type: 'xstate.done.actor.verifyPhone', output: { verified: true } }),
  internal({
    type: 'xstate.error.actor.verifyPhone',
    error: { status: 400, violations: [{ name: 'code', status: 'invalid_token' }] },
  }),
  internal({ type: 'xstate.done.actor.sendCode', output: { sent: true } }),
  internal({ type: 'xstate.error.actor.sendCode', error: { status: 429, violations: [], retryAfterSeconds: 40 } }),
] as SignUpEvent[] as AnyEventObject[]

export const pending = fromPromise<any, any>(() => new Promise(() => {}))
export const model = signUpMachine.provide({ actors: { createAccount: pending, sendCode: pending, verifyPhone: pending } })
export const serialize = (s: { value: unknown; context: { problem: unknown; codeResent: boolean; captcha: boolean } }) => ({
  value: s.value,
  problem: s.context.problem !== null,
  resent: s.context.codeResent,
  captcha: s.context.captcha,
})
