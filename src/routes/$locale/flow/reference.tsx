import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/flow/reference')({
  staticData: { name: 'reference' },
  component: ReferenceRoute,
})

function ReferenceRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="reference" locale={locale} />
}
