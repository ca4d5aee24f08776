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
