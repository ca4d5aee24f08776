import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/flow/direct-debit-information')({
  staticData: { name: 'direct-debit-information' },
  component: DirectDebitInformationRoute,
})

function DirectDebitInformationRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="direct-debit-information" locale={locale} />
}
