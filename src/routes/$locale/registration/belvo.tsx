import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { FormValues } from '../../../../machines/form.machine'
import { belvoCalls } from '../../../api/registration-belvo'
import { api } from '../../../app/api'
import { requireApplicant } from '../../../app/guards'
import { useStepMachine } from '../../../app/step-form'
import { sessionStore } from '../../../app/storage'
import { BelvoScreen, type BelvoView } from '../../../screens/registration/BelvoScreen'
import { sendToRegistration } from '../../../app/registration'

export const Route = createFileRoute('/$locale/registration/belvo')({
  staticData: { name: 'registration-belvo' },
  beforeLoad: requireApplicant,
  component: RegistrationBelvoRoute,
})

const DRAFT_KEY = 'draft.registration.belvo'
const belvo = belvoCalls(api)

/**
 * The simulated widget: a short-lived access token, then the link it creates for the chosen bank
 * (the ERP records the link id and the institution), or the skip.
 */
async function linkOrSkip(values: FormValues): Promise<unknown> {
  if (values.action === 'skip') return belvo.skip()
  await belvo.accessToken()
  const linkId = `link_${globalThis.crypto.randomUUID()}`
  return belvo.storeLink({ linkId, institution: values.institution ?? '' })
}

function RegistrationBelvoRoute() {
  const { actor, view: form } = useStepMachine(linkOrSkip)
  // Which button sent the form, for its spinner.
  const [action, setAction] = useState<BelvoView['action']>(null)
  const view: BelvoView = { ...form, action: form.state === 'editing' ? null : action }
  const [bank, setBank] = useState(() => sessionStore.get(DRAFT_KEY) ?? '')

  useEffect(() => {
    if (view.state !== 'done') return
    sessionStore.remove(DRAFT_KEY)
    sendToRegistration({ type: 'registration.belvo.done' })
  }, [view.state])

  return (
    <BelvoScreen
      view={view}
      send={(event) => {
        if (event.type === 'submit' && actor.getSnapshot().matches('editing'))
          setAction(event.values.action === 'skip' ? 'skip' : 'link')
        actor.send(event)
      }}
      bank={bank}
      onBankChange={(next) => {
        setBank(next)
        sessionStore.set(DRAFT_KEY, next)
      }}
    />
  )
}
