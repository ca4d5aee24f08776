import { fromPromise, type ActorRefFrom } from 'xstate'
import type { components } from '../../api/schema'
import { applicationMachine, type ApplicationReading } from '../../machines/application.machine'
import { SANDBOX } from '../../machines/ids'
import { offerMachine } from '../../machines/offer.machine'
import { sandboxMachine, simulatedLoad } from '../../machines/sandbox.machine'
import type { ClientProfile } from '../api/profile'
import type { ApplicationView } from '../domain/application'
import { APPLICATION_STATUS } from '../domain/application-status'
import type { CashProviderCode } from '../domain/cash-payout'
import { SHIPPED_CASH_PROVIDERS } from '../domain/facts/cash-payout'
import { toWireDate } from '../domain/dates'
import { computeOffer, priceLoan } from '../domain/pricing'
import { rootActor } from './system'

/*
 * Sandbox mode's simulation: the sandbox actor and the simulated answers the flow, the application
 * and the flow screens use instead of the ERP's. The flow loads this module only in sandbox mode;
 * it imports nothing of the flow's, so the two never load each other in a circle.
 */

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

/** The simulated loan falls due 15 days after the day it is taken. */
export function dueDate(today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + 15)
}

/** The simulated step the flow stands at now (the panel's choice). */
export function simulatedStep(): string {
  return sandboxActor().getSnapshot().context.flow.step
}

/** The simulated client has an active loan where the flow shows it: at loan_page (the panel's, or once signed). */
export function hasSimulatedLoan(): boolean {
  return simulatedStep() === 'loan_page'
}

/** The simulated application's offer: what an increase, decrease or special offer proposes, else the amount asked for. */
export function simulatedOffer() {
  const { offeredAmount } = simulatedApplication()
  return priceLoan({
    principal: offeredAmount?.amount ?? SIMULATED_AMOUNT,
    sequenceType: 'first',
    today: new Date(),
    dueDate: dueDate(new Date()),
  })
}

export function simulatedApplication(status = sandboxActor().getSnapshot().context.applicationStatus): ApplicationView {
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
 * The simulated steps at which the client may apply, as the ERP's flow reports them when no
 * application is open (a first-time client, or after earlier loans): until an application is made
 * in the simulation, there is none, so the apply page offers to apply.
 */
const APPLY_STEPS: ReadonlySet<string> = new Set(['new_client_created', 'no_loan_page'])
let simulatedCreation = false
let simulatedCashProvider: CashProviderCode | null = null

/** The application open in the simulation: none at a step where one is yet to be made, until it is made. */
export function openApplication(): ApplicationView | null {
  return !simulatedCreation && APPLY_STEPS.has(simulatedStep()) ? null : simulatedApplication()
}

/**
 * The application machine of sandbox mode: the simulated application is decided with the status
 * chosen in the panel; quotes and offers are priced here (src/domain/pricing); approvals accept.
 */
export const simulatedApplicationLogic = applicationMachine.provide({
  actors: {
    loadQuote: fromPromise(async ({ input }) => {
      const offer = computeOffer({ ...input, sequenceType: 'first', today: new Date(), discount: undefined })
      if (!offer) throw new Error('no simulated quote for this pay date')
      return offer
    }),
    createApplication: fromPromise(async () => {
      simulatedCreation = true
      return simulatedApplication()
    }),
    loadApplication: fromPromise(async (): Promise<ApplicationReading> => ({
      application: openApplication(),
      hasDisbursementMethod: sandboxActor().getSnapshot().context.hasDisbursementMethod,
      hasActiveLoan: false,
      // The simulation shows every screen: the apply page is never sent back to registration.
      registrationStep: null,
    })),
    // Canceled in the simulation too: the panel's status becomes 5 until another one is chosen there.
    cancelApplication: fromPromise(async () => {
      sandboxActor().send({ type: 'sandbox.application', status: APPLICATION_STATUS.canceled })
      return simulatedApplication(APPLICATION_STATUS.canceled)
    }),
    // The shipped networks, and a choice kept in the page: the ERP holds no simulated application.
    loadCashChoice: fromPromise(async () => ({ providers: [...SHIPPED_CASH_PROVIDERS], chosen: simulatedCashProvider })),
    chooseCashProvider: fromPromise(async ({ input }) => {
      simulatedCashProvider = input.provider
      return { providers: [...SHIPPED_CASH_PROVIDERS], chosen: simulatedCashProvider }
    }),
    offer: offerMachine.provide({
      actors: {
        loadOffer: fromPromise(async () => simulatedOffer()),
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
    hasActiveLoan: hasSimulatedLoan(),
    hasUncancelledApplications: false,
    closedLoansCount: 0,
    lastLoanAmount: null,
    hasActualApplication: false,
    hasActiveRefinancing: false,
    salaryCycle: 'biweekly',
    payDate: { referenceDate: toWireDate(dueDate(new Date())), semiMonthlyPayDates: null, dateOfMonth: null },
    payDays: { cycle: 'biweekly', value: toWireDate(dueDate(new Date())) },
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

export function simulatedAccountDetails(): components['schemas']['AccountDetails'] {
  return {
    // Ciudad de México, Benito Juárez, Crédito Constructor: ids of the ERP's public catalogue, so the address step shows it chosen.
    address: {
      regionId: '09',
      cityId: '09014',
      districtId: '09014-0562',
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
    idDocument: { curp: 'SAPA900115MDFNRN07', expiresAt: null },
    additionalContacts: [],
    bankAccounts: [],
    cards: [{ lastFour: '4242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, holder: 'ANA SANDBOX PRUEBA' }],
    progress: { detailsAt: null, addressAt: null, employmentAt: null, referenceAt: null, finishedAt: null },
    geo: null,
    banking: { disbursementMethod: 'card', bankName: null, cardLastFour: '4242', directDebitConsent: null },
    consents: { termsAt: null, privacyAt: null, creditBureauAt: null, marketing: false },
  }
}
