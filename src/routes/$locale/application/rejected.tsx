import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/application/rejected')({
  staticData: { name: 'application-rejected' },
  component: ApplicationRejectedRoute,
})

function ApplicationRejectedRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="application-rejected" locale={locale} />
}
