/** System ids of the long-lived actors spawned by the root actor. */
export const AUTH = 'auth'
export const POPUPS = 'popups'
export const TOASTS = 'toasts'
export const CALCULATOR = 'calculator'
export const APPLICATION = 'application'
export const FLOW = 'flow'
export const SANDBOX = 'sandbox'
export const TRACKING = 'tracking'
export const REGISTRATION = 'registration'
export const ACCOUNT = 'account'
export const LOAN = 'loan'

/**
 * Every machine of machines/*.machine.ts by name, with the system id its live actor runs under:
 * 'root' for the root actor itself, null for the actors a screen starts for itself. The one list
 * the flow visualiser (src/app/dev-flows-machines.ts) and the QA paths report
 * (scripts/lib/paths-machines.ts) read: each covers every name of it, and a test holds the list to
 * the machine files.
 */
export const MACHINES = {
  root: 'root',
  auth: AUTH,
  calculator: CALCULATOR,
  application: APPLICATION,
  registration: REGISTRATION,
  account: ACCOUNT,
  offer: null,
  flow: FLOW,
  sandbox: SANDBOX,
  loan: LOAN,
  signup: null,
  recovery: null,
  form: null,
  upload: null,
  uploads: null,
  identity: null,
  tracking: TRACKING,
  popup: POPUPS,
  toast: TOASTS,
} as const

export type MachineName = keyof typeof MACHINES
