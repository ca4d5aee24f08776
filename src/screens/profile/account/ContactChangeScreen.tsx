import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { codeSchema } from '../../../domain/forms/code'
import { fieldIssues, type FieldIssue } from '../../../domain/forms/issues'
import { hasRule } from '../../../domain/problem'
import { Banner, Button, TextField, type TextFieldProps } from '../../../ui'
import type { FormView } from '../../auth/RecoverScreen'
import { commonProblem, ruleMessage } from '../../forms/problems'
import { CodeField } from '../../registration/CodeField'
import { messagesOf, violationsOf } from './messages'
import { BackToProfile, ChangeDone } from './BackToProfile'
import '../../auth/auth.css'
import './account.css'

/** What the client typed: the new e-mail or phone, the code, and where the last code went (null before any). */
export interface ContactDraft {
  target: string
  code: string
  sentTo: string | null
}

export const EMPTY_CONTACT: ContactDraft = { target: '', code: '', sentTo: null }

/** The words and the field of one kind of contact (e-mail or phone). */
export interface ContactKind {
  title: ReactNode
  lead: ReactNode
  /** The field's name as the ERP's violations name it (`email`, `mobilePhone`). */
  name: string
  field: Pick<TextFieldProps, 'label' | 'description' | 'type' | 'autoComplete' | 'mask' | 'unmask' | 'inputMode'>
  /** How the current contact and a new one are shown (a phone with its mask). */
  show: (value: string) => string
  current: string | null
  /** The new contact's rules: its issues under `name`, or none. */
  validate: (target: string) => FieldIssue[]
  /** The new contact as sent, once valid (an e-mail in lower case, a phone as ten digits). */
  clean: (target: string) => string
  /** Rule codes the ERP gives on the contact that read differently here. */
  wording: Record<string, string>
  done: (value: string) => ReactNode
  /** The code field's label (an SMS code, or a code sent by e-mail). */
  codeLabel?: string
  /** Going back to write another contact. */
  another: ReactNode
}

export interface ContactChangeScreenProps {
  kind: ContactKind
  draft: ContactDraft
  onDraftChange: (draft: ContactDraft) => void
  sendView: FormView
  confirmView: FormView
  onSend: (target: string) => void
  /** The change confirmed with its code and the account's current password (never kept in the draft). */
  onConfirm: (target: string, code: string, currentPassword: string) => void
  profileHref: string
}

/**
 * A change of e-mail or phone (`/profile/change-email`, `/profile/change-phone`): the
 * new contact, a 3-digit code sent to it, and the code that confirms it. A reload keeps what was
 * typed and the step (the draft); a code already on its way (the one-minute limit) counts as sent.
 */
export function ContactChangeScreen({
  kind,
  draft,
  onDraftChange,
  sendView,
  confirmView,
  onSend,
  onConfirm,
  profileHref,
}: ContactChangeScreenProps) {
  const { i18n, t } = useLingui()
  const [local, setLocal] = useState<FieldIssue[]>([])
  const [editedSend, setEditedSend] = useState(false)
  const [editedCode, setEditedCode] = useState(false)
  // Kept in this screen only: a password is never written to the draft's storage.
  const [password, setPassword] = useState('')
  const targetRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const fields = [kind.name, 'code', 'currentPassword'] as const
  const codeWording = { invalid_token: ruleMessage(i18n, 'code_wrong') }
  const atCode = confirmView.problem?.status === 404 ? [{ name: 'code', status: 'not_found' }] : violationsOf(confirmView.problem)
  const server = {
    ...(editedSend ? {} : messagesOf(i18n, violationsOf(sendView.problem), fields, { [kind.name]: kind.wording })),
    ...(editedCode ? {} : messagesOf(i18n, atCode, fields, { [kind.name]: kind.wording, code: codeWording })),
  }
  // A code sent a moment ago is still good: the limit only says to wait before the next one.
  const alreadySent = hasRule(sendView.problem, 'already_sent_in_last_minutes')
  if (alreadySent) delete server[kind.name]
  const errors = { ...server, ...messagesOf(i18n, local, fields, { [kind.name]: kind.wording }) }
  const targetError = errors[kind.name]
  const codeError = errors.code
  const passwordError = errors.currentPassword
  const general = commonProblem(i18n, confirmView.problem) ?? commonProblem(i18n, sendView.problem)
  const failed =
    (confirmView.problem !== null && confirmView.problem.violations.length === 0 && confirmView.problem.status !== 404) ||
    (sendView.problem !== null && sendView.problem.violations.length === 0)
  const codeStep = draft.sentTo !== null

  useEffect(() => {
    setEditedSend(false)
    if (sendView.problem && !alreadySent) targetRef.current?.focus()
    // Focus follows a new refusal only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendView.problem])

  useEffect(() => {
    setEditedCode(false)
    if (!confirmView.problem) return
    if (confirmView.problem.violations.some((violation) => violation.name.startsWith(kind.name))) targetRef.current?.focus()
    else if (confirmView.problem.violations.some((violation) => violation.name === 'currentPassword'))
      passwordRef.current?.focus()
    else codeRef.current?.focus()
    // Focus follows a new refusal only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmView.problem])

  useEffect(() => {
    if (codeStep) codeRef.current?.focus()
  }, [codeStep])

  function checkTarget(): string | null {
    const issues = kind.validate(draft.target)
    setLocal(issues)
    if (issues.length > 0) {
      targetRef.current?.focus()
      return null
    }
    return kind.clean(draft.target)
  }

  function send(event?: FormEvent) {
    event?.preventDefault()
    if (sendView.state === 'submitting') return
    const target = checkTarget()
    if (target !== null) onSend(target)
  }

  function confirm(event: FormEvent) {
    event.preventDefault()
    if (confirmView.state === 'submitting' || draft.sentTo === null) return
    const issues = fieldIssues(codeSchema.safeParse({ code: draft.code }))
    const missing: FieldIssue[] = password === '' ? [{ name: 'currentPassword', status: 'required' }] : []
    setLocal([...issues, ...missing])
    if (issues.length > 0) return codeRef.current?.focus()
    if (missing.length > 0) return passwordRef.current?.focus()
    onConfirm(draft.sentTo, draft.code, password)
  }

  if (confirmView.state === 'done' && draft.sentTo !== null)
    return (
      <section className="auth-screen account-screen" aria-labelledby="page-title">
        <h1 id="page-title">{kind.title}</h1>
        <ChangeDone href={profileHref}>{kind.done(kind.show(draft.sentTo))}</ChangeDone>
      </section>
    )

  return (
    <section className="auth-screen account-screen" aria-labelledby="page-title">
      <h1 id="page-title">{kind.title}</h1>
      <p className="auth-screen__lead">{kind.lead}</p>
      {kind.current !== null && (
        <p className="auth-screen__lead account-screen__current">
          <Trans>
            Now: <strong>{kind.show(kind.current)}</strong>
          </Trans>
        </p>
      )}
      {general && <Banner tone="error">{general}</Banner>}
      {failed && !general && (
        <Banner tone="error">
          <Trans>We could not complete the change. Try again; what you wrote is still here.</Trans>
        </Banner>
      )}
      {codeStep ? (
        <form className="auth-form account-form" noValidate onSubmit={confirm} aria-busy={confirmView.state === 'submitting'}>
          <p role="status" className="account-form__sent">
            {sendView.state === 'submitting' ? (
              <Trans>Sending a new code…</Trans>
            ) : alreadySent ? (
              ruleMessage(i18n, 'already_sent_in_last_minutes')
            ) : (
              <Trans>
                We sent a 3-digit code to <strong>{kind.show(draft.sentTo ?? '')}</strong>. Write it here to confirm the change.
              </Trans>
            )}
          </p>
          {targetError && (
            <Banner tone="error">
              <strong>{kind.show(draft.sentTo ?? '')}</strong>: {targetError}
            </Banner>
          )}
          <CodeField
            inputRef={codeRef}
            value={draft.code}
            onChange={(code) => {
              onDraftChange({ ...draft, code })
              setLocal([])
              setEditedCode(true)
            }}
            error={codeError}
            {...(kind.codeLabel ? { label: kind.codeLabel } : {})}
          />
          <TextField
            inputRef={passwordRef}
            label={t`Your current password`}
            description={t`Whoever changes where your codes and links go must know your password.`}
            type="password"
            autoComplete="current-password"
            name="currentPassword"
            value={password}
            onChange={(value) => {
              setPassword(value)
              setLocal([])
              setEditedCode(true)
            }}
            isInvalid={passwordError !== undefined}
            errorMessage={passwordError}
            isRequired
          />
          <Button type="submit" size="lg" isPending={confirmView.state === 'submitting'}>
            <Trans>Confirm the change</Trans>
          </Button>
          <div className="account-form__actions">
            <Button variant="link" onPress={() => onSend(draft.sentTo ?? '')} isPending={sendView.state === 'submitting'}>
              <Trans>Send me a new code</Trans>
            </Button>
            <Button variant="link" onPress={() => onDraftChange({ ...draft, code: '', sentTo: null })}>
              {kind.another}
            </Button>
          </div>
        </form>
      ) : (
        <form className="auth-form account-form" noValidate onSubmit={send} aria-busy={sendView.state === 'submitting'}>
          <TextField
            {...kind.field}
            inputRef={targetRef}
            name={kind.name}
            value={draft.target}
            onChange={(target) => {
              onDraftChange({ ...draft, target })
              setLocal([])
              setEditedSend(true)
            }}
            isInvalid={targetError !== undefined}
            errorMessage={targetError}
            isRequired
          />
          <Button type="submit" size="lg" isPending={sendView.state === 'submitting'}>
            <Trans>Send me a code</Trans>
          </Button>
        </form>
      )}
      <BackToProfile href={profileHref} />
    </section>
  )
}
