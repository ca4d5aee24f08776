import { useSyncExternalStore } from 'react'

/**
 * What the frame shows of the flow actor without loading it (the flow's code joins lazily, once a
 * client session exists or a flow page opens, so that a guest's landing page downloads none of
 * it): the progress percent of the flow and whether sandbox mode is on. src/app/flow.ts publishes.
 */
export interface FlowFrame {
  progress: number
  sandbox: boolean
}

let frame: FlowFrame = { progress: 0, sandbox: false }
const listeners = new Set<() => void>()

export function publishFlowFrame(next: FlowFrame): void {
  if (next.progress === frame.progress && next.sandbox === frame.sandbox) return
  frame = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The frame now, outside React (guards). */
export function flowFrame(): FlowFrame {
  return frame
}

export function useFlowFrame(): FlowFrame {
  // The same snapshot on the server: landing pages are rendered to HTML at build time (src/prerender.tsx).
  return useSyncExternalStore(
    subscribe,
    () => frame,
    () => frame,
  )
}

let flowModule: Promise<typeof import('./flow')> | null = null

/** The flow's code, loaded once. */
export function loadFlow(): Promise<typeof import('./flow')> {
  flowModule ??= import('./flow')
  return flowModule
}
