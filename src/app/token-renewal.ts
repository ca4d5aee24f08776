import { waitFor, type ActorRefFrom } from 'xstate'
import type { authMachine } from '../../machines/auth.machine'

type AuthActor = ActorRefFrom<typeof authMachine>

/**
 * A private call sent with `refused` answered 401. While the session holds that token, the auth
 * machine renews it once for every call refused together (its `renewing` state); a call refused
 * after the renewal gets the new token at once. Null: no token to send again with (logged out).
 */
export async function renewSessionToken(auth: AuthActor, refused: string): Promise<string | null> {
  const now = auth.getSnapshot()
  if (!now.matches('loggedIn')) return null
  if (now.context.token !== refused) return now.context.token
  auth.send({ type: 'token.refused' })
  const settled = await waitFor(auth, (snapshot) => !snapshot.matches({ loggedIn: 'renewing' }))
  return settled.matches('loggedIn') && settled.context.token !== refused ? settled.context.token : null
}
