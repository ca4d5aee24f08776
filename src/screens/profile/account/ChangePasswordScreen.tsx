import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { FormEvent as FormMachineEvent } from '../../../../machines/form.machine'
import { changePasswordSchema } from '../../../domain/forms/account'
import { fieldIssues, type FieldIssue } from '../../../domain/forms/issues'
import { PASSWORD_MASK } from '../../../domain/masks'
import { Banner, Button, Link, TextField } from '../../../ui'
import type { FormView } from '../../auth/RecoverScreen'
import { commonProblem } from '../../forms/problems'
import { messagesOf, violationsOf } from './messages'
import './account.css'

const FIELDS = ['oldPassword', 'newPassword', 'repeatPassword'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>

const EMPTY: Values = { oldPassword: '', newPassword: '', repeatPassword: '' }

export interface ChangePasswordScreenProps {
  view: FormView
  send: (event: FormMachineEvent) => void
  profileHref: string
}

/**
 * `/profile/change-password` (spec part 5): the current password, a new one of 4 to 24 letters
 * and digits that differs from it, and the new one repeated. Passwords are never kept in a draft.
 */
export function ChangePasswordScreen({ view, send, profileHref }: ChangePasswordScreenProps) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<Values>(EMPTY)
  const [local, setLocal] = useState<FieldIssue[]>([])
  /** Fields changed since the refusal shown: its message there no longer applies. */
  const [edited, setEdited] = useState<Field[]>([])
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})
  const wording = {
    newPassword: { min_length: t`Use 4 to 24 letters and digits.`, max_length: t`Use 4 to 24 letters and digits.` },
  }
  const server = messagesOf(i18n, violationsOf(view.problem), FIELDS, wording)
  for (const name of edited) delete server[name]
  const errors = { ...server, ...messagesOf(i18n, local, FIELDS, wording) }
  const general = commonProblem(i18n, view.problem)
  const failed = view.problem !== null && view.problem.violations.length === 0 && general === null

  useEffect(() => {
    setEdited([])
    const first = FIELDS.find((name) => view.problem?.violations.some((violation) => violation.name === name))
    if (first) refs.current[first]?.focus()
  }, [view.problem])

  function change(name: Field, value: string) {
    setValues((current) => ({ ...current, [name]: value }))
    setLocal((current) => current.filter((issue) => issue.name !== name))
    setEdited((current) => [...current, name])
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (view.state === 'submitting') return
    const issues = fieldIssues(changePasswordSchema.safeParse(values))
    setLocal(issues)
    const first = FIELDS.find((name) => issues.some((issue) => issue.name === name))
    if (first) return refs.current[first]?.focus()
    send({ type: 'submit', values })
  }

  const field = (name: Field, label: string, autoComplete: string) => ({
    inputRef: (element: HTMLInputElement | null) => {
      refs.current[name] = element
    },
    name,
    label,
    type: 'password' as const,
    autoComplete,
    mask: PASSWORD_MASK,
    value: values[name],
    onChange: (value: string) => change(name, value),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: true,
  })

  return (
    <section className="account-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Change your password</Trans>
      </h1>
      {view.state === 'done' ? (
        <>
          <Banner tone="success" title={t`Your password was changed`}>
            <Trans>Use the new password the next time you log in. Your other open sessions have ended.</Trans>
          </Banner>
          <p>
            <Link variant="button" href={profileHref}>
              <Trans>Back to your profile</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="account-screen__lead">
            <Trans>
              Write your current password and the new one: 4 to 24 letters and digits, different from the current one.
            </Trans>
          </p>
          {general && <Banner tone="error">{general}</Banner>}
          {failed && (
            <Banner tone="error">
              <Trans>We could not change your password. Please try again.</Trans>
            </Banner>
          )}
          <form className="account-form" noValidate onSubmit={submit} aria-busy={view.state === 'submitting'}>
            <TextField {...field('oldPassword', t`Current password`, 'current-password')} />
            <TextField {...field('newPassword', t`New password`, 'new-password')} />
            <TextField {...field('repeatPassword', t`Repeat the new password`, 'new-password')} />
            <Button type="submit" size="lg" isPending={view.state === 'submitting'}>
              <Trans>Change my password</Trans>
            </Button>
          </form>
          <p className="account-screen__back">
            <Link href={profileHref}>
              <Trans>Back to your profile</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
