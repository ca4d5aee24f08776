import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef } from 'react'
import { Banner, Link } from '../../../ui'

/** The way back from an account change, beside its form. */
export function BackToProfile({ href }: { href: string }) {
  return (
    <p className="account-screen__back">
      <Link href={href}>
        <Trans>Back to your profile</Trans>
      </Link>
    </p>
  )
}

/**
 * A change done: the message takes the focus (the form that had it is gone), so a keyboard or
 * screen reader user hears it and the next Tab reaches the way back to the profile.
 */
export function ChangeDone({ title, children, href }: { title?: ReactNode; children: ReactNode; href: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <>
      <div ref={ref} tabIndex={-1} className="account-screen__done">
        <Banner tone="success" title={title}>
          {children}
        </Banner>
      </div>
      <p>
        <Link variant="button" href={href}>
          <Trans>Back to your profile</Trans>
        </Link>
      </p>
    </>
  )
}
