import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { LOAN } from '../../machines/ids'
import { loanMachine, loanRouteOf, type LoanEvent, type LoanSnapshot } from '../../machines/loan.machine'
import { pathFor, ROUTES, type Locale } from '../domain/routes'
import { cashPayoutCalls } from '../api/cash-payout'
import { loanCalls } from '../api/loan'
import { profileCalls } from '../api/profile'
import type { RolloverAgreement } from '../domain/loan'
import type { LoanPhase, LoanView } from '../screens/profile/loan/view'
import { api } from './api'
import { navigateTo } from './navigator'
import { follow, type Projection } from './projections'
import { rootActor } from './system'

const calls = loanCalls(api)
const profile = profileCalls(api)
const cashPayout = cashPayoutCalls(api)

/** The loan machine with its effects: the ERP's loan, rollover, repayment and cash payout calls. */
export const loanLogic = loanMachine.provide({
  actors: {
    loadLoan: fromPromise(() => calls.load()),
    checkLoan: fromPromise(async () => (await profile.profile()).hasActiveLoan),
    chooseRollover: fromPromise(({ input }) => calls.chooseRollover(input.days, input.idempotencyKey)),
    resumeRollover: fromPromise(({ input }) => calls.resumeRollover(input.loan, input.rollover)),
    chargeRollover: fromPromise(({ input }) => calls.chargeRollover(input.idempotencyKey)),
    chargeCard: fromPromise(({ input }) => calls.chargeCard(input.idempotencyKey)),
    issueBarcode: fromPromise(({ input }) => calls.issueBarcode(input.purpose, input.idempotencyKey)),
    loadSpei: fromPromise(({ input }) => calls.spei(input.purpose)),
    signRollover: fromPromise(({ input }) => calls.signRollover(input.loanId, input.rolloverId)),
    reissueCashPayout: fromPromise(({ input }) => cashPayout.reissue(input.loanId, input.idempotencyKey)),
  },
})

export type LoanActor = ActorRefFrom<typeof loanMachine>

const pathOf = (pathname: string) => pathname.replace(/^\/[a-z]{2}/, '')
/** The loan page and its printable slip. */
const isLoanPage = (pathname: string) => pathOf(pathname).startsWith(ROUTES['profile-my-loan'])
const isNoLoanPage = (pathname: string) => pathOf(pathname) === ROUTES['profile-no-loan']

/**
 * The loan's projection (loanRouteOf): without an active loan, the loan pages give way to
 * no-loan; with one, the no-loan page gives way to the loan (Back after signing must not say
 * "no active loan"). The page is replaced: Back does not return to the one that was wrong. The
 * location being gone to is judged, and only when the state changes: the page opened asks for the
 * loan itself, so a state left from an earlier visit never moves a page that has just opened.
 */
const projection: Projection<LoanSnapshot> = {
  routeOf: loanRouteOf,
  misplaced: (pathname, projected) =>
    projected === 'profile-no-loan' ? isLoanPage(pathname) : projected === 'profile-my-loan' && isNoLoanPage(pathname),
  judges: 'destination',
}

/**
 * A repeated client applies from the no-loan page at once: the application's code loads with the
 * choice. Should that code fail to load, the apply page opens instead (it loads the same code, with
 * the error page's reload if it fails again).
 */
export function applyFromNoLoan(locale: Locale): void {
  void import('./application').then(
    (application) => application.applyDirectly(locale),
    () => navigateTo(pathFor('application-apply', locale)),
  )
}

/** The loan actor, joined to the actor system the first time a loan page needs it. */
export function loanActor(): LoanActor {
  const existing = rootActor.system.get(LOAN) as LoanActor | undefined
  if (existing) return existing
  rootActor.send({ type: 'actor.join', systemId: LOAN, logic: loanLogic, input: {} })
  const actor = rootActor.system.get(LOAN) as LoanActor
  follow(actor, projection)
  return actor
}

export function useLoan<T>(select: (snapshot: LoanSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(loanActor(), select, compare)
}

export function sendToLoan(event: LoanEvent): void {
  loanActor().send(event)
}

/**
 * Opening a loan page sends its event once (React runs effects twice under StrictMode and again
 * after a Suspense fallback): the loan view reloads the loan, the print page asks for its slip.
 */
export function useOpenLoanPage(event: LoanEvent): void {
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    loanActor().send(event)
    // The event of the page as it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** The extension's agreement as a link the page can open (the download needs the session's token). */
export function useAgreementHref(agreement: RolloverAgreement | null): string | null {
  const [href, setHref] = useState<string | null>(null)
  useEffect(() => {
    if (!agreement) return
    let live = true
    let url: string | null = null
    calls.download(agreement.url).then(
      (blob) => {
        if (!live) return
        url = URL.createObjectURL(blob)
        setHref(url)
      },
      () => undefined,
    )
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
      setHref(null)
    }
  }, [agreement])
  return href
}

const PHASES = ['loading', 'loadFailed', 'noLoan', 'overview', 'extending', 'repaying', 'paid'] as const

/** The loan machine's state as the loan screens read it. */
export function loanViewOf(snapshot: LoanSnapshot): LoanView {
  const value = snapshot.value
  const phase =
    typeof value === 'string' ? (PHASES.find((name) => name === value) ?? 'loading') : (Object.keys(value)[0] as LoanPhase)
  const inner = typeof value === 'string' ? null : (Object.values(value)[0] as string | Record<string, string>)
  const stage = inner === null ? null : typeof inner === 'string' ? inner : Object.keys(inner)[0]!
  const checking = inner !== null && typeof inner !== 'string' && Object.values(inner)[0] === 'checking'
  const { reading, extensionDays, rollover, previousDueDate, cashKey, cash, spei, problem } = snapshot.context
  return { phase, stage, checking, reading, extensionDays, rollover, previousDueDate, cashKey, cash, spei, problem }
}

export const sameLoanView = (a: LoanView, b: LoanView) => (Object.keys(a) as (keyof LoanView)[]).every((key) => a[key] === b[key])
