import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/flow/')({
  staticData: { name: 'flow' },
  component: FlowRoute,
})

function FlowRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="flow" locale={locale} />
}
