import { createApiClient, type LocalCall, type ServerFailure } from '../api/client'

/** The session's token as the auth machine last stored it (see system.ts: storeToken/forgetToken). */
let currentToken: string | null = null

/** What the actor system does with the session side of every answer; bound by system.ts. */
export interface ApiSession {
  onToken(token: string): void
  onUnauthorized(refusal: { status: number; blocked: boolean }): void
  onServerError(failure: ServerFailure): void
  /** One renewed token for the calls refused together with `refused`; null to let the 401 stand. */
  renewToken(refused: string): Promise<string | null>
}

let session: ApiSession | null = null

export const apiToken = {
  set(token: string | null): void {
    currentToken = token
  },
}

/** system.ts hands the actor system to the client once it exists (the client is made first). */
export function bindApiSession(bound: ApiSession): void {
  session = bound
}

/** Sandbox mode's stand-in for the ERP (src/app/sandbox-erp.ts) while the mode is on; null otherwise. */
let standIn: ((call: LocalCall) => Promise<Response | undefined>) | null = null

/** Sandbox mode starts (its stand-in answers the client's calls from now on) or ends (null). */
export function answerInSandbox(answer: typeof standIn): void {
  standIn = answer
}

/**
 * The one API client of the app: the session's token on every call, a renewed token from any
 * answer, one token renewal for the calls a 401 refuses together (then logout if it fails),
 * logout on 403, and the full error page for answers of 500 or above.
 */
export const api = createApiClient({
  baseUrl: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  getToken: () => currentToken,
  onToken: (token) => session?.onToken(token),
  onUnauthorized: (refusal) => session?.onUnauthorized(refusal),
  onServerError: (failure) => session?.onServerError(failure),
  renewToken: async (refused) => (session ? session.renewToken(refused) : null),
  answerLocally: (call) => standIn?.(call),
})
