import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/employment')({
  staticData: { name: 'registration-employment' },
  component: RegistrationEmploymentRoute,
})

function RegistrationEmploymentRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-employment" locale={locale} />
}
