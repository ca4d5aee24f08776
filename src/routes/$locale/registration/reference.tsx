import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { formMachine, type FormValues } from '../../../../machines/form.machine'
import { DEFAULT_LOCALE, isLocale, pathFor } from '../../../../machines/routes'
import { referenceCalls } from '../../../api/registration-reference'
import { api } from '../../../app/api'
import { requireApplicant } from '../../../app/guards'
import { sessionStore } from '../../../app/storage'
import { fieldIssues } from '../../../domain/forms/issues'
import { referenceSchema } from '../../../domain/forms/reference'
import type { StepView } from '../../../screens/registration/AddressScreen'
import { EMPTY_REFERENCE, ReferenceScreen, type ReferenceDraft } from '../../../screens/registration/ReferenceScreen'

export const Route = createFileRoute('/$locale/registration/reference')({
  staticData: { name: 'registration-reference' },
  beforeLoad: requireApplicant,
  component: RegistrationReferenceRoute,
})

const DRAFT_KEY = 'draft.registration.reference'
const calls = referenceCalls(api)

function storedDraft(): ReferenceDraft | null {
  try {
    const saved = sessionStore.get(DRAFT_KEY)
    return saved === null ? null : { ...EMPTY_REFERENCE, ...(JSON.parse(saved) as Partial<ReferenceDraft>) }
  } catch {
    return null
  }
}

function formView(snapshot: SnapshotFrom<typeof formMachine>): StepView {
  const state = snapshot.matches('submitting') ? 'submitting' : snapshot.matches('done') ? 'done' : 'editing'
  return { state, problem: snapshot.context.problem }
}

const sameView = (a: StepView, b: StepView) => a.state === b.state && a.problem === b.problem

function RegistrationReferenceRoute() {
  const { locale } = Route.useParams()
  const navigate = useNavigate()
  const actor = useActorRef(
    formMachine.provide({
      actors: {
        submit: fromPromise(({ input }: { input: FormValues }) => calls.save({ fullName: input.fullName ?? '', phone: input.phone ?? '' })),
      },
    }),
  )
  const view = useSelector(actor, formView, sameView)
  const [draft, setDraft] = useState<ReferenceDraft>(() => storedDraft() ?? EMPTY_REFERENCE)
  /** The client's own phone (ten digits); '' when it could not be read: the ERP still refuses it. */
  const [ownPhone, setOwnPhone] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    calls.ownPhone().then(
      (phone) => live && setOwnPhone(phone),
      () => live && setOwnPhone(''),
    )
    // A returning applicant without a draft sees the reference saved before.
    if (storedDraft() === null)
      calls.saved().then(
        (saved) => {
          if (live && saved.fullName !== null && storedDraft() === null) setDraft({ fullName: saved.fullName, phone: saved.phone ?? '' })
        },
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (view.state !== 'done') return
    sessionStore.remove(DRAFT_KEY)
    void navigate({ href: pathFor('registration-id-document-upload', isLocale(locale) ? locale : DEFAULT_LOCALE) })
  }, [view.state, locale, navigate])

  return (
    <ReferenceScreen
      view={view}
      send={actor.send}
      draft={draft}
      loading={ownPhone === null}
      onDraftChange={(next) => {
        setDraft(next)
        sessionStore.set(DRAFT_KEY, JSON.stringify(next))
      }}
      validate={(current) => {
        const result = referenceSchema(ownPhone ?? '').safeParse(current)
        return result.success ? [] : fieldIssues(result)
      }}
      toValues={(current) => {
        const values = referenceSchema(ownPhone ?? '').parse(current)
        return { fullName: values.fullName, phone: values.phone }
      }}
    />
  )
}
