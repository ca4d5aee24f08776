import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/profile/change-password')({
  staticData: { name: 'profile-change-password' },
  component: ProfileChangePasswordRoute,
})

function ProfileChangePasswordRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="profile-change-password" locale={locale} />
}
