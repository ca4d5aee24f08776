import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/application/offer-increase')({
  staticData: { name: 'application-offer-increase' },
  component: ApplicationOfferIncreaseRoute,
})

function ApplicationOfferIncreaseRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="application-offer-increase" locale={locale} />
}
