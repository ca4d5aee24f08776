/** Browser storage that never throws (private mode, disabled storage). */
function safeStore(pick: () => Storage | undefined) {
  return {
    get(key: string): string | null {
      try {
        return pick()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set(key: string, value: string): void {
      try {
        pick()?.setItem(key, value)
      } catch {
        /* storage unavailable: the value lives in memory only */
      }
    },
    remove(key: string): void {
      try {
        pick()?.removeItem(key)
      } catch {
        /* storage unavailable */
      }
    },
  }
}

export const storage = safeStore(() => globalThis.localStorage)
export const sessionStore = safeStore(() => globalThis.sessionStorage)

export const TOKEN_KEY = 'auth.token'
/**
 * A team member's token (back office, the flow visualiser) lives in this tab's sessionStorage, never
 * in the localStorage every tab of the browser shares: a product owner follows a borrower who logs
 * in and out in another tab of the same browser, and neither session replaces or ends the other.
 */
export const TEAM_TOKEN_KEY = 'auth.team-token'
