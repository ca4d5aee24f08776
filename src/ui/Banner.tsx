import type { ReactNode } from 'react'
import { cx } from './cx'

export type BannerTone = 'info' | 'warning' | 'error' | 'success'

export interface BannerProps {
  tone: BannerTone
  title?: ReactNode
  children?: ReactNode
  /** Buttons or links, e.g. the sandbox banner's Hide and Disable. */
  actions?: ReactNode
  className?: string
}

/** A message across the page. Errors interrupt (role alert); the others wait (role status). */
export function Banner({ tone, title, children, actions, className }: BannerProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('ui-banner', `ui-banner--${tone}`, className)}>
      <div className="ui-banner__body">
        {title != null && <p className="ui-banner__title">{title}</p>}
        {children != null && <div className="ui-banner__text">{children}</div>}
      </div>
      {actions != null && <div className="ui-banner__actions">{actions}</div>}
    </div>
  )
}
