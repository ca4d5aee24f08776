import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/application/loading')({
  staticData: { name: 'application-loading' },
  component: ApplicationLoadingRoute,
})

function ApplicationLoadingRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="application-loading" locale={locale} />
}
