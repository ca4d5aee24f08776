import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  isLoanPaid,
  isRolloverPaid,
  unpaidRollover,
  type CashSlip,
  type Loan,
  type LoanReading,
  type Rollover,
  type RolloverAgreement,
  type SpeiInstructions,
} from '../src/domain/loan'
import { isCashPayoutReissuable, isCashPayoutWaiting, type CashPayout } from '../src/domain/cash-payout'
import { isPayoutUnderWay } from '../src/domain/payout'
import { toProblem, type Problem } from '../src/domain/problem'
import { newIdempotencyKey } from '../src/domain/idempotency-key'
import type { RouteName } from '../src/domain/routes'

/**
 * The active loan (`/profile/my-loan`): the loan, its schedule and how it can
 * be repaid load together; the client extends it (chooses an offered extension, the rollover and
 * its agreement are created, the client signs it by accepting, then pays the fee by card or in
 * cash and sees the new due date) or repays it (card charge under a direct-debit consent, SPEI
 * transfer, or a cash reference with its barcode). A client without an active loan goes to
 * `/profile/no-loan`. While the loan money is on its way (sent or in transit by SPEI), the overview
 * reads the loan again every payoutPoll until it arrives or comes back; while it waits at a branch
 * to be collected in cash, every cashPayoutPoll until it is collected or its reference expires. An
 * expired reference is replaced by a new one at the client's request.
 *
 * Exactly once: the rollover, each card charge, each cash reference and each new payout reference
 * carry an idempotency key made once per intent and kept through retries, so a retry after a lost
 * answer gets the first result back from the ERP (docs/API.md "Loans and repayment") and never
 * charges, rolls over or replaces a reference twice.
 */

/** How often a pending SPEI transfer or cash reference asks whether it was paid. */
export const PAYMENT_POLL_MS = 10_000

/** How often the overview asks where the loan money is while it is on its way: as often as a payment. */
export const PAYOUT_POLL_MS = 10_000

/** How often the overview asks whether the money waiting at the branch was collected: as often as a payment. */
export const CASH_PAYOUT_POLL_MS = 10_000

export interface RolloverInput {
  days: number
  idempotencyKey: string
}

/** The extension chosen: its rollover, the loan after it, and its agreement to sign. */
export interface RolloverChosen {
  rollover: Rollover
  loan: Loan
  agreement: RolloverAgreement
}

/** The extension chosen earlier whose fee is unpaid, and its loan. */
export interface ResumeInput {
  loan: Loan
  rollover: Rollover
}

export interface ChargeInput {
  idempotencyKey: string
}

/** The extension whose agreement the client signs. */
export interface SignInput {
  loanId: number
  rolloverId: number
}

/** What a SPEI transfer pays: what settles the loan today, or the signed extension's fee. */
export interface SpeiInput {
  purpose: 'repayment' | 'rollover'
}

/** The loan whose expired payout reference is replaced, and the intent's key. */
export interface ReissueInput {
  loanId: number
  idempotencyKey: string
}

export interface BarcodeInput {
  purpose: 'repayment' | 'rollover'
  idempotencyKey: string
}

export type LoanEvent =
  /** The loan view opened (or reappeared): load the loan afresh. */
  | { type: 'loan.open' }
  /** The no-loan view opened: is a loan active after all (then the loan is loaded and shown)? */
  | { type: 'loan.check' }
  /** The printable slip opened for the cash reference made with this key (a reload keeps it). */
  | { type: 'print.opened'; key: string }
  | { type: 'loan.retry' }
  /** Back to the loan from any step that is not waiting for the ERP. */
  | { type: 'step.cancel' }
  | { type: 'extend.start' }
  /** Take up the extension chosen earlier whose fee is still unpaid: sign it and pay it. */
  | { type: 'extend.resume' }
  | { type: 'extension.select'; days: number }
  | { type: 'extend.confirm' }
  /** The client accepts the extension's agreement (the rollover has no other signature). */
  | { type: 'agreement.sign' }
  | { type: 'fee.card' }
  | { type: 'fee.cash' }
  | { type: 'fee.spei' }
  | { type: 'extend.finish' }
  | { type: 'repay.start' }
  | { type: 'repay.card' }
  | { type: 'repay.spei' }
  | { type: 'repay.cash' }
  /** The client consented to the charge of the card and confirms it. */
  | { type: 'card.confirm' }
  /** "I already paid": ask the ERP now rather than at the next poll. */
  | { type: 'payment.check' }
  /** The payout reference expired uncollected: the client asks for a new one. */
  | { type: 'cashPayout.reissue' }

export interface LoanContext {
  reading: LoanReading | null
  /** The extension the client picked (days), before it is confirmed. */
  extensionDays: number | null
  rollover: Rollover | null
  agreement: RolloverAgreement | null
  /** The due date before the extension, to show the move. */
  previousDueDate: string | null
  rolloverKey: string | null
  /** The extension (days) the rollover key was made for: another choice is another intent. */
  rolloverKeyDays: number | null
  chargeKey: string | null
  /** The key of the request for a new payout reference, kept through its retries. */
  reissueKey: string | null
  cashKey: string | null
  cash: CashSlip | null
  spei: SpeiInstructions | null
  /** The printable slip asked for this key before the loan had loaded. */
  printKey: string | null
  /**
   * The no-loan view's check found an active loan: a loan that then fails to load is said on the
   * loan page, with its retry, never left under "no active loan".
   */
  loanFound: boolean
  problem: Problem | null
}

const loanOf = (context: LoanContext) => context.reading?.loan ?? null

const withLoan = (context: LoanContext, loan: Loan): LoanReading | null => (context.reading ? { ...context.reading, loan } : null)

/** A pending reference is waited on: asked again every paymentPoll, or at once on "I already paid". */
function awaiting(paidGuard: 'isLoanPaidNow' | 'isRolloverPaidNow', paidTarget: string) {
  return {
    initial: 'showing' as const,
    states: {
      showing: {
        meta: { description: 'The payment instructions; the loan is read again every paymentPoll or on "I already paid"' },
        after: { paymentPoll: 'checking' },
        on: { 'payment.check': 'checking' },
      },
      checking: {
        meta: { description: 'Reads the loan to see whether the payment arrived' },
        invoke: {
          id: 'checkPayment',
          src: 'loadLoan' as const,
          onDone: [
            { guard: 'hasNoLoanNow' as const, target: '#loan.paid' },
            { guard: paidGuard, target: paidTarget, actions: 'assignReading' as const },
            { target: 'showing', actions: ['assignReading' as const, 'clearProblem' as const] },
          ],
          onError: { target: 'showing', actions: 'assignProblem' as const },
        },
      },
    },
  }
}

export const loanMachine = setup({
  types: {
    context: {} as LoanContext,
    events: {} as LoanEvent,
  },
  actors: {
    loadLoan: fromPromise<LoanReading | null>(() => Promise.reject(new Error('loadLoan not provided'))),
    /** Whether the client has an active loan (the profile says so without asking for the loan). */
    checkLoan: fromPromise<boolean>(() => Promise.reject(new Error('checkLoan not provided'))),
    chooseRollover: fromPromise<RolloverChosen, RolloverInput>(() => Promise.reject(new Error('chooseRollover not provided'))),
    resumeRollover: fromPromise<RolloverChosen, ResumeInput>(() => Promise.reject(new Error('resumeRollover not provided'))),
    chargeRollover: fromPromise<Loan, ChargeInput>(() => Promise.reject(new Error('chargeRollover not provided'))),
    chargeCard: fromPromise<Loan, ChargeInput>(() => Promise.reject(new Error('chargeCard not provided'))),
    issueBarcode: fromPromise<CashSlip, BarcodeInput>(() => Promise.reject(new Error('issueBarcode not provided'))),
    loadSpei: fromPromise<SpeiInstructions, SpeiInput>(() => Promise.reject(new Error('loadSpei not provided'))),
    signRollover: fromPromise<unknown, SignInput>(() => Promise.reject(new Error('signRollover not provided'))),
    reissueCashPayout: fromPromise<CashPayout, ReissueInput>(() => Promise.reject(new Error('reissueCashPayout not provided'))),
  },
  delays: { paymentPoll: PAYMENT_POLL_MS, payoutPoll: PAYOUT_POLL_MS, cashPayoutPoll: CASH_PAYOUT_POLL_MS },
  guards: {
    hasNoLoan: (_, params: { output: LoanReading | null }) => params.output === null,
    isPrintAsked: ({ context }) => context.printKey !== null,
    hasUnpaidRollover: ({ context }) => {
      const loan = loanOf(context)
      return loan !== null && unpaidRollover(loan) !== null
    },
    isPayoutUnderWay: ({ context }) => isPayoutUnderWay(loanOf(context)?.payout),
    isCashPayoutWaiting: ({ context }) => isCashPayoutWaiting(loanOf(context)?.cashPayout),
    isCashPayoutReissuable: ({ context }) => isCashPayoutReissuable(loanOf(context)?.cashPayout),
    // Refused as it stands (renewed or collected meanwhile, say from another tab): the loan is read afresh.
    isRefusedAsItStands: ({ event }) => 'error' in event && toProblem(event.error).status === 409,
    hasExtensions: ({ context }) => (loanOf(context)?.extensions.length ?? 0) > 0,
    isOffered: ({ context }, params: { days: number }) =>
      loanOf(context)?.extensions.some((e) => e.days === params.days) ?? false,
    hasSelection: ({ context }) => context.extensionDays !== null,
    hasCard: ({ context }) => context.reading?.methods.methods.includes('card') ?? false,
    isAnotherSlip: ({ context }, params: { key: string }) => context.cashKey !== params.key,
    isLoanPaidOutput: (_, params: { loan: Loan }) => isLoanPaid(params.loan),
    isRolloverPaidOutput: ({ context }, params: { loan: Loan }) =>
      context.rollover !== null && isRolloverPaid(params.loan, context.rollover.id),
    // Checking a pending payment: the ERP answers no active loan once the repayment closed it.
    hasNoLoanNow: ({ event }) => 'output' in event && event.output === null,
    isLoanPaidNow: ({ event }) => 'output' in event && event.output !== null && isLoanPaid((event.output as LoanReading).loan),
    isRolloverPaidNow: ({ context, event }) =>
      'output' in event &&
      event.output !== null &&
      context.rollover !== null &&
      isRolloverPaid((event.output as LoanReading).loan, context.rollover.id),
  },
  actions: {
    assignReading: assign({
      reading: ({ context, event }) => ('output' in event ? (event.output as LoanReading | null) : context.reading),
    }),
    assignLoan: assign({ reading: ({ context }, params: { loan: Loan }) => withLoan(context, params.loan) }),
    assignProblem: assign({ problem: ({ event }) => toProblem('error' in event ? event.error : undefined) }),
    clearProblem: assign({ problem: null }),
    startExtension: assign({ extensionDays: null, rollover: null, agreement: null, problem: null }),
    selectExtension: assign({ extensionDays: (_, params: { days: number }) => params.days, problem: null }),
    // Another extension is another intent: its rollover gets a key of its own.
    ensureRolloverKey: assign(({ context }) =>
      context.rolloverKey && context.rolloverKeyDays === context.extensionDays
        ? {}
        : { rolloverKey: newIdempotencyKey(), rolloverKeyDays: context.extensionDays },
    ),
    assignRollover: assign(({ context }, params: { chosen: RolloverChosen }) => ({
      rollover: params.chosen.rollover,
      agreement: params.chosen.agreement,
      previousDueDate: loanOf(context)?.dueDate ?? null,
      reading: withLoan(context, params.chosen.loan),
      rolloverKey: null,
      rolloverKeyDays: null,
    })),
    ensureChargeKey: assign(({ context }) => (context.chargeKey ? {} : { chargeKey: newIdempotencyKey() })),
    clearChargeKey: assign({ chargeKey: null }),
    ensureReissueKey: assign(({ context }) => (context.reissueKey ? {} : { reissueKey: newIdempotencyKey() })),
    assignCashPayout: assign(({ context }, params: { payout: CashPayout }) => {
      const loan = loanOf(context)
      return { reading: loan ? withLoan(context, { ...loan, cashPayout: params.payout }) : context.reading, reissueKey: null }
    }),
    newCashKey: assign({ cashKey: () => newIdempotencyKey(), cash: null, problem: null }),
    assignPrintKey: assign({ printKey: (_, params: { key: string }) => params.key }),
    takePrintKey: assign(({ context }) => ({ cashKey: context.printKey, printKey: null, cash: null })),
    useSlipKey: assign({ cashKey: (_, params: { key: string }) => params.key, cash: null, problem: null }),
    assignCash: assign({ cash: (_, params: { cash: CashSlip }) => params.cash }),
    assignSpei: assign({ spei: (_, params: { spei: SpeiInstructions }) => params.spei }),
  },
}).createMachine({
  id: 'loan',
  context: {
    reading: null,
    extensionDays: null,
    rollover: null,
    agreement: null,
    previousDueDate: null,
    rolloverKey: null,
    rolloverKeyDays: null,
    chargeKey: null,
    reissueKey: null,
    cashKey: null,
    cash: null,
    spei: null,
    printKey: null,
    loanFound: false,
    problem: null,
  },
  initial: 'idle',
  // Opening the loan page (again) shows the loan as the ERP has it now; a step left half-way is left.
  on: { 'loan.open': '.loading', 'loan.check': '.checking' },
  states: {
    idle: {
      meta: { description: 'No loan screen has opened yet' },
      on: {
        'print.opened': { target: 'loading', actions: { type: 'assignPrintKey', params: ({ event }) => ({ key: event.key }) } },
      },
    },
    loading: {
      meta: { screen: 'profile-my-loan', description: 'GET loan/active, its payment schedule and the repayment methods' },
      entry: 'clearProblem',
      invoke: {
        id: 'loadLoan',
        src: 'loadLoan',
        onDone: [
          {
            guard: { type: 'hasNoLoan', params: ({ event }) => ({ output: event.output }) },
            target: 'noLoan',
            actions: 'assignReading',
          },
          { guard: 'isPrintAsked', target: '#loan.repaying.issuingCash', actions: ['assignReading', 'takePrintKey'] },
          { target: 'overview', actions: 'assignReading' },
        ],
        onError: { target: 'loadFailed', actions: 'assignProblem' },
      },
    },
    checking: {
      meta: {
        screen: 'profile-no-loan',
        description: 'The no-loan view asks whether a loan is active after all (GET client); it shows meanwhile',
      },
      invoke: {
        id: 'checkLoan',
        src: 'checkLoan',
        onDone: [
          { guard: ({ event }) => event.output, target: 'loading', actions: assign({ loanFound: true }) },
          { target: 'noLoan' },
        ],
        // No answer: the view stays as it is, with nothing asserted.
        onError: { target: 'idle' },
      },
    },
    loadFailed: {
      meta: { screen: 'profile-my-loan', description: 'The loan did not load: the reason with retry' },
      on: { 'loan.retry': 'loading' },
    },
    noLoan: {
      meta: { screen: 'profile-no-loan', description: 'No active loan: the client goes to /profile/no-loan' },
    },
    overview: {
      meta: {
        screen: 'profile-my-loan',
        description: 'Amount, due date, days to due, status, schedule, rollovers, where the loan money is; extend or repay',
      },
      initial: 'shown',
      states: {
        shown: {
          meta: { description: 'The loan as read; its money is watched while it is on its way or waits at the branch' },
          always: [
            { guard: 'isPayoutUnderWay', target: 'watchingPayout' },
            { guard: 'isCashPayoutWaiting', target: 'watchingCash' },
          ],
        },
        watchingPayout: {
          meta: { description: 'The money is sent or in transit: the loan is read again every payoutPoll' },
          after: { payoutPoll: 'refreshingPayout' },
        },
        refreshingPayout: {
          meta: { description: 'GET loan/active and its companions again: where is the money now' },
          invoke: {
            id: 'refreshPayout',
            src: 'loadLoan',
            onDone: [
              // Closed meanwhile (repaid elsewhere): the loan is read afresh, as on opening.
              { guard: 'hasNoLoanNow', target: '#loan.loading' },
              { target: 'shown', actions: 'assignReading' },
            ],
            // No answer: the page stays as it was and asks again at the next poll.
            onError: 'watchingPayout',
          },
        },
        watchingCash: {
          meta: {
            description:
              'The money waits at the branch: the loan is read again every cashPayoutPoll until it is collected or its reference expires',
          },
          after: { cashPayoutPoll: 'refreshingCash' },
        },
        refreshingCash: {
          meta: { description: 'GET loan/active and its companions again: was the money collected' },
          invoke: {
            id: 'refreshCash',
            src: 'loadLoan',
            onDone: [
              { guard: 'hasNoLoanNow', target: '#loan.loading' },
              { target: 'shown', actions: 'assignReading' },
            ],
            // No answer: the page stays as it was and asks again at the next poll.
            onError: 'watchingCash',
          },
        },
        reissuingCash: {
          meta: { description: 'POST loan/{id}/cash-payout/reissue (idempotency key): a new reference for the expired one' },
          entry: ['ensureReissueKey', 'clearProblem'],
          // Asked once: the answer is awaited.
          on: { 'cashPayout.reissue': {} },
          invoke: {
            id: 'reissueCashPayout',
            src: 'reissueCashPayout',
            input: ({ context }) => ({ loanId: loanOf(context)!.id, idempotencyKey: context.reissueKey! }),
            onDone: { target: 'shown', actions: { type: 'assignCashPayout', params: ({ event }) => ({ payout: event.output }) } },
            onError: [
              { guard: 'isRefusedAsItStands', target: '#loan.loading' },
              { target: 'reissueFailed', actions: 'assignProblem' },
            ],
          },
        },
        reissueFailed: {
          meta: { description: 'No new reference: the reason; ask again (same key)' },
        },
      },
      on: {
        'cashPayout.reissue': { guard: 'isCashPayoutReissuable', target: '.reissuingCash' },
        'extend.start': { guard: 'hasExtensions', target: 'extending', actions: 'startExtension' },
        'extend.resume': { guard: 'hasUnpaidRollover', target: 'extending.resuming', actions: 'startExtension' },
        'repay.start': { target: 'repaying', actions: 'clearProblem' },
        'print.opened': {
          target: 'repaying.issuingCash',
          actions: { type: 'useSlipKey', params: ({ event }) => ({ key: event.key }) },
        },
      },
    },
    extending: {
      meta: {
        screen: 'profile-my-loan',
        description: 'Extend (roll over): choose, confirm, sign, pay the fee, see the new due date',
      },
      initial: 'choosing',
      states: {
        choosing: {
          meta: { description: 'The offered extensions with their fee with and without IVA' },
          on: {
            'extension.select': {
              guard: { type: 'isOffered', params: ({ event }) => ({ days: event.days }) },
              actions: { type: 'selectExtension', params: ({ event }) => ({ days: event.days }) },
            },
            'extend.confirm': { guard: 'hasSelection', target: 'creating' },
            'step.cancel': '#loan.overview',
          },
        },
        creating: {
          meta: { description: 'PUT loan/active/rollover (idempotency key), its application and agreement' },
          entry: ['ensureRolloverKey', 'clearProblem'],
          invoke: {
            id: 'chooseRollover',
            src: 'chooseRollover',
            input: ({ context }) => ({ days: context.extensionDays!, idempotencyKey: context.rolloverKey! }),
            onDone: { target: 'signing', actions: { type: 'assignRollover', params: ({ event }) => ({ chosen: event.output }) } },
            onError: { target: 'createFailed', actions: 'assignProblem' },
          },
        },
        resuming: {
          meta: { description: "The unpaid extension's application and agreement (the same ones as when it was chosen)" },
          entry: 'clearProblem',
          invoke: {
            id: 'resumeRollover',
            src: 'resumeRollover',
            input: ({ context }) => ({ loan: loanOf(context)!, rollover: unpaidRollover(loanOf(context)!)! }),
            onDone: { target: 'signing', actions: { type: 'assignRollover', params: ({ event }) => ({ chosen: event.output }) } },
            onError: { target: 'createFailed', actions: 'assignProblem' },
          },
        },
        createFailed: {
          meta: { description: 'The extension was not created: the reason; confirm again (same key) or choose another' },
          on: {
            // After a failed resume nothing was chosen yet: the choices come first.
            'extend.confirm': [{ guard: 'hasSelection', target: 'creating' }, { target: 'choosing' }],
            'extension.select': {
              guard: { type: 'isOffered', params: ({ event }) => ({ days: event.days }) },
              target: 'choosing',
              actions: { type: 'selectExtension', params: ({ event }) => ({ days: event.days }) },
            },
            'step.cancel': '#loan.overview',
          },
        },
        signing: {
          meta: { description: 'The agreement (convenio de prórroga) to read and accept' },
          on: { 'agreement.sign': 'signingAgreement', 'step.cancel': '#loan.overview' },
        },
        signingAgreement: {
          meta: { description: 'POST loan/{id}/rollover/{id}/sign: the ERP records the signature; only then is the fee payable' },
          entry: 'clearProblem',
          invoke: {
            id: 'signRollover',
            src: 'signRollover',
            input: ({ context }) => ({ loanId: loanOf(context)!.id, rolloverId: context.rollover!.id }),
            onDone: 'payingFee',
            onError: { target: 'signFailed', actions: 'assignProblem' },
          },
        },
        signFailed: {
          meta: { description: 'The signature was not recorded: the reason; sign again' },
          on: { 'agreement.sign': 'signingAgreement', 'step.cancel': '#loan.overview' },
        },
        payingFee: {
          meta: {
            description: 'How to pay the fee: card charge, SPEI transfer or cash reference; the due date moves once it is paid',
          },
          on: {
            'fee.card': { guard: 'hasCard', target: 'charging' },
            'fee.spei': 'loadingFeeSpei',
            'fee.cash': { target: 'issuingCash', actions: 'newCashKey' },
            'step.cancel': '#loan.overview',
          },
        },
        loadingFeeSpei: {
          meta: { description: "GET loan/active/repayment/spei?purpose=rollover: the transfer of the extension's fee" },
          entry: 'clearProblem',
          invoke: {
            id: 'loadFeeSpei',
            src: 'loadSpei',
            input: { purpose: 'rollover' as const },
            onDone: { target: 'feeSpei', actions: { type: 'assignSpei', params: ({ event }) => ({ spei: event.output }) } },
            onError: { target: 'feeSpeiFailed', actions: 'assignProblem' },
          },
        },
        feeSpeiFailed: {
          meta: { description: 'The instructions did not load: retry, or pay another way' },
          on: {
            'fee.spei': 'loadingFeeSpei',
            'fee.card': { guard: 'hasCard', target: 'charging' },
            'fee.cash': { target: 'issuingCash', actions: 'newCashKey' },
            'step.cancel': '#loan.overview',
          },
        },
        feeSpei: {
          meta: { description: 'The CLABE, the reference and the fee; asks every paymentPoll whether it arrived' },
          on: {
            'fee.card': { guard: 'hasCard', target: 'charging' },
            'fee.cash': { target: 'issuingCash', actions: 'newCashKey' },
            'step.cancel': '#loan.overview',
          },
          ...awaiting('isRolloverPaidNow', '#loan.extending.done'),
        },
        charging: {
          meta: { description: 'POST direct-debit/consent, then direct-debit/charge-rollover (idempotency key)' },
          entry: ['ensureChargeKey', 'clearProblem'],
          invoke: {
            id: 'chargeRollover',
            src: 'chargeRollover',
            input: ({ context }) => ({ idempotencyKey: context.chargeKey! }),
            onDone: [
              {
                guard: { type: 'isRolloverPaidOutput', params: ({ event }) => ({ loan: event.output }) },
                target: 'done',
                actions: ['clearChargeKey', { type: 'assignLoan', params: ({ event }) => ({ loan: event.output }) }],
              },
              {
                target: 'payingFee',
                actions: ['clearChargeKey', { type: 'assignLoan', params: ({ event }) => ({ loan: event.output }) }],
              },
            ],
            onError: { target: 'chargeFailed', actions: 'assignProblem' },
          },
        },
        chargeFailed: {
          meta: { description: 'The charge failed: the reason; charge again (same key), transfer or pay in cash' },
          on: {
            'fee.card': 'charging',
            'fee.spei': 'loadingFeeSpei',
            'fee.cash': { target: 'issuingCash', actions: 'newCashKey' },
            'step.cancel': '#loan.overview',
          },
        },
        issuingCash: {
          meta: { description: "POST openPay/getBarcode for the rollover's fee (idempotency key)" },
          entry: 'clearProblem',
          invoke: {
            id: 'issueRolloverBarcode',
            src: 'issueBarcode',
            input: ({ context }) => ({ purpose: 'rollover' as const, idempotencyKey: context.cashKey! }),
            onDone: { target: 'awaitingCash', actions: { type: 'assignCash', params: ({ event }) => ({ cash: event.output }) } },
            onError: { target: 'cashFailed', actions: 'assignProblem' },
          },
        },
        cashFailed: {
          meta: { description: 'No reference: the reason; ask again (same key), charge the card or transfer' },
          on: {
            'fee.cash': 'issuingCash',
            'fee.spei': 'loadingFeeSpei',
            'fee.card': { guard: 'hasCard', target: 'charging' },
            'step.cancel': '#loan.overview',
          },
        },
        awaitingCash: {
          meta: { description: "The fee's reference and barcode; asks every paymentPoll whether it was paid" },
          on: { 'step.cancel': '#loan.overview' },
          ...awaiting('isRolloverPaidNow', '#loan.extending.done'),
        },
        done: {
          meta: { description: 'The fee is paid: the new due date' },
          on: { 'extend.finish': '#loan.loading' },
        },
      },
    },
    repaying: {
      meta: { screen: 'profile-my-loan', description: 'Repay: card charge, SPEI transfer or cash reference' },
      initial: 'choosing',
      // Back to the loan, except while a charge or a reference is being made (its answer is awaited).
      on: { 'step.cancel': '#loan.overview' },
      states: {
        choosing: {
          meta: { description: 'The ways to repay (card only with a registered card)' },
          on: {
            'repay.card': { guard: 'hasCard', target: 'card' },
            'repay.spei': 'loadingSpei',
            'repay.cash': { target: 'issuingCash', actions: 'newCashKey' },
          },
        },
        card: {
          meta: { description: 'The card by its last digits and the direct-debit consent; confirm charges it' },
          on: {
            'card.confirm': 'charging',
            'repay.spei': 'loadingSpei',
            'repay.cash': { target: 'issuingCash', actions: 'newCashKey' },
          },
        },
        charging: {
          meta: { description: 'POST direct-debit/consent, then loan/active/repayment/card (idempotency key)' },
          entry: ['ensureChargeKey', 'clearProblem'],
          on: { 'step.cancel': {} },
          invoke: {
            id: 'chargeCard',
            src: 'chargeCard',
            input: ({ context }) => ({ idempotencyKey: context.chargeKey! }),
            onDone: [
              {
                guard: { type: 'isLoanPaidOutput', params: ({ event }) => ({ loan: event.output }) },
                target: '#loan.paid',
                actions: ['clearChargeKey', { type: 'assignLoan', params: ({ event }) => ({ loan: event.output }) }],
              },
              {
                target: '#loan.overview',
                actions: ['clearChargeKey', { type: 'assignLoan', params: ({ event }) => ({ loan: event.output }) }],
              },
            ],
            onError: { target: 'cardFailed', actions: 'assignProblem' },
          },
        },
        cardFailed: {
          meta: { description: 'The charge failed: the reason at the card; charge again (same key) or pick another way' },
          on: {
            'card.confirm': 'charging',
            'repay.spei': 'loadingSpei',
            'repay.cash': { target: 'issuingCash', actions: 'newCashKey' },
          },
        },
        loadingSpei: {
          meta: { description: 'GET loan/active/repayment/spei' },
          entry: 'clearProblem',
          invoke: {
            id: 'loadSpei',
            src: 'loadSpei',
            input: { purpose: 'repayment' as const },
            onDone: { target: 'spei', actions: { type: 'assignSpei', params: ({ event }) => ({ spei: event.output }) } },
            onError: { target: 'speiFailed', actions: 'assignProblem' },
          },
        },
        speiFailed: {
          meta: { description: 'The instructions did not load: retry, or pick another way' },
          on: {
            'repay.spei': 'loadingSpei',
            'repay.card': { guard: 'hasCard', target: 'card' },
            'repay.cash': { target: 'issuingCash', actions: 'newCashKey' },
          },
        },
        spei: {
          meta: { description: 'The CLABE, the reference and the amount; asks every paymentPoll whether it arrived' },
          on: {
            'repay.card': { guard: 'hasCard', target: 'card' },
            'repay.cash': { target: 'issuingCash', actions: 'newCashKey' },
          },
          ...awaiting('isLoanPaidNow', '#loan.paid'),
        },
        issuingCash: {
          meta: { description: 'POST openPay/getBarcode for the outstanding amount (idempotency key)' },
          entry: 'clearProblem',
          on: { 'step.cancel': {} },
          invoke: {
            id: 'issueBarcode',
            src: 'issueBarcode',
            input: ({ context }) => ({ purpose: 'repayment' as const, idempotencyKey: context.cashKey! }),
            onDone: { target: 'cash', actions: { type: 'assignCash', params: ({ event }) => ({ cash: event.output }) } },
            onError: { target: 'cashFailed', actions: 'assignProblem' },
          },
        },
        cashFailed: {
          meta: { description: 'No reference: the reason; ask again (same key) or pick another way' },
          on: {
            'repay.cash': 'issuingCash',
            'repay.card': { guard: 'hasCard', target: 'card' },
            'repay.spei': 'loadingSpei',
          },
        },
        cash: {
          meta: {
            description: 'The reference as a Code 128 barcode, instructions and the printable slip; asks every paymentPoll',
          },
          on: {
            'repay.card': { guard: 'hasCard', target: 'card' },
            'repay.spei': 'loadingSpei',
            'print.opened': {
              guard: { type: 'isAnotherSlip', params: ({ event }) => ({ key: event.key }) },
              target: 'issuingCash',
              actions: { type: 'useSlipKey', params: ({ event }) => ({ key: event.key }) },
            },
          },
          ...awaiting('isLoanPaidNow', '#loan.paid'),
        },
      },
    },
    paid: {
      meta: { screen: 'profile-my-loan', description: 'The loan is paid: thanks, and the way to a new loan' },
    },
  },
})

export type LoanSnapshot = SnapshotFrom<typeof loanMachine>

/**
 * The route the loan's state leads to (the navigation projection): no-loan without an active
 * loan, the loan once one is shown (its overview, an extension, a repayment, paid), or failed to
 * load after the no-loan view's check found one; none while it loads or failed to otherwise, so
 * the page opened stays until the ERP has answered.
 */
export function loanRouteOf(snapshot: Pick<LoanSnapshot, 'matches' | 'context'>): RouteName | null {
  if (snapshot.matches('noLoan')) return 'profile-no-loan'
  if (snapshot.matches('loadFailed') && snapshot.context.loanFound) return 'profile-my-loan'
  const shown =
    snapshot.matches('overview') || snapshot.matches('extending') || snapshot.matches('repaying') || snapshot.matches('paid')
  return shown ? 'profile-my-loan' : null
}
