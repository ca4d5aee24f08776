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
/** The offer the application actor invokes, under this id, while an offer is open. */
export const OFFER = 'offer'

/*
 * The actors a screen starts for itself, outside the system, are followed under their machine's
 * name while their screen is open (src/app/followed-actors.ts): the details form's sign-up, the
 * document steps' files (`upload`: the last file chosen), the forms, the identity check.
 */
export const SIGNUP = 'signup'
export const RECOVERY = 'recovery'
export const FORM = 'form'
export const UPLOAD = 'upload'
export const UPLOADS = 'uploads'
export const IDENTITY = 'identity'

/** The names of the machines whose actors a screen starts for itself. */
export const SCREEN_ACTORS: readonly string[] = [SIGNUP, RECOVERY, FORM, UPLOAD, UPLOADS, IDENTITY]

/**
 * Every machine of machines/*.machine.ts by name, with the id its live actor is followed under:
 * 'root' for the root actor itself, its system id, or its name for an actor a screen starts for
 * itself (SCREEN_ACTORS). The one list
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
  offer: OFFER,
  flow: FLOW,
  sandbox: SANDBOX,
  loan: LOAN,
  signup: SIGNUP,
  recovery: RECOVERY,
  form: FORM,
  upload: UPLOAD,
  uploads: UPLOADS,
  identity: IDENTITY,
  tracking: TRACKING,
  popup: POPUPS,
  toast: TOASTS,
} as const

export type MachineName = keyof typeof MACHINES
