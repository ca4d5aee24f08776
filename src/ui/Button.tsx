import { useLingui } from '@lingui/react/macro'
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
  ProgressBar as AriaProgressBar,
} from 'react-aria-components'
import { withClass } from './cx'

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'ghost' | 'link'
  size?: 'md' | 'lg'
}

/**
 * A button. `isPending` keeps it focusable, blocks presses, shows a spinner and lets
 * screen readers hear that it is busy (react-aria announces the change and names the
 * spinner through the button's labelling).
 */
export function Button({ variant = 'primary', size = 'md', className, children, ...props }: ButtonProps) {
  const { t } = useLingui()
  return (
    <AriaButton {...props} className={withClass(className, 'ui-button', `ui-button--${variant}`, `ui-button--${size}`)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && (
            <AriaProgressBar isIndeterminate aria-label={t`Loading`} className="ui-button__spinner">
              <span className="ui-spinner" aria-hidden="true" />
            </AriaProgressBar>
          )}
          <span className="ui-button__label">{content}</span>
        </>
      ))}
    </AriaButton>
  )
}
