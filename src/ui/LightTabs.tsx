import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { cx } from './cx'

export interface LightTab<K extends string> {
  id: K
  label: ReactNode
}

export interface LightTabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string
  tabs: readonly LightTab<K>[]
  selected: K
  onSelect: (id: K) => void
  isDisabled?: boolean
  listClassName?: string
  panelClassName?: string
  /** One panel that follows the selected tab. */
  children: ReactNode
}

/**
 * Tabs after the WAI-ARIA pattern (automatic activation): one tab in the Tab order, arrow keys,
 * Home and End move and select, the panel is labelled by its tab. Written by hand for the home
 * calculator, whose start-up budget has no room for a widget library; the look is `ui-tabs`.
 */
export function LightTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  isDisabled = false,
  listClassName,
  panelClassName,
  children,
}: LightTabsProps<K>) {
  const base = useId()
  const refs = useRef(new Map<K, HTMLButtonElement>())
  const tabId = (id: K) => `${base}-tab-${id}`
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const tab = tabs[next]!
    onSelect(tab.id)
    refs.current.get(tab.id)?.focus()
  }
  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className={cx('ui-tabs__list', listClassName)}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node)
                else refs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="ui-tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? `${base}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={isDisabled}
              data-selected={isSelected || undefined}
              data-disabled={isDisabled || undefined}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={tabId(selected)}
        className={cx('ui-tabs__panel', panelClassName)}
      >
        {children}
      </div>
    </div>
  )
}
