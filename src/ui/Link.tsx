import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { cx } from './cx'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children' | 'href'> {
  href: string
  variant?: 'inline' | 'nav' | 'button' | 'button-secondary'
  className?: string
  children?: ReactNode
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/** True for links that leave the app: other sites, `mailto:`, `tel:` and the like. */
export function isExternalHref(href: string): boolean {
  return EXTERNAL.test(href)
}

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
function leavesToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target')
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  )
}

/**
 * A link on the browser's own anchor. Paths inside the app move through the router without a
 * reload; external addresses, new-tab clicks and downloads are left to the browser.
 */
export function Link({ variant = 'inline', className, href, onClick, ...props }: LinkProps) {
  const router = useRouter()
  return (
    <a
      {...props}
      href={href}
      className={cx('ui-link', `ui-link--${variant}`, className)}
      onClick={(event) => {
        onClick?.(event)
        if (isExternalHref(href) || href.startsWith('#') || leavesToBrowser(event)) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    />
  )
}
