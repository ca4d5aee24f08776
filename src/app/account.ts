import type { ActorRefFrom } from 'xstate'
import { accountMachine, isAccountScreen, type AccountEvent } from '../../machines/account.machine'
import { ACCOUNT } from '../../machines/ids'
import { routeNameOf } from '../../machines/navigation'
import { rootActor } from './system'

export type AccountActor = ActorRefFrom<typeof accountMachine>

/** The client area's actor, joined to the actor system the first time one of its pages opens. */
export function accountActor(): AccountActor {
  const existing = rootActor.system.get(ACCOUNT) as AccountActor | undefined
  if (existing) return existing
  rootActor.send({ type: 'actor.join', systemId: ACCOUNT, logic: accountMachine })
  return rootActor.system.get(ACCOUNT) as AccountActor
}

export function sendToAccount(event: AccountEvent): void {
  accountActor().send(event)
}

/** A page of the client area was entered (its path): the machine hears which. */
export function openAccountPage(pathname: string): void {
  const screen = routeNameOf(pathname)
  if (isAccountScreen(screen)) accountActor().send({ type: 'account.opened', screen })
}
