import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { referenceCalls } from '../../../api/registration-reference'
import { api } from '../../../app/api'
import { requireApplicant } from '../../../app/guards'
import { useStepDone, useStepDraft, useStepMachine } from '../../../app/step-form'
import { fieldIssues } from '../../../domain/forms/issues'
import { referenceSchema } from '../../../domain/forms/reference'
import { EMPTY_REFERENCE, ReferenceScreen } from '../../../screens/registration/ReferenceScreen'

export const Route = createFileRoute('/$locale/registration/reference')({
  staticData: { name: 'registration-reference' },
  beforeLoad: requireApplicant,
  component: RegistrationReferenceRoute,
})

const calls = referenceCalls(api)

function RegistrationReferenceRoute() {
  // The reference, then the client's alternative phone if she gave one, then registration is finished.
  const { view, send } = useStepMachine(async (input) => {
    await calls.save({ fullName: input.fullName ?? '', phone: input.phone ?? '' })
    if (input.alternativePhone) await calls.addContact(input.alternativePhone)
    return calls.finish()
  })
  const { draft, setDraft, keep, stored, accept } = useStepDraft({ key: 'draft.registration.reference', empty: EMPTY_REFERENCE })
  /** The client's own phone (ten digits); '' when it could not be read: the ERP still refuses it. */
  const [ownPhone, setOwnPhone] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    calls.ownPhone().then(
      (phone) => live && setOwnPhone(phone),
      () => live && setOwnPhone(''),
    )
    // A returning applicant without a draft sees the reference saved before.
    if (stored() === null)
      calls.saved().then(
        (saved) => {
          if (live && saved.fullName !== null && stored() === null)
            setDraft({ fullName: saved.fullName, phone: saved.phone ?? '', alternativePhone: saved.alternativePhone ?? '' })
        },
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [stored, setDraft])

  useStepDone(view.state === 'done', 'registration.reference.submitted', accept)

  return (
    <ReferenceScreen
      view={view}
      send={send}
      draft={draft}
      loading={ownPhone === null}
      onDraftChange={keep}
      validate={(current) => {
        const result = referenceSchema(ownPhone ?? '').safeParse(current)
        return result.success ? [] : fieldIssues(result)
      }}
      toValues={(current) => {
        const values = referenceSchema(ownPhone ?? '').parse(current)
        return { fullName: values.fullName, phone: values.phone, alternativePhone: values.alternativePhone ?? '' }
      }}
    />
  )
}
