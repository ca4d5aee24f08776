import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { asLocale, pathFor } from '../../domain/routes'
import { DRAWN_GRAPHS } from './drawn'
import { HERE, LiveChoice } from './LiveChoice'
import { FlowDiagram } from './FlowDiagram'
import { eventLabel, stateKey, type LiveLogEntry, type LiveStates, type WatchedTab } from './flow-model'
import { SimulatorSection } from './SimulatorSection'
import type { FollowedSimulation, SimulatorPort } from './simulator-model'
import './flows.css'

const SIMULATION = 'simulation'

/**
 * The flow visualiser: every machine of the actor system drawn from its definition,
 * with the live states of this tab or of another tab of the browser running the app, which the
 * product owner uses beside it.
 */
export function FlowsPage({
  here,
  hereLog,
  tabs,
  simulator,
}: {
  here: LiveStates
  hereLog: LiveLogEntry[]
  tabs: WatchedTab[]
  /** Starts the simulator's worker, when the reader opens it. */
  simulator: () => SimulatorPort
}) {
  const { t, i18n } = useLingui()
  const [following, setFollowing] = useState(HERE)
  const [simulation, setSimulation] = useState<FollowedSimulation | null>(null)
  // The simulator's machine, followed like a tab (the other machines then show no live state).
  const followed = following === SIMULATION ? (simulation ?? undefined) : tabs.find((tab) => tab.tab === following)
  const live = followed?.states ?? here
  const log = followed?.log ?? hereLog
  /** Each machine's latest transition, which its diagram highlights. */
  const lastOf = (liveId: string) => log.findLast((entry) => entry.actor === liveId) ?? null
  return (
    <div className="dev-flows">
      <h1>
        <Trans>Flow diagrams</Trans>
      </h1>
      <p>
        <Trans>
          Each machine is drawn from its definition: nested and parallel states, transitions with their event, guard and delay,
          and the actors each state invokes. The states the running app is in are highlighted: those of this tab, or of another
          tab of this browser where you use the app.
        </Trans>
      </p>
      <p>
        <a href={pathFor('dev-journey', asLocale(i18n.locale))}>
          <Trans>The loan journey: the borrower's way, screen by screen</Trans>
        </a>
      </p>
      <LiveChoice
        id="dev-flows-follow"
        value={following === HERE || followed ? following : HERE}
        tabs={tabs}
        extra={simulation ? [{ id: SIMULATION, label: t`The simulator (${simulation.machine})` }] : []}
        onChange={setFollowing}
        note={
          tabs.length === 0 ? (
            <Trans>Open the app in another tab of this browser to follow it here.</Trans>
          ) : (
            <Plural value={tabs.length} one="# other tab found." other="# other tabs found." />
          )
        }
      >
        {following !== HERE && !followed ? (
          <p role="status">
            <Trans>That tab has closed; showing this tab.</Trans>
          </p>
        ) : followed && 'awaySince' in followed && followed.awaySince !== null ? (
          <p role="status">
            <Trans>That tab is reloading or opening another page; its last states are shown until it answers.</Trans>
          </p>
        ) : null}
      </LiveChoice>
      <EventLog log={log} />
      <SimulatorSection connect={simulator} onFollow={setSimulation} />
      <nav aria-label={t`Machines`}>
        <ul className="dev-flows__toc">
          {DRAWN_GRAPHS.map((drawn) => (
            <li key={drawn.name}>
              <a href={`#machine-${drawn.name}`}>{drawn.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {DRAWN_GRAPHS.map((drawn) => (
        <FlowDiagram key={drawn.name} drawn={drawn} active={live[drawn.live] ?? null} last={lastOf(drawn.live)} />
      ))}
    </div>
  )
}

const time = (at: number) => new Date(at).toLocaleTimeString('es-MX', { hour12: false })

/** The transitions of the tab followed (the latest ones kept), newest first: time, machine, event, states before and after. */
function EventLog({ log }: { log: LiveLogEntry[] }) {
  const { t } = useLingui()
  const shown = [...log].reverse()
  return (
    <section className="dev-flows__log" aria-labelledby="dev-flows-log-title">
      <h2 id="dev-flows-log-title">
        <Trans>Event log</Trans>
      </h2>
      {shown.length === 0 ? (
        <p>
          <Trans>No transition yet: use the app in the tab followed.</Trans>
        </p>
      ) : (
        <div className="dev-flows__log-scroll" tabIndex={0} role="region" aria-label={t`Latest transitions`}>
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Time</Trans>
                </th>
                <th scope="col">
                  <Trans>Machine</Trans>
                </th>
                <th scope="col">
                  <Trans>Event</Trans>
                </th>
                <th scope="col">
                  <Trans>From → to</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={`${entry.at}-${entry.actor}-${entry.event}-${entry.to.join()}`} data-log-actor={entry.actor}>
                  <td>{time(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>
                    <code>{eventLabel(entry.event)}</code>
                  </td>
                  <td>
                    {entry.from.length === 0 ? t`start` : entry.from.map(stateKey).join(', ')} →{' '}
                    {entry.to.map(stateKey).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
