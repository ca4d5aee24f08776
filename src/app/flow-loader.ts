let flowModule: Promise<typeof import('./flow')> | null = null

/**
 * The flow's code, loaded once: it joins lazily, once a client session exists or a flow page
 * opens, so that a guest's landing page downloads none of it. A module of its own, apart from the
 * frame's published view (flow-frame.ts) that the flow itself imports.
 */
export function loadFlow(): Promise<typeof import('./flow')> {
  flowModule ??= import('./flow')
  return flowModule
}
