import { createFileRoute } from '@tanstack/react-router'
import { openInTab, useLiveStates, useWatchedTabs } from '../../../app/dev-flows-live'
import { LIVES } from '../../../screens/dev/drawn'
import { JourneyPage } from '../../../screens/dev/JourneyPage'
import { teamOnly } from './-team-only'

export const Route = createFileRoute('/$locale/dev/journey')({
  staticData: { name: 'dev-journey' },
  beforeLoad: teamOnly,
  component: DevJourneyRoute,
})

/** The loan journey's overview, with this tab's live states, the other tabs of this browser, and a way to open a screen in one. */
function DevJourneyRoute() {
  return <JourneyPage here={useLiveStates(LIVES)} tabs={useWatchedTabs()} openIn={openInTab} />
}
