import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/')({
  staticData: { name: 'registration' },
  component: RegistrationRoute,
})

function RegistrationRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration" locale={locale} />
}
