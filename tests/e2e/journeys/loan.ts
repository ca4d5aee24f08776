import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import {
  CASH_PAYOUT_POLL_MS,
  loanRouteOf,
  PAYMENT_POLL_MS,
  PAYOUT_POLL_MS,
  type LoanContext,
  type LoanSnapshot,
} from '../../../machines/loan.machine'
import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import { isRolloverPaid, type Loan, type LoanReading } from '../../../src/domain/loan'
import { isPayoutUnderWay } from '../../../src/domain/payout'
import type { Problem } from '../../../src/domain/problem'
import type { RouteName } from '../../../src/domain/routes'
import { oracleRoutes } from './oracle-route'
import { leafStates, type Driver, type JourneyMachine, type Played, type Plan, type Undrivable } from './select'

/*
 * The loan machine's drivers against the reference ERP (docs/API.md "Loans and repayment", "The
 * payout", "Cash payout"): the loan pages opened in the app, the page's buttons for extending and
 * repaying, the 10 s polls waited for, and the ERP steered by its development calls: the SPEI
 * payout held or received, the cash payout collected or expired, a reference paid at the
 * simulated provider, a loan made overdue (no extension offered), an extension chosen elsewhere.
 */

export type LoanPress =
  | 'retry'
  | 'extend'
  | 'resume'
  | 'continue'
  | 'repay'
  | 'repay-spei'
  | 'repay-cash'
  | 'repay-card'
  | 'fee-spei'
  | 'fee-cash'
  | 'try-again'
  | 'paid-already'
  | 'reissue'
  | 'finish'
  /** The step's way back to the loan: Cancelar, Pagar después or Volver a mi préstamo, as the step names it. */
  | 'cancel'
  | 'pay-later'
  | 'back'

export type LoanAct =
  /** A loan page opened: the first one loads the app with the session, the next ones are the app's own navigation. */
  | { open: 'profile-my-loan' | 'profile-no-loan' }
  | { press: LoanPress }
  /** The radio of an offered extension. */
  | { choose: number }
  /** The agreement's box ticked, then Firmar y continuar. */
  | { sign: true }
  /** The direct-debit consent ticked, then the charge's button: the fee's or the repayment's. */
  | { charge: 'fee' | 'repayment' }
  /** The app's own poll: nothing to do but wait. */
  | { wait: number }

export interface LoanSetup {
  /** A registered client without a loan, or one with a signed loan paid out by SPEI or in cash. */
  loan: 'none' | 'spei' | 'cash'
  /** A debit card registered for charges. */
  card: boolean
  /** The SPEI payout held on its way (sent), or received; the cash payout waiting at the branch or expired. */
  payout: 'moving' | 'received' | 'waiting' | 'expired'
  /** Overdue by some days: the ERP offers no extension then. */
  overdue: boolean
  /** An extension chosen before the journey (PUT loan/active/rollover), its fee unpaid. */
  unpaidRollover: boolean
}

/** The ERP calls a fault is put on. */
export type LoanCall = 'loan' | 'profile' | 'spei' | 'barcode' | 'reissue' | 'rollover-application' | 'charge-fee' | 'charge-loan'

export type LoanArrange =
  /** The simulated SPEI payout arrives. */
  | { payout: 'received' }
  /** The branch paid the cash payout, or its deadline passed. */
  | { cash: 'collected' | 'expired' }
  /** The pending reference is paid at the simulated provider: the SPEI one of the purpose, or the cash slip on the page. */
  | { pay: 'spei'; purpose: 'repayment' | 'rollover' }
  | { pay: 'cash' }
  /** The loan repaid elsewhere (another tab: a cash reference paid). */
  | { repaid: true }
  /** A new payout reference asked for elsewhere (another tab). */
  | { reissued: true }
  /** Another extension chosen elsewhere (another tab): the one on the page is no longer signable. */
  | { chosenElsewhere: true }
  /** Calls of this kind fail in the browser (no answer) until the next action. */
  | { fault: LoanCall }

const ACTOR = /^xstate\.(done|error)\.actor\.(.+)$/

/** The call each invoked actor makes, for its failure. */
const CALL_OF: Readonly<Record<string, LoanCall>> = {
  loadLoan: 'loan',
  refreshPayout: 'loan',
  refreshCash: 'loan',
  checkPayment: 'loan',
  checkLoan: 'profile',
  loadSpei: 'spei',
  loadFeeSpei: 'spei',
  issueBarcode: 'barcode',
  issueRolloverBarcode: 'barcode',
  chargeRollover: 'charge-fee',
  chargeCard: 'charge-loan',
  reissueCashPayout: 'reissue',
  resumeRollover: 'rollover-application',
}

const WHY: Readonly<Record<string, string>> = {
  'print.opened':
    "the printable slip opens a page of its own (profile-my-loan-print) where the loan's table says the loan page; its reference kept through a reload is walked by the loan page tests (tests/e2e/my-loan.spec.ts)",
}

/** The way back to the loan, as each step names it. */
function cancelPress(snapshot: AnyMachineSnapshot): LoanPress | Undrivable {
  if (snapshot.matches('repaying')) return 'back'
  if (['choosing', 'createFailed', 'signing', 'signFailed'].some((stage) => snapshot.matches({ extending: stage })))
    return 'cancel'
  if (snapshot.matches({ extending: 'payingFee' }) || snapshot.matches({ extending: 'chargeFailed' })) return 'pay-later'
  if (['feeSpei', 'feeSpeiFailed', 'awaitingCash', 'cashFailed'].some((stage) => snapshot.matches({ extending: stage })))
    return 'back'
  return { undrivable: 'the step offers no way back while it waits for the ERP' }
}

/** How the fee is paid from each step of the extension: the page offers some ways only where it shows them. */
function feePress(event: 'fee.card' | 'fee.spei' | 'fee.cash', snapshot: AnyMachineSnapshot): Driver<LoanAct> | Undrivable {
  const at = (stage: string) => snapshot.matches({ extending: stage })
  const choosing = at('payingFee') || at('chargeFailed')
  if (event === 'fee.card')
    return choosing
      ? { by: 'user', act: { charge: 'fee' } }
      : { undrivable: 'the page offers the card only where it asks how to pay the fee (and after a failed charge)' }
  if (event === 'fee.spei') {
    if (choosing) return { by: 'user', act: { press: 'fee-spei' } }
    if (at('feeSpeiFailed')) return { by: 'user', act: { press: 'try-again' } }
    return { undrivable: 'the cash step offers only its own retry and the way back, not the transfer' }
  }
  if (choosing) return { by: 'user', act: { press: 'fee-cash' } }
  if (at('cashFailed')) return { by: 'user', act: { press: 'try-again' } }
  return { undrivable: 'the transfer step offers only its own retry and the way back, not cash' }
}

function driver(event: AnyEventObject, snapshot: AnyMachineSnapshot): Driver<LoanAct> | Undrivable {
  switch (event.type) {
    case 'loan.open':
      return { by: 'user', act: { open: 'profile-my-loan' }, opens: 'profile-my-loan' }
    case 'loan.check':
      return { by: 'user', act: { open: 'profile-no-loan' }, opens: 'profile-no-loan' }
    case 'loan.retry':
      return { by: 'user', act: { press: 'retry' } }
    case 'step.cancel': {
      const press = cancelPress(snapshot)
      return typeof press === 'string' ? { by: 'user', act: { press } } : press
    }
    case 'extend.start':
      return { by: 'user', act: { press: 'extend' } }
    case 'extend.resume':
      return { by: 'user', act: { press: 'resume' } }
    case 'extension.select': {
      const days = (event as unknown as { days: number }).days
      const offered = (snapshot.context as LoanContext).reading?.loan.extensions.some((extension) => extension.days === days)
      return offered
        ? { by: 'user', act: { choose: days } }
        : { undrivable: `the page has a choice only for the extensions the loan offers, not ${days} days` }
    }
    case 'extend.confirm':
      // Continuar with nothing chosen asks to choose one and tells the machine nothing.
      return (snapshot.context as LoanContext).extensionDays === null
        ? {
            undrivable:
              'the page sends it only once an extension is chosen; without one it asks to choose (tests/e2e/my-loan.spec.ts)',
          }
        : { by: 'user', act: { press: 'continue' } }
    case 'agreement.sign':
      return { by: 'user', act: { sign: true } }
    case 'fee.card':
    case 'fee.spei':
    case 'fee.cash':
      return feePress(event.type, snapshot)
    case 'extend.finish':
      return { by: 'user', act: { press: 'finish' } }
    case 'repay.start':
      return { by: 'user', act: { press: 'repay' } }
    case 'repay.card':
      return { by: 'user', act: { press: 'repay-card' } }
    case 'repay.spei':
      return { by: 'user', act: { press: 'repay-spei' } }
    case 'repay.cash':
      return { by: 'user', act: { press: 'repay-cash' } }
    case 'card.confirm':
      return { by: 'user', act: { charge: 'repayment' } }
    case 'payment.check':
      return { by: 'user', act: { press: 'paid-already' } }
    case 'cashPayout.reissue':
      return { by: 'user', act: { press: 'reissue' } }
  }
  if (event.type.startsWith('xstate.after.')) {
    const wait = event.type.includes('payoutPoll.')
      ? PAYOUT_POLL_MS
      : event.type.includes('cashPayoutPoll.')
        ? CASH_PAYOUT_POLL_MS
        : PAYMENT_POLL_MS
    return { by: 'timer', act: { wait } }
  }
  const actor = ACTOR.exec(event.type)
  if (!actor) return { undrivable: WHY[event.type] ?? 'no driver' }
  const [, kind, id] = actor as unknown as [string, 'done' | 'error', string]
  if (kind === 'error') {
    const problem = (event as unknown as { error: Problem | Error }).error
    const status = 'status' in problem ? problem.status : -1
    if (status === -1 && CALL_OF[id]) return { by: 'answer' }
    if (id === 'reissueCashPayout' && status === 409) return { by: 'answer' }
    if (id === 'signRollover' && status === 409) return { by: 'answer' }
    return { undrivable: REFUSED[id] ?? `no fault gives ${status}` }
  }
  return { by: 'answer' }
}

/** The ERP's refusals nothing in the browser brings about. */
const REFUSED: Readonly<Record<string, string>> = {
  chooseRollover:
    'the page offers only the extensions the reference ERP offers, so it never refuses the choice; the refusal is walked by the model tests (tests/model/loan.machine.test.ts)',
  chargeRollover:
    'the app gives the direct-debit consent right before it charges, so the reference ERP never finds it missing (tests/model/loan.machine.test.ts)',
  chargeCard:
    'the card is offered only once the reference ERP has one registered, which nothing takes back (tests/model/loan.machine.test.ts)',
  issueBarcode:
    'the app asks for a reference of what is owed, never more, so the reference ERP never refuses it (tests/model/loan.machine.test.ts)',
}

/** The route cells of tests/model/oracle/loan.md for a step's last transitions. */
const LOAN_ROUTES = oracleRoutes('loan')

/**
 * The route the oracle's row of a step's last transition says the page shows: a route's name, or
 * null where it says none (the page opened stays while the loan loads or failed to). Where the row
 * leaves options (`a or b`, the context decides), the app's projection picks one of them, never
 * another.
 */
function oracleRoute(snapshot: AnyMachineSnapshot, taken: Parameters<typeof LOAN_ROUTES>[0]): RouteName | null {
  const projected = loanRouteOf(snapshot as LoanSnapshot) ?? 'none'
  const routes = new Set(
    LOAN_ROUTES(taken).map((cell) => {
      if (cell === 'stays') throw new Error('a loan step rests where its table says the page stays')
      const options = cell.split(' or ')
      const route = options.length === 1 ? cell : options.find((option) => option === projected)
      if (route === undefined) throw new Error(`the loan's table says ${cell}; the app projects ${projected}`)
      return route === 'none' ? null : (route as RouteName)
    }),
  )
  if (routes.size > 1) throw new Error(`the rows of one step say different routes: ${[...routes].join(', ')}`)
  return [...routes][0] ?? null
}

/** Where the ERP stands for one client along a journey, as far as the loan page reads it. */
interface Erp {
  loan: 'none' | 'active'
  payout: LoanSetup['payout'] | 'collected'
  rollover: 'none' | 'unpaid' | 'paid'
  overdue: boolean
  card: boolean
}

/** What a loan of the model says of the ERP, or why the reference ERP never answers it. */
function stateOf(loan: Loan): Omit<Erp, 'loan' | 'card'> | 'paid' | Undrivable {
  if (loan.status === 5 || loan.repaymentInvoice.status === 'paid') return 'paid'
  if (loan.paidAmount > 0)
    return {
      undrivable: 'the reference ERP takes what settles the loan today in full, never a part (tests/model/loan.machine.test.ts)',
    }
  const payout: LoanSetup['payout'] | 'collected' = loan.cashPayout
    ? loan.cashPayout.state === 'ready'
      ? 'waiting'
      : loan.cashPayout.state === 'collected'
        ? 'collected'
        : 'expired'
    : isPayoutUnderWay(loan.payout)
      ? 'moving'
      : 'received'
  const last = loan.rollovers.at(-1)
  const rollover = !last ? 'none' : last.invoices.some((invoice) => invoice.status === 'unpaid') ? 'unpaid' : 'paid'
  return { payout, rollover, overdue: loan.extensions.length === 0 }
}

const isCash = (payout: Erp['payout']) => payout === 'waiting' || payout === 'expired' || payout === 'collected'

/**
 * How the ERP is steered along a path: the client (a loan or none, paid out by SPEI or in cash, a
 * card, overdue, an extension chosen) before it, and before each action what the next readings
 * need: the payout moved on, a reference paid, the loan repaid or a reference renewed elsewhere,
 * a call failed in the browser.
 */
function plan(played: readonly Played<LoanAct>[]): Plan<LoanSetup, LoanArrange, LoanAct> | Undrivable {
  const setup: LoanSetup = { loan: 'none', card: false, payout: 'received', overdue: false, unpaidRollover: false }
  const steps = played.map(() => ({ arrange: [] as LoanArrange[] }))
  // The ERP as the journey goes: each part undefined until a reading first needs it (the setup then decides it).
  const erp: Partial<Erp> = {}
  let trigger = 0
  let signable = true
  let reissuedElsewhere = false
  /** Whether the client had an active loan before the journey: undefined until an answer says. */
  let hadLoan: boolean | undefined
  const arrange = (step: LoanArrange) => steps[trigger]!.arrange.push(step)
  // The calls answered and failed since the last action: a fault fails every call of its kind until the next one.
  let answered = new Set<LoanCall>()
  let failed = new Set<LoanCall>()

  /** A loan the ERP answers at this step: the setup gives it, or an arrangement brings it about. */
  function read(loan: Loan, card: boolean | null, at: Played<LoanAct>, answer: string): Undrivable | null {
    const found = stateOf(loan)
    if (found === 'paid') {
      if (answer !== 'xstate.done.actor.chargeCard')
        return { undrivable: `${answer}: the reference ERP answers no active loan once it is repaid, never a paid one` }
      erp.loan = 'none'
      return null
    }
    if ('undrivable' in found) return { undrivable: `${answer}: ${found.undrivable}` }
    if (erp.loan === 'none') return { undrivable: `${answer}: the client has no active loan at the ERP` }
    if (erp.loan === undefined) erp.loan = 'active'
    if (card !== null) {
      if (erp.card === undefined) erp.card = card
      else if (erp.card !== card) return { undrivable: `${answer}: the card is registered before the journey, or never` }
    }
    if (erp.overdue === undefined) erp.overdue = found.overdue
    else if (erp.overdue !== found.overdue)
      return { undrivable: `${answer}: a loan is overdue from before the journey, or never` }
    // The payout: held, then received; waiting at the branch, then collected or expired; expired, then renewed by the client.
    if (erp.payout === undefined) {
      if (found.payout === 'collected') return { undrivable: `${answer}: the journey's cash payout is collected during it` }
      erp.payout = found.payout
    } else if (erp.payout !== found.payout) {
      const from = erp.payout
      const to = found.payout
      if (from === 'moving' && to === 'received') arrange({ payout: 'received' })
      else if (from === 'waiting' && (to === 'collected' || to === 'expired')) arrange({ cash: to })
      else if (from === 'expired' && to === 'waiting' && at.event.type === 'xstate.done.actor.loadLoan' && reissuedElsewhere)
        reissuedElsewhere = false
      else return { undrivable: `${answer}: the payout does not go from ${from} to ${to}` }
      erp.payout = to
    }
    // The extension: chosen by the journey (or before it), its fee paid by the journey.
    if (erp.rollover === undefined) erp.rollover = found.rollover
    else if (erp.rollover !== found.rollover) {
      const chosen = answer === 'xstate.done.actor.chooseRollover' && found.rollover === 'unpaid'
      const paid = found.rollover === 'paid' && erp.rollover === 'unpaid' && feePaid(at, answer)
      if (!chosen && !paid)
        return { undrivable: `${answer}: the extension does not go from ${erp.rollover} to ${found.rollover}` }
      erp.rollover = found.rollover
    }
    return null
  }
  /** The fee is paid by this answer: the card's charge, or the reference the step shows paid at the provider. */
  function feePaid(at: Played<LoanAct>, answer: string): boolean {
    if (answer === 'xstate.done.actor.chargeRollover') return true
    if (answer !== 'xstate.done.actor.checkPayment') return false
    if (at.before.matches({ extending: 'feeSpei' })) arrange({ pay: 'spei', purpose: 'rollover' })
    else if (at.before.matches({ extending: 'awaitingCash' })) arrange({ pay: 'cash' })
    else return false
    return true
  }

  for (const [index, step] of played.entries()) {
    const { event, driver, before } = step
    if (driver.by !== 'answer') {
      trigger = index
      answered = new Set()
      failed = new Set()
    }
    const actor = ACTOR.exec(event.type)
    if (!actor) continue
    const [, kind, id] = actor as unknown as [string, 'done' | 'error', string]
    const call = CALL_OF[id]
    if (call && kind === 'done') {
      if (failed.has(call)) return { undrivable: `${event.type}: its call fails since the last action` }
      answered.add(call)
    }
    if (kind === 'error') {
      const problem = (event as unknown as { error: Problem | Error }).error
      const status = 'status' in problem ? problem.status : -1
      if (id === 'reissueCashPayout' && status === 409) {
        if (erp.payout !== 'expired') return { undrivable: `${event.type}: no expired reference to renew elsewhere` }
        arrange({ reissued: true })
        reissuedElsewhere = true
        erp.payout = 'waiting'
      } else if (id === 'signRollover' && status === 409) {
        if (signable) arrange({ chosenElsewhere: true })
        signable = false
      } else {
        if (answered.has(call!)) return { undrivable: `${event.type}: its call answered since the last action` }
        if (!failed.has(call!)) arrange({ fault: call! })
        failed.add(call!)
      }
      continue
    }
    const output = (event as unknown as { output: unknown }).output
    let found: Undrivable | null = null
    switch (id) {
      case 'checkLoan': {
        const active = output as boolean
        if (erp.loan === undefined) erp.loan = active ? 'active' : 'none'
        else if ((erp.loan === 'active') !== active)
          return { undrivable: `${event.type}: the client's loan is not ${active ? 'active' : 'closed'}` }
        break
      }
      case 'loadLoan':
      case 'refreshPayout':
      case 'refreshCash':
      case 'checkPayment': {
        const reading = output as LoanReading | null
        if (reading === null) {
          if (erp.loan === undefined) erp.loan = 'none'
          else if (erp.loan === 'active') {
            // Repaid: the reference the step shows paid at the provider, or elsewhere meanwhile.
            if (before.matches({ repaying: 'spei' })) arrange({ pay: 'spei', purpose: 'repayment' })
            else if (before.matches({ repaying: 'cash' })) arrange({ pay: 'cash' })
            else if (isCash(erp.payout!) && erp.payout !== 'collected')
              return { undrivable: `${event.type}: a loan is repaid once its cash payout is collected` }
            else arrange({ repaid: true })
            erp.loan = 'none'
          }
          break
        }
        const card = reading.methods.methods.includes('card')
        found = read(reading.loan, card, step, event.type)
        break
      }
      case 'chooseRollover':
      case 'resumeRollover':
        found = read((output as { loan: Loan }).loan, null, step, event.type)
        if (id === 'chooseRollover') signable = true
        break
      case 'chargeRollover':
        if (!isRolloverPaid(output as Loan, (before.context as LoanContext).rollover?.id ?? -1))
          return {
            undrivable: `${event.type}: the simulated card charge pays the fee, or fails (tests/model/loan.machine.test.ts)`,
          }
        found = read(output as Loan, null, step, event.type)
        break
      case 'chargeCard':
        found = read(output as Loan, null, step, event.type)
        break
      case 'signRollover':
        if (!signable) return { undrivable: `${event.type}: the extension on the page was superseded` }
        break
      case 'reissueCashPayout':
        if (erp.payout !== 'expired') return { undrivable: `${event.type}: no expired reference to renew` }
        erp.payout = 'waiting'
        break
    }
    if (found) return found
    hadLoan ??= erp.loan === undefined ? undefined : erp.loan === 'active'
  }
  // The setup is what the ERP held before the first step: its first readings.
  const first = firstReading(played)
  if (hadLoan) {
    setup.card = erp.card ?? false
    setup.overdue = erp.overdue ?? false
    setup.loan = 'spei'
  }
  if (hadLoan && first) {
    setup.loan = isCash(first.payout) ? 'cash' : 'spei'
    setup.payout = first.payout === 'collected' ? 'waiting' : first.payout
    setup.unpaidRollover = first.rollover === 'unpaid'
    if (first.rollover === 'paid')
      return { undrivable: 'an extension paid before the journey: the journeys extend within themselves' }
  }
  return { setup, steps }
}

/** What the first loan the ERP answers along the path says. */
function firstReading(played: readonly Played<LoanAct>[]): Omit<Erp, 'loan' | 'card'> | null {
  for (const { event } of played) {
    const output = (event as unknown as { output?: unknown }).output
    if (!ACTOR.test(event.type) || output === null || output === undefined || typeof output !== 'object') continue
    const loan =
      'loan' in output && output.loan && typeof output.loan === 'object'
        ? (output.loan as Loan)
        : 'payout' in output
          ? (output as Loan)
          : null
    if (!loan) continue
    const found = stateOf(loan)
    return typeof found === 'string' || 'undrivable' in found ? null : found
  }
  return null
}

export const loanJourneys: JourneyMachine<LoanAct, LoanSetup, LoanArrange> = {
  paths: MACHINE_PATHS.find((setup) => setup.name === 'loan')!,
  driver,
  shows: (snapshot, _moved, taken) => ({ key: leafStates(snapshot), route: oracleRoute(snapshot, [...taken]) }),
  // The app's projection (src/app/loan.tsx): a loan page that does not show what the state does gives way to the other one, which tells the machine it opened.
  reacts(snapshot, page) {
    const projected = loanRouteOf(snapshot as LoanSnapshot)
    if (projected === 'profile-no-loan' && page === 'profile-my-loan')
      return { route: 'profile-no-loan', events: [{ type: 'loan.check' }] }
    if (projected === 'profile-my-loan' && page === 'profile-no-loan')
      return { route: 'profile-my-loan', events: [{ type: 'loan.open' }] }
    return null
  },
  plan,
}
