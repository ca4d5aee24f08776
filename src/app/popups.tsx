import { useLingui } from '@lingui/react'
import { use } from 'react'
import { isLocale } from '../domain/routes'
import { POPUP_CONTENT } from '../screens/popups'
import { PopupHost, type PopupActor } from '../ui/Popup'
import { catalogLoaded } from './i18n'

/**
 * The popup the popup actor has open, with its content's texts: they are in the `popups`
 * catalog, which no page loads at start-up (the home page's JavaScript budget), so the first
 * popup waits for it as it waits for this module.
 */
export default function PopupsContainer({ actor }: { actor: PopupActor }) {
  const { i18n } = useLingui()
  if (isLocale(i18n.locale)) use(catalogLoaded(i18n.locale, 'popups'))
  return <PopupHost actor={actor} popups={POPUP_CONTENT} />
}
