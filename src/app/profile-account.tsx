import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { pathFor, type Locale } from '../domain/routes'
import { profileCalls, type ClientProfile } from '../api/profile'
import { hasRule } from '../domain/problem'
import type { FormView } from '../screens/auth/RecoverScreen'
import { ChangeEmailScreen } from '../screens/profile/account/ChangeEmailScreen'
import { ChangePasswordScreen } from '../screens/profile/account/ChangePasswordScreen'
import { ChangePhoneScreen } from '../screens/profile/account/ChangePhoneScreen'
import { EMPTY_CONTACT, type ContactDraft } from '../screens/profile/account/ContactChangeScreen'
import { sendToAccount } from './account'
import { api } from './api'
import { sessionStore } from './storage'
import { authActor } from './system'
import { useFollowed } from './followed-actors'
import { FORM } from '../../machines/ids'

const calls = profileCalls(api)

const formView = (snapshot: SnapshotFrom<typeof formMachine>): FormView => ({
  state: snapshot.matches('submitting') ? 'submitting' : snapshot.matches('done') ? 'done' : 'editing',
  problem: snapshot.context.problem,
})
const sameView = (a: FormView, b: FormView) => a.state === b.state && a.problem === b.problem

/** One form machine (machines/form.machine.ts) with `submit` as its call, and its view. */
export function useFormActor(submit: (values: FormValues) => Promise<unknown>) {
  const actor = useActorRef(
    formMachine.provide({ actors: { submit: fromPromise(({ input }: { input: FormValues }) => submit(input)) } }),
  )
  useFollowed(FORM, actor)
  return { actor, view: useSelector(actor, formView, sameView) }
}

/** The client's profile, read once; null until it came (or when it could not be read: the ERP checks again). */
function useProfile(): ClientProfile | null {
  const [profile, setProfile] = useState<ClientProfile | null>(null)
  useEffect(() => {
    let live = true
    calls.profile().then(
      (read) => live && setProfile(read),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return profile
}

/** Two drafts hold the same values (a masked field echoes a value set from outside: nothing was typed). */
function sameDraft<T extends object>(a: T, b: T): boolean {
  return (Object.keys({ ...a, ...b }) as (keyof T)[]).every((key) => a[key] === b[key])
}

/**
 * A form's draft kept in sessionStorage, so that a reload or a refusal loses nothing typed
 * (never a password: those forms keep no draft). `read` is the stored draft as it is now.
 */
export function useStoredDraft<T extends object>(key: string, empty: T) {
  const read = (): T => {
    try {
      const saved = sessionStore.get(key)
      return saved === null ? empty : { ...empty, ...(JSON.parse(saved) as Partial<T>) }
    } catch {
      return empty
    }
  }
  const [draft, setDraft] = useState<T>(read)
  return {
    draft,
    read,
    /** Keeps `next`; false when it is the draft already (nothing was typed). */
    save(next: T): boolean {
      if (sameDraft(next, draft)) return false
      setDraft(next)
      sessionStore.set(key, JSON.stringify(next))
      return true
    },
    clear() {
      setDraft(empty)
      sessionStore.remove(key)
    },
  }
}

interface ContactCalls {
  send: (target: string) => Promise<unknown>
  confirm: (target: string, code: string, currentPassword: string) => Promise<ClientProfile>
}

/**
 * A change of contact: the draft kept in sessionStorage (a reload or a refusal loses nothing),
 * one form machine that sends the code and one that confirms it; a sent code (or one sent a
 * moment ago, as the one-minute limit says) moves the draft to the code step.
 */
function useContactChange(key: string, contact: ContactCalls) {
  const stored = useStoredDraft(key, EMPTY_CONTACT)
  const [pending, setPending] = useState<string | null>(null)
  const sender = useFormActor((values) => contact.send(values.target ?? ''))
  const confirmer = useFormActor((values) =>
    contact.confirm(values.target ?? '', values.code ?? '', values.currentPassword ?? ''),
  )

  const sent = sender.view.state === 'done' || hasRule(sender.view.problem, 'already_sent_in_last_minutes')
  useEffect(() => {
    if (!sent || pending === null) return
    stored.save({ ...stored.read(), sentTo: pending, code: '' })
    setPending(null)
    // The draft is read fresh from storage; `stored` is this hook's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent, pending, key])

  useEffect(() => {
    if (confirmer.view.state !== 'done') return
    sessionStore.remove(key)
    sendToAccount({ type: 'account.change.done' })
  }, [confirmer.view.state, key])

  return {
    draft: stored.draft,
    onDraftChange: (next: ContactDraft) => {
      if (stored.save(next) && confirmer.view.problem) confirmer.actor.send({ type: 'edit' })
    },
    sendView: sender.view,
    confirmView: confirmer.view,
    onSend: (target: string) => {
      setPending(target)
      confirmer.actor.send({ type: 'edit' })
      sender.actor.send({ type: 'edit' })
      sender.actor.send({ type: 'submit', values: { target } })
    },
    // The password goes with the confirmation only: it is never kept in the draft.
    onConfirm: (target: string, code: string, currentPassword: string) =>
      confirmer.actor.send({ type: 'submit', values: { target, code, currentPassword } }),
  }
}

/** `/profile/change-email`: the code goes to the new address (POST email/send-code), PUT change/email confirms it. */
export function ChangeEmailContainer({ locale }: { locale: Locale }) {
  const profile = useProfile()
  const change = useContactChange('draft.profile.change-email', {
    send: (email) => calls.sendEmailCode(email),
    confirm: async (email, code, currentPassword) => {
      const changed = await calls.changeEmail(email, code, currentPassword)
      // The header and the menu show the account's e-mail when there is no first name.
      authActor.send({ type: 'user.loaded', user: { email: changed.email } })
      return changed
    },
  })
  return <ChangeEmailScreen {...change} currentEmail={profile?.email ?? null} profileHref={pathFor('profile', locale)} />
}

/** `/profile/change-phone`: the code goes by SMS to the new number (POST phone/sms-code), PUT change/phone confirms it. */
export function ChangePhoneContainer({ locale }: { locale: Locale }) {
  const profile = useProfile()
  const change = useContactChange('draft.profile.change-phone', {
    send: (number) => calls.sendPhoneCode(number),
    confirm: (number, code, currentPassword) => calls.changePhone(number, code, currentPassword),
  })
  return (
    <ChangePhoneScreen
      {...change}
      currentPhone={profile?.info.mobilePhone.number ?? null}
      profileHref={pathFor('profile', locale)}
    />
  )
}

/** `/profile/change-password`: POST change/password; its answer's new token keeps this session. */
export function ChangePasswordContainer({ locale }: { locale: Locale }) {
  const { actor, view } = useFormActor((values) =>
    calls.changePassword({
      oldPassword: values.oldPassword ?? '',
      newPassword: values.newPassword ?? '',
      repeatPassword: values.repeatPassword ?? '',
    }),
  )
  useEffect(() => {
    if (view.state === 'done') sendToAccount({ type: 'account.change.done' })
  }, [view.state])
  // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds send to its actor
  return <ChangePasswordScreen view={view} send={actor.send} profileHref={pathFor('profile', locale)} />
}
