import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/reference')({
  staticData: { name: 'registration-reference' },
  component: RegistrationReferenceRoute,
})

function RegistrationReferenceRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-reference" locale={locale} />
}
