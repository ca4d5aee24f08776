import { createFileRoute } from '@tanstack/react-router'
import { loadAccountDetails, useLoad } from '../../../app/flow'
import { requireFlow } from '../../../app/guards'
import { FlowReferenceScreen, type ReferenceState } from '../../../screens/flow/FlowReferenceScreen'

export const Route = createFileRoute('/$locale/flow/reference')({
  staticData: { name: 'reference' },
  beforeLoad: requireFlow,
  component: ReferenceRoute,
})

const loadReference = async () => (await loadAccountDetails()).reference

function ReferenceRoute() {
  const { locale } = Route.useParams()
  const { loaded, retry } = useLoad(loadReference)
  const reference: ReferenceState = loaded.state === 'ready' ? { state: 'ready', reference: loaded.data } : loaded
  return <FlowReferenceScreen locale={locale} reference={reference} onRetry={retry} />
}
