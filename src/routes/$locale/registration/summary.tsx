import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/summary')({
  staticData: { name: 'registration-summary' },
  component: RegistrationSummaryRoute,
})

function RegistrationSummaryRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-summary" locale={locale} />
}
