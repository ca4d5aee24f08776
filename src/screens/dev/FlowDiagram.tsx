import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import {
  fromElk,
  stateLines,
  toElk,
  toMermaid,
  type DrawnGraph,
  type ElkNode,
  type FlowLayout,
  type FlowState,
  type LaidOutState,
} from './flow-model'
import { Button } from '../../ui/Button'
import { useMachineTexts } from './machine-texts'
import { StateDetails } from './StateDetails'

type Elk = { layout: (graph: ElkNode) => Promise<ElkNode> }
let elk: Promise<Elk> | null = null
/**
 * elkjs loads with this page only, once, and lays out in a Web Worker of its own file (allowed by
 * the CSP's script-src 'self'), so that the page answers input while fourteen machines are laid out.
 */
function loadElk(): Promise<Elk> {
  elk ??= Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]).then(
    ([{ default: ELK }, { default: workerUrl }]) => new ELK({ workerUrl }) as unknown as Elk,
  )
  return elk
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

const FILL = ['#ffffff', '#f3f6fa', '#e8eef6', '#dde6f1']

/** One machine drawn from its definition, laid out by ELK, its live state highlighted. */
export function FlowDiagram({ drawn, active }: { drawn: DrawnGraph; active: string[] | null }) {
  const { t } = useLingui()
  const { graph } = drawn
  const [layout, setLayout] = useState<FlowLayout | null>(null)
  const [failed, setFailed] = useState(false)
  const [selected, setSelected] = useState<FlowState | null>(null)
  const [copied, setCopied] = useState(false)
  const [fit, setFit] = useState(false)
  const svg = useRef<SVGSVGElement>(null)
  const texts = useMachineTexts(drawn.name)
  const activeIds = new Set(active ?? [])
  const markerId = `arrow-${drawn.name}`

  useEffect(() => {
    let current = true
    loadElk()
      .then((engine) => engine.layout(toElk(graph)))
      .then((laidOut) => current && setLayout(fromElk(graph, laidOut)))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [graph])

  const choose = (state: FlowState) => setSelected(state)
  const onKey = (state: FlowState) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(state)
    }
  }
  const leaves = (active ?? []).filter((id) => !(active ?? []).some((other) => other.startsWith(`${id}.`)))
  const mermaid = () => toMermaid(graph)

  const drawState = ({ state, x, y, width, height, depth }: LaidOutState) => {
    const isActive = activeIds.has(state.id)
    const isSelected = selected?.id === state.id
    const lines = stateLines(state)
    return (
      <g
        key={state.id}
        role="button"
        tabIndex={0}
        aria-label={`${state.key}${isActive ? ` (${t`current state`})` : ''}`}
        aria-pressed={isSelected}
        data-state={state.id}
        data-active={isActive || undefined}
        className="dev-flows__state"
        onClick={() => choose(state)}
        onKeyDown={onKey(state)}
      >
        <rect
          x={x}
          y={y}
          width={width}
          height={height}
          rx={state.children.length > 0 ? 10 : 6}
          fill={isActive ? '#fff1c2' : FILL[Math.min(depth, FILL.length - 1)]}
          stroke={isActive ? '#9a4d00' : isSelected ? '#0b5cad' : '#57606a'}
          strokeWidth={isActive || isSelected ? 3 : 1}
          strokeDasharray={state.kind === 'parallel' ? '6 3' : undefined}
        />
        {state.kind === 'final' ? (
          <rect x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={4} fill="none" stroke="#57606a" />
        ) : null}
        {lines.map((line, index) => (
          <text
            key={line}
            x={x + 10}
            y={y + 18 + index * 18}
            fill={index === 0 ? '#1b1f24' : '#3d444d'}
            fontWeight={index === 0 ? 600 : 400}
          >
            {line}
          </text>
        ))}
      </g>
    )
  }

  return (
    <section
      className="dev-flows__machine"
      id={`machine-${drawn.name}`}
      aria-labelledby={`machine-${drawn.name}-title`}
      data-machine={drawn.name}
    >
      <h2 id={`machine-${drawn.name}-title`}>{drawn.name}</h2>
      <p className="dev-flows__live" data-live-state={leaves.join(' ')}>
        {active === null && drawn.byScreen ? (
          <Trans>Started by its screen: not open now.</Trans>
        ) : active === null ? (
          <Trans>Not running yet.</Trans>
        ) : (
          <Trans>Live state: {leaves.map((id) => id.split('.').slice(1).join('.')).join(', ')}</Trans>
        )}
      </p>
      <div className="dev-flows__actions">
        <Button
          variant="secondary"
          isDisabled={!layout}
          onPress={() =>
            svg.current && download(`${drawn.name}.svg`, 'image/svg+xml', new XMLSerializer().serializeToString(svg.current))
          }
        >
          <Trans>Download SVG</Trans>
        </Button>
        <Button variant="secondary" aria-pressed={fit} isDisabled={!layout} onPress={() => setFit(!fit)}>
          <Trans>Fit to width</Trans>
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            void navigator.clipboard?.writeText(mermaid()).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }}
        >
          <Trans>Copy Mermaid</Trans>
        </Button>
        <Button variant="secondary" onPress={() => download(`${drawn.name}.mmd`, 'text/plain', mermaid())}>
          <Trans>Download Mermaid</Trans>
        </Button>
        <span role="status">{copied ? <Trans>Mermaid text copied.</Trans> : null}</span>
      </div>
      <div className={fit ? 'dev-flows__canvas dev-flows__canvas--fit' : 'dev-flows__canvas'}>
        {failed ? (
          <p>
            <Trans>The diagram could not be laid out.</Trans>
          </p>
        ) : !layout ? (
          <p>
            <Trans>Laying out the diagram…</Trans>
          </p>
        ) : (
          <svg
            ref={svg}
            xmlns="http://www.w3.org/2000/svg"
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            role="group"
            aria-label={t`Diagram of the ${drawn.name} machine`}
            fontFamily="system-ui, sans-serif"
            fontSize="12"
          >
            <defs>
              <marker
                id={markerId}
                viewBox="0 0 10 10"
                refX="10"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" fill="#57606a" />
              </marker>
            </defs>
            {/* Compound states under the transitions, atomic states over them: a line never crosses a box it does not enter. */}
            {layout.states.filter(({ state }) => state.children.length > 0).map(drawState)}
            {layout.edges.map(({ edge, points, label }) => (
              <g key={edge.id} aria-hidden="true">
                <polyline
                  points={points.map((point) => `${point.x},${point.y}`).join(' ')}
                  fill="none"
                  stroke="#57606a"
                  strokeWidth={1.2}
                  markerEnd={`url(#${markerId})`}
                />
                {label ? (
                  <text
                    x={label.x}
                    y={label.y + 11}
                    fill="#24292f"
                    fontSize="11"
                    stroke="#ffffff"
                    strokeWidth={3}
                    paintOrder="stroke"
                  >
                    {/* What the guard checks, in the reader's language, on hovering the label. */}
                    {texts.edge(edge) ? <title>{texts.edge(edge)}</title> : null}
                    {label.text}
                  </text>
                ) : null}
              </g>
            ))}
            {layout.states.filter(({ state }) => state.children.length === 0).map(drawState)}
          </svg>
        )}
      </div>
      <div className="dev-flows__details" aria-live="polite">
        {selected ? (
          <StateDetails machine={drawn.name} graph={graph} selected={selected} />
        ) : (
          <p>
            <Trans>Click a state (or focus it and press Enter) to see its description and screen.</Trans>
          </p>
        )}
      </div>
    </section>
  )
}
