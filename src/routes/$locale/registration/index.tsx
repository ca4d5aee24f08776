import { createFileRoute } from '@tanstack/react-router'
import { enterRegistration } from '../../../app/guards'
import { RegistrationDetails } from '../../../app/registration-details'

export const Route = createFileRoute('/$locale/registration/')({
  staticData: { name: 'registration' },
  // A signed-in client mid-registration goes on to their step.
  beforeLoad: enterRegistration,
  component: RegistrationRoute,
})

function RegistrationRoute() {
  const { locale } = Route.useParams()
  return <RegistrationDetails locale={locale} />
}
