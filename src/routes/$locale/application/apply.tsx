import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/application/apply')({
  staticData: { name: 'application-apply' },
  component: ApplicationApplyRoute,
})

function ApplicationApplyRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="application-apply" locale={locale} />
}
