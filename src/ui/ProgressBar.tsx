import type { ReactNode } from 'react'
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components'
import { cx } from './cx'

export interface ProgressBarProps {
  /** Percent done, 0 to 100. */
  value: number
  label: ReactNode
  /** Show the percentage beside the label. */
  showValueLabel?: boolean
  /** Keep the label for screen readers only. */
  hideLabel?: boolean
  className?: string
}

export function ProgressBar({ value, label, showValueLabel = false, hideLabel = false, className }: ProgressBarProps) {
  return (
    <AriaProgressBar value={value} minValue={0} maxValue={100} className={cx('ui-progress', className)}>
      {({ percentage, valueText }) => (
        <>
          <div className={cx('ui-progress__header', hideLabel && 'ui-visually-hidden')}>
            <Label className="ui-progress__label">{label}</Label>
            {showValueLabel && <span className="ui-progress__value">{valueText}</span>}
          </div>
          <div className="ui-progress__track">
            <div className="ui-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  )
}
