import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/profile/change-email')({
  staticData: { name: 'profile-change-email' },
  component: ProfileChangeEmailRoute,
})

function ProfileChangeEmailRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="profile-change-email" locale={locale} />
}
