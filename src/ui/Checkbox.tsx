import { type ReactNode, type Ref, useId } from 'react'
import { cx } from './cx'
import { describedBy, FieldNotes } from './FieldNotes'
import { CheckIcon } from './icons'

export interface CheckboxProps {
  /** The label: links in it open without ticking the box. */
  children: ReactNode
  isSelected: boolean
  onChange: (isSelected: boolean) => void
  /** Shown under the checkbox while `isInvalid`, and read with it. */
  errorMessage?: ReactNode
  isInvalid?: boolean
  isDisabled?: boolean
  name?: string
  className?: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The browser's own checkbox under a drawn box (plain DOM, no widget library): its label is the
 * whole line, Space ticks it, and the box follows the input's own state in CSS, so it is right
 * before the page's script has run.
 */
export function Checkbox({
  children,
  isSelected,
  onChange,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  name,
  className,
  inputRef,
}: CheckboxProps) {
  const notes = { id: useId(), errorMessage, isInvalid }
  return (
    <div className="ui-checkbox-field">
      <label
        className={cx('ui-checkbox', className)}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          ref={inputRef}
          type="checkbox"
          className="ui-checkbox__input"
          name={name}
          checked={isSelected}
          onChange={(event) => onChange(event.target.checked)}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy(notes)}
        />
        <span className="ui-checkbox__box" aria-hidden="true">
          <CheckIcon className="ui-checkbox__check" />
        </span>
        <span className="ui-checkbox__label">{children}</span>
      </label>
      <FieldNotes {...notes} />
    </div>
  )
}
