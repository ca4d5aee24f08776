import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Problem } from '../../domain/problem'
import { Banner, Button, Link } from '../../ui'

/*
 * The ERP refuses a call that comes before the journey allows it (409 with a rule code naming
 * what is missing and the flow step that completes it). The screen says what is missing in the
 * client's words and links to the screen of that step, instead of a generic failure.
 */

interface Wording {
  title: MessageDescriptor
  /** The link to the step's screen; none where the client can only wait or has nowhere to go. */
  action?: MessageDescriptor
}

const REFUSALS: Record<string, Wording> = {
  registration_incomplete: { title: msg`Finish your registration before you apply.`, action: msg`Continue my registration` },
  apply_not_offered: { title: msg`You cannot apply for a new loan right now.`, action: msg`See where my application stands` },
  client_blocked: { title: msg`We cannot offer you a loan.` },
  identity_document_missing: { title: msg`Upload a photo of your ID before you sign.`, action: msg`Upload my ID` },
  identity_check_pending: {
    title: msg`We are still checking your ID. It usually takes a few minutes: you can sign as soon as it is done.`,
  },
  identity_check_declined: {
    title: msg`We could not confirm your identity with that ID. Upload a photo of a valid INE or passport.`,
    action: msg`Upload my ID again`,
  },
  identity_resubmission_requested: {
    title: msg`We need a clearer photo of your ID: the whole document in view, sharp and without glare.`,
    action: msg`Upload a new photo`,
  },
  payroll_missing: { title: msg`Upload your latest payslip before you sign.`, action: msg`Upload my payslip` },
  bank_statement_missing: {
    title: msg`Upload your latest bank statement, or connect your bank, before you sign.`,
    action: msg`Upload my bank statement`,
  },
  payout_account_missing: {
    title: msg`Tell us where to send your money before you sign: a CLABE or a debit card in your name.`,
    action: msg`Add my CLABE or card`,
  },
}

/** Whether the ERP refused the call because the journey does not allow it yet. */
export function isJourneyRefusal(problem: Problem | null | undefined): problem is Problem & { code: string; step: string } {
  return problem?.status === 409 && problem.step !== undefined && problem.code !== undefined && problem.code in REFUSALS
}

export interface JourneyRefusalProps {
  problem: Problem & { code: string }
  /** The screen of the step that completes what is missing, when there is one. */
  stepHref: string | null
  /** Asks again (the identity check may have finished meanwhile). */
  onRetry?: () => void
}

/** The refusal as a banner with the way on: the step's screen, or asking again while a check runs. */
export function JourneyRefusal({ problem, stepHref, onRetry }: JourneyRefusalProps) {
  const { i18n } = useLingui()
  const wording = REFUSALS[problem.code]
  if (!wording) return null
  const actions =
    wording.action && stepHref ? (
      <Link variant="button" href={stepHref}>
        {i18n._(wording.action)}
      </Link>
    ) : onRetry ? (
      <Button variant="secondary" onPress={onRetry}>
        {i18n._(msg`Check again`)}
      </Button>
    ) : undefined
  return <Banner tone="warning" title={i18n._(wording.title)} actions={actions} />
}
