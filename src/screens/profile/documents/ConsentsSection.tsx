import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Consent, ConsentKind } from '../../../api/consents'
import { mexicoDateTime } from '../../../domain/mexico-time'
import { Banner, Button } from '../../../ui'
import { LoadState } from '../../flow/LoadState'
import '../../application/application.css'
import '../overview/profile.css'

export type ConsentsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: Consent[] }

/** Which consent's PDF a download is. */
export type ConsentDownloadKey = `consent-${number}`

export interface ConsentsSectionProps {
  load: ConsentsLoad
  onRetry: () => void
  /** The consent whose PDF is on its way. */
  busy: ConsentDownloadKey | null
  /** The consent whose download failed, if the last one did. */
  failed: ConsentDownloadKey | null
  onDownload: (consent: Consent) => void
}

const KIND: Record<ConsentKind, MessageDescriptor> = {
  terms: msg`Terms and conditions`,
  privacy: msg`Privacy notice`,
  credit_bureau: msg`Authorisation to consult your credit history`,
  marketing: msg`Offers and news`,
}

const METHOD: Record<Consent['method'], MessageDescriptor> = {
  checkbox: msg`by ticking its box`,
  nip_sms: msg`with the code (NIP) we sent you by SMS`,
}

/**
 * What the client accepted, as the ERP recorded it: each text with its version, the day and how,
 * and the text itself at that version as a PDF.
 */
export function ConsentsSection({ load, onRetry, busy, failed, onDownload }: ConsentsSectionProps) {
  const { t, i18n } = useLingui()
  return (
    <section className="application-card" aria-labelledby="profile-consents">
      <h2 id="profile-consents">
        <Trans>What you accepted</Trans>
      </h2>
      {failed !== null && (
        <Banner tone="error">
          <Trans>We could not download the document. Please try again.</Trans>
        </Banner>
      )}
      {load.state !== 'ready' ? (
        <LoadState state={load.state} onRetry={onRetry} />
      ) : load.data.length === 0 ? (
        <p>
          <Trans>The texts you accept will appear here.</Trans>
        </p>
      ) : (
        <ul className="profile-items" aria-label={t`Accepted texts`}>
          {load.data.map((consent) => {
            const { date, time } = mexicoDateTime(new Date(consent.acceptedAt))
            const version = consent.textVersion
            const how = i18n._(METHOD[consent.method])
            return (
              <li key={consent.id} className="profile-item">
                <div className="profile-item__main">
                  <span id={`consent-${consent.id}`}>{i18n._(KIND[consent.kind])}</span>
                  <span className="profile-item__meta">
                    <Trans>
                      Version {version} · accepted on {date} at {time} {how}
                    </Trans>
                  </span>
                </div>
                <Button
                  variant="secondary"
                  onPress={() => onDownload(consent)}
                  isPending={busy === `consent-${consent.id}`}
                  aria-describedby={`consent-${consent.id}`}
                >
                  <Trans>Download (PDF)</Trans>
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
