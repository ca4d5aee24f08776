import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { IdentityEvent } from '../../../machines/identity.machine'
import type { Problem } from '../../domain/problem'
import { Banner, Button, Link } from '../../ui'
import { commonProblem } from '../forms/problems'
import '../registration/registration.css'
import './flow.css'

/** Where the identity check stands, as the screen shows it (machines/identity.machine.ts). */
export type IdentityStage =
  'loading' | 'ready' | 'starting' | 'verifying' | 'approved' | 'declined' | 'resubmit' | 'failed' | 'done'

export interface DocumentVerificationProps {
  stage: IdentityStage
  /** The hosted flow of the session being verified, with the way back here; null before one. */
  hostedUrl: string | null
  /** Whether the decision is being asked for right now. */
  reading: boolean
  problem: Problem | null
  send: (event: IdentityEvent) => void
}

type StepState = 'done' | 'current' | 'todo'

/** The three steps of the check, with where the client stands. */
function progressOf(stage: IdentityStage): [StepState, StepState, StepState] {
  switch (stage) {
    case 'verifying':
      return ['done', 'current', 'todo']
    case 'approved':
    case 'declined':
    case 'resubmit':
    case 'done':
      return ['done', 'done', 'done']
    default:
      return ['done', 'current', 'todo']
  }
}

function Step({ state, children }: { state: StepState; children: ReactNode }) {
  const { t } = useLingui()
  const label = state === 'done' ? t`done` : state === 'current' ? t`in progress` : t`to do`
  return (
    <li className={`identity-steps__step identity-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
      <span className="identity-steps__mark" aria-hidden="true">
        {state === 'done' ? '✓' : ''}
      </span>
      <span>
        {children} <span className="ui-visually-hidden">({label})</span>
      </span>
    </li>
  )
}

/**
 * `/flow/document-verification`: the identity check of the client's ID. Its progress (the ID
 * received, the person verifying at the identity provider, the decision) and its outcome, each
 * with its way on: approved leads to what signing still needs; declined and a new photo asked for
 * lead back to the ID upload.
 */
export function DocumentVerificationScreen({ stage, hostedUrl, reading, problem, send }: DocumentVerificationProps) {
  const { t, i18n } = useLingui()
  const [received, verifying, decided] = progressOf(stage)
  const failure = problem ? (commonProblem(i18n, problem) ?? problemMessage(problem)) : null

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>We are checking your identity</Trans>
      </h1>
      <p>
        <Trans>
          To protect you, before you sign we confirm with our identity provider that the ID you sent is yours: it takes a couple
          of minutes, with your phone's camera.
        </Trans>
      </p>
      <ol className="identity-steps" aria-label={t`Progress of your identity check`}>
        <Step state={received}>
          <Trans>We received your ID.</Trans>
        </Step>
        <Step state={verifying}>
          <Trans>You show your ID and your face to the identity provider.</Trans>
        </Step>
        <Step state={decided}>
          <Trans>The identity provider decides.</Trans>
        </Step>
      </ol>

      {stage === 'loading' && (
        <p className="flow-loading" role="status">
          <Trans>Loading your identity check…</Trans>
        </p>
      )}

      {(stage === 'ready' || stage === 'starting') && (
        <div className="flow-actions">
          <Button size="lg" isPending={stage === 'starting'} onPress={() => send({ type: 'start' })}>
            <Trans>Verify my identity</Trans>
          </Button>
        </div>
      )}

      {stage === 'verifying' && (
        <>
          <p role="status">
            {reading ? (
              <Trans>Asking the identity provider…</Trans>
            ) : (
              <Trans>Waiting for the identity provider's decision. This page updates by itself.</Trans>
            )}
          </p>
          {failure && <Banner tone="warning">{failure}</Banner>}
          <div className="flow-actions">
            {hostedUrl && (
              <Link variant="button" href={hostedUrl}>
                <Trans>Continue the verification</Trans>
              </Link>
            )}
            <Button variant="secondary" onPress={() => send({ type: 'check' })}>
              <Trans>Check again</Trans>
            </Button>
            <Button variant="ghost" onPress={() => send({ type: 'start' })}>
              <Trans>Start over</Trans>
            </Button>
          </div>
        </>
      )}

      {stage === 'approved' && (
        <Outcome tone="success" title={<Trans>Your identity is confirmed</Trans>} action={<Trans>Continue</Trans>} send={send}>
          <Trans>Thank you. We go on with what your loan still needs.</Trans>
        </Outcome>
      )}
      {stage === 'declined' && (
        <Outcome
          tone="error"
          title={<Trans>We could not confirm your identity</Trans>}
          action={<Trans>Upload another ID</Trans>}
          send={send}
        >
          <Trans>
            The identity provider could not match the ID with you. Upload a valid official ID of your own (INE or passport) and
            verify again.
          </Trans>
        </Outcome>
      )}
      {stage === 'resubmit' && (
        <Outcome
          tone="warning"
          title={<Trans>We need a new photo of your ID</Trans>}
          action={<Trans>Take a new photo</Trans>}
          send={send}
        >
          <Trans>
            The photo could not be read well. Take a new one in good light, with the whole document in view and no glare.
          </Trans>
        </Outcome>
      )}

      {stage === 'failed' && (
        <Banner
          tone="error"
          actions={
            <>
              <Button variant="secondary" onPress={() => send({ type: 'retry' })}>
                <Trans>Try again</Trans>
              </Button>
              <Button variant="ghost" onPress={() => send({ type: 'continue' })}>
                <Trans>See where my application stands</Trans>
              </Button>
            </>
          }
        >
          {failure ?? <Trans>We could not load your identity check. Try again.</Trans>}
        </Banner>
      )}
    </section>
  )
}

/** The ERP's reasons the check cannot go on here. */
function problemMessage(problem: Problem): ReactNode {
  if (problem.code === 'identity_check_not_due') return <Trans>Your application does not need an identity check right now.</Trans>
  return <Trans>We could not reach the identity provider. Try again in a moment.</Trans>
}

function Outcome({
  tone,
  title,
  action,
  send,
  children,
}: {
  tone: 'success' | 'error' | 'warning'
  title: ReactNode
  action: ReactNode
  send: (event: IdentityEvent) => void
  children: ReactNode
}) {
  return (
    <>
      <Banner tone={tone} title={title}>
        {children}
      </Banner>
      <div className="flow-actions">
        <Button size="lg" onPress={() => send({ type: 'continue' })}>
          {action}
        </Button>
      </div>
    </>
  )
}
