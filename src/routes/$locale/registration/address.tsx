import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/address')({
  staticData: { name: 'registration-address' },
  component: RegistrationAddressRoute,
})

function RegistrationAddressRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-address" locale={locale} />
}
