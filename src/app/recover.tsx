import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { pathFor, asLocale } from '../domain/routes'
import { recoveryCalls } from '../api/recovery'
import { api } from './api'
import { sessionStore } from './storage'
import { RecoverRequest, RecoverReset, type FormView } from '../screens/auth/RecoverScreen'
import { WithCaptchaSource } from './captcha'
import { navigateTo } from './navigator'

/*
 * Account recovery: asking for a reset link, and setting a new password from one, each a form
 * machine given its ERP call here; the screens render and send events.
 */

const DRAFT_KEY = 'draft.recover'
const recovery = recoveryCalls(api)

function formView(snapshot: ReturnType<ActorRefFrom<typeof formMachine>['getSnapshot']>): FormView {
  const state = snapshot.matches('submitting') ? 'submitting' : snapshot.matches('done') ? 'done' : 'editing'
  return { state, problem: snapshot.context.problem }
}

const sameView = (a: FormView, b: FormView) => a.state === b.state && a.problem === b.problem

function useForm(submit: (values: FormValues) => Promise<unknown>) {
  const actor = useActorRef(formMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } }))
  return { actor, view: useSelector(actor, formView, sameView) }
}

export function Recover({ locale, token }: { locale: string; token?: string }) {
  return token ? (
    <ResetRoute locale={locale} token={token} />
  ) : (
    <WithCaptchaSource>
      <RequestRoute locale={locale} />
    </WithCaptchaSource>
  )
}

function RequestRoute({ locale }: { locale: string }) {
  const { actor, view } = useForm((values) => recovery.request({ login: values.login ?? '', captchaToken: values.captchaToken }))
  const [draft, setDraft] = useState(() => sessionStore.get(DRAFT_KEY) ?? '')
  return (
    <RecoverRequest
      locale={locale}
      view={view}
      // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds send to its actor
      send={actor.send}
      draft={draft}
      onDraftChange={(value) => {
        setDraft(value)
        sessionStore.set(DRAFT_KEY, value)
      }}
    />
  )
}

function ResetRoute({ locale, token }: { locale: string; token: string }) {
  const { actor, view } = useForm((values) => recovery.reset({ token, password: values.password ?? '' }))
  // A new password: on to login, which says so.
  useEffect(() => {
    if (view.state !== 'done') return
    const lang = asLocale(locale)
    navigateTo(`${pathFor('login', lang)}?restablecida=true`, { replace: true })
  }, [view.state, locale])
  // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds send to its actor
  return <RecoverReset locale={locale} view={view} send={actor.send} token={token} />
}
