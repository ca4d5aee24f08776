import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { recoveryMachine, recoveryRouteOf } from '../../machines/recovery.machine'
import { pathFor, asLocale } from '../domain/routes'
import { recoveryCalls } from '../api/recovery'
import { api } from './api'
import { sessionStore } from './storage'
import { RecoverRequest, RecoverReset, type FormView } from '../screens/auth/RecoverScreen'
import { WithCaptchaSource } from './captcha'
import { navigateTo } from './navigator'
import { useFollowed } from './followed-actors'
import { FORM, RECOVERY } from '../../machines/ids'

/*
 * Account recovery: the recovery machine (which form, and where the page goes), and its two forms,
 * asking for a reset link and setting a new password from one, each a form machine given its ERP
 * call here; the screens render and send events.
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
  useFollowed(FORM, actor)
  return { actor, view: useSelector(actor, formView, sameView) }
}

type RecoveryActor = ActorRefFrom<typeof recoveryMachine>

/**
 * The recovery machine of this page, and its projection: once the password is set, the login
 * page replaces this one (it says the password changed).
 */
export function Recover({ locale, token }: { locale: string; token?: string }) {
  const recoveryActor = useActorRef(recoveryMachine, { input: { token: token ?? null } })
  useFollowed(RECOVERY, recoveryActor)
  const resetting = useSelector(recoveryActor, (snapshot) => snapshot.matches('resetting') || snapshot.matches('reset'))
  const route = useSelector(recoveryActor, recoveryRouteOf)
  useEffect(() => {
    if (route === 'login') navigateTo(`${pathFor('login', asLocale(locale))}?restablecida=true`, { replace: true })
  }, [route, locale])
  return resetting && token ? (
    <ResetRoute locale={locale} token={token} recoveryActor={recoveryActor} />
  ) : (
    <WithCaptchaSource>
      <RequestRoute locale={locale} recoveryActor={recoveryActor} />
    </WithCaptchaSource>
  )
}

function RequestRoute({ locale, recoveryActor }: { locale: string; recoveryActor: RecoveryActor }) {
  const { actor, view } = useForm((values) => recovery.request({ login: values.login ?? '', captchaToken: values.captchaToken }))
  useEffect(() => {
    if (view.state === 'done') recoveryActor.send({ type: 'recovery.requested' })
  }, [view.state, recoveryActor])
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

function ResetRoute({ locale, token, recoveryActor }: { locale: string; token: string; recoveryActor: RecoveryActor }) {
  const { actor, view } = useForm((values) => recovery.reset({ token, password: values.password ?? '' }))
  useEffect(() => {
    if (view.state === 'done') recoveryActor.send({ type: 'recovery.reset' })
  }, [view.state, recoveryActor])
  // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds send to its actor
  return <RecoverReset locale={locale} view={view} send={actor.send} token={token} />
}
