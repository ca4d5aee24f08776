import type { ReactNode } from 'react'
import { cx } from './cx'

export interface FieldNotesProps {
  /** The control's id; the notes' ids derive from it. */
  id: string
  description?: ReactNode
  errorMessage?: ReactNode
  isInvalid?: boolean
}

/** The ids a plain control names in aria-describedby: its description and, when invalid, its error. */
export function describedBy({ id, description, errorMessage, isInvalid }: FieldNotesProps): string | undefined {
  return cx(description != null && `${id}-description`, isInvalid && errorMessage != null && `${id}-error`) || undefined
}

/** The description and error under a plain (non react-aria) control. */
export function FieldNotes({ id, description, errorMessage, isInvalid }: FieldNotesProps) {
  return (
    <>
      {description != null && (
        <p id={`${id}-description`} className="ui-field__description">
          {description}
        </p>
      )}
      {isInvalid && errorMessage != null && (
        <p id={`${id}-error`} className="ui-field__error">
          {errorMessage}
        </p>
      )}
    </>
  )
}
