import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/profile/')({
  staticData: { name: 'profile' },
  component: ProfileRoute,
})

function ProfileRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="profile" locale={locale} />
}
