import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { FormEvent as FormMachineEvent } from '../../../machines/form.machine'
import { parseIdentifier } from '../../domain/identifier'
import { PASSWORD_MAX, passwordRule } from '../../domain/password'
import { asksForCaptcha, hasRule, type Problem } from '../../domain/problem'
import { Banner, Button, Link, TextField } from '../../ui'
import { commonProblem, fieldErrors, ruleMessage } from '../forms/problems'
import { CaptchaChallenge, useCaptcha } from './CaptchaChallenge'
import './auth.css'

/** A form actor's snapshot as these screens show it. */
export interface FormView {
  state: 'editing' | 'submitting' | 'done'
  problem: Problem | null
}

interface FormProps {
  locale: string
  view: FormView
  send: (event: FormMachineEvent) => void
}

/** Passwords are up to 24 letters and digits. */
const PASSWORD_MASK = { mask: new RegExp(`^[A-Za-z0-9]{0,${PASSWORD_MAX}}$`) }

/** `/recover`, first step: the e-mail or phone of the account, to which a reset link is sent. */
export function RecoverRequest({
  locale,
  view,
  send,
  draft,
  onDraftChange,
}: FormProps & { draft: string; onDraftChange: (value: string) => void }) {
  const { t, i18n } = useLingui()
  const [local, setLocal] = useState<string | undefined>()
  const loginRef = useRef<HTMLInputElement>(null)
  const error = local ?? fieldErrors(i18n, view.problem, ['login'] as const).login
  const general = commonProblem(i18n, view.problem)
  // Once the ERP asked for a captcha, every request of this page sends one (its token is single-use).
  const [captchaAsked, setCaptchaAsked] = useState(false)
  const captcha = useCaptcha()

  // Shown from the answer that asked for it on, through later answers and sends.
  const captchaShown = captchaAsked || asksForCaptcha(view.problem)

  useEffect(() => {
    if (asksForCaptcha(view.problem)) {
      setCaptchaAsked(true)
      captcha.ref.current?.focus()
    } else if (view.problem) loginRef.current?.focus()
  }, [view.problem, captcha.ref])

  function submit(event: FormEvent) {
    event.preventDefault()
    const login = draft.trim()
    const problem =
      login === ''
        ? t`Write your e-mail or mobile phone.`
        : parseIdentifier(login)
          ? undefined
          : ruleMessage(i18n, 'invalid_identifier')
    setLocal(problem)
    if (problem) return loginRef.current?.focus()
    if (captcha.unsolved(captchaShown)) return
    send({ type: 'submit', values: captcha.token ? { login, captchaToken: captcha.token } : { login } })
    captcha.spend()
  }

  return (
    <section className="auth-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Recover your password</Trans>
      </h1>
      {view.state === 'done' ? (
        <>
          <Banner tone="success" title={t`Check your e-mail or your messages`}>
            <Trans>
              If there is an account with {draft.trim()}, we sent it a link to create a new password. A link works once and for 24
              hours; if you asked more than once, any link you received works.
            </Trans>
          </Banner>
          <div className="auth-screen__actions">
            <Button variant="secondary" onPress={() => send({ type: 'edit' })}>
              <Trans>Send it again</Trans>
            </Button>
            <Link href={`/${locale}/ingresar`}>
              <Trans>Back to log in</Trans>
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="auth-screen__lead">
            <Trans>Write the e-mail or mobile phone of your account. We will send you a link to create a new password.</Trans>
          </p>
          {general && <Banner tone="error">{general}</Banner>}
          <form className="auth-form" noValidate onSubmit={submit} aria-busy={view.state === 'submitting'}>
            <TextField
              inputRef={loginRef}
              name="login"
              label={t`E-mail or mobile phone`}
              autoComplete="username"
              value={draft}
              onChange={(value) => {
                onDraftChange(value)
                setLocal(undefined)
              }}
              isInvalid={error !== undefined}
              errorMessage={error}
              isRequired
            />
            {captchaShown && <CaptchaChallenge action="recover" problem={view.problem} {...captcha.props} />}
            <Button type="submit" size="lg" isPending={view.state === 'submitting'}>
              <Trans>Send me the link</Trans>
            </Button>
          </form>
          <div className="auth-screen__links">
            <p>
              <Trans>
                Remembered it? <Link href={`/${locale}/ingresar`}>Log in</Link>
              </Trans>
            </p>
          </div>
        </>
      )}
    </section>
  )
}

const RESET_FIELDS = ['password', 'repeat'] as const

/** `/recover?token=…`, second step: the new password, twice. */
export function RecoverReset({ locale, view, send, token }: FormProps & { token: string }) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState({ password: '', repeat: '' })
  const [local, setLocal] = useState<Partial<Record<(typeof RESET_FIELDS)[number], string>>>({})
  const refs = { password: useRef<HTMLInputElement>(null), repeat: useRef<HTMLInputElement>(null) }
  const errors = { ...fieldErrors(i18n, view.problem, RESET_FIELDS), ...local }
  const linkExpired = hasRule(view.problem, 'invalid_token')
  const general = commonProblem(i18n, view.problem)

  useEffect(() => {
    if (errors.password) refs.password.current?.focus()
    // Focus follows a new refusal only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.problem])

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: typeof local = {}
    const rule = passwordRule(values.password)
    if (rule) found.password = rule === 'required' ? t`Write a new password.` : t`Use 4 to 24 letters and digits.`
    if (!found.password && values.repeat !== values.password) found.repeat = t`The passwords are not the same.`
    setLocal(found)
    const first = RESET_FIELDS.find((name) => found[name])
    if (first) return refs[first].current?.focus()
    send({ type: 'submit', values: { token, password: values.password } })
  }

  function change(name: (typeof RESET_FIELDS)[number], value: string) {
    setValues((current) => ({ ...current, [name]: value }))
    setLocal((current) => ({ ...current, [name]: undefined }))
  }

  return (
    <section className="auth-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Create a new password</Trans>
      </h1>
      <p className="auth-screen__lead">
        <Trans>Use 4 to 24 letters and digits. When you save it, every open session of your account ends.</Trans>
      </p>
      {linkExpired && (
        <Banner tone="error" title={t`This link no longer works`}>
          <Trans>
            Links work once and for 24 hours, and a new password ends the others.{' '}
            <Link href={`/${locale}/recover`}>Ask for a new link</Link>
          </Trans>
        </Banner>
      )}
      {general && <Banner tone="error">{general}</Banner>}
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={view.state === 'submitting'}>
        <TextField
          inputRef={refs.password}
          name="password"
          type="password"
          label={t`New password`}
          autoComplete="new-password"
          mask={PASSWORD_MASK}
          value={values.password}
          onChange={(value) => change('password', value)}
          isInvalid={errors.password !== undefined}
          errorMessage={errors.password}
          isRequired
        />
        <TextField
          inputRef={refs.repeat}
          name="repeat"
          type="password"
          label={t`Repeat the new password`}
          autoComplete="new-password"
          mask={PASSWORD_MASK}
          value={values.repeat}
          onChange={(value) => change('repeat', value)}
          isInvalid={errors.repeat !== undefined}
          errorMessage={errors.repeat}
          isRequired
        />
        <Button type="submit" size="lg" isPending={view.state === 'submitting'}>
          <Trans>Save the new password</Trans>
        </Button>
      </form>
    </section>
  )
}
