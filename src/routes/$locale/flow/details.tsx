import { createFileRoute } from '@tanstack/react-router'
import { requireFlow } from '../../../app/guards'
import { FlowDetails } from '../../../app/flow-details'

export const Route = createFileRoute('/$locale/flow/details')({
  staticData: { name: 'details' },
  beforeLoad: requireFlow,
  component: DetailsRoute,
})

function DetailsRoute() {
  const { locale } = Route.useParams()
  return <FlowDetails locale={locale} />
}
