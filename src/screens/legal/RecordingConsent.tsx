import { Trans, useLingui } from '@lingui/react/macro'
import { Banner, Button, Link } from '../../ui'
import './legal.css'

export interface RecordingConsentProps {
  locale: string
  onChoose: (allow: boolean) => void
}

/**
 * The visitor's choice about session recording, asked once where it is configured: the recorder
 * loads only after "Allow", and never records what is typed. The privacy notice's cookie section
 * says the same.
 */
export function RecordingConsent({ locale, onChoose }: RecordingConsentProps) {
  const { t } = useLingui()
  return (
    <section className="recording-consent" aria-label={t`Session recording`}>
      <Banner
        tone="info"
        title={<Trans>May we record how you use this site?</Trans>}
        actions={
          <>
            <Button variant="primary" onPress={() => onChoose(true)}>
              <Trans>Allow recording</Trans>
            </Button>
            <Button variant="secondary" onPress={() => onChoose(false)}>
              <Trans>No, thanks</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>
            It helps us find what is hard to use. Everything you type stays hidden. Read the{' '}
            <Link href={`/${locale}/documentos?doc=aviso-de-privacidad`}>privacy notice</Link>.
          </Trans>
        </p>
      </Banner>
    </section>
  )
}
