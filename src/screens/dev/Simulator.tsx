import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { DRAWN_GRAPHS } from './drawn'
import { asLocale, pathFor } from '../../domain/routes'
import { Button } from '../../ui/Button'
import { download } from './FlowDiagram'
import { eventLabel, flowStates, leafIds, stateKey, type FlowState } from './flow-model'
import { isRoute, screenName } from './screen-names'
import { useMachineTexts } from './machine-texts'
import type {
  FollowedSimulation,
  Json,
  JsonObject,
  MachineExamples,
  OfferedEvent,
  SimulatedEffect,
  SimulatedView,
  SimulatorPort,
  SimulatorReply,
  Verdict,
} from './simulator-model'
import { THUMBNAILS } from './thumbnails'

/** A step of the simulation as its history lists it. */
interface Step {
  /** When it was taken (ms since the epoch). */
  at: number
  event: string
  from: string[]
  to: string[]
  changed: boolean
  effects: SimulatedEffect[]
}

/** The simulation running: which machine, from which start, and where it is. */
interface Running {
  machine: string
  start: number
  view: SimulatedView
  /** The context before the last step (null at the start): what changed is marked. */
  before: Json | null
  history: Step[]
}

const pretty = (data: JsonObject) => JSON.stringify(data, null, 2)

/**
 * The simulator of the flow visualiser: a machine stepped without the ERP, from one of the QA
 * paths' starts, by the events its states handle (with the model tests' example data, editable),
 * showing its states, its context and what changed, the screen it would show, and its history.
 * The machines run in a worker started when the reader opens it (`connect`); nothing they invoke
 * runs, so no call reaches the ERP.
 */
export function Simulator({
  connect,
  onFollow,
}: {
  connect: () => SimulatorPort
  /** Told the simulation as it moves (null: none running), for the diagrams to follow it. */
  onFollow: (simulation: FollowedSimulation | null) => void
}) {
  const { t } = useLingui()
  const port = useRef<SimulatorPort | null>(null)
  const [examples, setExamples] = useState<Record<string, MachineExamples> | null>(null)
  const [machine, setMachine] = useState(DRAWN_GRAPHS[0]?.name ?? '')
  const [start, setStart] = useState(0)
  const [running, setRunning] = useState<Running | null>(null)
  const [said, setSaid] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const machineSelect = useRef<HTMLSelectElement>(null)
  // Opened: the worker starts and the examples load; the keyboard goes on from the machine's choice.
  useEffect(() => {
    const opened = connect()
    port.current = opened
    let current = true
    void import('./machine-examples.gen').then(
      ({ MACHINE_EXAMPLES }) => current && setExamples(MACHINE_EXAMPLES),
      () => current && setSaid(t`The simulator could not be loaded: reload the page to try again.`),
    )
    return () => {
      current = false
      opened.close()
    }
  }, [connect, t])
  useEffect(() => {
    if (examples) machineSelect.current?.focus()
  }, [examples])
  useEffect(() => {
    const live = DRAWN_GRAPHS.find((drawn) => drawn.name === running?.machine)?.live
    if (!running || !live) return onFollow(null)
    onFollow({
      machine: running.machine,
      states: { [live]: running.view.states },
      log: running.history.map(({ at, event, from, to }) => ({ at, actor: live, event, from, to })),
    })
  }, [running, onFollow])

  const failed = (reply: SimulatorReply) => {
    if (reply.kind === 'failed') setSaid(t`The simulator failed: ${reply.message}`)
    return reply.kind === 'failed'
  }

  const begin = async (name: string, index: number) => {
    const chosen = examples?.[name]
    if (!port.current || !chosen) return
    setBusy(true)
    const input = chosen.starts[index]?.input
    const reply = await port.current.ask({ kind: 'start', machine: name, input, examples: chosen.events })
    setBusy(false)
    if (failed(reply) || reply.kind !== 'view') return
    setRunning({ machine: name, start: index, view: reply.view, before: null, history: [] })
    setSaid(t`Started: ${leafIds(reply.view.states).map(stateKey).join(', ')}`)
  }

  const send = async (event: JsonObject) => {
    if (!port.current || !running) return
    const reply = await port.current.ask({ kind: 'send', event })
    if (failed(reply) || reply.kind !== 'view' || !reply.step) return
    const { view, step } = reply
    const to = leafIds(view.states)
    // The worker answers in order: each answer follows the simulation as the one before left it.
    setRunning(
      (now) =>
        now && {
          ...now,
          view,
          before: now.view.context,
          history: [...now.history, { ...step, at: Date.now(), from: leafIds(now.view.states), to }],
        },
    )
    setSaid(
      step.changed
        ? t`${eventLabel(step.event)}: now in ${to.map(stateKey).join(', ')}`
        : t`${eventLabel(step.event)} changed nothing: no transition takes it with this data.`,
    )
  }

  const exportStately = async (name: string) => {
    const { default: configs } = await import('virtual:flow-configs')
    download(`${name}.stately.json`, 'application/json', `${JSON.stringify(configs[name], null, 2)}\n`)
  }

  const starts = examples?.[machine]?.starts ?? []
  return (
    <div>
      {!examples ? (
        <p role="status">{said ?? t`Loading the simulator…`}</p>
      ) : (
        <>
          <div className="dev-flows__sim-choice">
            {/* The browser's own selects, as the page's other one (see FlowsPage). */}
            <div>
              <label htmlFor="dev-flows-sim-machine">
                <Trans>Machine</Trans>
              </label>
              <select
                id="dev-flows-sim-machine"
                ref={machineSelect}
                className="ui-select__button"
                value={machine}
                onChange={(event) => {
                  setMachine(event.target.value)
                  setStart(0)
                }}
              >
                {DRAWN_GRAPHS.map((drawn) => (
                  <option key={drawn.name} value={drawn.name}>
                    {drawn.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="dev-flows-sim-start">
                <Trans>Start</Trans>
              </label>
              <StartSelect starts={starts} value={start} onChange={setStart} />
            </div>
            <div className="dev-flows__actions">
              <Button isPending={busy} onPress={() => void begin(machine, start)}>
                <Trans>Start it</Trans>
              </Button>
              <Button
                variant="secondary"
                isDisabled={!running}
                onPress={() => running && void begin(running.machine, running.start)}
              >
                <Trans>Reset</Trans>
              </Button>
              <Button variant="secondary" onPress={() => void exportStately(machine)}>
                <Trans>Download JSON for Stately</Trans>
              </Button>
            </div>
            <p className="dev-flows__note">
              <Trans>
                The JSON for Stately is the machine&apos;s definition with each state&apos;s description: in Stately Studio,
                import it as code, inside <code>createMachine(…)</code>.
              </Trans>
            </p>
          </div>
          <p role="status" className="dev-flows__sim-said">
            {said}
          </p>
          {running ? (
            <Simulation running={running} examples={examples[running.machine]} onSend={(event) => void send(event)} />
          ) : null}
        </>
      )}
    </div>
  )
}

function StartSelect({
  starts,
  value,
  onChange,
}: {
  starts: MachineExamples['starts']
  value: number
  onChange: (index: number) => void
}) {
  const { i18n } = useLingui()
  return (
    <select
      id="dev-flows-sim-start"
      className="ui-select__button"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {starts.map((start, index) => (
        <option key={index} value={index}>
          {i18n._(start.label)}
        </option>
      ))}
    </select>
  )
}

/** The states, screen, events, context and history of the running simulation. */
function Simulation({
  running,
  examples,
  onSend,
}: {
  running: Running
  examples: MachineExamples | undefined
  onSend: (event: JsonObject) => void
}) {
  const { t, i18n } = useLingui()
  const texts = useMachineTexts(running.machine)
  const graph = DRAWN_GRAPHS.find((drawn) => drawn.name === running.machine)?.graph
  const byId = new Map(graph ? flowStates(graph).map((state) => [state.id, state]) : [])
  const { view } = running
  const eventsHeading = useRef<HTMLHeadingElement>(null)
  const steps = running.history.length
  // A step may take away the button pressed (an event no longer handled, or refused now): the keyboard
  // then goes on from the events' heading rather than from the top of the page.
  useEffect(() => {
    if (steps > 0 && (document.activeElement === document.body || document.activeElement === null)) eventsHeading.current?.focus()
  }, [steps])
  const leaves = leafIds(view.states)
  const screens = screensOf(leaves, byId)
  // A state that shows one of several screens alike names them all (`a | b`).
  const pictures = screens
    .flatMap((screen) => screen.split(' | '))
    .flatMap((route) => (THUMBNAILS[route] ? [[route, THUMBNAILS[route]] as const] : []))
  const path = (screen: string) => (isRoute(screen) ? pathFor(screen, asLocale(i18n.locale)) : null)
  return (
    <div className="dev-flows__sim-run" data-sim-machine={running.machine} data-sim-states={leaves.join(' ')}>
      <p className="dev-flows__note dev-flows__sim-wide">
        <Trans>
          To see it in <a href={`#machine-${running.machine}`}>the machine&apos;s diagram</a>, choose “The simulator” under “Live
          states of”.
        </Trans>
      </p>
      <div>
        <h3>
          <Trans>Current states</Trans>
        </h3>
        {view.status !== 'active' ? (
          <p data-sim-status={view.status}>
            {view.status === 'done' ? t`The machine has finished.` : t`The machine stopped with an error: ${view.error ?? ''}`}
          </p>
        ) : null}
        <ul className="dev-flows__sim-states">
          {leaves.map((id) => (
            <li key={id} data-sim-state={id}>
              <code className="dev-flows__id">{stateKey(id)}</code>
              {': '}
              {texts.description(id, byId.get(id)?.description ?? null) ?? t`No description in meta.`}
            </li>
          ))}
        </ul>
        <h3>
          <Trans>Screen it would show</Trans>
        </h3>
        <p data-sim-screen={screens.join(' | ')}>
          {screens.length === 0 ? (
            <Trans>None: these states show no screen of their own.</Trans>
          ) : (
            screens.map((screen, index) => (
              <span key={screen}>
                {index > 0 ? ', ' : null}
                {screen
                  .split(' | ')
                  .map((route) => `«${screenName(i18n, route)}»`)
                  .join(' · ')}{' '}
                <code className="dev-flows__id">{screen}</code>
                {path(screen) ? <> ({path(screen)})</> : null}
              </span>
            ))
          )}
        </p>
        {pictures.length > 0 ? (
          <div className="dev-flows__sim-pictures">
            {pictures.map(([route, url]) => (
              <img key={route} src={url} alt={t`The screen ${route}`} width={232} height={131} data-sim-picture={route} />
            ))}
          </div>
        ) : null}
        <h3 ref={eventsHeading} tabIndex={-1}>
          <Trans>Events it handles now</Trans>
        </h3>
        {view.events.length === 0 ? (
          <p>
            <Trans>None: the machine waits for nothing here.</Trans>
          </p>
        ) : (
          <ul className="dev-flows__sim-events">
            {view.events.map((offered) => (
              <OfferedEventRow
                key={offered.type}
                offered={offered}
                examples={examples?.events[offered.type] ?? []}
                onSend={onSend}
              />
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3>
          <Trans>Context</Trans>
        </h3>
        <ContextView context={view.context} before={running.before} />
        <h3>
          <Trans>Steps</Trans>
        </h3>
        {running.history.length === 0 ? (
          <p>
            <Trans>No step yet.</Trans>
          </p>
        ) : (
          <ol className="dev-flows__sim-history">
            {running.history.map((step, index) => (
              <li key={index} data-sim-step={step.event}>
                <code className="dev-flows__id">{eventLabel(step.event)}</code>{' '}
                {step.changed ? (
                  <>
                    {step.from.map(stateKey).join(', ')} → {step.to.map(stateKey).join(', ')}
                  </>
                ) : (
                  <Trans>(nothing changed)</Trans>
                )}
                {step.effects.length > 0 ? (
                  <div className="dev-flows__note">
                    <Trans>Not run here:</Trans> {step.effects.map(effectText).join(', ')}
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  )

  function effectText(effect: SimulatedEffect) {
    if (effect.type === 'xstate.spawnChild' && effect.actor) return t`start ${effect.actor}`
    if (effect.type === 'xstate.stopChild' && effect.actor) return t`stop ${effect.actor}`
    return effect.type
  }
}

/** The screens of the leaf states, each found on the state or the nearest state holding it. */
function screensOf(leaves: readonly string[], byId: ReadonlyMap<string, FlowState>): string[] {
  const found = new Set<string>()
  for (const leaf of leaves) {
    for (let id = leaf; id; id = id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : '') {
      const screen = byId.get(id)?.screen
      if (screen) {
        found.add(screen)
        break
      }
    }
  }
  return [...found]
}

/** An event the machine handles now: its button, and its data (an example to choose, editable as JSON). */
function OfferedEventRow({
  offered,
  examples,
  onSend,
}: {
  offered: OfferedEvent
  examples: JsonObject[]
  onSend: (event: JsonObject) => void
}) {
  const { t } = useLingui()
  const [example, setExample] = useState(0)
  const [text, setText] = useState(() => pretty(examples[0] ?? {}))
  const [problem, setProblem] = useState<string | null>(null)
  const label = eventLabel(offered.type)
  const edited = text !== pretty(examples[example] ?? {})
  const verdict: Verdict = edited ? 'enabled' : (offered.verdicts[example] ?? 'refused')
  const hasData = examples.some((data) => Object.keys(data).length > 0)
  const id = `dev-flows-sim-${offered.type.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const sendIt = () => {
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      setProblem(t`The data is not valid JSON.`)
      return
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      setProblem(t`The data must be a JSON object.`)
      return
    }
    setProblem(null)
    onSend({ ...(data as JsonObject), type: offered.type })
  }
  return (
    <li data-sim-event={offered.type} data-verdict={verdict}>
      <div className="dev-flows__sim-event">
        <Button variant="secondary" isDisabled={verdict === 'refused'} onPress={sendIt}>
          {label}
        </Button>
        {verdict === 'refused' ? (
          <span className="dev-flows__note">
            <Trans>refused here with this data</Trans>
          </span>
        ) : verdict === 'unchecked' ? (
          <span className="dev-flows__note">
            <Trans>its guard needs data the example does not give: it may be refused</Trans>
          </span>
        ) : null}
        {examples.length > 1 ? (
          <>
            <label htmlFor={`${id}-example`} className="ui-visually-hidden">
              {t`Example of ${label}`}
            </label>
            <select
              id={`${id}-example`}
              className="ui-select__button dev-flows__sim-example"
              value={example}
              onChange={(event) => {
                const index = Number(event.target.value)
                setExample(index)
                setText(pretty(examples[index] ?? {}))
                setProblem(null)
              }}
            >
              {examples.map((data, index) => (
                <option key={index} value={index}>
                  {t`Example ${index + 1}`}
                  {offered.verdicts[index] === 'refused' ? ` (${t`refused`})` : ''}: {summary(data)}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
      {hasData || examples.length === 0 ? (
        <details className="dev-flows__sim-data">
          <summary>{t`Data of ${label}`}</summary>
          <label htmlFor={`${id}-data`}>
            <Trans>The event&apos;s data, as JSON (without its type)</Trans>
          </label>
          <textarea
            id={`${id}-data`}
            className="dev-flows__sim-textarea"
            value={text}
            rows={Math.min(12, text.split('\n').length + 1)}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          {problem ? (
            <p id={`${id}-problem`} role="alert">
              {problem}
            </p>
          ) : null}
        </details>
      ) : null}
    </li>
  )
}

/** An example's data in a few words, for its option. */
function summary(data: JsonObject): string {
  const text = JSON.stringify(data)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/** The context as formatted JSON, the keys the last step changed marked. */
function ContextView({ context, before }: { context: Json; before: Json | null }) {
  const { t } = useLingui()
  const isObject = (value: Json | null): value is JsonObject =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
  if (!isObject(context)) {
    return (
      <div className="dev-flows__sim-context" tabIndex={0} role="region" aria-label={t`Context`}>
        <pre>{JSON.stringify(context, null, 2)}</pre>
      </div>
    )
  }
  const previous = isObject(before) ? before : null
  const changed = (key: string) => previous !== null && JSON.stringify(previous[key]) !== JSON.stringify(context[key])
  const entries = Object.entries(context)
  const count = entries.filter(([key]) => changed(key)).length
  return (
    <>
      <p className="dev-flows__note">
        {previous === null
          ? t`As the machine starts.`
          : count === 0
            ? t`The last step changed none of it.`
            : t`Marked: what the last step changed.`}
      </p>
      <div className="dev-flows__sim-context" tabIndex={0} role="region" aria-label={t`Context`}>
        <pre>
          {'{\n'}
          {entries.map(([key, value], index) => {
            const line = `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replaceAll('\n', '\n  ')}${index < entries.length - 1 ? ',' : ''}\n`
            return changed(key) ? (
              <mark key={key} data-changed={key}>
                {line}
                <span className="ui-visually-hidden">{t`(changed)`}</span>
              </mark>
            ) : (
              <span key={key}>{line}</span>
            )
          })}
          {'}'}
        </pre>
      </div>
    </>
  )
}
