import { Trans, useLingui } from '@lingui/react/macro'
import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { Button } from '../../ui/Button'
import type { FlowLayout } from './flow-model'

/** What part of the diagram is seen: its top-left corner in the diagram's units, and the zoom (1: 100 %). */
export interface View {
  x: number
  y: number
  scale: number
}

export const MIN_SCALE = 0.1
export const MAX_SCALE = 3
/**
 * Below this zoom the diagram's smallest text (11 px at 100 %) would be smaller than 11 px: the
 * labels hide instead (the boxes stay, each named in its tooltip and in the search).
 */
export const LABELS_FROM = 1
/** Below this zoom the states' names (12 px at 100 %) would be smaller than 11 px: they hide too. */
export const NAMES_FROM = 11 / 12
const STEP = 1.25
const PAN = 80
const MINIMAP_WIDTH = 180

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The view that shows the whole diagram in a frame of this size (never above 100 %). */
export function fitView(layout: Pick<FlowLayout, 'width' | 'height'>, frame: { width: number; height: number }): View {
  const scale = clamp(Math.min(frame.width / layout.width, frame.height / layout.height, 1), MIN_SCALE, 1)
  return { scale, x: (layout.width - frame.width / scale) / 2, y: (layout.height - frame.height / scale) / 2 }
}

/** The view at this zoom centred on a point of the diagram. */
export const centredOn = (point: { x: number; y: number }, scale: number, frame: { width: number; height: number }): View => ({
  scale,
  x: point.x - frame.width / scale / 2,
  y: point.y - frame.height / scale / 2,
})

/** The view zoomed by `factor` around a point of the frame (pixels from its top-left), that point staying put. */
export function zoomedAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE)
  return { scale, x: view.x + at.x / view.scale - at.x / scale, y: view.y + at.y / view.scale - at.y / scale }
}

export interface ViewportHandle {
  /** Centres the view on a box of the diagram, at 100 % at least. */
  centre(box: { x: number; y: number; width: number; height: number }): void
}

/**
 * A large diagram made usable: dragged or moved with the wheel and the arrow keys, zoomed with
 * Ctrl and the wheel, a pinch, the buttons or + and −, with a minimap to jump about. Text never
 * draws smaller than 11 px: zoomed out, the labels hide (the frame's class says so).
 */
export const DiagramViewport = forwardRef<
  ViewportHandle,
  {
    name: string
    layout: FlowLayout
    svgRef: React.RefObject<SVGSVGElement | null>
    /** The box of the state the live actor is in, if any: the view opens on it, and a button centres it. */
    live: { x: number; y: number; width: number; height: number } | null
    label: string
    children: ReactNode
  }
>(function DiagramViewport({ name, layout, svgRef, live, label, children }, handle) {
  const { t } = useLingui()
  const frame = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 800, height: 560 })
  const [view, setView] = useState<View | null>(null)
  const pointers = useRef(new Map<number, { x: number; y: number }>())

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const measure = () => setSize({ width: element.clientWidth || 800, height: element.clientHeight || 560 })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // It opens on the whole machine when that is readable, else at 100 % on the live state, or on
  // the first state near the top left (where a reader starts, the initial dot above it).
  const opening = useCallback((): View => {
    const whole = fitView(layout, size)
    if (whole.scale >= NAMES_FROM) return whole
    if (live) return centredOn({ x: live.x + live.width / 2, y: live.y + live.height / 2 }, 1, size)
    const first = layout.states[0]
    return first ? { scale: 1, x: Math.max(0, first.x - size.width / 4), y: Math.max(0, first.y - 80) } : whole
  }, [layout, size, live])
  useEffect(() => {
    setView((current) => current ?? opening())
  }, [opening])

  const shown = view ?? opening()
  const centre = useCallback(
    (box: { x: number; y: number; width: number; height: number }) =>
      setView((current) =>
        centredOn({ x: box.x + box.width / 2, y: box.y + box.height / 2 }, Math.max(current?.scale ?? 1, 1), size),
      ),
    [size],
  )
  useImperativeHandle(handle, () => ({ centre }), [centre])

  // The wheel is taken from the page while over the diagram (a listener that may prevent the scroll).
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const rect = element.getBoundingClientRect()
      const at = { x: event.clientX - rect.left, y: event.clientY - rect.top }
      setView((current) => {
        const from = current ?? opening()
        // A pinch arrives as the wheel with Ctrl held.
        if (event.ctrlKey || event.metaKey) return zoomedAt(from, Math.exp(-event.deltaY / 300), at)
        return { ...from, x: from.x + event.deltaX / from.scale, y: from.y + event.deltaY / from.scale }
      })
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [opening])

  const zoom = (factor: number) => setView(zoomedAt(shown, factor, { x: size.width / 2, y: size.height / 2 }))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-PAN, 0],
      ArrowRight: [PAN, 0],
      ArrowUp: [0, -PAN],
      ArrowDown: [0, PAN],
    }
    const move = moves[event.key]
    if (move) setView({ ...shown, x: shown.x + move[0] / shown.scale, y: shown.y + move[1] / shown.scale })
    else if (event.key === '+' || event.key === '=') zoom(STEP)
    else if (event.key === '-') zoom(1 / STEP)
    else if (event.key === '0') setView(fitView(layout, size))
    else if (event.key === '1') setView({ ...shown, scale: 1 })
    else return
    event.preventDefault()
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A state's own click (to choose it) is left alone; dragging starts on the background.
    if ((event.target as Element).closest('[data-state]') && event.pointerType === 'mouse') return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId)
    if (!before) return
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, point]) => point)
    const now = { x: event.clientX, y: event.clientY }
    pointers.current.set(event.pointerId, now)
    setView((current) => {
      const from = current ?? opening()
      const other = others[0]
      if (!other) return { ...from, x: from.x - (now.x - before.x) / from.scale, y: from.y - (now.y - before.y) / from.scale }
      // Two fingers: the zoom follows the distance between them.
      const apart = (a: { x: number; y: number }) => Math.hypot(a.x - other.x, a.y - other.y) || 1
      const rect = event.currentTarget.getBoundingClientRect()
      return zoomedAt(from, apart(now) / apart(before), {
        x: (now.x + other.x) / 2 - rect.left,
        y: (now.y + other.y) / 2 - rect.top,
      })
    })
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId)
  }

  const far = shown.scale < NAMES_FROM ? ' dev-flows__canvas--far' : shown.scale < LABELS_FROM ? ' dev-flows__canvas--mid' : ''
  const mini = MINIMAP_WIDTH / layout.width
  const jump = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    setView(centredOn({ x: (event.clientX - rect.left) / mini, y: (event.clientY - rect.top) / mini }, shown.scale, size))
  }

  return (
    <div className="dev-flows__viewer">
      <div className="dev-flows__zoom" role="group" aria-label={t`Zoom of the ${name} diagram`}>
        <Button variant="secondary" onPress={() => zoom(STEP)} aria-label={t`Zoom in`}>
          +
        </Button>
        <Button variant="secondary" onPress={() => zoom(1 / STEP)} aria-label={t`Zoom out`}>
          −
        </Button>
        <Button variant="secondary" onPress={() => setView(fitView(layout, size))}>
          <Trans>Whole machine</Trans>
        </Button>
        <Button variant="secondary" onPress={() => setView({ ...shown, scale: 1 })}>
          100 %
        </Button>
        <Button variant="secondary" isDisabled={!live} onPress={() => live && centre(live)}>
          <Trans>Centre on the live state</Trans>
        </Button>
        <span className="dev-flows__note" data-zoom={shown.scale.toFixed(2)}>
          {Math.round(shown.scale * 100)} %
        </span>
      </div>
      <div
        ref={frame}
        className={`dev-flows__canvas${far}`}
        tabIndex={0}
        role="group"
        aria-label={label}
        aria-describedby={`${name}-keys`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <svg
          ref={svgRef}
          xmlns="http://www.w3.org/2000/svg"
          width="100%"
          height="100%"
          viewBox={`${shown.x} ${shown.y} ${size.width / shown.scale} ${size.height / shown.scale}`}
          data-width={layout.width}
          data-height={layout.height}
          fontFamily="system-ui, sans-serif"
          fontSize="12"
        >
          {children}
        </svg>
        <svg
          className="dev-flows__minimap"
          width={MINIMAP_WIDTH}
          height={layout.height * mini}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          aria-hidden="true"
          onPointerDown={(event) => {
            event.stopPropagation()
            jump(event)
          }}
        >
          <rect x={0} y={0} width={layout.width} height={layout.height} fill="#f6f8fa" />
          {layout.states.map(({ state, x, y, width, height }) => (
            <rect
              key={state.id}
              x={x}
              y={y}
              width={width}
              height={height}
              fill="none"
              stroke="#8c959f"
              strokeWidth={2 / mini / 2}
            />
          ))}
          {live ? <rect x={live.x} y={live.y} width={live.width} height={live.height} fill="#f0b429" /> : null}
          <rect
            data-minimap-view=""
            x={shown.x}
            y={shown.y}
            width={size.width / shown.scale}
            height={size.height / shown.scale}
            fill="rgba(11, 92, 173, 0.12)"
            stroke="#0b5cad"
            strokeWidth={2 / mini}
          />
        </svg>
      </div>
      <p id={`${name}-keys`} className="dev-flows__note">
        <Trans>
          Drag or use the arrow keys to move; Ctrl and the wheel, a pinch, + and − to zoom; 0 shows the whole machine. Zoomed out
          below 100 %, the labels hide: zoom in to read them.
        </Trans>
      </p>
    </div>
  )
})
