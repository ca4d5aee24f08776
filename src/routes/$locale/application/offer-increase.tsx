import { createFileRoute } from '@tanstack/react-router'
import { OfferPage } from '../../../app/offer-page'

export const Route = createFileRoute('/$locale/application/offer-increase')({
  staticData: { name: 'application-offer-increase' },
  component: ApplicationOfferIncreaseRoute,
})

function ApplicationOfferIncreaseRoute() {
  return <OfferPage route="application-offer-increase" locale={Route.useParams().locale} />
}
