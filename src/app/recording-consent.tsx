import { useLingui } from '@lingui/react/macro'
import { use } from 'react'
import { isLocale } from '../domain/routes'
import { RecordingConsent, type RecordingConsentProps } from '../screens/legal/RecordingConsent'
import { catalogLoaded } from './i18n'

/**
 * The session-recording question with its texts: they are in the `screens` catalog, which a
 * landing page does not load at start-up (its JavaScript budget), so the question waits for it.
 */
export default function RecordingConsentContainer(props: RecordingConsentProps) {
  const { i18n } = useLingui()
  if (isLocale(i18n.locale)) use(catalogLoaded(i18n.locale, 'screens'))
  return <RecordingConsent {...props} />
}
