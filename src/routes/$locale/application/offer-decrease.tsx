import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { sendToOffer, useOfferView, useOpenApplicationScreen } from '../../../app/application'
import { OfferScreen } from '../../../screens/application/OfferScreen'

export const Route = createFileRoute('/$locale/application/offer-decrease')({
  staticData: { name: 'application-offer-decrease' },
  component: ApplicationOfferDecreaseRoute,
})

function ApplicationOfferDecreaseRoute() {
  const { locale } = Route.useParams()
  useOpenApplicationScreen('stage', 'application-offer-decrease')
  const view = useOfferView()
  return (
    <OfferScreen
      view={view}
      route="application-offer-decrease"
      profileHref={pathFor('profile', asLocale(locale))}
      onAccept={() => sendToOffer({ type: 'offer.accept' })}
      onRefuse={() => sendToOffer({ type: 'offer.refuse' })}
      onRetry={() => sendToOffer({ type: 'offer.retry' })}
    />
  )
}
