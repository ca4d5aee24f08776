import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLiveStates, useWatchedTabs } from '../../app/dev-flows-live'
import { DRAWN_MACHINES } from '../../app/dev-flows-machines'
import { NativeSelect } from '../../ui/NativeSelect'
import { FlowDiagram } from './FlowDiagram'
import './flows.css'

const LIVES = DRAWN_MACHINES.flatMap((drawn) => (drawn.live === null ? [] : [drawn.live]))
const HERE = 'here'

/**
 * The flow visualiser (issue 11): every machine of the actor system drawn from its definition,
 * with the live states of this tab or of another tab of the browser running the app, which the
 * product owner uses beside it.
 */
export function FlowsPage() {
  const { t } = useLingui()
  const here = useLiveStates(LIVES)
  const tabs = useWatchedTabs()
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
        <NativeSelect
          label={t`Live states of`}
          items={choices}
          selectedKey={following === HERE || followed ? following : HERE}
          onSelectionChange={setFollowing}
          placeholder={t`This tab`}
          description={
            tabs.length === 0 ? (
              t`Open the app in another tab of this browser to follow it here.`
            ) : (
              <Plural value={tabs.length} one="# other tab found." other="# other tabs found." />
            )
          }
        />
        {following !== HERE && !followed ? (
          <p role="status">
            <Trans>That tab has closed; showing this tab.</Trans>
          </p>
        ) : null}
      </div>
      <nav aria-label={t`Machines`}>
        <ul className="dev-flows__toc">
          {DRAWN_MACHINES.map((drawn) => (
            <li key={drawn.name}>
              <a href={`#machine-${drawn.name}`}>{drawn.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {DRAWN_MACHINES.map((drawn) => (
        <FlowDiagram key={drawn.name} drawn={drawn} active={drawn.live === null ? null : (live[drawn.live] ?? null)} />
      ))}
    </div>
  )
}
