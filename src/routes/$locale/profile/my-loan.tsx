import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/profile/my-loan')({
  staticData: { name: 'profile-my-loan' },
  component: ProfileMyLoanRoute,
})

function ProfileMyLoanRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="profile-my-loan" locale={locale} />
}
