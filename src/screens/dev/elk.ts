import type { ElkNode } from './flow-model'

type Elk = { layout: (graph: ElkNode) => Promise<ElkNode> }
let elk: Promise<Elk> | null = null

/**
 * elkjs loads with the team's tools only, once, and lays out in a Web Worker of its own file
 * (allowed by the CSP's script-src 'self'), so that the page answers input while the machines are
 * laid out.
 */
export function loadElk(): Promise<Elk> {
  elk ??= Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]).then(
    ([{ default: ELK }, { default: workerUrl }]) => new ELK({ workerUrl }) as unknown as Elk,
  )
  return elk
}
