import type { Context, MiddlewareHandler } from 'hono'
import type { FaultRule } from '../api'
import { clientAddress, type TrustProxy } from './auth/client-address'
import { answerError } from './errors'

/**
 * Fault injection for development: chosen calls answer 500, hang, lose their
 * connection or answer 401, so the front end's error page, retries and logout can be watched
 * against the real ERP. Set with PUT /web/dev/faults; exists only with dev tools on (app.ts).
 */

export interface ActiveFault extends FaultRule {
  id: number
  /** Faults still to inject; null until the rules are cleared. */
  remaining: number | null
  /** Calls this rule has hit so far. */
  hits: number
}

export interface Faults {
  /** Replaces every rule; answers them with their ids. */
  set(rules: readonly FaultRule[]): ActiveFault[]
  /** Removes every rule, and lets go of the calls held by a hang. */
  clear(): void
  list(): ActiveFault[]
  /** The rule a call hits now, counting it; null when none. */
  take(call: { method: string; path: string; address: string }): ActiveFault | null
  /** Settles when the rule stops existing (cleared or replaced). */
  removed(rule: ActiveFault): Promise<void>
}

/** The switch's own path is never faulted, so the faults can always be cleared. */
export const FAULTS_PATH = '/web/dev/faults'

/** A path pattern: `*` stands for any run of characters, the rest is literal and whole. */
export function patternOf(path: string): RegExp {
  const literal = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${literal.join('.*')}$`)
}

export function createFaults(): Faults {
  let rules: Array<ActiveFault & { pattern: RegExp; release: () => void; gone: Promise<void> }> = []
  let nextId = 1
  const view = (rule: ActiveFault): ActiveFault => {
    const { id, method, path, mode, times, when, address, remaining, hits } = rule
    return {
      id,
      ...(method ? { method } : {}),
      path,
      mode,
      ...(times ? { times } : {}),
      ...(when ? { when } : {}),
      ...(address ? { address } : {}),
      remaining,
      hits,
    }
  }
  const releaseAll = () => {
    for (const rule of rules) rule.release()
    rules = []
  }
  return {
    set(next) {
      releaseAll()
      rules = next.map((rule) => {
        let release = () => {}
        const gone = new Promise<void>((resolve) => (release = resolve))
        return { ...rule, id: nextId++, remaining: rule.times ?? null, hits: 0, pattern: patternOf(rule.path), release, gone }
      })
      return rules.map(view)
    },
    clear: releaseAll,
    list: () => rules.map(view),
    take({ method, path, address }) {
      if (path === FAULTS_PATH) return null
      const rule = rules.find(
        (candidate) =>
          (candidate.remaining === null || candidate.remaining > 0) &&
          (!candidate.method || candidate.method === method) &&
          (!candidate.address || candidate.address === address) &&
          candidate.pattern.test(path),
      )
      if (!rule) return null
      rule.hits += 1
      if (rule.remaining !== null) rule.remaining -= 1
      return view(rule)
    },
    removed(rule) {
      return rules.find((candidate) => candidate.id === rule.id)?.gone ?? Promise.resolve()
    },
  }
}

/** The Node socket under a request, when it runs on @hono/node-server (not under app.request). */
function socketOf(c: Context): { destroy(): void } | null {
  const env = c.env as { incoming?: { socket?: { destroy(): void } } } | undefined
  return env?.incoming?.socket ?? null
}

/** Settles when the caller gives up (its connection closes or its signal aborts). */
function abandoned(c: Context): Promise<void> {
  const signal = c.req.raw.signal
  if (signal.aborted) return Promise.resolve()
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
}

/**
 * Applies the rules to every call. `when: 'after'` lets the call do its work first and then
 * loses its answer: the case an Idempotency-Key exists for (done, but the caller never heard).
 */
export function faultInjection(faults: Faults, trustProxy: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    const rule = faults.take({ method: c.req.method, path: c.req.path, address: clientAddress(c, trustProxy) })
    if (!rule) return next()
    const after = rule.when === 'after'
    if (after) await next()
    // After the call, its answer is replaced outright (none of its headers carried over).
    const answer = (response: Response) => {
      if (after) c.res = undefined
      c.res = response
      return c.res
    }
    switch (rule.mode) {
      case 'error500':
        return answer(answerError(c, 500, 'Injected fault.', { code: 'fault_injected' }))
      case 'unauthorized':
        return answer(answerError(c, 401, 'The token is not valid.', { code: 'invalid_token' }))
      case 'drop': {
        const socket = socketOf(c)
        if (!socket) throw new Error('A dropped connection needs a Node server (@hono/node-server).')
        socket.destroy()
        return c.body(null, 500)
      }
      case 'hang': {
        // Held until the caller gives up, or until the rule is cleared: then the call goes on late.
        const cleared = faults.removed(rule).then(() => true)
        const gaveUp = abandoned(c).then(() => false)
        if (!(await Promise.race([cleared, gaveUp]))) return c.body(null, 500)
        if (!after) await next()
        return
      }
    }
  }
}
