import { composeRenderProps } from 'react-aria-components'
import { cx } from './cx'

/**
 * Prefixes a react-aria `className` (a string or a function of render props) with the
 * design system's own classes, keeping the caller's classes last.
 */
export function withClass<T>(
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  ...base: Array<string | false | null | undefined>
) {
  return composeRenderProps(className, (own) => cx(...base, own))
}
