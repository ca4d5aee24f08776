import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/application/accepted')({
  staticData: { name: 'application-accepted' },
  component: ApplicationAcceptedRoute,
})

function ApplicationAcceptedRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="application-accepted" locale={locale} />
}
