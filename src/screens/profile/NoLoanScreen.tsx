import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from '../../ui'

/** `/profile/no-loan`: no active loan; the compact calculator lets a client apply for a new one. */
export function NoLoanScreen({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <section className="no-loan" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>You have no active loan</Trans>
      </h1>
      <p>
        <Trans>Choose an amount and apply: as a client you do not fill in your details again.</Trans>
      </p>
      <div className="no-loan__calculator">{children}</div>
      <p>
        <Link href={`/${locale}/profile`}>
          <Trans>Back to your profile</Trans>
        </Link>
      </p>
    </section>
  )
}
