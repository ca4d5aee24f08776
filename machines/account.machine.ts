import { assign, setup, type SnapshotFrom } from 'xstate'
import type { RouteName } from '../src/domain/routes'

/**
 * The client area: the overview of a signed-in client (their data, the loan at a glance,
 * documents and referrals) and the three account changes (e-mail, phone, password), each a form
 * the ERP confirms. The loan pages are the loan machine's (machines/loan.machine.ts). A page of
 * the area opened (a link, Back, a reload) tells the machine, and a change confirmed by the ERP
 * is reported to it, so the visualiser and the QA paths see where the client stands.
 */

export const ACCOUNT_SCREENS = [
  'profile',
  'profile-change-email',
  'profile-change-phone',
  'profile-change-password',
] as const satisfies readonly RouteName[]

export type AccountScreen = (typeof ACCOUNT_SCREENS)[number]

export function isAccountScreen(route: RouteName | null): route is AccountScreen {
  return route !== null && (ACCOUNT_SCREENS as readonly string[]).includes(route)
}

export type AccountEvent =
  | { type: 'account.opened'; screen: AccountScreen }
  /** The ERP confirmed the change on the page shown. */
  | { type: 'account.change.done' }

export interface AccountContext {
  opened: AccountScreen
}

const opens =
  (screen: AccountScreen) =>
  ({ context }: { context: AccountContext }) =>
    context.opened === screen

/** A change's form, then its confirmation with the way back to the overview. */
const change = (screen: AccountScreen, description: string) => ({
  meta: { screen, description },
  initial: 'editing' as const,
  states: {
    editing: {
      meta: { description: 'The form, with the last refusal at its field' },
      on: { 'account.change.done': 'changed' },
    },
    changed: { meta: { description: 'Confirmed by the ERP: the new value and the way back to the overview' } },
  },
})

export const accountMachine = setup({
  types: { context: {} as AccountContext, events: {} as AccountEvent },
  guards: {
    opensEmail: opens('profile-change-email'),
    opensPhone: opens('profile-change-phone'),
    opensPassword: opens('profile-change-password'),
  },
}).createMachine({
  id: 'account',
  context: { opened: 'profile' },
  initial: 'overview',
  on: {
    'account.opened': { target: '.opening', actions: assign({ opened: ({ event }) => event.screen }) },
  },
  states: {
    opening: {
      meta: { description: 'Chooses the state of the page opened' },
      always: [
        { guard: 'opensEmail', target: 'email' },
        { guard: 'opensPhone', target: 'phone' },
        { guard: 'opensPassword', target: 'password' },
        { target: 'overview' },
      ],
    },
    overview: {
      meta: { screen: 'profile', description: 'The overview: data, status, the loan at a glance, documents and referrals' },
    },
    email: change('profile-change-email', 'A new e-mail address, confirmed with the code sent to it'),
    phone: change('profile-change-phone', 'A new mobile phone, confirmed with the SMS code'),
    password: change('profile-change-password', 'A new password, given with the current one'),
  },
})

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>

const SCREENS = {
  overview: 'profile',
  email: 'profile-change-email',
  phone: 'profile-change-phone',
  password: 'profile-change-password',
} as const satisfies Record<string, AccountScreen>

/** The page the client area's state shows (its states' `meta.screen`, which the production build leaves out). */
export function accountRouteOf(snapshot: Pick<AccountSnapshot, 'value'>): AccountScreen {
  const key = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!
  return SCREENS[key as keyof typeof SCREENS] ?? 'profile'
}
