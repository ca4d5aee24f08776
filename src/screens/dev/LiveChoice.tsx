import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { WatchedTab } from './flow-model'

/** The choice of this tab's own live states. */
export const HERE = 'here'

/**
 * "Live states of": whose states the team's tools show, this tab's, another tab's of the browser
 * where the app is used, or those of a choice of the page's own (`extra`: the simulator). Under it,
 * the page's note on the choice, then what it says of the tab chosen (`children`).
 */
export function LiveChoice({
  id,
  value,
  tabs,
  extra = [],
  onChange,
  note,
  children,
}: {
  id: string
  value: string
  tabs: readonly WatchedTab[]
  extra?: readonly { id: string; label: string }[]
  onChange: (choice: string) => void
  note: ReactNode
  children?: ReactNode
}) {
  const { t } = useLingui()
  const choices = [
    { id: HERE, label: t`This tab` },
    ...extra,
    ...tabs.map((tab, index) => ({
      id: tab.tab,
      label: tab.awaySince === null ? t`Tab ${index + 1}: ${tab.path}` : t`Tab ${index + 1}: ${tab.path} (reloading…)`,
    })),
  ]
  return (
    <div className="dev-flows__follow">
      {/* The browser's own select, not src/ui's NativeSelect: sharing that with the home page's calculator would split it into a chunk of its own there. */}
      <label htmlFor={id}>
        <Trans>Live states of</Trans>
      </label>
      <select
        id={id}
        className="ui-select__button"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-note`}
      >
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className="dev-flows__note">
        {note}
      </p>
      {children}
    </div>
  )
}
