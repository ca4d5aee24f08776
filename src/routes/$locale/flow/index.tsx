import { createFileRoute } from '@tanstack/react-router'
import { retryFlow, useFlowView } from '../../../app/flow'
import { requireFlow } from '../../../app/guards'
import { asLocale, pathFor } from '../../../domain/routes'
import { FlowEntryScreen } from '../../../screens/flow/FlowEntryScreen'

/** `/flow`: the flow entry; the flow actor reads profile and flow and moves the page on. */
export const Route = createFileRoute('/$locale/flow/')({
  staticData: { name: 'flow' },
  beforeLoad: requireFlow,
  component: FlowEntryRoute,
})

function FlowEntryRoute() {
  const locale = asLocale(Route.useParams().locale)
  const { failed } = useFlowView()
  return (
    <FlowEntryScreen
      failed={failed}
      onRetry={retryFlow}
      profileHref={pathFor('profile', locale)}
      contactsHref={pathFor('contacts', locale)}
    />
  )
}
