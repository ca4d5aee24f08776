import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { asLocale, pathFor, type Locale, type RouteName } from '../../domain/routes'
import { DRAWN_GRAPHS } from './drawn'
import { loadElk } from './elk'
import { stateKey, type ElkNode, type LiveStates, type Point, type WatchedTab } from './flow-model'
import { GUARD_TEXTS } from './guard-texts'
import {
  HANDOVERS,
  journeyGraph,
  journeyStages,
  type HandoverReason,
  type JourneyBox,
  type JourneyLink,
  type JourneyStage,
  type JourneyTransition,
} from './journey-model'
import { THUMBNAILS } from './thumbnails'
import { useMachineTexts } from './machine-texts'
import { ArrowMarker, useEventWords } from './diagram-words'
import { HERE, LiveChoice } from './LiveChoice'
import { isRoute, screenName } from './screen-names'
import './flows.css'

const CARD = { width: 224, height: 300 }
const DECISION = { width: 200, height: 128 }
const PORT = { width: 220, height: 108 }
/** The width the page gives a part (80rem less its padding): a layout that fits is preferred. */
const FRAME_WIDTH = 1248
/**
 * The zooms the overview offers. Text is 11 px or more at 100 %: zoomed out, the words that would
 * be smaller hide (the arrows' words and the descriptions at 75 %, the names at 50 % and below),
 * and the pictures and arrows show the journey's shape.
 */
const ZOOMS = [1, 0.75, 0.5, 0.3] as const
const LABEL_FONT = 11
const LABEL_CHAR = 6.2
const LABEL_MAX = 30

const HANDOVER_TEXTS: Record<HandoverReason, MessageDescriptor> = {
  'apply-guest': msg`Apply, without an account`,
  'apply-client': msg`Apply, signed in`,
  'step-read': msg`The journey's step is read`,
  'registration-due': msg`A registration step is due`,
  'decision-awaited': msg`The decision is awaited`,
  'to-sign': msg`Continue, to sign`,
  'document-due': msg`A document is due before signing`,
  agreement: msg`The agreement to sign`,
  loan: msg`The loan`,
}

interface Placed<T> {
  item: T
  x: number
  y: number
  width: number
  height: number
}
/** A hand-over drawn in a part: an entry (from another part) or an exit (into another). */
interface Port {
  link: JourneyLink
  way: 'in' | 'out'
}
interface StageLayout {
  width: number
  height: number
  boxes: Placed<JourneyBox>[]
  ports: Placed<Port>[]
  links: { id: string; link: JourneyLink | null; points: Point[]; label: { x: number; y: number; text: string } | null }[]
}

const shorten = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text)
const portId = ({ link, way }: Port) => `${way}:${link.id}`
/** A part's entries, then its exits. */
const portsOf = (stage: JourneyStage): Port[] => [
  ...stage.entries.map((link) => ({ link, way: 'in' as const })),
  ...stage.exits.map((link) => ({ link, way: 'out' as const })),
]

/**
 * A part of the journey laid out by ELK: boxes of a fixed size, its entries and exits as small
 * boxes of their own, each link with its words. `wrapped`: left to right, the layers wrapped into
 * rows, which keeps a long chain (the registration's steps) within a screen's width.
 */
function toElk(stage: JourneyStage, label: (link: JourneyLink) => string, wrapped: boolean): ElkNode {
  const ports = portsOf(stage)
  return {
    id: stage.machine,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': wrapped ? 'RIGHT' : 'DOWN',
      ...(wrapped ? { 'elk.layered.wrapping.strategy': 'MULTI_EDGE', 'elk.aspectRatio': '1.8' } : {}),
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeEdge': '8',
      'elk.spacing.edgeNode': '14',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [
      ...stage.entries.map((link) => ({ id: portId({ link, way: 'in' }), ...PORT })),
      ...stage.boxes.map((box) => ({ id: box.id, ...(box.kind === 'screen' ? CARD : DECISION) })),
      ...stage.exits.map((link) => ({ id: portId({ link, way: 'out' }), ...PORT })),
    ],
    edges: [
      ...stage.links.map((link) => {
        const text = shorten(label(link))
        return {
          id: link.id,
          sources: [link.from],
          targets: [link.to],
          labels: text ? [{ text, width: text.length * LABEL_CHAR + 6, height: 14 }] : [],
        }
      }),
      ...ports.map((port) => ({
        id: `${portId(port)}→`,
        sources: [port.way === 'in' ? portId(port) : port.link.from],
        targets: [port.way === 'in' ? port.link.to : portId(port)],
      })),
    ],
  }
}

function fromElk(stage: JourneyStage, laidOut: ElkNode): StageLayout {
  const placed = new Map((laidOut.children ?? []).map((node) => [node.id, node]))
  const at = <T,>(item: T, id: string): Placed<T> => {
    const node = placed.get(id)!
    return { item, x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 }
  }
  const ports = portsOf(stage)
  const links = (laidOut.edges ?? []).map((edge) => {
    const section = edge.sections?.[0]
    const text = edge.labels?.[0]
    return {
      id: edge.id,
      link: stage.links.find((link) => link.id === edge.id) ?? null,
      points: section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [],
      label: text?.text ? { x: text.x ?? 0, y: text.y ?? 0, text: text.text } : null,
    }
  })
  return {
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    boxes: stage.boxes.map((box) => at(box, box.id)),
    ports: ports.map((port) => at(port, portId(port))),
    links,
  }
}

/** The part laid out both ways, the one kept that fits the page's width (else the narrower). */
async function layOut(stage: JourneyStage, label: (link: JourneyLink) => string): Promise<StageLayout> {
  const engine = await loadElk()
  const [down, wrapped] = await Promise.all([engine.layout(toElk(stage, label, false)), engine.layout(toElk(stage, label, true))])
  const size = (layout: ElkNode) => ({ width: layout.width ?? 0, height: layout.height ?? 0 })
  const [one, other] = [size(down), size(wrapped)]
  const fits = (layout: { width: number }) => layout.width <= FRAME_WIDTH
  // Both fit, or neither: the lower, or the narrower. Else the one that fits.
  const keepDown = fits(one) === fits(other) ? (fits(one) ? one.height <= other.height : one.width <= other.width) : fits(one)
  return fromElk(stage, keepDown ? down : wrapped)
}

const STAGE_TITLES: Record<string, MessageDescriptor> = {
  calculator: msg`1. The home page and its calculator`,
  registration: msg`2. Sign-up and registration`,
  flow: msg`3. The journey's step, read from the ERP`,
  application: msg`4. The application and its decision`,
  loan: msg`5. The loan: paid out, repaid, extended`,
}

/**
 * "Recorrido del préstamo": the borrower's journey from the home page to repaying and extending,
 * as the machines define it (./journey-model.ts), part by part: each screen with its picture (taken
 * by the generated journeys, `npm run journey-thumbnails`), its state's description and a link to
 * that state in its machine's diagram; and, following another tab, a way to open the screen there.
 */
export function JourneyPage({
  here,
  tabs,
  openIn,
}: {
  here: LiveStates
  tabs: WatchedTab[]
  openIn: (tab: string, path: string) => void
}) {
  const { t, i18n } = useLingui()
  const graph = useMemo(() => journeyGraph(DRAWN_GRAPHS), [])
  const stages = useMemo(() => journeyStages(graph), [graph])
  const [layouts, setLayouts] = useState<StageLayout[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [following, setFollowing] = useState(HERE)
  const [opened, setOpened] = useState<string | null>(null)
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1)
  const followed = tabs.find((tab) => tab.tab === following) ?? null
  const live = followed?.states ?? here
  const locale = asLocale(i18n.locale)
  const liveOf = new Map(DRAWN_GRAPHS.map((drawn) => [drawn.name, drawn.live]))
  const isLive = (box: JourneyBox) => (live[liveOf.get(box.machine) ?? ''] ?? []).includes(box.id)
  const boxes = new Map(graph.boxes.map((box) => [box.id, box]))
  const stageOf = (id: string) => i18n._(STAGE_TITLES[boxes.get(id)!.machine]!)

  const screenTitle = (route: string) => screenName(i18n, route)
  const boxTitle = (box: JourneyBox) => (box.kind === 'decision' ? t`Decision` : box.screens.map(screenTitle).join(' · '))
  const guardText = (transition: JourneyTransition) => {
    if (transition.guard === '—') return transition.otherwise ? t`otherwise` : null
    const text = GUARD_TEXTS[transition.machine]?.[transition.guard]
    return text ? i18n._(text) : transition.guard
  }
  const eventText = useEventWords()
  /**
   * A decision's branch is labelled with what it checks. The other arrows carry their events in
   * their tooltip only: labelled, the wider layers would push the parts past the page's width.
   */
  const linkLabel = (link: JourneyLink) => {
    const first = link.transitions[0]
    if (!first || boxes.get(link.from)?.kind !== 'decision') return ''
    return guardText(first) ?? eventText(first.event)
  }
  const linkTitle = (link: JourneyLink) =>
    link.transitions
      .map((transition) => {
        const guard = guardText(transition)
        return guard ? `${eventText(transition.event)}: ${guard}` : eventText(transition.event)
      })
      .join('\n')

  useEffect(() => {
    let current = true
    Promise.all(stages.map((stage) => layOut(stage, linkLabel)))
      .then((laidOut) => current && setLayouts(laidOut))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
    // The words change only with the language, which reloads the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stages])

  /** A part opens on where it starts: its first entry, else its first box (a wide part is scrolled across). */
  const started = useRef(new WeakSet<StageLayout>())
  const startAt = (frame: HTMLDivElement | null, layout: StageLayout) => {
    if (!frame || started.current.has(layout)) return
    started.current.add(layout)
    const first = layout.ports.find((port) => port.item.way === 'in') ?? layout.boxes[0]
    if (first) frame.scrollLeft = Math.max(0, first.x - 24)
  }
  const screens = graph.boxes.filter((box) => box.kind === 'screen').length
  const decisions = graph.boxes.length - screens
  const open =
    followed === null
      ? null
      : (route: RouteName) => {
          openIn(followed.tab, pathFor(route, locale))
          setOpened(screenTitle(route))
        }

  return (
    <div className="dev-flows dev-journey">
      <h1>
        <Trans>The loan journey</Trans>
      </h1>
      <p>
        <Trans>
          The borrower's way from the home page to repaying and extending, read from the machines: each box is a state that shows
          a screen, with a picture of it, or a decision the app takes on its own; each arrow a transition, with its event or what
          the decision checks. Open a state in its machine's diagram to see every transition.
        </Trans>
      </p>
      <p>
        <a href={pathFor('dev-flows', locale)}>
          <Trans>All the machines' diagrams</Trans>
        </a>
      </p>
      <LiveChoice
        id="dev-journey-follow"
        value={followed ? following : HERE}
        tabs={tabs}
        onChange={(choice) => {
          setFollowing(choice)
          setOpened(null)
        }}
        note={
          followed ? (
            <Trans>Each screen can be opened in the tab followed.</Trans>
          ) : tabs.length === 0 ? (
            <Trans>Open the app in another tab of this browser to follow it here, and open its screens from here.</Trans>
          ) : (
            <Plural value={tabs.length} one="# other tab found." other="# other tabs found." />
          )
        }
      >
        <p role="status">{opened ? <Trans>Asked the tab followed to open {opened}.</Trans> : null}</p>
      </LiveChoice>
      <p className="dev-flows__note">
        <Plural value={screens} one="# screen state" other="# screen states" />,{' '}
        <Plural value={decisions} one="# decision" other="# decisions" />,{' '}
        <Plural value={graph.links.length} one="# transition" other="# transitions" />.
      </p>
      <nav aria-label={t`Parts of the journey`}>
        <ul className="dev-journey__parts">
          {stages.map((stage) => (
            <li key={stage.machine}>
              <a href={`#part-${stage.machine}`}>{i18n._(STAGE_TITLES[stage.machine]!)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dev-journey__zoom" role="group" aria-label={t`Zoom`}>
        {ZOOMS.map((level) => (
          <button key={level} type="button" aria-pressed={zoom === level} onClick={() => setZoom(level)}>
            {Math.round(level * 100)} %
          </button>
        ))}
      </div>
      {failed ? (
        <p>
          <Trans>The journey could not be laid out.</Trans>
        </p>
      ) : !layouts ? (
        <p>
          <Trans>Laying out the journey…</Trans>
        </p>
      ) : (
        stages.map((stage, index) => {
          const layout = layouts[index]!
          const title = i18n._(STAGE_TITLES[stage.machine]!)
          return (
            <section
              key={stage.machine}
              id={`part-${stage.machine}`}
              className="dev-journey__part"
              aria-labelledby={`part-${stage.machine}-title`}
            >
              <h2 id={`part-${stage.machine}-title`}>{title}</h2>
              <div
                ref={(frame) => startAt(frame, layout)}
                className={`dev-journey__scroll${zoom < 1 ? ' dev-journey__scroll--far' : ''}${zoom < 0.75 ? ' dev-journey__scroll--farther' : ''}`}
                tabIndex={0}
                role="region"
                aria-label={t`The loan journey: ${title}`}
                data-zoom={zoom}
              >
                <div style={{ width: layout.width * zoom, height: layout.height * zoom }}>
                  <div
                    className="dev-journey__canvas"
                    style={{ width: layout.width, height: layout.height, transform: zoom === 1 ? undefined : `scale(${zoom})` }}
                  >
                    <svg width={layout.width} height={layout.height} aria-hidden="true">
                      <defs>
                        <ArrowMarker id={`journey-arrow-${stage.machine}`} />
                      </defs>
                      {layout.links.map(({ id, link, points, label }) => (
                        <g key={id} data-link={link?.id} data-from={link?.from} data-to={link?.to}>
                          {link ? <title>{linkTitle(link)}</title> : null}
                          <polyline
                            points={points.map((point) => `${point.x},${point.y}`).join(' ')}
                            fill="none"
                            stroke={link ? '#57606a' : '#0b5cad'}
                            strokeWidth={1.4}
                            strokeDasharray={link ? undefined : '6 4'}
                            markerEnd={`url(#journey-arrow-${stage.machine})`}
                          />
                          {label ? (
                            <text
                              x={label.x + 3}
                              y={label.y + 11}
                              fontSize={LABEL_FONT}
                              fill="#24292f"
                              stroke="#ffffff"
                              strokeWidth={3}
                              paintOrder="stroke"
                            >
                              {label.text}
                            </text>
                          ) : null}
                        </g>
                      ))}
                    </svg>
                    {layout.ports.map(({ item: { link, way }, x, y, width, height }) => {
                      const other = boxes.get(way === 'in' ? link.from : link.to)!
                      const reason = i18n._(HANDOVER_TEXTS[HANDOVERS[link.handover!]!.why])
                      return (
                        <p
                          key={`${way}:${link.id}`}
                          className={`dev-journey__port dev-journey__port--${way}`}
                          style={{ left: x, top: y, width, height }}
                          data-journey-port={`${way}:${link.id}`}
                        >
                          <strong>{reason}</strong>
                          <a href={`#box-${other.id}`}>
                            {way === 'in'
                              ? t`From: ${boxTitle(other)} (${stageOf(other.id)})`
                              : t`On to: ${boxTitle(other)} (${stageOf(other.id)})`}
                          </a>
                        </p>
                      )
                    })}
                    {layout.boxes.map((placed) => (
                      <JourneyCard
                        key={placed.item.id}
                        placed={placed}
                        title={boxTitle(placed.item)}
                        live={isLive(placed.item)}
                        locale={locale}
                        open={placed.item.kind === 'screen' ? open : null}
                      />
                    ))}
                  </div>
                </div>
              </div>
            </section>
          )
        })
      )}
    </div>
  )
}

/** A box of the journey: a screen with its picture, its state and description, and its links; or a decision. */
function JourneyCard({
  placed: { item: box, x, y, width, height },
  title,
  live,
  locale,
  open,
}: {
  placed: Placed<JourneyBox>
  title: string
  live: boolean
  locale: Locale
  open: ((route: RouteName) => void) | null
}) {
  const { t } = useLingui()
  const texts = useMachineTexts(box.machine)
  const description = texts.description(box.state.id, box.state.description)
  const key = stateKey(box.state.id)
  const route = box.screens.find(isRoute) ?? null
  const picture = box.screens.map((screen) => THUMBNAILS[screen]).find(Boolean) ?? null
  const diagram = `${pathFor('dev-flows', locale)}#state-${box.state.id}`
  return (
    <article
      id={`box-${box.id}`}
      className={`dev-journey__box dev-journey__box--${box.kind}`}
      style={{ left: x, top: y, width, height }}
      data-journey-box={box.id}
      data-active={live || undefined}
      aria-labelledby={`journey-${box.id}`}
    >
      {box.kind === 'screen' ? (
        picture ? (
          <img
            className="dev-journey__thumb"
            src={picture}
            alt={t`The screen ${title}`}
            width={208}
            height={117}
            loading="lazy"
          />
        ) : (
          <div className="dev-journey__thumb dev-journey__thumb--none">
            <Trans>No picture yet</Trans>
          </div>
        )
      ) : null}
      <h3 id={`journey-${box.id}`} className="dev-journey__title">
        {title}
      </h3>
      <p className="dev-journey__state">
        <code>
          {box.machine} · {key}
        </code>
        {live ? (
          <strong className="dev-journey__live">
            {' '}
            <Trans>here now</Trans>
          </strong>
        ) : null}
      </p>
      {description ? <p className="dev-journey__description">{description}</p> : null}
      <p className="dev-journey__actions">
        <a href={diagram} aria-label={t`In its diagram: ${box.machine} · ${key}`}>
          <Trans>In its diagram</Trans>
        </a>
        {open && route ? (
          <button
            type="button"
            className="dev-journey__open"
            onClick={() => open(route)}
            aria-label={t`Open ${title} in the tab followed`}
          >
            <Trans>Open in the tab</Trans>
          </button>
        ) : null}
      </p>
    </article>
  )
}
