import type { FocusEventHandler, KeyboardEventHandler, ReactNode, Ref } from 'react'
import { useId } from 'react'
import { cx } from './cx'
import { describedBy, FieldNotes } from './FieldNotes'

export interface InputFieldProps {
  label: ReactNode
  value: string
  /** Not needed by a read-only field. */
  onChange?: (value: string) => void
  description?: ReactNode
  errorMessage?: ReactNode
  isInvalid?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  /** Announced as required (the form checks it itself, as react-aria's `validationBehavior="aria"`). */
  isRequired?: boolean
  /** A text-like input; the browser's own password field for 'password'. */
  type?: 'text' | 'email' | 'tel' | 'password' | 'search'
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel'
  autoComplete?: string
  maxLength?: number
  name?: string
  placeholder?: string
  /** `amount` caps the input at the calculator's amount width (110 px). */
  inputWidth?: 'full' | 'amount'
  onFocus?: FocusEventHandler<HTMLInputElement>
  onBlur?: FocusEventHandler<HTMLInputElement>
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>
  className?: string
  /** The input element itself, e.g. to focus the first field a refusal names. */
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A labelled text input with description and error, on plain DOM: a field needs no widget library,
 * and pages load none for one (performance budget). `TextField` is this field with an imask mask.
 */
export function InputField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  type = 'text',
  inputWidth = 'full',
  className,
  inputRef,
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
        ref={inputRef}
        id={id}
        type={type}
        className={cx('ui-input', inputWidth === 'amount' && 'ui-input--amount')}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(notes)}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
        data-readonly={isReadOnly || undefined}
      />
      <FieldNotes {...notes} />
    </div>
  )
}
