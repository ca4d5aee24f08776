import type { CSSProperties, ReactNode } from 'react'
import { useId } from 'react'
import { cx } from './cx'

export interface RangeSliderProps {
  label: ReactNode
  minValue: number
  maxValue: number
  step: number
  value: number
  onChange: (value: number) => void
  /** Formats the shown value, the min and max labels and what screen readers hear. */
  formatValue: (value: number) => string
  isDisabled?: boolean
  name?: string
  className?: string
}

/**
 * A one-thumb slider on the browser's own range input: arrow keys, Page Up/Down, Home and End,
 * touch and mouse work without script, and it costs the home page nothing to load. The thumb is
 * 36 px; the filled part of the track follows the value through a CSS variable.
 */
export function RangeSlider({
  label,
  minValue,
  maxValue,
  step,
  value,
  onChange,
  formatValue,
  isDisabled,
  name,
  className,
}: RangeSliderProps) {
  const id = useId()
  const span = maxValue - minValue
  const fill = span > 0 ? ((value - minValue) / span) * 100 : 0
  return (
    <div className={cx('ui-slider', className)} data-disabled={isDisabled || undefined}>
      <div className="ui-slider__header">
        <label className="ui-field__label" htmlFor={id}>
          {label}
        </label>
        <output className="ui-slider__output" htmlFor={id} aria-live="off">
          {formatValue(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        className="ui-range"
        min={minValue}
        max={maxValue}
        step={step}
        value={value}
        disabled={isDisabled}
        aria-valuetext={formatValue(value)}
        style={{ '--ui-range-fill': `${fill}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="ui-slider__bounds">
        <span>{formatValue(minValue)}</span>
        <span>{formatValue(maxValue)}</span>
      </div>
    </div>
  )
}
