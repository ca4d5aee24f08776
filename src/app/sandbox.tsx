import { useLingui } from '@lingui/react'
import { useSelector } from '@xstate/react'
import { use } from 'react'
import { isLocale, ROUTES, type RouteName } from '../domain/routes'
import { FLOW_STEPS } from '../domain/flow-steps'
import { SandboxBar } from '../screens/sandbox/SandboxBar'
import type { LocalCall } from '../api/client'
import { answerInSandbox } from './api'
import { applicationLogic, provideApplicationLogic } from './application'
import { flowActor } from './flow'
import { catalogLoaded } from './i18n'
import { markSandboxDisabled } from './sandbox-access'
import { sandboxActor, simulatedApplicationLogic } from './sandbox-simulation'

/** The application statuses the panel can simulate. */
const APPLICATION_STATUSES = [3, 6, 14, 18, 17, 13, 7, 401] as const

/** Every stage and flow screen a sandbox user may open: the application stages and the named flow routes. */
const STAGES = (Object.keys(ROUTES) as RouteName[]).filter(
  (name) => ROUTES[name].startsWith('/application/') || ROUTES[name].startsWith('/flow/'),
)

/** Sandbox mode's stand-in for the ERP (./sandbox-erp.ts), whose code loads with the first call it answers. */
const standIn = (call: LocalCall) => import('./sandbox-erp').then(({ sandboxAnswer }) => sandboxAnswer(call))

/**
 * Sandbox mode starts (the flow-page guard, before the page opens): its actor joins, the
 * application screens opened from now on run on the simulation, and the client's calls are
 * answered by its stand-in for the ERP (the ERP's again once disabled).
 */
export function prepareSandbox(): void {
  sandboxActor()
  provideApplicationLogic(simulatedApplicationLogic)
  answerInSandbox(standIn)
}

/** The sandbox banner and panel: its events go to the sandbox and flow actors. */

export default function SandboxContainer() {
  // The bar's texts and every route's title are in the `screens` catalog, which a landing page
  // does not load (src/app/i18n.ts).
  const { i18n } = useLingui()
  if (isLocale(i18n.locale)) use(catalogLoaded(i18n.locale, 'screens'))
  const sandbox = sandboxActor()
  const status = useSelector(sandbox, (s) => s.context.applicationStatus)
  const hidden = useSelector(sandbox, (s) => s.matches('hidden'))
  const step = useSelector(sandbox, (s) => s.context.flow.step)
  const flow = flowActor()
  return (
    <SandboxBar
      hidden={hidden}
      step={step}
      steps={FLOW_STEPS}
      stages={STAGES}
      onHide={() => sandbox.send({ type: 'sandbox.hide' })}
      onShow={() => sandbox.send({ type: 'sandbox.show' })}
      onDisable={() => {
        markSandboxDisabled()
        provideApplicationLogic(applicationLogic)
        answerInSandbox(null)
        flow.send({ type: 'sandbox.stop' })
      }}
      onStep={(name) => {
        sandbox.send({ type: 'sandbox.step', step: name })
        flow.send({ type: 'sandbox.jump' })
      }}
      onVisit={(route) => flow.send({ type: 'sandbox.visit', route })}
      applicationStatus={status}
      applicationStatuses={APPLICATION_STATUSES}
      onApplicationStatus={(next) => sandbox.send({ type: 'sandbox.application', status: next })}
    />
  )
}
