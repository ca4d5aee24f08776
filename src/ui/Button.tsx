import { useLingui } from '@lingui/react/macro'
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { cx } from './cx'

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'disabled' | 'onClick'
> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'link'
  size?: 'md' | 'lg'
  className?: string
  children?: ReactNode
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void
  isDisabled?: boolean
  /** Busy: stays focusable, ignores presses, shows a spinner and tells screen readers it is busy. */
  isPending?: boolean
}

/**
 * A button on the browser's own element, so that the landing page carries no widget library
 * (performance budget): it is `type="button"` unless asked, and a pending button keeps its focus (it is
 * aria-disabled, never disabled) while its label says that it is loading.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  children,
  onPress,
  isDisabled = false,
  isPending = false,
  type = 'button',
  ...props
}: ButtonProps) {
  const { t } = useLingui()
  return (
    <button
      {...props}
      type={type}
      className={cx('ui-button', `ui-button--${variant}`, `ui-button--${size}`, className)}
      disabled={isDisabled}
      // A button that explains why it cannot act yet (aria-disabled from the caller) stays focusable too.
      aria-disabled={isPending || props['aria-disabled'] || undefined}
      aria-busy={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={(event) => {
        if (isPending) {
          // A pending submit button must not submit its form a second time.
          event.preventDefault()
          return
        }
        onPress?.(event)
      }}
    >
      {isPending && (
        <span className="ui-button__spinner" role="progressbar" aria-label={t`Loading`}>
          <span className="ui-spinner" aria-hidden="true" />
        </span>
      )}
      <span className="ui-button__label">{children}</span>
    </button>
  )
}
