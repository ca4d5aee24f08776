import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ApplicationDraft } from '../../domain/application'
import { formatMoney } from '../../domain/money'
import { repaymentDates } from '../../domain/pay-dates'
import type { Offer } from '../../domain/pricing'
import { hasRule, type Problem } from '../../domain/problem'
import { Banner, Button, Link } from '../../ui'
import { isJourneyRefusal, JourneyRefusal } from '../forms/JourneyRefusal'
import { usePayCycleLabels } from '../forms/pay-cycle'
import { TITLES } from '../titles'
import { OfferFigures, screenDate } from './OfferFigures'
import './application.css'

export type ApplyState = 'noDraft' | 'quoting' | 'quoteFailed' | 'ready' | 'creating' | 'createFailed'

export interface ApplyView {
  state: ApplyState
  draft: ApplicationDraft | null
  quote: Offer | null
  problem: Problem | null
}

export interface ApplyScreenProps {
  view: ApplyView
  /** Where the calculator is, to change the amount or the dates. */
  calculatorHref: string
  onSubmit: () => void
  onRetry: () => void
  onQuoteRetry: () => void
  /** Today, for the repayment dates the chosen pay date gives. */
  today: Date
  /** The screen of the step the ERP named when it refused the creation (registration not done), if any. */
  stepHref: string | null
}

/** Why the creation failed, in the client's words (a 500 is the fixed 'ERP failed to create application'). */
function useCreationMessage(problem: Problem | null): string {
  const { i18n } = useLingui()
  if (problem === null) return ''
  if (problem.status === -1)
    return i18n._(msg`We got no answer. Check your connection and try again: your application will not be sent twice.`)
  if (hasRule(problem, 'stale_pay_date') || hasRule(problem, 'invalid_pay_date'))
    return i18n._(msg`The pay date you chose is no longer available. Choose another one in the calculator.`)
  if (problem.status >= 500) return i18n._(msg`ERP failed to create application`)
  if (problem.violations.length > 0) return i18n._(msg`Check the amount and the dates in the calculator, then apply again.`)
  return i18n._(msg`Your application could not be sent. Try again in a moment.`)
}

/** `/application/apply`: what the client applies for, its cost, and the one submit. */
export function ApplyScreen({ view, calculatorHref, onSubmit, onRetry, onQuoteRetry, today, stepHref }: ApplyScreenProps) {
  const { i18n } = useLingui()
  const cycles = usePayCycleLabels()
  const { state, draft, quote, problem } = view
  const dates = draft ? repaymentDates(draft.payCycle, draft.payDates, today) : null
  const creationMessage = useCreationMessage(state === 'createFailed' ? problem : null)
  const refusedByJourney = state === 'createFailed' && isJourneyRefusal(problem)
  const retryable =
    state === 'createFailed' &&
    !refusedByJourney &&
    !hasRule(problem, 'stale_pay_date') &&
    !hasRule(problem, 'invalid_pay_date') &&
    problem?.violations.length === 0

  return (
    <section className="application-screen" aria-labelledby="page-title" data-route="application-apply">
      <h1 id="page-title">{i18n._(TITLES['application-apply'])}</h1>
      {state === 'noDraft' || draft === null ? (
        <>
          <p className="application-lead">
            <Trans>
              Choose how much you need and when you get paid, and we will show you what your loan costs before you apply.
            </Trans>
          </p>
          <p>
            <Link href={calculatorHref}>
              <Trans>Go to the calculator</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="application-lead">
            <Trans>Check your loan. When you apply we review it at once, and you will see the answer on the next screen.</Trans>
          </p>
          <div className="application-card">
            <h2>
              <Trans>What you are applying for</Trans>
            </h2>
            <dl className="application-summary">
              <div>
                <dt>
                  <Trans>Amount</Trans>
                </dt>
                <dd data-testid="apply-amount">{formatMoney(draft.amount)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>How often you get paid</Trans>
                </dt>
                <dd>{cycles[draft.payCycle]}</dd>
              </div>
              {dates && (
                <div>
                  <dt>
                    <Trans>You repay on</Trans>
                  </dt>
                  <dd data-testid="apply-due-date">{screenDate(dates.first_repayment_option)}</dd>
                </div>
              )}
              {dates && (
                <div>
                  <dt>
                    <Trans>Or, if you prefer, on your next pay day</Trans>
                  </dt>
                  <dd>{screenDate(dates.second_repayment_option)}</dd>
                </div>
              )}
              {draft.promoCode && (
                <div>
                  <dt>
                    <Trans>Promo code</Trans>
                  </dt>
                  <dd>{draft.promoCode}</dd>
                </div>
              )}
            </dl>
            <p>
              <Link href={calculatorHref}>
                <Trans>Change the amount or the dates</Trans>
              </Link>
            </p>
          </div>
          <div className="application-card" aria-busy={state === 'quoting' || undefined}>
            <h2>
              <Trans>What it costs</Trans>
            </h2>
            {quote ? (
              <OfferFigures offer={quote} />
            ) : state === 'quoteFailed' ? (
              <div className="application-actions">
                <p role="alert">
                  <Trans>We could not work out the cost of your loan.</Trans>
                </p>
                <Button variant="secondary" onPress={onQuoteRetry}>
                  <Trans>Show the cost again</Trans>
                </Button>
              </div>
            ) : (
              <p role="status">
                <Trans>Working out the cost of your loan…</Trans>
              </p>
            )}
          </div>
          {refusedByJourney && isJourneyRefusal(problem) && <JourneyRefusal problem={problem} stepHref={stepHref} />}
          {state === 'createFailed' && !refusedByJourney && (
            <Banner
              tone="error"
              title={creationMessage}
              actions={
                retryable ? (
                  <Button variant="secondary" onPress={onRetry}>
                    <Trans>Try again</Trans>
                  </Button>
                ) : undefined
              }
            />
          )}
          <div className="application-actions">
            <Button size="lg" onPress={onSubmit} isPending={state === 'creating'} isDisabled={state === 'quoting'}>
              <Trans>Apply for {formatMoney(draft.amount)}</Trans>
            </Button>
          </div>
          <p className="application-note">
            <Trans>Applying does not commit you: you sign the agreement only after you see the final offer.</Trans>
          </p>
        </>
      )}
    </section>
  )
}
