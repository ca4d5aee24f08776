import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import {
  anyStateLines,
  leafIds,
  stateKey,
  collapseGraph,
  fromElk,
  rootStays,
  stateLines,
  eventName,
  type DiagramWords,
  type FlowEdge,
  type LiveLogEntry,
  toElk,
  toMermaid,
  type DrawnGraph,
  type FlowLayout,
  type FlowState,
  type LaidOutState,
} from './flow-model'
import { Button } from '../../ui/Button'
import { DiagramViewport, type ViewportHandle } from './DiagramViewport'
import { DiagramSearch } from './DiagramSearch'
import { useMachineTexts } from './machine-texts'
import { StateDetails } from './StateDetails'
import { loadElk } from './elk'
import { ArrowMarker, useEventWords } from './diagram-words'

/** Downloads the text as a file of that name. */
export function download(name: string, type: string, text: string) {
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

/** The diagram as a file: the whole machine at its own size, whatever part of it the view shows. */
function wholeSvg(shown: SVGSVGElement, layout: FlowLayout): string {
  const copy = shown.cloneNode(true) as SVGSVGElement
  copy.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`)
  copy.setAttribute('width', String(layout.width))
  copy.setAttribute('height', String(layout.height))
  return new XMLSerializer().serializeToString(copy)
}

/** The attributes a transition is drawn with, as the QA oracle's tables name it: a test holds the picture to them. */
const edgeData = (edge: FlowEdge) => ({
  'data-edge': edge.id,
  'data-from': edge.from,
  'data-event': edge.event,
  'data-guard': edge.guard,
  'data-to': edge.to,
})

/** The diagram's words in the reader's language; events, guards and states keep their names in the code. */
function useDiagramWords(): DiagramWords {
  const { t } = useLingui()
  const event = useEventWords()
  const label = (edge: FlowEdge) => {
    const guard = edge.guard !== '—' ? edge.guard : edge.otherwise ? t`otherwise` : null
    return guard ? `${event(edge.event)} [${guard}]` : event(edge.event)
  }
  return {
    edge: label,
    stay: (edge) => (edge.ignored ? t`ignores ${label(edge)}` : t`stays on ${label(edge)}`),
    screen: (screen) => t`screen: ${screen}`,
    invoke: (invoke) => t`invokes: ${invoke}`,
    hidden: (count) => t`${count} states inside`,
    anyState: t`from any state`,
  }
}

/** One machine drawn from its definition, laid out by ELK, its live state highlighted. */
/** Whether the edge is the transition the log says the actor took last. */
const isLast = (edge: FlowEdge, last: LiveLogEntry | null) => {
  if (!last || edge.event !== eventName(last.event)) return false
  const within = (ids: string[], state: string) => ids.some((id) => id === state || id.startsWith(`${state}.`))
  return within(last.from, edge.source) && edge.target !== null && within(last.to, edge.target)
}

export function FlowDiagram({
  drawn,
  active,
  last = null,
}: {
  drawn: DrawnGraph
  active: string[] | null
  /** The transition the actor took last (the event log's), highlighted. */
  last?: LiveLogEntry | null
}) {
  const { t } = useLingui()
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set())
  // The graph as drawn: the compound states closed by the reader hide their inner states.
  const graph = useMemo(() => collapseGraph(drawn.graph, collapsed), [drawn.graph, collapsed])
  const toggle = (id: string) =>
    setCollapsed((now) => {
      const next = new Set(now)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const [layout, setLayout] = useState<FlowLayout | null>(null)
  const [failed, setFailed] = useState(false)
  const [selected, setSelected] = useState<FlowState | null>(null)
  const [copied, setCopied] = useState(false)
  const svg = useRef<SVGSVGElement>(null)
  const viewport = useRef<ViewportHandle>(null)
  const [found, setFound] = useState<string | null>(null)
  const words = useDiagramWords()
  const texts = useMachineTexts(drawn.name)
  /** What a transition's guard checks, in the reader's language, on hovering its words. */
  const guardTitle = (edge: FlowEdge) => {
    const checks = texts.edge(edge)
    return checks ? <title>{checks}</title> : null
  }
  const activeIds = new Set(active ?? [])
  const markerId = `arrow-${drawn.name}`

  useEffect(() => {
    let current = true
    loadElk()
      .then((engine) => engine.layout(toElk(graph, words)))
      .then((laidOut) => current && setLayout(fromElk(graph, laidOut)))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
    // The words change only with the language, which reloads the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [graph])

  // A link to one state (`#state-<id>`, as the journey overview gives): this machine's diagram opens on it, chosen.
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!layout) return
    const show = () => {
      const wanted = /^#state-(.+)$/.exec(decodeURIComponent(window.location.hash))?.[1]
      const box = wanted ? layout.states.find(({ state }) => state.id === wanted) : undefined
      if (!box) return
      setSelected(box.state)
      viewport.current?.centre(box)
      section.current?.scrollIntoView({ block: 'start' })
    }
    show()
    window.addEventListener('hashchange', show)
    return () => window.removeEventListener('hashchange', show)
  }, [layout])

  const choose = (state: FlowState) => setSelected(state)
  const onKey = (state: FlowState) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(state)
    }
  }
  const leaves = leafIds(active ?? [])
  const mermaid = () => toMermaid(drawn.graph)
  // The deepest live state's box: the view opens on it, and can be centred on it again.
  const liveBox = layout?.states.find(({ state }) => leaves.includes(state.id)) ?? null

  const drawState = ({ state, x, y, width, height, depth }: LaidOutState) => {
    const isActive = activeIds.has(state.id)
    const isSelected = selected?.id === state.id
    const lines = stateLines(state, graph, words)
    const stays = graph.stays.filter((edge) => edge.source === state.id)
    const firstStay = lines.length - stays.length
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
            key={`${index}-${line}`}
            x={x + 10}
            y={y + 18 + index * 18}
            fill={index === 0 ? '#1b1f24' : '#3d444d'}
            fontWeight={index === 0 ? 600 : 400}
            fontStyle={index >= firstStay ? 'italic' : undefined}
            {...(index >= firstStay ? edgeData(stays[index - firstStay]!) : {})}
          >
            {index >= firstStay ? guardTitle(stays[index - firstStay]!) : null}
            {line}
          </text>
        ))}
      </g>
    )
  }

  return (
    <section
      ref={section}
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
          <Trans>Live state: {leaves.map(stateKey).join(', ')}</Trans>
        )}
      </p>
      <div className="dev-flows__actions">
        <Button
          variant="secondary"
          isDisabled={!layout}
          onPress={() => svg.current && layout && download(`${drawn.name}.svg`, 'image/svg+xml', wholeSvg(svg.current, layout))}
        >
          <Trans>Download SVG</Trans>
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
      {layout ? (
        <DiagramSearch
          name={drawn.name}
          layout={layout}
          edges={[...graph.edges, ...graph.stays]}
          onFound={(entry) => {
            viewport.current?.centre(entry.state)
            setSelected(entry.state.state)
            setFound(entry.edge?.id ?? null)
          }}
        />
      ) : null}
      {failed ? (
        <p>
          <Trans>The diagram could not be laid out.</Trans>
        </p>
      ) : !layout ? (
        <p className="dev-flows__canvas">
          <Trans>Laying out the diagram…</Trans>
        </p>
      ) : (
        <DiagramViewport
          ref={viewport}
          name={drawn.name}
          layout={layout}
          svgRef={svg}
          live={liveBox}
          label={t`Diagram of the ${drawn.name} machine`}
        >
          <defs>
            <ArrowMarker id={markerId} />
          </defs>
          {/* Compound states under the transitions, atomic states over them: a line never crosses a box it does not enter. */}
          {layout.states.filter(({ state }) => state.children.length > 0).map(drawState)}
          {layout.initials.map((points, index) => (
            <polyline
              key={index}
              data-initial=""
              points={points.map((point) => `${point.x},${point.y}`).join(' ')}
              fill="none"
              stroke="#1b1f24"
              strokeWidth={1.2}
              markerEnd={`url(#${markerId})`}
            />
          ))}
          {layout.marks.map((mark) =>
            mark.kind === 'initial' ? (
              <circle
                key={mark.id}
                data-initial-mark=""
                cx={mark.x + mark.width / 2}
                cy={mark.y + mark.height / 2}
                r={mark.width / 2}
                fill="#1b1f24"
              />
            ) : (
              <g key={mark.id} data-any-state="">
                <rect
                  x={mark.x}
                  y={mark.y}
                  width={mark.width}
                  height={mark.height}
                  rx={mark.height / 2}
                  fill="#ffffff"
                  stroke="#57606a"
                  strokeDasharray="4 3"
                />
                {anyStateLines(graph, words).map((line, index) => (
                  <text
                    key={`${index}-${line}`}
                    x={mark.x + 12}
                    y={mark.y + 18 + index * 18}
                    fill="#1b1f24"
                    fontStyle="italic"
                    fontWeight={index === 0 ? 600 : 400}
                    {...(index > 0 ? edgeData(rootStays(graph)[index - 1]!) : {})}
                  >
                    {index > 0 ? guardTitle(rootStays(graph)[index - 1]!) : null}
                    {line}
                  </text>
                ))}
              </g>
            ),
          )}
          {layout.edges.map(({ edge, points, label }) => {
            const taken = isLast(edge, last)
            const sought = found === edge.id
            return (
              <g
                key={edge.id}
                aria-hidden="true"
                {...edgeData(edge)}
                data-last={taken || undefined}
                data-found={sought || undefined}
              >
                <polyline
                  points={points.map((point) => `${point.x},${point.y}`).join(' ')}
                  fill="none"
                  stroke={taken ? '#9a4d00' : sought ? '#0b5cad' : '#57606a'}
                  strokeWidth={taken || sought ? 3 : 1.2}
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
                    {guardTitle(edge)}
                    {label.text}
                  </text>
                ) : null}
              </g>
            )
          })}
          {layout.states.filter(({ state }) => state.children.length === 0).map(drawState)}
          {layout.states
            .filter(({ state }) => state.children.length > 0 || state.hidden)
            .map(({ state, x, y, width }) => {
              const closed = Boolean(state.hidden)
              return (
                <g
                  key={`${state.id}-toggle`}
                  role="button"
                  tabIndex={0}
                  aria-label={closed ? t`Expand ${state.key}` : t`Collapse ${state.key}`}
                  aria-expanded={!closed}
                  data-toggle={state.id}
                  className="dev-flows__toggle"
                  onClick={() => toggle(state.id)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return
                    event.preventDefault()
                    toggle(state.id)
                  }}
                >
                  <rect x={x + width - 28} y={y + 4} width={24} height={24} rx={4} fill="#ffffff" stroke="#57606a" />
                  <text x={x + width - 16} y={y + 21} textAnchor="middle" fontSize="16" fontWeight={700} fill="#1b1f24">
                    {closed ? '+' : '−'}
                  </text>
                </g>
              )
            })}
        </DiagramViewport>
      )}
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
