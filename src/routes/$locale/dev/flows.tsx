import { createFileRoute } from '@tanstack/react-router'
import { useLiveLog, useLiveStates, useWatchedTabs } from '../../../app/dev-flows-live'
import { startSimulator } from '../../../app/dev-flows-simulator'
import { LIVES } from '../../../screens/dev/drawn'
import { FlowsPage } from '../../../screens/dev/FlowsPage'
import { teamOnly } from './-team-only'

export const Route = createFileRoute('/$locale/dev/flows')({
  staticData: { name: 'dev-flows' },
  beforeLoad: teamOnly,
  component: DevFlowsRoute,
})

/** The visualiser, with the live states of this tab and of the other tabs of this browser. */
function DevFlowsRoute() {
  return <FlowsPage here={useLiveStates(LIVES)} hereLog={useLiveLog(LIVES)} tabs={useWatchedTabs()} simulator={startSimulator} />
}
