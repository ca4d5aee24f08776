import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/flow/details')({
  staticData: { name: 'details' },
  component: DetailsRoute,
})

function DetailsRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="details" locale={locale} />
}
