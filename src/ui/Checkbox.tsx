import { type ReactNode, useId } from 'react'
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components'
import { AriaLocale } from './AriaLocale'
import { cx } from './cx'
import { withClass } from './with-class'
import { CheckIcon } from './icons'

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label. */
  children: ReactNode
  /** Shown under the checkbox while `isInvalid`, and read with it. */
  errorMessage?: ReactNode
}

export function Checkbox({ children, errorMessage, isInvalid, className, validationBehavior = 'aria', ...props }: CheckboxProps) {
  const errorId = useId()
  const showError = Boolean(isInvalid && errorMessage)
  return (
    <AriaLocale>
      <div className="ui-checkbox-field">
        <AriaCheckbox
          {...props}
          isInvalid={isInvalid}
          validationBehavior={validationBehavior}
          aria-describedby={cx(props['aria-describedby'], showError && errorId) || undefined}
          className={withClass(className, 'ui-checkbox')}
        >
          <span className="ui-checkbox__box" aria-hidden="true">
            <CheckIcon className="ui-checkbox__check" />
          </span>
          <span className="ui-checkbox__label">{children}</span>
        </AriaCheckbox>
        {showError && (
          <p id={errorId} className="ui-field__error">
            {errorMessage}
          </p>
        )}
      </div>
    </AriaLocale>
  )
}
