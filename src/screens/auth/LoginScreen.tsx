import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { AccountKind, AuthEvent, AuthProblem, MfaChallenge, SessionEnd } from '../../../machines/auth.machine'
import { parseIdentifier } from '../../domain/identifier'
import { asksForCaptcha, hasRule } from '../../domain/problem'
import { Banner, Button, Link } from '../../ui'
import { InputField } from '../../ui/InputField'
import { commonProblem, fieldErrors, minutesToWait } from '../forms/problems'
import { CaptchaChallenge, useCaptcha } from './CaptchaChallenge'
import './auth.css'

/** The login part of the auth actor's snapshot, as this screen shows it. */
export interface LoginView {
  step: 'form' | 'submitting' | 'mfa' | 'verifying' | 'resending'
  problem: AuthProblem | null
  challenge: MfaChallenge | null
  codeResent: boolean
  ended: SessionEnd | null
  /** The ERP asked this login for a captcha: the form shows it and sends its token. */
  captcha: boolean
}

export interface LoginScreenProps {
  locale: string
  /** 'admin' is the back-office login (`?cuenta=equipo`). */
  kind: AccountKind
  view: LoginView
  send: (event: AuthEvent) => void
  /** Shown above the form: the password was just changed. */
  passwordReset?: boolean
  /** The identifier typed last time (kept through reloads and error pages); never the password. */
  draft: string
  onDraftChange: (login: string) => void
}

const LOGIN_FIELDS = ['login', 'password'] as const

/** `/ingresar`: e-mail or phone and password, then the mfa code when the account asks for one. */
export function LoginScreen(props: LoginScreenProps) {
  const { view } = props
  const inMfa = view.step === 'mfa' || view.step === 'verifying' || view.step === 'resending'
  return (
    <section className="auth-screen" aria-labelledby="page-title">
      {inMfa && view.challenge ? <MfaStep {...props} challenge={view.challenge} /> : <PasswordStep {...props} />}
    </section>
  )
}

function SessionNotice({ ended, passwordReset }: { ended: SessionEnd | null; passwordReset?: boolean }) {
  if (passwordReset) {
    return (
      <Banner tone="success">
        <Trans>Your password was changed. Log in with the new one.</Trans>
      </Banner>
    )
  }
  if (ended === 'rejected') {
    return (
      <Banner tone="warning">
        <Trans>Your session ended. Log in again to continue where you were.</Trans>
      </Banner>
    )
  }
  if (ended === 'logout') {
    return (
      <Banner tone="info">
        <Trans>You logged out. See you soon.</Trans>
      </Banner>
    )
  }
  return null
}

function PasswordStep({ locale, kind, view, send, passwordReset, draft, onDraftChange }: LoginScreenProps) {
  const { t, i18n } = useLingui()
  const [password, setPassword] = useState('')
  const [local, setLocal] = useState<Partial<Record<(typeof LOGIN_FIELDS)[number], string>>>({})
  const loginRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const captcha = useCaptcha()
  const submitting = view.step === 'submitting'
  const problem = view.problem
  const server = fieldErrors(i18n, problem, LOGIN_FIELDS)
  // A wrong password is shown at the field, in the user's words.
  if (problem?.status === 401 && !server.password) server.password = t`The e-mail, phone or password is not correct.`
  if (hasRule(problem, 'code_attempts_exceeded')) {
    server.password = t`Too many wrong codes. Write your password again to receive a new code.`
  }
  const errors = { ...server, ...local }
  const blocked = problem?.status === 403 || view.ended === 'blocked'
  const general = blocked ? null : commonProblem(i18n, problem)

  useEffect(() => {
    if (asksForCaptcha(problem)) captcha.ref.current?.focus()
    else if (errors.login) loginRef.current?.focus()
    else if (errors.password) passwordRef.current?.focus()
    // Focus follows a new refusal only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem])

  function submit(event: FormEvent) {
    event.preventDefault()
    const login = draft.trim()
    const found: typeof local = {}
    if (login === '') found.login = kind === 'admin' ? t`Write your work e-mail.` : t`Write your e-mail or mobile phone.`
    else if (kind === 'client' ? !parseIdentifier(login) : !parseIdentifier(login) || !login.includes('@')) {
      found.login = kind === 'client' ? t`Write your e-mail or your 10-digit mobile phone number.` : t`Write your work e-mail.`
    }
    if (password === '') found.password = t`Write your password.`
    setLocal(found)
    if (found.login) return loginRef.current?.focus()
    if (found.password) return passwordRef.current?.focus()
    if (captcha.unsolved(view.captcha)) return
    send({ type: 'login', credentials: { kind, login, password, ...(captcha.token ? { captchaToken: captcha.token } : {}) } })
    captcha.spend()
  }

  return (
    <>
      <h1 id="page-title">{kind === 'admin' ? <Trans>Team access</Trans> : <Trans>Log in to your account</Trans>}</h1>
      <p className="auth-screen__lead">
        {kind === 'admin' ? (
          <Trans>For Lana Clara's back-office team.</Trans>
        ) : (
          <Trans>See your loan, extend it, pay it and refer friends.</Trans>
        )}
      </p>
      <SessionNotice ended={view.ended} passwordReset={passwordReset} />
      {blocked && (
        <Banner tone="error" title={t`Your account is blocked`}>
          <Trans>
            You cannot log in right now. Call customer care or write to us from the{' '}
            <Link href={`/${locale}/contactos`}>contact page</Link> and we will help you.
          </Trans>
        </Banner>
      )}
      {general && <Banner tone="error">{general}</Banner>}
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={submitting}>
        <InputField
          inputRef={loginRef}
          name="login"
          label={kind === 'admin' ? t`Work e-mail` : t`E-mail or mobile phone`}
          autoComplete="username"
          inputMode={kind === 'admin' ? 'email' : 'text'}
          value={draft}
          onChange={(value) => {
            onDraftChange(value)
            setLocal((current) => ({ ...current, login: undefined }))
          }}
          isInvalid={errors.login !== undefined}
          errorMessage={errors.login}
          isRequired
        />
        <InputField
          inputRef={passwordRef}
          name="password"
          type="password"
          label={t`Password`}
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value)
            setLocal((current) => ({ ...current, password: undefined }))
          }}
          isInvalid={errors.password !== undefined}
          errorMessage={errors.password}
          isRequired
        />
        {view.captcha && <CaptchaChallenge action="login" problem={problem} {...captcha.props} />}
        {kind === 'client' && (
          <p className="auth-form__aside">
            <Link href={`/${locale}/recover`}>
              <Trans>Forgot your password?</Trans>
            </Link>
          </p>
        )}
        <Button type="submit" size="lg" isPending={submitting}>
          <Trans>Log in</Trans>
        </Button>
      </form>
      <div className="auth-screen__links">
        {/* The team's own door (?cuenta=equipo) is not shown to borrowers: a borrower has no use for it. */}
        {kind === 'client' ? (
          <p>
            <Trans>
              New to Lana Clara? <Link href={`/${locale}/registration`}>Apply for your first loan</Link>
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Are you a client? <Link href={`/${locale}/ingresar`}>Log in here</Link>
            </Trans>
          </p>
        )}
      </div>
    </>
  )
}

function MfaStep({ view, send, challenge }: LoginScreenProps & { challenge: MfaChallenge }) {
  const { t, i18n } = useLingui()
  const [code, setCode] = useState('')
  const [local, setLocal] = useState<string | undefined>()
  const codeRef = useRef<HTMLInputElement>(null)
  const problem = view.problem
  const server = fieldErrors(i18n, problem, ['code'] as const).code
  const resendLimited = problem?.status === 429
  const general = resendLimited ? null : commonProblem(i18n, problem)
  const error = local ?? server
  const expired = hasRule(problem, 'code_expired')

  useEffect(() => {
    codeRef.current?.focus()
  }, [problem])

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = code.trim()
    if (!/^\d{4,8}$/.test(value)) {
      setLocal(t`Write the code we sent you: only digits.`)
      return codeRef.current?.focus()
    }
    setLocal(undefined)
    send({ type: 'mfa.submit', code: value })
  }

  const destination = challenge.destination ?? ''
  return (
    <>
      <h1 id="page-title">
        <Trans>Confirm it is you</Trans>
      </h1>
      <p className="auth-screen__lead">
        {challenge.channel === 'email' ? (
          <Trans>We sent a code to your e-mail {destination}. Write it here to finish logging in.</Trans>
        ) : (
          <Trans>We sent a code by SMS to your phone {destination}. Write it here to finish logging in.</Trans>
        )}
      </p>
      {view.codeResent && (
        <Banner tone="success">
          <Trans>We sent you a new code.</Trans>
        </Banner>
      )}
      {resendLimited && (
        <Banner tone="warning">
          <Trans>
            We already sent you a code. You can ask for another one in {minutesToWait(problem?.retryAfterSeconds)} min.
          </Trans>
        </Banner>
      )}
      {general && <Banner tone="error">{general}</Banner>}
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={view.step !== 'mfa'}>
        <InputField
          inputRef={codeRef}
          name="code"
          label={t`Code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          value={code}
          onChange={(value) => {
            setCode(value.replace(/\D/g, ''))
            setLocal(undefined)
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
          isRequired
        />
        <Button type="submit" size="lg" isPending={view.step === 'verifying'}>
          <Trans>Confirm</Trans>
        </Button>
      </form>
      <div className="auth-screen__actions">
        <Button
          variant={expired ? 'secondary' : 'link'}
          onPress={() => send({ type: 'mfa.resend' })}
          isPending={view.step === 'resending'}
        >
          <Trans>Send me a new code</Trans>
        </Button>
        <Button variant="link" onPress={() => send({ type: 'mfa.cancel' })}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </>
  )
}
