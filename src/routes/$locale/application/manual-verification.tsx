import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/application/manual-verification')({
  staticData: { name: 'application-manual-verification' },
  component: ApplicationManualVerificationRoute,
})

function ApplicationManualVerificationRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="application-manual-verification" locale={locale} />
}
