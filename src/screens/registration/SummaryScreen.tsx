import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { AgreementSummary, PayoutAccount } from '../../api/agreement'
import type { CashProvider } from '../../domain/cash-payout'
import { CASH_PAYOUT_VALID_DAYS } from '../../domain/facts/cash-payout'
import { codeSchema } from '../../domain/forms/code'
import { formatMoney } from '../../domain/money'
import { fieldIssues } from '../../domain/forms/issues'
import type { Problem } from '../../domain/problem'
import { Banner, Button, Link } from '../../ui'
import { OfferFigures } from '../application/OfferFigures'
import { LoadState } from '../flow/LoadState'
import { Caratula } from '../legal/Caratula'
import { CodeField } from './CodeField'
import { isJourneyRefusal, JourneyRefusal } from '../forms/JourneyRefusal'
import { commonProblem, ruleMessage } from '../forms/problems'
import '../application/application.css'
import '../auth/auth.css'
import '../flow/flow.css'
import './registration.css'
import './summary.css'

export type SummaryLoad =
  { state: 'loading' } | { state: 'failed'; notSignable: boolean } | { state: 'ready'; summary: AgreementSummary }

/** The code sent by SMS: on its way, refused (a limit), and the seconds until another may be asked for. */
export interface CodeView {
  sending: boolean
  /** A code went out (now or a moment ago: the one-minute limit said so). */
  sent: boolean
  resendIn: number
  problem: Problem | null
}

export interface SignView {
  state: 'editing' | 'submitting' | 'done'
  problem: Problem | null
}

export interface SummaryScreenProps {
  load: SummaryLoad
  onRetry: () => void
  /** The draft agreement PDF, once downloaded. */
  pdfHref: string | null
  code: CodeView
  sign: SignView
  onSign: (code: string) => void
  onResend: () => void
  flowHref: string
  /** The screen of the step the ERP named when it refused the code or the signature (a step before signing is open). */
  stepHref: string | null
}

/** The tries a wrong code leaves, from the ERP's message ('The code is not right. 4 tries left.'). */
function triesLeft(message: string | undefined): number | null {
  const found = message?.match(/(\d+) tr(?:y|ies) left/)
  return found ? Number(found[1]) : null
}

/**
 * `/registration/summary`, the one-time-password agreement (flow step otp_agreement): what the
 * client signs (the offer figures, where the money goes, the draft agreement, the carátula) and the 3-digit code
 * sent by SMS to their phone that signs it. Collected in cash, the network is named with what the
 * client will do after signing, so it is known before the code is asked for.
 */
export function SummaryScreen(props: SummaryScreenProps) {
  const { load, onRetry, flowHref } = props
  return (
    <section className="application-screen summary-screen" aria-labelledby="page-title" data-route="registration-summary">
      <h1 id="page-title">
        <Trans>Sign your loan agreement</Trans>
      </h1>
      {load.state === 'ready' ? (
        <Summary {...props} summary={load.summary} />
      ) : load.state === 'failed' && load.notSignable ? (
        <>
          <Banner tone="info">
            <p>
              <Trans>There is no loan agreement waiting for your signature.</Trans>
            </p>
          </Banner>
          <div className="flow-actions">
            <Link variant="button" href={flowHref}>
              <Trans>Continue</Trans>
            </Link>
          </div>
        </>
      ) : (
        <LoadState state={load.state} onRetry={onRetry} />
      )}
    </section>
  )
}

function Summary({
  summary,
  pdfHref,
  code,
  sign,
  onSign,
  onResend,
  stepHref,
}: SummaryScreenProps & { summary: AgreementSummary }) {
  const { offer, caratula, account, phoneLastDigits } = summary
  return (
    <>
      <p className="application-lead">
        <Trans>
          Check your loan before you sign. Signing with the code we send to your phone has the same value as your handwritten
          signature.
        </Trans>
      </p>
      <div className="application-card">
        <h2>
          <Trans>Your loan</Trans>
        </h2>
        <OfferFigures offer={offer} />
        <dl className="application-summary">
          <div>
            <dt>{account?.kind === 'cash' ? <Trans>You collect the money</Trans> : <Trans>The money goes to</Trans>}</dt>
            <dd data-testid="summary-account">
              <PayoutAccountName account={account} />
            </dd>
          </div>
        </dl>
        {account?.kind === 'cash' && <CashCollection provider={account.provider} amount={offer.principal} />}
        {pdfHref && (
          <p>
            <Link href={pdfHref} download="contrato-borrador.pdf" target="_blank" rel="noopener">
              <Trans>Read the draft agreement (PDF)</Trans>
            </Link>
          </p>
        )}
      </div>
      {/* The carátula comes before the code field: what is signed is read before the code that signs it. */}
      <Caratula caratula={caratula} />
      <CodeForm
        phoneLastDigits={phoneLastDigits}
        code={code}
        sign={sign}
        onSign={onSign}
        onResend={onResend}
        stepHref={stepHref}
      />
    </>
  )
}

function PayoutAccountName({ account }: { account: PayoutAccount }) {
  const { t } = useLingui()
  if (account === null) return t`Cash pick-up`
  switch (account.kind) {
    case 'clabe':
      return t`CLABE ending in ${account.lastDigits}`
    case 'card':
      return t`Debit card ending in ${account.lastDigits}`
    case 'cash': {
      const name = account.provider.name
      return t`In cash at ${name}`
    }
  }
}

/** What a client accepted in cash does once signed: the reference, where, with what, and for how long. */
function CashCollection({ provider, amount }: { provider: CashProvider; amount: number }) {
  const money = formatMoney(amount)
  const network = provider.network
  const days = CASH_PAYOUT_VALID_DAYS
  return (
    <p data-testid="summary-cash">
      <Trans>
        Once you sign, My loan shows your payout reference. Collect your {money} in cash at any {network} branch in Mexico within{' '}
        {days} days, with the reference and an official ID with photo in your name.
      </Trans>
    </p>
  )
}

type CodeFormProps = Pick<SummaryScreenProps, 'code' | 'sign' | 'onSign' | 'onResend' | 'stepHref'> & { phoneLastDigits: string }

function CodeForm({ phoneLastDigits, code, sign, onSign, onResend, stepHref }: CodeFormProps) {
  const { t, i18n } = useLingui()
  const [value, setValue] = useState('')
  const [local, setLocal] = useState<string | undefined>()
  const codeRef = useRef<HTMLInputElement>(null)
  const refusal = sign.problem?.violations.find((violation) => violation.name === 'code')
  const server = refusal ? codeMessage(refusal.status, refusal.message) : undefined
  const error = local ?? server
  const general =
    commonProblem(i18n, sign.problem) ??
    (sign.problem && !refusal ? t`We could not sign your agreement. Please try again.` : null)
  const sendRefusal = code.problem?.violations[0]?.status
  const sendProblem =
    sendRefusal && sendRefusal !== 'already_sent_in_last_minutes'
      ? ruleMessage(i18n, sendRefusal)
      : code.problem && !sendRefusal
        ? (commonProblem(i18n, code.problem) ?? t`We could not send you the code. Ask for a new one.`)
        : null

  function codeMessage(rule: string, message: string | undefined): string {
    if (rule === 'code_wrong') {
      const tries = triesLeft(message)
      return tries === null ? ruleMessage(i18n, rule) : t`The code is not correct. You have ${tries} tries left.`
    }
    if (rule === 'code_attempts_exceeded') return t`Too many wrong codes: this code no longer works. Ask for a new one.`
    return ruleMessage(i18n, rule)
  }

  useEffect(() => {
    if (sign.problem) codeRef.current?.focus()
  }, [sign.problem])

  function submit(event: FormEvent) {
    event.preventDefault()
    const issue = fieldIssues(codeSchema.safeParse({ code: value }))[0]
    if (issue) {
      setLocal(ruleMessage(i18n, issue.status))
      return codeRef.current?.focus()
    }
    setLocal(undefined)
    onSign(value)
  }

  const signing = sign.state !== 'editing'
  // A step before signing is still open: no code can be sent nor used until it is done.
  const notYet = isJourneyRefusal(code.problem) ? code.problem : isJourneyRefusal(sign.problem) ? sign.problem : null
  if (notYet) {
    return (
      <div className="application-card">
        <h2>
          <Trans>Sign with the SMS code</Trans>
        </h2>
        <JourneyRefusal problem={notYet} stepHref={stepHref} onRetry={onResend} />
      </div>
    )
  }
  return (
    <div className="application-card">
      <h2>
        <Trans>Sign with the SMS code</Trans>
      </h2>
      <p role="status">
        {code.sending ? (
          <Trans>We are sending a code to your phone ending in {phoneLastDigits}…</Trans>
        ) : code.sent ? (
          <Trans>We sent a 3-digit code by SMS to your phone ending in {phoneLastDigits}.</Trans>
        ) : null}
      </p>
      {sendProblem && <Banner tone="error">{sendProblem}</Banner>}
      {general && <Banner tone="error">{general}</Banner>}
      <form className="auth-form summary-form" noValidate onSubmit={submit} aria-busy={sign.state === 'submitting'}>
        <CodeField
          inputRef={codeRef}
          value={value}
          onChange={(next) => {
            setValue(next)
            setLocal(undefined)
          }}
          error={error}
        />
        <Button type="submit" size="lg" isPending={signing}>
          <Trans>Sign my agreement</Trans>
        </Button>
      </form>
      <div className="summary-resend">
        {code.resendIn > 0 ? (
          <p>
            <Trans>You can ask for a new code in {code.resendIn} s.</Trans>
          </p>
        ) : (
          <Button variant="link" onPress={onResend} isPending={code.sending} isDisabled={signing}>
            <Trans>Send me a new code</Trans>
          </Button>
        )}
      </div>
    </div>
  )
}
