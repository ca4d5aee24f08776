import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { FormEvent as FormMachineEvent } from '../../../../machines/form.machine'
import { changePasswordSchema } from '../../../domain/forms/account'
import { fieldIssues } from '../../../domain/forms/issues'
import { PASSWORD_MASK } from '../../../domain/masks'
import { Banner, Button, TextField } from '../../../ui'
import type { FormView } from '../../auth/RecoverScreen'
import { commonProblem } from '../../forms/problems'
import { useFieldMessages } from './use-field-messages'
import { BackToProfile, ChangeDone } from './BackToProfile'
import '../../auth/auth.css'
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
 * `/profile/change-password`: the current password, a new one of 4 to 24 letters
 * and digits that differs from it, and the new one repeated. Passwords are never kept in a draft.
 */
export function ChangePasswordScreen({ view, send, profileHref }: ChangePasswordScreenProps) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<Values>(EMPTY)
  const wording = {
    newPassword: { min_length: t`Use 4 to 24 letters and digits.`, max_length: t`Use 4 to 24 letters and digits.` },
  }
  const { errors, changed, check, ref } = useFieldMessages(view.problem, FIELDS, wording)
  const general = commonProblem(i18n, view.problem)
  const failed = view.problem !== null && view.problem.violations.length === 0 && general === null

  function change(name: Field, value: string) {
    setValues((current) => ({ ...current, [name]: value }))
    changed([name])
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (view.state === 'submitting') return
    if (!check(fieldIssues(changePasswordSchema.safeParse(values)))) return
    send({ type: 'submit', values })
  }

  const field = (name: Field, label: string, autoComplete: string) => ({
    inputRef: ref(name),
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
    <section className="auth-screen account-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Change your password</Trans>
      </h1>
      {view.state === 'done' ? (
        <ChangeDone title={t`Your password was changed`} href={profileHref}>
          <Trans>Use the new password the next time you log in. Your other open sessions have ended.</Trans>
        </ChangeDone>
      ) : (
        <>
          <p className="auth-screen__lead">
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
          <form className="auth-form account-form" noValidate onSubmit={submit} aria-busy={view.state === 'submitting'}>
            <TextField {...field('oldPassword', t`Current password`, 'current-password')} />
            <TextField {...field('newPassword', t`New password`, 'new-password')} />
            <TextField {...field('repeatPassword', t`Repeat the new password`, 'new-password')} />
            <Button type="submit" size="lg" isPending={view.state === 'submitting'}>
              <Trans>Change my password</Trans>
            </Button>
          </form>
          <BackToProfile href={profileHref} />
        </>
      )}
    </section>
  )
}
