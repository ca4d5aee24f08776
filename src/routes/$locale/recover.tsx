import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/recover')({
  staticData: { name: 'recover' },
  component: RecoverRoute,
})

function RecoverRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="recover" locale={locale} />
}
