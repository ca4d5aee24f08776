import type { FocusEventHandler, KeyboardEventHandler, ReactNode } from 'react'
import { useId } from 'react'
import { cx } from './cx'
import { describedBy, FieldNotes } from './FieldNotes'

export interface InputFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  description?: ReactNode
  errorMessage?: ReactNode
  isInvalid?: boolean
  isDisabled?: boolean
  inputMode?: 'text' | 'numeric' | 'decimal'
  autoComplete?: string
  maxLength?: number
  name?: string
  /** `amount` caps the input at the calculator's amount width (110 px, spec part 9). */
  inputWidth?: 'full' | 'amount'
  onFocus?: FocusEventHandler<HTMLInputElement>
  onBlur?: FocusEventHandler<HTMLInputElement>
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>
  className?: string
}

/**
 * A labelled text input with description and error, on plain DOM: the home calculator's fields,
 * which must load with the page. Forms with masks use `TextField`.
 */
export function InputField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  inputWidth = 'full',
  className,
  ...input
}: InputFieldProps) {
  const id = useId()
  const notes = { id, description, errorMessage, isInvalid }
  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="text"
        className={cx('ui-input', inputWidth === 'amount' && 'ui-input--amount')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(notes)}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      />
      <FieldNotes {...notes} />
    </div>
  )
}
