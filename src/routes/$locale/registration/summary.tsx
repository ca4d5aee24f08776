import { createFileRoute } from '@tanstack/react-router'
import { requireApplicant } from '../../../app/guards'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/summary')({
  staticData: { name: 'registration-summary' },
  beforeLoad: ({ context, params }) => requireApplicant({ context, params }),
  component: RegistrationSummaryRoute,
})

function RegistrationSummaryRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-summary" locale={locale} />
}
