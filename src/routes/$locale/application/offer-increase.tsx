import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { sendToOffer, useOfferView, useOpenApplicationScreen } from '../../../app/application'
import { OfferScreen } from '../../../screens/application/OfferScreen'

export const Route = createFileRoute('/$locale/application/offer-increase')({
  staticData: { name: 'application-offer-increase' },
  component: ApplicationOfferIncreaseRoute,
})

function ApplicationOfferIncreaseRoute() {
  const { locale } = Route.useParams()
  useOpenApplicationScreen('stage', 'application-offer-increase')
  const view = useOfferView()
  return (
    <OfferScreen
      view={view}
      route="application-offer-increase"
      profileHref={pathFor('profile', asLocale(locale))}
      onAccept={() => sendToOffer({ type: 'offer.accept' })}
      onRefuse={() => sendToOffer({ type: 'offer.refuse' })}
      onRetry={() => sendToOffer({ type: 'offer.retry' })}
    />
  )
}
