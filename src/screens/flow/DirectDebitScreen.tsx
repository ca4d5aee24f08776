import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { Problem } from '../../domain/problem'
import { Banner, Button, Checkbox, Link } from '../../ui'
import { commonProblem } from '../forms/problems'
import { LoadState } from './LoadState'
import '../registration/registration.css'
import './flow.css'

export interface DirectDebitFacts {
  /** The card a charge would go to, when one is registered. */
  cardLastFour: string | null
  /** The consent already given for that card (dd/mm/yyyy), if any. */
  consentedOn: string | null
}

export type DirectDebitState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; facts: DirectDebitFacts }

export interface ConsentView {
  state: 'editing' | 'submitting' | 'done'
  problem: Problem | null
}

export interface DirectDebitScreenProps {
  locale: string
  banking: DirectDebitState
  view: ConsentView
  onConsent: () => void
  onRetry: () => void
}

/**
 * `/flow/direct-debit-information` (step direct_debit_information): the client consents to the
 * repayment being charged to their registered debit card (POST direct-debit/consent). Without a
 * card, the payment screen is where to register one (or a CLABE to be paid to).
 */
export function DirectDebitScreen({ locale, banking, view, onConsent, onRetry }: DirectDebitScreenProps) {
  const { t, i18n } = useLingui()
  const [accepted, setAccepted] = useState(false)
  const [missing, setMissing] = useState(false)
  const submitting = view.state !== 'editing'
  const general = commonProblem(i18n, view.problem)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    if (!accepted) return setMissing(true)
    onConsent()
  }

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Direct debit of your repayment</Trans>
      </h1>
      <p>
        <Trans>
          With direct debit, on the day your loan is due we charge the repayment to your debit card, so you never pay late or pay
          late fees. You can still pay earlier by transfer or in a shop.
        </Trans>
      </p>
      {banking.state !== 'ready' ? (
        <LoadState state={banking.state} onRetry={onRetry} />
      ) : banking.facts.cardLastFour === null ? (
        <>
          <p>
            <Trans>To authorise direct debit you first need to register a debit card in your name.</Trans>
          </p>
          <div className="flow-actions">
            <Link variant="button" href={`/${locale}/flow/payment`}>
              <Trans>Register a card or CLABE</Trans>
            </Link>
          </div>
        </>
      ) : banking.facts.consentedOn !== null ? (
        <>
          <Banner tone="success">
            <p>
              <Trans>
                You authorised charges to the card ending in {banking.facts.cardLastFour} on {banking.facts.consentedOn}.
              </Trans>
            </p>
          </Banner>
          <div className="flow-actions">
            <Link variant="button" href={`/${locale}/flow`}>
              <Trans>Continue</Trans>
            </Link>
          </div>
        </>
      ) : (
        <form className="registration-form" onSubmit={submit} noValidate>
          {view.problem && (
            <Banner tone="error">
              <p>{general ?? t`We could not save your authorisation. Please try again.`}</p>
            </Banner>
          )}
          <fieldset className="registration-form__group">
            <legend>
              <Trans>Your authorisation</Trans>
            </legend>
            <Checkbox
              isSelected={accepted}
              onChange={(value) => {
                setAccepted(value)
                setMissing(false)
              }}
              isInvalid={missing}
              errorMessage={t`Tick the box to authorise direct debit.`}
            >
              <Trans>
                I authorise Lana Clara to charge the repayments of my loan, on their due dates, to my debit card ending in{' '}
                {banking.facts.cardLastFour}.
              </Trans>
            </Checkbox>
          </fieldset>
          <Button type="submit" size="lg" isPending={submitting}>
            <Trans>Authorise direct debit</Trans>
          </Button>
        </form>
      )}
    </section>
  )
}
