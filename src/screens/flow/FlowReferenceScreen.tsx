import { Trans } from '@lingui/react/macro'
import { formatPhone } from '../../domain/identifier'
import { Link } from '../../ui'
import { LoadState } from './LoadState'
import '../registration/registration.css'
import './flow.css'

export type ReferenceState =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; reference: { fullName: string | null; phone: string | null } }

/**
 * `/flow/reference`: the personal reference the lender holds, to change or to confirm before the
 * flow goes on. Without one, the registration's reference form is where to give it.
 */
export function FlowReferenceScreen({
  locale,
  reference,
  onRetry,
}: {
  locale: string
  reference: ReferenceState
  onRetry: () => void
}) {
  if (reference.state !== 'ready')
    return (
      <section className="registration-screen" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>A personal reference</Trans>
        </h1>
        <LoadState state={reference.state} onRetry={onRetry} />
      </section>
    )
  const { fullName, phone } = reference.reference
  const known = Boolean(fullName && phone)
  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>A personal reference</Trans>
      </h1>
      <p>
        <Trans>
          A relative or friend who knows you. We only call them if we cannot reach you about your loan; they never pay for it.
        </Trans>
      </p>
      {known ? (
        <dl className="flow-facts">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{fullName}</dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>{phone ? formatPhone(phone) : null}</dd>
        </dl>
      ) : (
        <p>
          <Trans>You have not given us a reference yet.</Trans>
        </p>
      )}
      <div className="flow-actions">
        {known ? (
          <>
            <Link variant="button" href={`/${locale}/flow`}>
              <Trans>It is right, continue</Trans>
            </Link>
            <Link variant="button-secondary" href={`/${locale}/registration/reference`}>
              <Trans>Change the reference</Trans>
            </Link>
          </>
        ) : (
          <Link variant="button" href={`/${locale}/registration/reference`}>
            <Trans>Give a reference</Trans>
          </Link>
        )}
      </div>
    </section>
  )
}
