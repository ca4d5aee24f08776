import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { ApplicationCancel, sendToOffer, useOfferView } from '../../../app/application'
import { ApplicationPage } from '../../../app/application-page'
import { OfferScreen } from '../../../screens/application/OfferScreen'

export const Route = createFileRoute('/$locale/application/offer-decrease')({
  staticData: { name: 'application-offer-decrease' },
  component: ApplicationOfferDecreaseRoute,
})

function ApplicationOfferDecreaseRoute() {
  const { locale } = Route.useParams()
  const view = useOfferView()
  return (
    <ApplicationPage route="application-offer-decrease">
      <OfferScreen
        view={view}
        route="application-offer-decrease"
        profileHref={pathFor('profile', asLocale(locale))}
        onAccept={() => sendToOffer({ type: 'offer.accept' })}
        onRefuse={() => sendToOffer({ type: 'offer.refuse' })}
        onRetry={() => sendToOffer({ type: 'offer.retry' })}
        cancel={<ApplicationCancel />}
      />
    </ApplicationPage>
  )
}
