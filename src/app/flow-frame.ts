import { useSyncExternalStore } from 'react'
import type { RouteName } from '../domain/routes'

/**
 * What the frame shows of the flow actor without loading it (the flow's code joins lazily, once a
 * client session exists or a flow page opens, so that a guest's landing page downloads none of
 * it): the progress percent of the flow, whether sandbox mode is on, and where the journey moved on
 * to while the client reads. src/app/flow.ts publishes.
 */
export interface FlowFrame {
  progress: number
  sandbox: boolean
  /** Where the journey moved on to while the client reads a page the flow never moves. */
  resume: RouteName | null
}

/** What a guest's page shows, as the landing pages' HTML is rendered at build time (src/prerender.tsx). */
const GUEST_FRAME: FlowFrame = { progress: 0, sandbox: false, resume: null }
let frame: FlowFrame = GUEST_FRAME
const listeners = new Set<() => void>()

export function publishFlowFrame(next: FlowFrame): void {
  if (next.progress === frame.progress && next.sandbox === frame.sandbox && next.resume === frame.resume) return
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
  // A guest's frame at build time and while the rendered HTML is hydrated (ui/hydration.ts).
  return useSyncExternalStore(
    subscribe,
    () => frame,
    () => GUEST_FRAME,
  )
}
