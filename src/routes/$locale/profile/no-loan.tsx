import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/profile/no-loan')({
  staticData: { name: 'profile-no-loan' },
  component: ProfileNoLoanRoute,
})

function ProfileNoLoanRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="profile-no-loan" locale={locale} />
}
