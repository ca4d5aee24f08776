import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { LoanEvent } from '../../../../machines/loan.machine'
import type { Loan, RepaymentMethods, Rollover } from '../../../domain/loan'
import { formatMoney } from '../../../domain/money'
import { Banner, Button, Checkbox, Link } from '../../../ui'
import { CardConsent } from './CardConsent'
import { CashPayment } from './CashSlip'
import { ExtensionLadder } from './ExtensionLadder'
import { Spei } from './SpeiSteps'
import { screenDate } from './LoanFacts'
import { BackToLoan, PaymentCheck, ProblemBanner, StepHeading, useTick } from './StepParts'
import type { LoanView } from './view'

export type ExtendStage =
  | 'choosing'
  | 'resuming'
  | 'creating'
  | 'createFailed'
  | 'signing'
  | 'signingAgreement'
  | 'signFailed'
  | 'payingFee'
  | 'loadingFeeSpei'
  | 'feeSpeiFailed'
  | 'feeSpei'
  | 'charging'
  | 'chargeFailed'
  | 'issuingCash'
  | 'cashFailed'
  | 'awaitingCash'
  | 'done'

interface ExtendStepsProps {
  stage: ExtendStage
  view: LoanView
  loan: Loan
  methods: RepaymentMethods
  agreementHref: string | null
  printHref: string | null
  send: (event: LoanEvent) => void
}

/** Choose among the offered extensions, each with its fee with and without IVA. */
function ChooseExtension({ stage, view, loan, send }: Pick<ExtendStepsProps, 'stage' | 'view' | 'loan' | 'send'>) {
  const { t } = useLingui()
  const [missing, setMissing] = useState(false)
  const busy = stage === 'creating'
  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (view.extensionDays === null) return setMissing(true)
    send({ type: 'extend.confirm' })
  }
  return (
    <form onSubmit={submit} noValidate className="loan-step__form">
      {stage === 'createFailed' && <ProblemBanner problem={view.problem} />}
      <ExtensionLadder loan={loan} />
      <fieldset className="ui-choices" aria-describedby={missing ? 'extension-missing' : undefined}>
        <legend>
          <Trans>How many days do you need?</Trans>
        </legend>
        {loan.extensions.map((extension) => {
          const fee = formatMoney(extension.amount)
          const feeWithoutVat = formatMoney(extension.amount_without_vat)
          const until = screenDate(extension.endDate)
          return (
            <label key={extension.days} className="ui-choice">
              <input
                type="radio"
                name="extension"
                value={extension.days}
                checked={view.extensionDays === extension.days}
                onChange={() => {
                  setMissing(false)
                  send({ type: 'extension.select', days: extension.days })
                }}
              />
              <span className="ui-choice__text">
                <span className="ui-choice__title">
                  <Plural value={extension.days} one="# more day" other="# more days" />
                  {' · '}
                  {extension.type === 'cheap' ? t`cheapest` : t`longer`}
                </span>
                <span>
                  <Trans>New due date: {until}</Trans>
                </span>
                <span>
                  <Trans>
                    Fee: {fee} with IVA ({feeWithoutVat} without IVA)
                  </Trans>
                </span>
              </span>
            </label>
          )
        })}
      </fieldset>
      {missing && (
        <p id="extension-missing" className="ui-field__error">
          <Trans>Choose one of the extensions.</Trans>
        </p>
      )}
      <div className="loan-actions">
        <Button type="submit" isPending={busy}>
          <Trans>Continue</Trans>
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'step.cancel' })} isDisabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}

/** What the chosen extension changes, shown while signing and paying. */
function ExtensionFacts({ rollover }: { rollover: Rollover }) {
  return (
    <dl className="loan-facts loan-facts--compact">
      <div>
        <dt>
          <Trans>Extension</Trans>
        </dt>
        <dd>
          <Plural value={rollover.days} one="# day" other="# days" />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>New due date</Trans>
        </dt>
        <dd>{screenDate(rollover.newDueDate)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Fee with IVA</Trans>
        </dt>
        <dd>{formatMoney(rollover.fee)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Fee without IVA</Trans>
        </dt>
        <dd>{formatMoney(rollover.feeWithoutVat)}</dd>
      </div>
    </dl>
  )
}

/** The agreement (convenio de prórroga) to read; accepting it signs the extension. */
function SignAgreement({
  rollover,
  agreementHref,
  busy,
  send,
}: {
  rollover: Rollover
  agreementHref: string | null
  /** The signature is on its way to the ERP. */
  busy: boolean
  send: ExtendStepsProps['send']
}) {
  const { t } = useLingui()
  const tick = useTick()
  function submit(event: FormEvent) {
    event.preventDefault()
    if (tick.demand()) send({ type: 'agreement.sign' })
  }
  return (
    <form onSubmit={submit} noValidate className="loan-step__form">
      <ExtensionFacts rollover={rollover} />
      <p>
        {agreementHref ? (
          <Link href={agreementHref} download={`convenio-de-prorroga-${rollover.id}.pdf`}>
            <Trans>Read the extension agreement (PDF)</Trans>
          </Link>
        ) : (
          <Trans>Preparing the extension agreement…</Trans>
        )}
      </p>
      <Checkbox
        isSelected={tick.accepted}
        onChange={tick.change}
        isInvalid={tick.missing}
        errorMessage={t`Tick the box to sign the agreement.`}
      >
        <Trans>I have read the extension agreement and I sign it.</Trans>
      </Checkbox>
      <div className="loan-actions">
        <Button type="submit" isPending={busy}>
          <Trans>Sign and continue</Trans>
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'step.cancel' })} isDisabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}

/** The steps of an extension (roll over), one at a time. */
export function ExtendSteps({ stage, view, loan, methods, agreementHref, printHref, send }: ExtendStepsProps) {
  const rollover = view.rollover
  const cardLastFour = methods.cardLastFour
  const canCharge = methods.methods.includes('card') && cardLastFour !== null
  const fee = rollover ? formatMoney(rollover.fee) : ''

  if (stage === 'resuming') {
    return (
      <section className="loan-step" aria-labelledby="loan-step-title">
        <StepHeading step="extend.sign">
          <Trans>Sign the extension agreement</Trans>
        </StepHeading>
        <Busy />
      </section>
    )
  }
  if (stage === 'choosing' || stage === 'creating' || stage === 'createFailed' || !rollover) {
    return (
      <section className="loan-step" aria-labelledby="loan-step-title">
        <StepHeading step={`extend.choose`}>
          <Trans>Extend your loan</Trans>
        </StepHeading>
        <p>
          <Trans>Pay only the extension fee and your due date moves. What you owe stays the same.</Trans>
        </p>
        <ChooseExtension stage={stage} view={view} loan={loan} send={send} />
      </section>
    )
  }
  if (stage === 'signing' || stage === 'signingAgreement' || stage === 'signFailed') {
    return (
      <section className="loan-step" aria-labelledby="loan-step-title">
        <StepHeading step="extend.sign">
          <Trans>Sign the extension agreement</Trans>
        </StepHeading>
        {stage === 'signFailed' && <ProblemBanner problem={view.problem} />}
        <SignAgreement rollover={rollover} agreementHref={agreementHref} busy={stage === 'signingAgreement'} send={send} />
      </section>
    )
  }
  if (stage === 'loadingFeeSpei' || stage === 'feeSpeiFailed' || stage === 'feeSpei') {
    return (
      <section className="loan-step" aria-labelledby="loan-step-title">
        <StepHeading step="extend.spei">
          <Trans>Pay the extension fee by SPEI transfer</Trans>
        </StepHeading>
        <ExtensionFacts rollover={rollover} />
        {stage === 'loadingFeeSpei' && <Busy />}
        {stage === 'feeSpeiFailed' && (
          <>
            <ProblemBanner problem={view.problem} />
            <div className="loan-actions">
              <Button onPress={() => send({ type: 'fee.spei' })}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          </>
        )}
        {stage === 'feeSpei' && view.spei && (
          <>
            <Spei spei={view.spei} />
            <PaymentCheck view={view} printHref={null} send={send} />
          </>
        )}
        <BackToLoan send={send} isDisabled={stage === 'loadingFeeSpei'} />
      </section>
    )
  }
  if (stage === 'done') {
    const previous = view.previousDueDate ? screenDate(view.previousDueDate) : null
    const next = screenDate(loan.dueDate)
    return (
      <section className="loan-step" aria-labelledby="loan-step-title">
        <StepHeading step="extend.done">
          <Trans>Your loan is extended</Trans>
        </StepHeading>
        <Banner tone="success">
          <p data-testid="extension-done">
            {previous ? (
              <Trans>
                Your new due date is {next} (it was {previous}).
              </Trans>
            ) : (
              <Trans>Your new due date is {next}.</Trans>
            )}
          </p>
        </Banner>
        <div className="loan-actions">
          <Button onPress={() => send({ type: 'extend.finish' })}>
            <Trans>Back to my loan</Trans>
          </Button>
        </div>
      </section>
    )
  }
  if (stage === 'issuingCash' || stage === 'cashFailed' || stage === 'awaitingCash') {
    return (
      <section className="loan-step" aria-labelledby="loan-step-title">
        <StepHeading step="extend.cash">
          <Trans>Pay the extension fee in cash</Trans>
        </StepHeading>
        <ExtensionFacts rollover={rollover} />
        {stage === 'issuingCash' && <Busy />}
        {stage === 'cashFailed' && (
          <>
            <ProblemBanner problem={view.problem} />
            <div className="loan-actions">
              <Button onPress={() => send({ type: 'fee.cash' })}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          </>
        )}
        {stage === 'awaitingCash' && view.cash && <CashPayment slip={view.cash} view={view} printHref={printHref} send={send} />}
        <BackToLoan send={send} isDisabled={stage === 'issuingCash'} />
      </section>
    )
  }
  // payingFee, charging, chargeFailed: how to pay the fee.
  const otherWays = (
    <>
      <Button
        variant={canCharge ? 'secondary' : 'primary'}
        onPress={() => send({ type: 'fee.spei' })}
        isDisabled={stage === 'charging'}
      >
        <Trans>Pay by SPEI transfer</Trans>
      </Button>
      <Button variant="secondary" onPress={() => send({ type: 'fee.cash' })} isDisabled={stage === 'charging'}>
        <Trans>Pay in cash at a store</Trans>
      </Button>
      <Button variant="ghost" onPress={() => send({ type: 'step.cancel' })} isDisabled={stage === 'charging'}>
        <Trans>Pay later</Trans>
      </Button>
    </>
  )
  return (
    <section className="loan-step" aria-labelledby="loan-step-title">
      <StepHeading step="extend.pay">
        <Trans>Pay the extension fee</Trans>
      </StepHeading>
      <ExtensionFacts rollover={rollover} />
      <p>
        <Trans>Your due date moves as soon as the fee of {fee} is paid.</Trans>
      </p>
      {canCharge ? (
        <CardConsent
          consent={
            <Trans>
              I authorise Lana Clara to charge {fee} to my debit card ending in {cardLastFour} (direct debit) to pay the extension
              fee.
            </Trans>
          }
          submitLabel={
            <Trans>
              Charge {fee} to my card ending in {cardLastFour}
            </Trans>
          }
          busy={stage === 'charging'}
          problem={stage === 'chargeFailed' ? view.problem : null}
          onConfirm={() => send({ type: 'fee.card' })}
        >
          {otherWays}
        </CardConsent>
      ) : (
        <div className="loan-actions">{otherWays}</div>
      )}
    </section>
  )
}

export function Busy() {
  return (
    <p className="flow-loading" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <Trans>Loading…</Trans>
    </p>
  )
}
