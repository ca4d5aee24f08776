import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import { signUpMachine, type SignUpValues } from '../../../../machines/signup.machine'
import { DEFAULT_LOCALE, isLocale, pathFor } from '../../../../machines/routes'
import { settle } from '../../../api/client'
import { registrationCalls } from '../../../api/registration'
import { api } from '../../../app/api'
import { pushToRegistrationStep } from '../../../app/guards'
import { sessionStore } from '../../../app/storage'
import { authActor } from '../../../app/system'
import { detailsSchema } from '../../../domain/forms/details'
import { fieldIssues } from '../../../domain/forms/issues'
import { DetailsScreen, EMPTY_DETAILS, type DetailsDraft, type DetailsViewState } from '../../../screens/registration/DetailsScreen'

export const Route = createFileRoute('/$locale/registration/')({
  staticData: { name: 'registration' },
  // A signed-in client mid-registration goes on to their step (spec part 4 "On registration pages").
  beforeLoad: pushToRegistrationStep,
  component: RegistrationRoute,
})

const DRAFT_KEY = 'draft.registration.details'
const calls = registrationCalls(api)

/** The draft kept through reloads and errors: never the passwords (spec: no password kept). */
function readDraft(): DetailsDraft {
  try {
    const saved = JSON.parse(sessionStore.get(DRAFT_KEY) ?? '{}') as Partial<DetailsDraft>
    return { ...EMPTY_DETAILS, ...saved, password: '', repeatPassword: '' }
  } catch {
    return EMPTY_DETAILS
  }
}

function keepDraft(draft: DetailsDraft): void {
  const { password: _password, repeatPassword: _repeat, ...kept } = draft
  sessionStore.set(DRAFT_KEY, JSON.stringify(kept))
}

function formOf(draft: DetailsDraft) {
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
  }
}

/** Creates the account, then logs in through the auth actor (spec part 7: automatic login after sign-up). */
async function createAccount(values: SignUpValues): Promise<{ phone: string; loggedIn: boolean }> {
  const { phone } = await calls.signUp(values)
  authActor.send({ type: 'login', credentials: { kind: 'client', login: values.email, password: values.password } })
  const settled = await waitFor(authActor, (s) => s.matches('loggedIn') || s.matches({ loggedOut: 'idle' }) || s.matches({ loggedOut: 'mfa' }))
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
  const { problem, phone, codeResent } = snapshot.context
  return { step, problem, phone, codeResent }
}

const sameView = (a: DetailsViewState, b: DetailsViewState) =>
  a.step === b.step && a.problem === b.problem && a.phone === b.phone && a.codeResent === b.codeResent

function RegistrationRoute() {
  const { locale } = Route.useParams()
  const signedIn = useSelector(authActor, (s) => s.matches('loggedIn'))
  return signedIn ? <ResumeDetails locale={locale} /> : <DetailsRoute locale={locale} phone={null} />
}

/**
 * A signed-in client here has the account already: what is left of this step is the phone code,
 * unless the phone is verified, and then the next step.
 */
function ResumeDetails({ locale }: { locale: string }) {
  const navigate = useNavigate()
  const [phone, setPhone] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void settle(api.GET('/web/private/client/verificationCode')).then((answer) => {
      if (!live || !answer.ok) return
      if (answer.data.phone.verified) void navigate({ href: pathFor('registration-address', isLocale(locale) ? locale : DEFAULT_LOCALE), replace: true })
      else setPhone(answer.data.phone.number)
    })
    return () => {
      live = false
    }
  }, [locale, navigate])
  return phone === null ? <div className="calculator-placeholder" aria-busy="true" /> : <DetailsRoute locale={locale} phone={phone} />
}

function DetailsRoute({ locale, phone }: { locale: string; phone: string | null }) {
  const navigate = useNavigate()
  const today = useMemo(() => new Date(), [])
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
  const view = useSelector(actor, viewOf, sameView)
  const [draft, setDraft] = useState(readDraft)

  useEffect(() => {
    if (view.step !== 'done') return
    sessionStore.remove(DRAFT_KEY)
    void navigate({ href: pathFor('registration-address', isLocale(locale) ? locale : DEFAULT_LOCALE) })
  }, [view.step, locale, navigate])

  return (
    <DetailsScreen
      locale={locale}
      view={view}
      send={actor.send}
      today={today}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next)
        keepDraft(next)
      }}
      validate={(current) => {
        const result = detailsSchema(today).safeParse(formOf(current))
        return result.success ? [] : fieldIssues(result)
      }}
      toValues={(current) => {
        const values = detailsSchema(today).parse(formOf(current))
        return {
          language: isLocale(locale) ? locale : DEFAULT_LOCALE,
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
  )
}
