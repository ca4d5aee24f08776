import { Trans } from '@lingui/react/macro'
import { Banner, Link } from '../../ui'

/**
 * The journey moved on while the client reads a page that is never taken away (the FAQ, the
 * contract, an account change): the page stays, and this leads on to where the journey is now.
 */
export function ResumeBanner({ href }: { href: string }) {
  return (
    <Banner
      tone="info"
      className="resume-banner"
      title={<Trans>Your application has news.</Trans>}
      actions={
        <Link href={href}>
          <Trans>Continue your application</Trans>
        </Link>
      }
    />
  )
}
