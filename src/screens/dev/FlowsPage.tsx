import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import DRAWN_GRAPHS from 'virtual:flow-graphs'
import { FlowDiagram } from './FlowDiagram'
import type { LiveStates, WatchedTab } from './flow-model'
import './flows.css'

/** The live actors the diagrams follow: 'root', system ids and the actors of open screens. */
export const LIVES = DRAWN_GRAPHS.map((drawn) => drawn.live)
const HERE = 'here'

/**
 * The flow visualiser: every machine of the actor system drawn from its definition,
 * with the live states of this tab or of another tab of the browser running the app, which the
 * product owner uses beside it.
 */
export function FlowsPage({ here, tabs }: { here: LiveStates; tabs: WatchedTab[] }) {
  const { t } = useLingui()
  const [following, setFollowing] = useState(HERE)
  const followed = tabs.find((tab) => tab.tab === following)
  const live = followed?.states ?? here
  const choices = [
    { id: HERE, label: t`This tab` },
    ...tabs.map((tab, index) => ({ id: tab.tab, label: t`Tab ${index + 1}: ${tab.path}` })),
  ]
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
      <div className="dev-flows__follow">
        {/* The browser's own select, not src/ui's NativeSelect: sharing that with the home page's calculator would split it into a chunk of its own there. */}
        <label htmlFor="dev-flows-follow">
          <Trans>Live states of</Trans>
        </label>
        <select
          id="dev-flows-follow"
          className="ui-select__button"
          value={following === HERE || followed ? following : HERE}
          onChange={(event) => setFollowing(event.target.value)}
          aria-describedby="dev-flows-follow-note"
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
        <p id="dev-flows-follow-note" className="dev-flows__note">
          {tabs.length === 0 ? (
            <Trans>Open the app in another tab of this browser to follow it here.</Trans>
          ) : (
            <Plural value={tabs.length} one="# other tab found." other="# other tabs found." />
          )}
        </p>
        {following !== HERE && !followed ? (
          <p role="status">
            <Trans>That tab has closed; showing this tab.</Trans>
          </p>
        ) : null}
      </div>
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
        <FlowDiagram key={drawn.name} drawn={drawn} active={live[drawn.live] ?? null} />
      ))}
    </div>
  )
}
