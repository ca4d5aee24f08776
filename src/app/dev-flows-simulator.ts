import type { SimulatorPort, SimulatorReply, SimulatorRequest } from '../screens/dev/simulator-model'

/**
 * Starts the flow visualiser's simulator: its Web Worker (a file of its own, allowed by the CSP's
 * script-src 'self'), which holds the machines' code, and the page's way of asking it.
 */
export function startSimulator(): SimulatorPort {
  const worker = new Worker(new URL('./dev-flows-simulator.worker.ts', import.meta.url), { type: 'module' })
  const waiting = new Map<number, (reply: SimulatorReply) => void>()
  let last = 0
  worker.addEventListener('message', ({ data }: MessageEvent<SimulatorReply>) => {
    waiting.get(data.id)?.(data)
    waiting.delete(data.id)
  })
  worker.addEventListener('error', () => {
    for (const [id, settle] of waiting) settle({ kind: 'failed', id, message: 'The simulator stopped' })
    waiting.clear()
  })
  return {
    ask(request) {
      const id = ++last
      return new Promise((settle) => {
        waiting.set(id, settle)
        const message: SimulatorRequest = { ...request, id }
        worker.postMessage(message)
      })
    },
    close: () => worker.terminate(),
  }
}
