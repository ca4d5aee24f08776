import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/application/accepted-cash')({
  staticData: { name: 'application-accepted-cash' },
  component: ApplicationAcceptedCashRoute,
})

function ApplicationAcceptedCashRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="application-accepted-cash" locale={locale} />
}
