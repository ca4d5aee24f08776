import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/profile/change-phone')({
  staticData: { name: 'profile-change-phone' },
  component: ProfileChangePhoneRoute,
})

function ProfileChangePhoneRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="profile-change-phone" locale={locale} />
}
