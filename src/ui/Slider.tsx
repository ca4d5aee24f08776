import type { ReactNode } from 'react'
import { Label, Slider as AriaSlider, SliderFill, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components'
import { AriaLocale } from './AriaLocale'
import { cx } from './cx'

export interface SliderProps {
  label: ReactNode
  minValue: number
  maxValue: number
  step?: number
  value?: number
  defaultValue?: number
  onChange?: (value: number) => void
  /** Called when the user lets go (pointer up, or each key press). */
  onChangeEnd?: (value: number) => void
  /** Formats the shown value and the min and max labels. */
  formatValue?: (value: number) => string
  /**
   * Formats the value screen readers hear (aria-valuetext). Give it the same shape as
   * `formatValue`, e.g. `{ style: 'currency', currency: 'MXN', useGrouping: false }`.
   * Default: plain numbers without grouping, as the product shows every amount.
   */
  formatOptions?: Intl.NumberFormatOptions
  isDisabled?: boolean
  /** Hide the value next to the label (when an input beside the slider shows it). */
  hideOutput?: boolean
  className?: string
  name?: string
}

const NO_GROUPING: Intl.NumberFormatOptions = { useGrouping: false }

/** A one-thumb slider with min and max labels under the track; the thumb is 36 px. */
export function Slider({
  label,
  minValue,
  maxValue,
  formatValue = String,
  formatOptions = NO_GROUPING,
  hideOutput = false,
  className,
  name,
  ...props
}: SliderProps) {
  return (
    <AriaLocale>
      <AriaSlider<number>
        {...props}
        minValue={minValue}
        maxValue={maxValue}
        formatOptions={formatOptions}
        className={cx('ui-slider', className)}
      >
        <div className="ui-slider__header">
          <Label className="ui-field__label">{label}</Label>
          {!hideOutput && (
            <SliderOutput className="ui-slider__output">{({ state }) => formatValue(state.getThumbValue(0))}</SliderOutput>
          )}
        </div>
        <SliderTrack className="ui-slider__track">
          <div className="ui-slider__rail">
            <SliderFill className="ui-slider__fill" />
          </div>
          <SliderThumb className="ui-slider__thumb" name={name} />
        </SliderTrack>
        <div className="ui-slider__bounds">
          <span>{formatValue(minValue)}</span>
          <span>{formatValue(maxValue)}</span>
        </div>
      </AriaSlider>
    </AriaLocale>
  )
}
