import { useLingui } from '@lingui/react'
import { useSelector } from '@xstate/react'
import { use } from 'react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { applicationMachine, type ApplicationReading } from '../../machines/application.machine'
import { offerMachine } from '../../machines/offer.machine'
import { isLocale, ROUTES, type RouteName } from '../../machines/routes'
import { sandboxMachine, simulatedLoad } from '../../machines/sandbox.machine'
import { SANDBOX } from '../../machines/ids'
import type { ApplicationView } from '../domain/application'
import { toWireDate } from '../domain/dates'
import { FLOW_STEPS } from '../domain/flow-steps'
import { computeOffer, priceLoan } from '../domain/pricing'
import { applicationLogic, provideApplicationLogic } from './application'
import { SandboxBar } from '../screens/sandbox/SandboxBar'
import { flowActor, type AccountDetails, type ClientProfile } from './flow'
import { catalogLoaded } from './i18n'
import { markSandboxDisabled } from './sandbox-access'
import { rootActor } from './system'

export type SandboxActor = ActorRefFrom<typeof sandboxMachine>

/** The sandbox actor, joined to the actor system when sandbox mode first starts. */
export function sandboxActor(): SandboxActor {
  const existing = rootActor.system.get(SANDBOX) as SandboxActor | undefined
  if (existing) return existing
  rootActor.send({ type: 'actor.join', systemId: SANDBOX, logic: sandboxMachine })
  return rootActor.system.get(SANDBOX) as SandboxActor
}

/** The flow actor's `simulateFlow` in sandbox mode: the simulated step instead of GET flow. */
export function simulatedFlow() {
  return simulatedLoad(sandboxActor().getSnapshot().context)
}

/** The simulated loan: 3000 pesos over 15 days, offers 1000 pesos off either way. */
const SIMULATED_AMOUNT = 3000
const OFFER_STATUSES: Record<number, number> = {
  18: SIMULATED_AMOUNT + 1000,
  17: SIMULATED_AMOUNT - 1000,
  13: SIMULATED_AMOUNT - 1000,
}

function dueDate(today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + 15)
}

function simulatedApplication(status = sandboxActor().getSnapshot().context.applicationStatus): ApplicationView {
  const today = new Date()
  const due = dueDate(today)
  const offer = priceLoan({ principal: SIMULATED_AMOUNT, sequenceType: 'first', today, dueDate: due })
  const offered = OFFER_STATUSES[status]
  return {
    id: sandboxActor().getSnapshot().context.applicationId,
    status,
    desiredLoanAmount: { amount: SIMULATED_AMOUNT },
    principalAmount: { amount: SIMULATED_AMOUNT },
    loanAmount: { amount: offer.total },
    term: { value: offer.term, unit: 'day' },
    offeredAmount: offered === undefined ? null : { amount: offered },
    payDates: { first_repayment_option: toWireDate(due), second_repayment_option: null },
  }
}

/**
 * The application machine of sandbox mode: the simulated application is decided with the status
 * chosen in the panel; quotes and offers are priced here (src/domain/pricing); approvals accept.
 */
const simulatedApplicationLogic = applicationMachine.provide({
  actors: {
    loadQuote: fromPromise(async ({ input }) => {
      const offer = computeOffer({ ...input, sequenceType: 'first', today: new Date(), discount: undefined })
      if (!offer) throw new Error('no simulated quote for this pay date')
      return offer
    }),
    createApplication: fromPromise(async () => simulatedApplication()),
    loadApplication: fromPromise(async (): Promise<ApplicationReading> => ({
      application: simulatedApplication(),
      hasDisbursementMethod: sandboxActor().getSnapshot().context.hasDisbursementMethod,
    })),
    offer: offerMachine.provide({
      actors: {
        loadOffer: fromPromise(async () => {
          const { offeredAmount } = simulatedApplication()
          return priceLoan({
            principal: offeredAmount?.amount ?? SIMULATED_AMOUNT,
            sequenceType: 'first',
            today: new Date(),
            dueDate: dueDate(new Date()),
          })
        }),
        approve: fromPromise(async () => simulatedApplication(3)),
        reloadApplication: fromPromise(async (): Promise<ApplicationView | null> => simulatedApplication()),
      },
    }),
  },
})

/** The sample client whose data the flow screens show in sandbox mode (never a real person's). */
export function simulatedProfile(): ClientProfile {
  return {
    id: 0,
    uuid: '00000000-0000-4000-8000-000000000000',
    hashedUserId: 'sandbox',
    firstName: 'Ana',
    email: 'ana.sandbox@example.mx',
    status: 1,
    fake: true,
    availableLoanAmount: { amount: 10000 },
    hasActiveLoan: false,
    hasUncancelledApplications: false,
    closedLoansCount: 0,
    hasActualApplication: false,
    hasActiveRefinancing: false,
    salaryCycle: 'biweekly',
    payDate: { referenceDate: toWireDate(dueDate(new Date())), semiMonthlyPayDates: null, dateOfMonth: null },
    info: {
      mobilePhone: { number: '5512345678' },
      middleName: null,
      lastNames: 'Sandbox Prueba',
      birthDate: '1990-01-15',
      curp: 'SAPA900115MDFNRN07',
      language: 'es',
    },
  }
}

export function simulatedAccountDetails(): AccountDetails {
  return {
    address: {
      regionId: null,
      cityId: null,
      districtId: null,
      wardId: null,
      street: 'Avenida Simulada',
      exteriorNumber: '1',
      interiorNumber: null,
      postalCode: '03940',
    },
    employment: {
      employmentStatus: null,
      position: null,
      companyName: 'Empresa Simulada',
      workPhone: null,
      monthlyIncome: 15000,
      salaryCycle: 'biweekly',
    },
    reference: { fullName: 'Luis Sandbox Prueba', phone: '5587654321' },
    nationalIdentificator: null,
    additionalContacts: [],
    bankAccounts: [],
    cards: [{ lastFour: '4242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, holder: 'ANA SANDBOX PRUEBA' }],
    progress: { detailsAt: null, addressAt: null, employmentAt: null, referenceAt: null, finishedAt: null },
    geo: null,
    banking: { disbursementMethod: 'card', bankName: null, cardLastFour: '4242', directDebitConsent: null },
    consents: { termsAt: null, privacyAt: null, creditBureauAt: null, marketing: false },
  }
}

/** The application statuses the panel can simulate. */
const APPLICATION_STATUSES = [3, 6, 14, 18, 17, 13, 7, 401] as const

/** Every stage and flow screen a sandbox user may open: the application stages and the named flow routes. */
const STAGES = (Object.keys(ROUTES) as RouteName[]).filter(
  (name) => ROUTES[name].startsWith('/application/') || ROUTES[name].startsWith('/flow/'),
)

/** The sandbox banner and panel: its events go to the sandbox and flow actors. */
/**
 * Sandbox mode starts (the flow-page guard, before the page opens): its actor joins, and the
 * application screens opened from now on run on the simulation (the ERP's again once disabled).
 */
export function prepareSandbox(): void {
  sandboxActor()
  provideApplicationLogic(simulatedApplicationLogic)
}

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
