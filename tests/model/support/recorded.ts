import { fromPromise } from 'xstate'

/**
 * The ERP calls a rules test gives a machine: each records what it was asked and never answers, so
 * the test answers it by sending the actor's done or error event, and reads the inputs it was given.
 */
export function recordedCalls() {
  const calls: { call: string; input: unknown }[] = []
  const recorded = (call: string) =>
    fromPromise<any, any>(({ input }) => {
      calls.push({ call, input })
      return new Promise<never>(() => {})
    })
  return { calls, recorded }
}
