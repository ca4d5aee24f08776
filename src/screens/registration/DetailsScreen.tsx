import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { SignUpEvent } from '../../../machines/signup.machine'
import type { PromoCheck } from '../../api/registration'
import { useStepForm } from '../forms/step-form'
import { BRAND, CREDIT_BUREAU_AUTHORISATION } from '../../domain/facts'
import { ALPHABETIC_MASK, birthDateMask, CURP_MASK, PASSWORD_MASK, PHONE_MASK } from '../../domain/masks'
import { asksForCaptcha, type Problem } from '../../domain/problem'
import { Banner, Button, Checkbox, Link, TextField } from '../../ui'
import { AT_A_NAME, commonProblem, ruleMessage } from '../forms/problems'
import '../auth/auth.css'
import { CaptchaChallenge, useCaptcha } from '../auth/CaptchaChallenge'
import { ShortPrivacyNotice } from '../legal/ShortPrivacyNotice'
import { CodeField } from './CodeField'
import './registration.css'

/** The fields of the details form, as typed. */
export interface DetailsDraft {
  firstName: string
  middleName: string
  lastNames: string
  email: string
  phone: string
  password: string
  repeatPassword: string
  curp: string
  birthDate: string
  terms: boolean
  privacy: boolean
  creditBureau: boolean
  marketing: boolean
}

export const EMPTY_DETAILS: DetailsDraft = {
  firstName: '',
  middleName: '',
  lastNames: '',
  email: '',
  phone: '',
  password: '',
  repeatPassword: '',
  curp: '',
  birthDate: '',
  terms: false,
  privacy: false,
  creditBureau: false,
  marketing: false,
}

/** A field error by field name, as the domain rules and the ERP's violations both give them. */
export type FieldIssue = { name: string; status: string }

/** Where each violation name (local or from the ERP) is shown. */
const FIELD_OF: Record<string, keyof DetailsDraft> = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastNames: 'lastNames',
  email: 'email',
  mobilePhone: 'phone',
  'mobilePhone.number': 'phone',
  phone: 'phone',
  password: 'password',
  repeatPassword: 'repeatPassword',
  curp: 'curp',
  birthDate: 'birthDate',
  'consents.terms': 'terms',
  'consents.privacy': 'privacy',
  'consents.creditBureau': 'creditBureau',
}

const ORDER: (keyof DetailsDraft)[] = [
  'firstName',
  'middleName',
  'lastNames',
  'email',
  'phone',
  'password',
  'repeatPassword',
  'curp',
  'birthDate',
  'terms',
  'privacy',
  'creditBureau',
]

export interface DetailsViewState {
  step: 'form' | 'creating' | 'code' | 'verifying' | 'resending' | 'loginFailed' | 'done'
  problem: Problem | null
  phone: string | null
  codeResent: boolean
  /** The ERP asked for a captcha: the form shows it and sends its token. */
  captcha: boolean
}

export interface DetailsScreenProps {
  locale: string
  view: DetailsViewState
  send: (event: SignUpEvent) => void
  draft: DetailsDraft
  onDraftChange: (draft: DetailsDraft) => void
  /** The domain rules of the details form: the issues of a draft, or none. */
  validate: (draft: DetailsDraft) => FieldIssue[]
  /** Today, for the birth-date mask (not after today). */
  today: Date
  /** The promo code the calculator carried, shown with the form; null without one. */
  promoCode: string | null
  /** That promo code as the ERP judged it for the new account, once there is one. */
  promo?: PromoCheck | null
  /** Turns a valid draft into what the ERP receives. */
  toValues: (draft: DetailsDraft) => Extract<SignUpEvent, { type: 'submit' }>['values']
  /** Seconds until another phone code may be asked for (the code limits); 0 now. */
  resendIn?: number
  /** Downloads the terms or the privacy notice about to be accepted, as a PDF with the reader's name. */
  onTermsDocument?: (type: 'terms' | 'privacy') => void
  /** The download on its way and the one that failed, if any. */
  termsDownload?: { busy: 'terms' | 'privacy' | null; failed: 'terms' | 'privacy' | null }
}

const fieldOf = (name: string) => FIELD_OF[name] ?? FIELD_OF[name.split('.')[0]!]

/**
 * The ERP's codes that read differently here: its `invalid_identifier` on the CURP (pattern, check
 * digit or birth date, the form's own rule) is about the CURP, not about a login, and its
 * `invalid_characters` on a name is the name rule.
 */
const HERE: Partial<Record<keyof DetailsDraft, Readonly<Record<string, string>>>> = {
  firstName: AT_A_NAME,
  middleName: AT_A_NAME,
  lastNames: AT_A_NAME,
  curp: { invalid_identifier: 'invalid_curp' },
}

/** `/registration`: who the applicant is, their phone verified by SMS, and the consents. */
export function DetailsScreen(props: DetailsScreenProps) {
  const { view } = props
  if (view.step === 'code' || view.step === 'verifying' || view.step === 'resending' || view.step === 'done')
    return <PhoneCode {...props} />
  return <DetailsForm {...props} />
}

function DetailsForm({
  locale,
  view,
  send,
  draft,
  onDraftChange,
  validate,
  toValues,
  today,
  promoCode,
  onTermsDocument,
  termsDownload,
}: DetailsScreenProps) {
  const { t, i18n } = useLingui()
  const creating = view.step === 'creating'
  const captcha = useCaptcha()
  useEffect(() => {
    if (asksForCaptcha(view.problem)) captcha.ref.current?.focus()
  }, [view.problem, captcha.ref])
  const { errors, change, submit, register } = useStepForm({
    draft,
    onDraftChange,
    problem: view.problem,
    busy: creating,
    order: ORDER,
    fieldOf,
    message: (field, status) => ruleMessage(i18n, HERE[field]?.[status] ?? status),
    validate,
    onValid: (current) => {
      if (captcha.unsolved(view.captcha)) return
      send({ type: 'submit', values: toValues(current), ...(captcha.token ? { captchaToken: captcha.token } : {}) })
      captcha.spend()
    },
    // The ERP's word on a field stays until the form is sent again.
    keepServerErrors: true,
  })
  const general = commonProblem(i18n, view.problem)

  const field = (name: keyof DetailsDraft) => ({
    inputRef: register(name),
    name,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  })

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Create your account</Trans>
      </h1>
      <p className="auth-screen__lead">
        <Trans>
          Your details as they appear on your INE. Already have an account? <Link href={`/${locale}/ingresar`}>Log in</Link>
        </Trans>
      </p>
      {view.step === 'loginFailed' && (
        <Banner tone="info">
          <Trans>
            Your account is ready. <Link href={`/${locale}/ingresar`}>Log in</Link> to continue your application.
          </Trans>
        </Banner>
      )}
      {general && <Banner tone="error">{general}</Banner>}
      <ShortPrivacyNotice locale={locale} />
      <form className="registration-form" noValidate onSubmit={submit} aria-busy={creating}>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Your name</Trans>
          </legend>
          <TextField
            {...field('firstName')}
            label={t`First name`}
            autoComplete="given-name"
            mask={ALPHABETIC_MASK}
            value={draft.firstName}
            onChange={(v) => change({ firstName: v })}
            isRequired
          />
          <TextField
            {...field('middleName')}
            label={t`Middle name (optional)`}
            autoComplete="additional-name"
            mask={ALPHABETIC_MASK}
            value={draft.middleName}
            onChange={(v) => change({ middleName: v })}
          />
          <TextField
            {...field('lastNames')}
            label={t`Last names`}
            description={t`Both, as on your INE.`}
            autoComplete="family-name"
            mask={ALPHABETIC_MASK}
            value={draft.lastNames}
            onChange={(v) => change({ lastNames: v })}
            isRequired
          />
        </fieldset>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>How we reach you</Trans>
          </legend>
          <TextField
            {...field('email')}
            type="email"
            label={t`E-mail`}
            autoComplete="email"
            value={draft.email}
            onChange={(v) => change({ email: v })}
            isRequired
          />
          <TextField
            {...field('phone')}
            type="tel"
            label={t`Mobile phone`}
            description={t`We send you a code by SMS to verify it.`}
            autoComplete="tel-national"
            mask={PHONE_MASK}
            unmask
            value={draft.phone}
            onChange={(v) => change({ phone: v })}
            isRequired
          />
        </fieldset>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Your identity</Trans>
          </legend>
          <TextField
            {...field('curp')}
            label={t`CURP`}
            description={t`18 characters. You find it on your INE.`}
            mask={CURP_MASK}
            value={draft.curp}
            onChange={(v) => change({ curp: v })}
            isRequired
          />
          <TextField
            {...field('birthDate')}
            label={t`Birth date`}
            description={t`Day, month and year: dd/mm/yyyy.`}
            autoComplete="bday"
            inputMode="numeric"
            mask={birthDateMask(today)}
            value={draft.birthDate}
            onChange={(v) => change({ birthDate: v })}
            isRequired
          />
        </fieldset>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Your password</Trans>
          </legend>
          <TextField
            {...field('password')}
            type="password"
            label={t`Password`}
            description={t`4 to 24 letters and digits.`}
            autoComplete="new-password"
            mask={PASSWORD_MASK}
            value={draft.password}
            onChange={(v) => change({ password: v })}
            isRequired
          />
          <TextField
            {...field('repeatPassword')}
            type="password"
            label={t`Repeat the password`}
            autoComplete="new-password"
            mask={PASSWORD_MASK}
            value={draft.repeatPassword}
            onChange={(v) => change({ repeatPassword: v })}
            isRequired
          />
        </fieldset>
        <fieldset className="registration-form__group registration-form__consents">
          <legend>
            <Trans>Your consent</Trans>
          </legend>
          <Checkbox
            isSelected={draft.privacy}
            onChange={(v) => change({ privacy: v })}
            isInvalid={errors.privacy !== undefined}
            errorMessage={errors.privacy}
            name="privacy"
          >
            <Trans>
              I have read the <Link href={`/${locale}/documentos?doc=aviso-de-privacidad`}>privacy notice</Link>.
            </Trans>
          </Checkbox>
          <Checkbox
            isSelected={draft.terms}
            onChange={(v) => change({ terms: v })}
            isInvalid={errors.terms !== undefined}
            errorMessage={errors.terms}
            name="terms"
          >
            <Trans>
              I accept the <Link href={`/${locale}/documentos?doc=terminos-y-condiciones`}>terms and conditions</Link>.
            </Trans>
          </Checkbox>
          <Checkbox
            isSelected={draft.creditBureau}
            onChange={(v) => change({ creditBureau: v })}
            isInvalid={errors.creditBureau !== undefined}
            errorMessage={errors.creditBureau}
            name="creditBureau"
          >
            <Trans>
              I authorise Lana Clara to query my credit history with the credit bureaus (Buró de Crédito, Círculo de Crédito).
            </Trans>
          </Checkbox>
          <Checkbox isSelected={draft.marketing} onChange={(v) => change({ marketing: v })} name="marketing">
            <Trans>Send me offers and news (optional).</Trans>
          </Checkbox>
          {onTermsDocument && (
            <div className="registration-form__documents">
              <Button variant="link" onPress={() => onTermsDocument('privacy')} isPending={termsDownload?.busy === 'privacy'}>
                <Trans>Download the privacy notice (PDF)</Trans>
              </Button>
              <Button variant="link" onPress={() => onTermsDocument('terms')} isPending={termsDownload?.busy === 'terms'}>
                <Trans>Download the terms and conditions (PDF)</Trans>
              </Button>
              {termsDownload?.failed && (
                <p className="registration-form__hint" role="alert">
                  <Trans>We could not download the document. Please try again.</Trans>
                </p>
              )}
            </div>
          )}
        </fieldset>
        {promoCode && (
          <TextField
            name="promoCode"
            label={t`Promo code`}
            description={t`The one you entered in the calculator. We apply it to your loan when it is valid for it.`}
            value={promoCode}
            isReadOnly
          />
        )}
        {view.captcha && <CaptchaChallenge action="signup" problem={view.problem} {...captcha.props} />}
        <Button type="submit" size="lg" isPending={creating}>
          <Trans>Create my account</Trans>
        </Button>
      </form>
    </section>
  )
}

function PhoneCode({ view, send, promo, resendIn = 0 }: DetailsScreenProps) {
  const { t, i18n } = useLingui()
  const [code, setCode] = useState('')
  const [local, setLocal] = useState<string | undefined>()
  const codeRef = useRef<HTMLInputElement>(null)
  const problem = view.problem
  const notFound = problem?.status === 404
  // The ERP calls a wrong code an `invalid_token` on `code`: here that is a code not right, not a link.
  const rule = problem?.violations[0]?.status
  const server = rule
    ? ruleMessage(i18n, rule === 'invalid_token' ? 'code_wrong' : rule)
    : notFound
      ? ruleMessage(i18n, 'not_found')
      : undefined
  const error = local ?? server
  const general = notFound ? null : commonProblem(i18n, problem)
  const last4 = view.phone?.slice(-4) ?? ''
  const brand = BRAND
  const years = CREDIT_BUREAU_AUTHORISATION.validityYears

  useEffect(() => {
    codeRef.current?.focus()
  }, [problem])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{3}$/.test(code)) {
      setLocal(t`The code has 3 digits.`)
      return codeRef.current?.focus()
    }
    setLocal(undefined)
    send({ type: 'code.submit', code })
  }

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Verify your phone</Trans>
      </h1>
      <p className="auth-screen__lead">
        <Trans>We sent a 3-digit code by SMS to your phone ending in {last4}.</Trans>
      </p>
      <p className="auth-screen__lead">
        <Trans>
          The code is also your NIP: by entering it you authorise {brand} to consult your credit history with the credit
          information companies (Buró de Crédito, Círculo de Crédito), for {years} years, as you accepted on the previous step.
        </Trans>
      </p>
      {promo &&
        (promo.applies ? (
          <Banner tone="success">
            <Trans>Your promo code {promo.code} applies to your first loan.</Trans>
          </Banner>
        ) : (
          <Banner tone="info">
            <Trans>The promo code {promo.code} does not apply to your first loan; your offer comes without it.</Trans>
          </Banner>
        ))}
      {view.codeResent && (
        <Banner tone="success">
          <Trans>We sent you a new code.</Trans>
        </Banner>
      )}
      {general && <Banner tone="error">{general}</Banner>}
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={view.step === 'verifying'}>
        <CodeField
          inputRef={codeRef}
          value={code}
          onChange={(value) => {
            setCode(value)
            setLocal(undefined)
          }}
          error={error}
        />
        <Button type="submit" size="lg" isPending={view.step === 'verifying' || view.step === 'done'}>
          <Trans>Verify</Trans>
        </Button>
      </form>
      <div className="auth-screen__actions">
        {resendIn > 0 ? (
          <p>
            <Trans>You can ask for a new code in {resendIn} s.</Trans>
          </p>
        ) : (
          <Button variant="link" onPress={() => send({ type: 'code.resend' })} isPending={view.step === 'resending'}>
            <Trans>Send me a new code</Trans>
          </Button>
        )}
      </div>
    </section>
  )
}
