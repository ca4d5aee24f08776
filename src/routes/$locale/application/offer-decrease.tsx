import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/application/offer-decrease')({
  staticData: { name: 'application-offer-decrease' },
  component: ApplicationOfferDecreaseRoute,
})

function ApplicationOfferDecreaseRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="application-offer-decrease" locale={locale} />
}
