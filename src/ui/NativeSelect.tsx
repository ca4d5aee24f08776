import type { ReactNode } from 'react'
import { useId } from 'react'
import { cx } from './cx'
import { describedBy, FieldNotes } from './FieldNotes'
import type { SelectItem } from './Select'

export interface NativeSelectProps {
  label: ReactNode
  items: readonly SelectItem[]
  selectedKey: string | null
  onSelectionChange: (key: string) => void
  /** The first, empty choice shown while nothing is chosen. */
  placeholder: string
  description?: ReactNode
  errorMessage?: ReactNode
  isInvalid?: boolean
  isDisabled?: boolean
  isRequired?: boolean
  name?: string
  className?: string
}

/**
 * The browser's own single-choice list, for the pages where every kilobyte counts (the home
 * calculator): phones open their native picker, and it needs no script beyond React. Elsewhere
 * `Select` gives the styled list box.
 */
export function NativeSelect({
  label,
  items,
  selectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isRequired = false,
  name,
  className,
}: NativeSelectProps) {
  const id = useId()
  const notes = { id, description, errorMessage, isInvalid }
  return (
    <div
      className={cx('ui-field', 'ui-select', className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="ui-select__button ui-select__native"
        value={selectedKey ?? ''}
        onChange={(event) => event.target.value !== '' && onSelectionChange(event.target.value)}
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(notes)}
        data-placeholder={selectedKey === null || undefined}
      >
        {selectedKey === null && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </select>
      <FieldNotes {...notes} />
    </div>
  )
}
