import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import { signUpMachine, type SignUpSubmission } from '../../machines/signup.machine'
import { asLocale } from '../domain/routes'
import { registrationCalls, type PromoCheck } from '../api/registration'
import { api } from './api'
import { readCalculatorCookie } from './cookies'
import { useRestoredState } from '../ui/hydration'
import { useStepDone, useStepDraft } from './step-form'
import { authActor } from './system'
import { detailsSchema } from '../domain/forms/details'
import { fieldIssues } from '../domain/forms/issues'
import { DetailsScreen, EMPTY_DETAILS, type DetailsDraft, type DetailsViewState } from '../screens/registration/DetailsScreen'
import { mexicoToday } from '../domain/today'
import { WithCaptchaSource } from './captcha'
import { sendToRegistration } from './registration'
import { useSecondsUntil } from './countdown'
import { useDownloads } from './downloads'
import { useFollowed } from './followed-actors'
import { SIGNUP } from '../../machines/ids'

/*
 * The first registration step: the sign-up machine given its ERP calls (the account, the phone
 * code, the promo check), the draft kept in session storage, and a signed-in client resumed at
 * the phone code; the screen renders and sends events.
 */

const calls = registrationCalls(api)

function formOf(draft: DetailsDraft, promoCode: string | null) {
  return {
    firstName: draft.firstName,
    middleName: draft.middleName === '' ? undefined : draft.middleName,
    lastNames: draft.lastNames,
    email: draft.email,
    mobilePhone: { number: draft.phone },
    password: draft.password,
    repeatPassword: draft.repeatPassword,
    curp: draft.curp,
    birthDate: draft.birthDate,
    consents: { privacy: draft.privacy, terms: draft.terms, creditBureau: draft.creditBureau, marketing: draft.marketing },
    promoCode: promoCode ?? undefined,
  }
}

/** Creates the account, then logs in through the auth actor, so the client is logged in right after sign-up. */
async function createAccount(submission: SignUpSubmission): Promise<{ phone: string; loggedIn: boolean }> {
  const { phone } = await calls.signUp(submission)
  const { values } = submission
  authActor.send({ type: 'login', credentials: { kind: 'client', login: values.email, password: values.password } })
  const settled = await waitFor(
    authActor,
    (s) => s.matches('loggedIn') || s.matches({ loggedOut: 'idle' }) || s.matches({ loggedOut: 'mfa' }),
  )
  return { phone, loggedIn: settled.matches('loggedIn') }
}

function viewOf(snapshot: SnapshotFrom<typeof signUpMachine>): DetailsViewState {
  const step: DetailsViewState['step'] = snapshot.matches('creating')
    ? 'creating'
    : snapshot.matches({ phone: 'verifying' })
      ? 'verifying'
      : snapshot.matches({ phone: 'resending' })
        ? 'resending'
        : snapshot.matches('phone')
          ? 'code'
          : snapshot.matches('loginFailed')
            ? 'loginFailed'
            : snapshot.matches('done')
              ? 'done'
              : 'form'
  const { problem, phone, codeResent, captcha } = snapshot.context
  return { step, problem, phone, codeResent, captcha }
}

const sameView = (a: DetailsViewState, b: DetailsViewState) =>
  a.step === b.step && a.problem === b.problem && a.phone === b.phone && a.codeResent === b.codeResent && a.captcha === b.captcha

export function RegistrationDetails({ locale }: { locale: string }) {
  const signedIn = useSelector(authActor, (s) => s.matches('loggedIn'))
  return signedIn ? <ResumeDetails locale={locale} /> : <DetailsRoute locale={locale} phone={null} />
}

/**
 * A signed-in client here has the account already: what is left of this step is the phone code,
 * unless the phone is verified, and then the next step.
 */
function ResumeDetails({ locale }: { locale: string }) {
  const [phone, setPhone] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void calls.phone().then((known) => {
      if (!live || known === null) return
      if (known.verified) sendToRegistration({ type: 'registration.details.verified' })
      else setPhone(known.number)
    })
    return () => {
      live = false
    }
  }, [locale])
  return phone === null ? (
    <div className="calculator-placeholder" aria-busy="true" />
  ) : (
    <DetailsRoute locale={locale} phone={phone} />
  )
}

function DetailsRoute({ locale, phone }: { locale: string; phone: string | null }) {
  const today = useMemo(() => mexicoToday(new Date()), [])
  // The promo code the calculator carried (its cookie keeps only a code that passes the rule).
  // (Shown once hydrated: the rendered HTML of this page has none, ui/hydration.ts.)
  const [promoCode] = useRestoredState(() => readCalculatorCookie()?.promoCode ?? null, null)
  const actor = useActorRef(
    signUpMachine.provide({
      actors: {
        createAccount: fromPromise(({ input }) => createAccount(input)),
        sendCode: fromPromise(() => calls.sendCode()),
        verifyPhone: fromPromise(({ input }) => calls.verifyPhone(input)),
      },
    }),
    { input: { signedIn: phone !== null, phone } },
  )
  useFollowed(SIGNUP, actor)
  const view = useSelector(actor, viewOf, sameView)
  // The draft kept through reloads and errors: never the passwords (no password is ever kept).
  const { draft, keep, accept } = useStepDraft<DetailsDraft>({
    key: 'draft.registration.details',
    empty: EMPTY_DETAILS,
    forget: ['password', 'repeatPassword'],
  })
  useStepDone(view.step === 'done', 'registration.details.submitted', accept)

  // Signed in (the account exists, the phone is next): the calculator's promo code is checked for
  // this client's loan (discounts/promo-code; the sign-up call has no field for it, and the
  // application takes it from the calculator cookie).
  const [promo, setPromo] = useState<PromoCheck | null>(null)
  useEffect(() => {
    if (phone === null || promoCode === null) return
    let live = true
    calls.checkPromoCode(promoCode).then(
      (checked) => live && setPromo(checked),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [phone, promoCode])

  // When another phone code may be asked for: read from the ERP's code timing on reaching the
  // phone step and after each new code, or taken from a refusal that says it (a limit's 429).
  const onPhone = view.step === 'code'
  const [resendAt, setResendAt] = useState<number | null>(null)
  useEffect(() => {
    if (!onPhone) return
    const told = view.problem?.retryAfterSeconds
    if (told !== undefined) {
      setResendAt(Date.now() + told * 1000)
      return
    }
    let live = true
    calls.phone().then(
      (known) => live && known !== null && setResendAt(Date.now() + known.retryAfterSeconds * 1000),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [onPhone, view.codeResent, view.problem])
  const resendIn = useSecondsUntil(resendAt)
  // The texts about to be accepted, before the account exists, with the reader's name when typed.
  const terms = useDownloads<'terms' | 'privacy'>()
  const onTermsDocument = (type: 'terms' | 'privacy') =>
    terms.run(type, () =>
      calls.termsDocument(type, {
        ...(draft.firstName.trim() ? { firstName: draft.firstName.trim() } : {}),
        ...(draft.lastNames.trim() ? { lastNames: draft.lastNames.trim() } : {}),
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
      }),
    )

  return (
    <WithCaptchaSource>
      <DetailsScreen
        locale={locale}
        view={view}
        resendIn={resendIn}
        // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds send to its actor
        send={actor.send}
        today={today}
        promoCode={promoCode}
        promo={promo}
        onTermsDocument={onTermsDocument}
        termsDownload={{ busy: terms.busy, failed: terms.failed }}
        draft={draft}
        onDraftChange={keep}
        validate={(current) => {
          const result = detailsSchema(today).safeParse(formOf(current, promoCode))
          return result.success ? [] : fieldIssues(result)
        }}
        toValues={(current) => {
          const values = detailsSchema(today).parse(formOf(current, promoCode))
          return {
            language: asLocale(locale),
            firstName: values.firstName,
            middleName: values.middleName ?? null,
            lastNames: values.lastNames,
            email: values.email,
            mobilePhone: { number: values.mobilePhone.number },
            password: values.password,
            curp: values.curp,
            birthDate: values.birthDate,
            consents: {
              terms: values.consents.terms,
              privacy: values.consents.privacy,
              creditBureau: values.consents.creditBureau,
              marketing: values.consents.marketing ?? false,
            },
          }
        }}
      />
    </WithCaptchaSource>
  )
}
