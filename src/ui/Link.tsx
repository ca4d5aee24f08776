import { Link as AriaLink, type LinkProps as AriaLinkProps, RouterProvider } from 'react-aria-components'
import { withClass } from './cx'

export interface LinkProps extends AriaLinkProps {
  variant?: 'inline' | 'nav' | 'button' | 'button-secondary'
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/** True for links that leave the app: other sites, `mailto:`, `tel:` and the like. */
export function isExternalHref(href: string): boolean {
  return EXTERNAL.test(href)
}

const openNatively = (href: string) => window.location.assign(href)
const asGiven = (href: string) => href

/**
 * A link. Paths inside the app go through the router set up at the root (react-aria's
 * RouterProvider); external addresses bypass it so the router never rewrites them.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  const link = <AriaLink {...props} className={withClass(className, 'ui-link', `ui-link--${variant}`)} />
  if (props.href && isExternalHref(props.href)) {
    return (
      <RouterProvider navigate={openNatively} useHref={asGiven}>
        {link}
      </RouterProvider>
    )
  }
  return link
}
