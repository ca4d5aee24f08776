import { createFileRoute, redirect } from '@tanstack/react-router'
import { isLocale, pathFor, DEFAULT_LOCALE } from '../../../domain/routes'
import { devFlowsAccess } from '../../../app/dev-flows-access'
import { assertValid } from '../../../app/validity'
import { useLiveLog, useLiveStates, useWatchedTabs } from '../../../app/dev-flows-live'
import { startSimulator } from '../../../app/dev-flows-simulator'
import { FlowsPage, LIVES } from '../../../screens/dev/FlowsPage'

export const Route = createFileRoute('/$locale/dev/flows')({
  staticData: { name: 'dev-flows' },
  beforeLoad: ({ context, location, params }) => {
    const access = devFlowsAccess(context.authActor.getSnapshot(), import.meta.env.DEV)
    if (access === 'login') {
      const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
      throw redirect({ href: `${pathFor('login', locale)}?cuenta=equipo&redirect=${encodeURIComponent(location.href)}` })
    }
    assertValid(access === 'allowed')
  },
  component: DevFlowsRoute,
})

/** The visualiser, with the live states of this tab and of the other tabs of this browser. */
function DevFlowsRoute() {
  return <FlowsPage here={useLiveStates(LIVES)} hereLog={useLiveLog(LIVES)} tabs={useWatchedTabs()} simulator={startSimulator} />
}
