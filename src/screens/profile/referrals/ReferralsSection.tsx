import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import type { Referral, ReferralNotCountedReason, ReferralStatus } from '../../../api/referrals'
import type { FieldIssue } from '../../../domain/forms/issues'
import { ALPHABETIC_MASK, PHONE_MASK } from '../../../domain/masks'
import { formatMoney } from '../../../domain/money'
import { invitationLink, REFERRAL_REWARD } from '../../../domain/referral'
import { Banner, Button, TextField } from '../../../ui'
import type { FormView } from '../../auth/RecoverScreen'
import { LoadState } from '../../flow/LoadState'
import { AT_A_NAME, commonProblem, ruleMessage } from '../../forms/problems'
import { showPhone } from '../account/ChangePhoneScreen'
import { useFieldMessages } from '../account/use-field-messages'
import { CopyButton } from '../loan/CopyButton'
import { instantDate } from '../overview/ProfileScreen'
import '../../application/application.css'
import '../overview/profile.css'

/** The referral form as typed (the phone as its ten digits). */
export interface ReferralDraft {
  name: string
  phone: string
  email: string
}

export const EMPTY_REFERRAL: ReferralDraft = { name: '', phone: '', email: '' }

const FIELDS = ['name', 'phone', 'email'] as const
type Field = (typeof FIELDS)[number]

export type ReferralsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: Referral[] }

export interface ReferralsSectionProps {
  load: ReferralsLoad
  onRetry: () => void
  /** The invitation form: its draft, the form machine's view, the rules. */
  draft: ReferralDraft
  onDraftChange: (draft: ReferralDraft) => void
  inviteView: FormView
  onInvite: (draft: ReferralDraft) => void
  validate: (draft: ReferralDraft) => FieldIssue[]
  /** The correction of a pending referral. */
  updateView: FormView
  onUpdate: (id: number, draft: ReferralDraft) => void
  /** The correction being written (kept as a draft), or null. */
  edit: ReferralEdit | null
  /** A correction starts, changes or ends (null); a new one forgets the last answer. */
  onEditChange: (edit: ReferralEdit | null) => void
}

/** A correction of one referral as typed. */
export type ReferralEdit = ReferralDraft & { id: number }

/** The referral statuses, as the client reads them. */
const STATUS: Record<ReferralStatus, MessageDescriptor> = {
  pending: msg`Invited`,
  registered: msg`Signed up`,
  not_counted: msg`Does not count`,
  rewarded: msg`Rewarded`,
}

/** Why a friend's sign-up does not count as a referral (the ERP's `reason`). */
const NOT_COUNTED: Record<ReferralNotCountedReason, MessageDescriptor> = {
  same_person: msg`This account belongs to you: inviting yourself does not count.`,
  phone_not_verified: msg`Your friend signed up but has not verified their phone yet. The invitation counts once they do.`,
}

/**
 * Referrals: invite a friend by phone or e-mail (neither of
 * them the client's own), the friends invited with their status, and the
 * correction of an invitation still pending.
 */
export function ReferralsSection(props: ReferralsSectionProps) {
  const { load, onRetry, draft, onDraftChange, inviteView, onInvite, validate, updateView, onUpdate, edit, onEditChange } = props
  const { i18n, t } = useLingui()
  const reward = formatMoney(REFERRAL_REWARD)
  // The link a friend opens, on this site's own address (the ERP's messages use the public one).
  const origin = typeof window === 'undefined' ? '' : window.location.origin

  return (
    <section className="application-card" aria-labelledby="profile-referrals">
      <h2 id="profile-referrals">
        <Trans>Invite your friends</Trans>
      </h2>
      <p>
        <Trans>
          Tell a friend about Lana Clara. We send them your invitation with its link by SMS (or by e-mail); you can follow here
          whether they signed up.
        </Trans>
      </p>
      <p className="referral-reward" data-testid="referral-reward">
        <Trans>
          For each friend who gets their first loan you earn {reward}; we contact you to pay it. Your friend must verify their
          phone for the invitation to count.
        </Trans>
      </p>
      <ReferralForm
        idPrefix="invite"
        draft={draft}
        onDraftChange={onDraftChange}
        view={inviteView}
        validate={validate}
        onSubmit={onInvite}
        submitLabel={<Trans>Send the invitation</Trans>}
      />
      {inviteView.state === 'done' && (
        <Banner tone="success">
          <Trans>Invitation sent. You will see here when your friend signs up.</Trans>
        </Banner>
      )}
      <h3 className="profile-card__subtitle">
        <Trans>Your invitations</Trans>
      </h3>
      {load.state !== 'ready' ? (
        <LoadState state={load.state} onRetry={onRetry} />
      ) : load.data.length === 0 ? (
        <p>
          <Trans>You have not invited anyone yet.</Trans>
        </p>
      ) : (
        <ul className="profile-items" data-testid="referral-list">
          {load.data.map((referral) => (
            <li key={referral.id} className="profile-item">
              {edit?.id === referral.id ? (
                <ReferralForm
                  idPrefix={`referral-${referral.id}`}
                  draft={edit}
                  onDraftChange={(changed) => onEditChange({ ...changed, id: referral.id })}
                  view={updateView}
                  validate={validate}
                  onSubmit={(changed) => onUpdate(referral.id, changed)}
                  submitLabel={<Trans>Save the changes</Trans>}
                  onCancel={() => onEditChange(null)}
                />
              ) : (
                <>
                  <div className="profile-item__main">
                    <span>{referral.name}</span>
                    <span className="profile-item__meta">
                      {[referral.phone ? showPhone(referral.phone) : null, referral.email].filter(Boolean).join(' · ')}
                    </span>
                    <span className="profile-item__meta">
                      <Trans>
                        Invited on {instantDate(referral.createdAt)} · code {referral.code}
                      </Trans>
                    </span>
                    {referral.status === 'pending' && (
                      <dl className="referral-link">
                        <dt className="profile-item__meta">
                          <Trans>Invitation link</Trans>
                        </dt>
                        <dd className="referral-link__url">{invitationLink(origin, referral.code)}</dd>
                        <CopyButton value={invitationLink(origin, referral.code)} what={t`the invitation link`} />
                      </dl>
                    )}
                    {referral.status === 'rewarded' && (
                      <span className="profile-item__meta" data-testid="referral-earned">
                        <Trans>You earned {reward} for this invitation.</Trans>
                      </span>
                    )}
                    {referral.status === 'not_counted' && referral.reason && (
                      <span className="profile-item__meta" data-testid="referral-reason">
                        {i18n._(NOT_COUNTED[referral.reason])}
                      </span>
                    )}
                  </div>
                  <div className="profile-item__actions">
                    <span className="profile-badge" data-status={referral.status}>
                      {i18n._(STATUS[referral.status])}
                    </span>
                    {referral.status === 'pending' && (
                      <Button
                        variant="link"
                        onPress={() =>
                          onEditChange({
                            id: referral.id,
                            name: referral.name,
                            phone: referral.phone ?? '',
                            email: referral.email ?? '',
                          })
                        }
                        aria-describedby={`referral-name-${referral.id}`}
                      >
                        <Trans>Correct</Trans>
                      </Button>
                    )}
                  </div>
                  <span id={`referral-name-${referral.id}`} hidden>
                    {referral.name}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

interface ReferralFormProps {
  idPrefix: string
  draft: ReferralDraft
  onDraftChange: (draft: ReferralDraft) => void
  view: FormView
  validate: (draft: ReferralDraft) => FieldIssue[]
  onSubmit: (draft: ReferralDraft) => void
  submitLabel: React.ReactNode
  onCancel?: () => void
}

/** A friend's name and a phone or an e-mail; the ERP's refusals at their fields. */
function ReferralForm({ idPrefix, draft, onDraftChange, view, validate, onSubmit, submitLabel, onCancel }: ReferralFormProps) {
  const { t, i18n } = useLingui()
  const values = draft
  const wording = {
    name: { invalid_characters: ruleMessage(i18n, AT_A_NAME.invalid_characters!) },
    phone: {
      required: t`Write your friend's phone or e-mail.`,
      own_contact: t`This is your own phone number. Write your friend's.`,
      own_phone: t`This is your own phone number. Write your friend's.`,
      already_client: t`This person is already a Lana Clara client.`,
      not_unique: t`You already invited this person.`,
    },
    email: {
      own_contact: t`This is your own e-mail. Write your friend's.`,
      same_as_current: t`This is your own e-mail. Write your friend's.`,
      already_client: t`This person is already a Lana Clara client.`,
      not_unique: t`You already invited this person.`,
    },
  }
  const { errors, changed, check, ref } = useFieldMessages(view.problem, FIELDS, wording)
  const general = commonProblem(i18n, view.problem)
  const notPending = view.problem?.status === 409
  const failed = view.problem !== null && view.problem.violations.length === 0 && general === null && !notPending

  function change(name: Field, value: string) {
    const next = { ...values, [name]: value }
    onDraftChange(next)
    // Phone and e-mail answer together for "one of them": a change of either clears both.
    changed(name === 'name' ? [name] : ['phone', 'email'])
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (view.state === 'submitting') return
    if (!check(validate(values))) return
    onSubmit(values)
  }

  const field = (name: Field) => ({
    id: `${idPrefix}-${name}`,
    inputRef: ref(name),
    name,
    value: values[name],
    onChange: (value: string) => change(name, value),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  })

  return (
    <form className="profile-form" noValidate onSubmit={submit} aria-busy={view.state === 'submitting'}>
      {general && <Banner tone="error">{general}</Banner>}
      {notPending && (
        <Banner tone="info">
          <Trans>Your friend already signed up, so this invitation can no longer change.</Trans>
        </Banner>
      )}
      {failed && (
        <Banner tone="error">
          <Trans>We could not save the invitation. Try again; what you wrote is still here.</Trans>
        </Banner>
      )}
      <TextField {...field('name')} label={t`Your friend's name`} autoComplete="off" mask={ALPHABETIC_MASK} isRequired />
      <div className="profile-form__pair">
        <TextField
          {...field('phone')}
          type="tel"
          label={t`Their mobile phone`}
          description={t`10 digits.`}
          autoComplete="off"
          mask={PHONE_MASK}
          unmask
        />
        <TextField {...field('email')} type="email" label={t`Or their e-mail`} autoComplete="off" inputMode="email" />
      </div>
      <div className="profile-form__actions">
        <Button type="submit" isPending={view.state === 'submitting'}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  )
}
