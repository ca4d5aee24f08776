import { assign, fromPromise, setup } from 'xstate'
import { asksForCaptcha, toProblem, type Problem } from '../src/domain/problem'

/** What the details form sends: the language plus the client data. */
export interface SignUpValues {
  language: 'es' | 'en'
  firstName: string
  middleName: string | null
  lastNames: string
  email: string
  mobilePhone: { number: string }
  password: string
  curp: string
  /** yyyy-mm-dd */
  birthDate: string
  consents: { terms: boolean; privacy: boolean; creditBureau: boolean; marketing: boolean }
}

export interface SignUpContext {
  problem: Problem | null
  /** Where the phone code went, masked; set once the account exists. */
  phone: string | null
  codeResent: boolean
  /** The ERP asked for a captcha (428): the form shows it and sends its token with the next submits. */
  captcha: boolean
}

/** What the form sends: the values, and a solved captcha's token once the ERP asked for one. */
export interface SignUpSubmission {
  values: SignUpValues
  captchaToken?: string
}

export type SignUpEvent =
  ({ type: 'submit' } & SignUpSubmission) | { type: 'code.submit'; code: string } | { type: 'code.resend' }

/**
 * The first registration step (`/registration`): the account is created, the new client is
 * logged in with e-mail and password (automatically, right after sign-up), and the mobile phone
 * is verified with the 3-digit SMS code. A second submit while one is on its way is ignored, so
 * the account is created once. The password lives only in the events and actor inputs of this
 * run, never in context or storage.
 */
export const signUpMachine = setup({
  types: { context: {} as SignUpContext, events: {} as SignUpEvent, input: {} as { signedIn: boolean; phone: string | null } },
  actors: {
    /** Creates the account, then logs in with its e-mail and password; rejects only when the account was not created. */
    createAccount: fromPromise<{ phone: string; loggedIn: boolean }, SignUpSubmission>(async () => {
      throw new Error('createAccount is provided by the app')
    }),
    sendCode: fromPromise<unknown, void>(async () => {
      throw new Error('sendCode is provided by the app')
    }),
    verifyPhone: fromPromise<unknown, { code: string }>(async () => {
      throw new Error('verifyPhone is provided by the app')
    }),
  },
  actions: {
    assignProblem: assign({ problem: (_, params: { error: unknown }) => toProblem(params.error), codeResent: false }),
    clearProblem: assign({ problem: null, codeResent: false }),
    assignPhone: assign({ phone: (_, params: { phone: string }) => params.phone }),
    markResent: assign({ codeResent: true, problem: null }),
    requireCaptcha: assign({ captcha: true }),
  },
  guards: {
    // The sign-up was refused until a captcha is solved (428).
    asksForCaptcha: (_, params: { error: unknown }) => asksForCaptcha(toProblem(params.error)),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ problem: null, phone: input.phone, codeResent: false, captcha: false }),
  // A client who already has the account (a reload after sign-up) goes on with the phone code.
  initial: 'deciding',
  states: {
    deciding: {
      meta: {
        description: 'Decides where sign-up starts: the phone step for a signed-in client, else the form',
      },
      always: [{ guard: ({ context }) => context.phone !== null, target: 'phone' }, { target: 'editing' }],
    },
    editing: {
      meta: { description: 'The details form', screen: 'registration' },
      on: { submit: { target: 'creating', actions: 'clearProblem' } },
    },
    creating: {
      meta: { description: 'Creating the account (POST /web/public/client), then logging in with e-mail and password' },
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ event }) => {
          const { values, captchaToken } = event as Extract<SignUpEvent, { type: 'submit' }>
          return captchaToken ? { values, captchaToken } : { values }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.loggedIn,
            target: 'phone',
            actions: { type: 'assignPhone', params: ({ event }) => ({ phone: event.output.phone }) },
          },
          // The account exists but the automatic login failed: the login page finishes it.
          { target: 'loginFailed', actions: { type: 'assignPhone', params: ({ event }) => ({ phone: event.output.phone }) } },
        ],
        onError: [
          {
            guard: { type: 'asksForCaptcha', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [{ type: 'assignProblem', params: ({ event }) => ({ error: event.error }) }, 'requireCaptcha'],
          },
          { target: 'editing', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loginFailed: {
      meta: { description: 'The account was created but the automatic login failed: the user logs in by hand' },
      type: 'final',
    },
    phone: {
      meta: { description: 'The 3-digit code sent by SMS verifies the mobile phone' },
      initial: 'waiting',
      states: {
        waiting: {
          meta: { description: 'Waits for the client to type the code (or ask for a new one)' },
          on: {
            'code.submit': { target: 'verifying', actions: 'clearProblem' },
            'code.resend': { target: 'resending', actions: 'clearProblem' },
          },
        },
        verifying: {
          meta: { description: 'Checks the code with the ERP (POST phone/verify)' },
          invoke: {
            id: 'verifyPhone',
            src: 'verifyPhone',
            input: ({ event }) => ({ code: (event as Extract<SignUpEvent, { type: 'code.submit' }>).code }),
            onDone: { target: '#signUp.done' },
            onError: { target: 'waiting', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        resending: {
          meta: { description: 'Sends a new code (the code limits apply)' },
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            onDone: { target: 'waiting', actions: 'markResent' },
            onError: { target: 'waiting', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    done: {
      meta: { description: 'Account created, logged in, phone verified: on to the address' },
      type: 'final',
    },
  },
})
