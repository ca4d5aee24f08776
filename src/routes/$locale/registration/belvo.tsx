import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/belvo')({
  staticData: { name: 'registration-belvo' },
  component: RegistrationBelvoRoute,
})

function RegistrationBelvoRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-belvo" locale={locale} />
}
