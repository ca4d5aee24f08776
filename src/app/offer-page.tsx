import { asLocale, pathFor } from '../domain/routes'
import { OfferScreen } from '../screens/application/OfferScreen'
import { ApplicationCancel, sendToOffer, useOfferView } from './application'
import { ApplicationPage } from './application-page'

/** An offer page (an increase or a decrease): the offer machine's figures, its accept and refuse, and the cancel. */
export function OfferPage({
  route,
  locale,
}: {
  route: 'application-offer-increase' | 'application-offer-decrease'
  locale: string
}) {
  const view = useOfferView()
  return (
    <ApplicationPage route={route}>
      <OfferScreen
        view={view}
        route={route}
        profileHref={pathFor('profile', asLocale(locale))}
        onAccept={() => sendToOffer({ type: 'offer.accept' })}
        onRefuse={() => sendToOffer({ type: 'offer.refuse' })}
        onRetry={() => sendToOffer({ type: 'offer.retry' })}
        cancel={<ApplicationCancel />}
      />
    </ApplicationPage>
  )
}
