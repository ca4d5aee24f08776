import type { ReactNode } from 'react'
import { useId } from 'react'
import { cx } from './cx'

export interface ProgressBarProps {
  /** Percent done, 0 to 100. */
  value: number
  label: ReactNode
  /** Show the percentage beside the label. */
  showValueLabel?: boolean
  /** Keep the label for screen readers only. */
  hideLabel?: boolean
  /** The percentage as the language writes it ("45 %"); `45%` when not given. */
  valueText?: string
  className?: string
}

/** A determinate progress bar (role progressbar, 0-100) on plain DOM: the header shows it on every page. */
export function ProgressBar({ value, label, showValueLabel = false, hideLabel = false, valueText, className }: ProgressBarProps) {
  const id = useId()
  const percent = Math.min(100, Math.max(0, Math.round(value)))
  const text = valueText ?? `${percent}%`
  return (
    <div
      role="progressbar"
      aria-labelledby={id}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      className={cx('ui-progress', className)}
    >
      <div className={cx('ui-progress__header', hideLabel && 'ui-visually-hidden')}>
        <span id={id} className="ui-progress__label">
          {label}
        </span>
        {showValueLabel && <span className="ui-progress__value">{text}</span>}
      </div>
      <div className="ui-progress__track">
        <div className="ui-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
