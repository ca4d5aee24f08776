/** System ids of the long-lived actors spawned by the root actor. */
export const AUTH = 'auth'
export const POPUPS = 'popups'
export const TOASTS = 'toasts'
export const CALCULATOR = 'calculator'
export const APPLICATION = 'application'
export const FLOW = 'flow'
export const SANDBOX = 'sandbox'
export const TRACKING = 'tracking'
