import { createFileRoute } from '@tanstack/react-router'
import { OfferPage } from '../../../app/offer-page'

export const Route = createFileRoute('/$locale/application/offer-decrease')({
  staticData: { name: 'application-offer-decrease' },
  component: ApplicationOfferDecreaseRoute,
})

function ApplicationOfferDecreaseRoute() {
  return <OfferPage route="application-offer-decrease" locale={Route.useParams().locale} />
}
