import type { AuthActor, RootActor } from './system'

/** What every route reads from the router: the actor system's long-lived actors. */
export interface RouterContext {
  rootActor: RootActor
  authActor: AuthActor
}
