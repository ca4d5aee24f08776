import { createFileRoute } from '@tanstack/react-router'
import { requireFlow } from '../../../app/guards'
import { FlowEntryScreen } from '../../../screens/flow/FlowEntryScreen'

/** `/flow`: the flow entry; the flow actor reads profile and flow and moves the page on. */
export const Route = createFileRoute('/$locale/flow/')({
  staticData: { name: 'flow' },
  beforeLoad: requireFlow,
  component: FlowEntryScreen,
})
