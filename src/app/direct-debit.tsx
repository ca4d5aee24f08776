import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { asLocale } from '../domain/routes'
import { directDebitCalls } from '../api/direct-debit'
import { api } from './api'
import { flowStepDone, loadAccountDetails, useLoad } from './flow'
import { formatDate } from '../domain/dates'
import { DirectDebitScreen, type ConsentView, type DirectDebitState } from '../screens/flow/DirectDebitScreen'
import { useFollowed } from './followed-actors'
import { FORM } from '../../machines/ids'

/*
 * The flow's direct-debit page: the consent to card charges (POST direct-debit/consent), with the
 * form machine's submit given here; the screen renders and sends events.
 */

const calls = directDebitCalls(api)

async function loadBanking() {
  const { banking } = await loadAccountDetails()
  const consent = banking.directDebitConsent
  return {
    cardLastFour: banking.cardLastFour,
    // A newer card needs its own consent.
    consentedOn: consent && consent.lastFour === banking.cardLastFour ? formatDate(new Date(consent.consentedAt)) : null,
  }
}

const consent = fromPromise((_: { input: FormValues }): Promise<unknown> => calls.consent())

function consentView(snapshot: SnapshotFrom<typeof formMachine>): ConsentView {
  const state = snapshot.matches('submitting') ? 'submitting' : snapshot.matches('done') ? 'done' : 'editing'
  return { state, problem: snapshot.context.problem }
}

export function DirectDebitInformation({ locale: param }: { locale: string }) {
  const locale = asLocale(param)
  const { loaded, retry } = useLoad(loadBanking)
  const actor = useActorRef(formMachine.provide({ actors: { submit: consent } }))
  useFollowed(FORM, actor)
  const view = useSelector(actor, consentView, (a, b) => a.state === b.state && a.problem === b.problem)
  const banking: DirectDebitState = loaded.state === 'ready' ? { state: 'ready', facts: loaded.data } : loaded

  // Consent given: the flow entry routes by the step that follows.
  useEffect(() => {
    if (view.state === 'done') flowStepDone()
  }, [view.state])

  return (
    <DirectDebitScreen
      locale={locale}
      banking={banking}
      view={view}
      onConsent={() => actor.send({ type: 'submit', values: {} })}
      onRetry={retry}
    />
  )
}
