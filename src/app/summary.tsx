import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useSecondsUntil } from './countdown'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { pathFor, type Locale } from '../domain/routes'
import { agreementCalls, type AgreementCodeSent } from '../api/agreement'
import { hasRule, type Problem } from '../domain/problem'
import { SummaryScreen, type CodeView, type SignView, type SummaryLoad } from '../screens/registration/SummaryScreen'
import { api } from './api'
import { useLoad } from './flow'
import { loadFlow } from './flow-loader'
import { stepHref } from './journey-step'
import { sendToRegistration } from './registration'
import { useFollowed } from './followed-actors'
import { FORM } from '../../machines/ids'

const calls = agreementCalls(api)

/** The summary, or `null` when there is no accepted application to sign (409 from the calls). */
const loadSummary = () =>
  calls.summary().catch((error: unknown) => {
    if (error && typeof error === 'object' && (error as Problem).status === 409) return null
    throw error
  })

const formView = (snapshot: SnapshotFrom<typeof formMachine>): SignView => ({
  state: snapshot.matches('submitting') ? 'submitting' : snapshot.matches('done') ? 'done' : 'editing',
  problem: snapshot.context.problem,
})
const sameView = (a: SignView, b: SignView) => a.state === b.state && a.problem === b.problem

/** When a send (or its refusal by the one-minute limit) lets the client ask for another code. */
function nextCodeAt(sent: AgreementCodeSent | null, problem: Problem | null): number | null {
  if (sent) return Date.now() + sent.retryAfterSeconds * 1000
  if (problem?.retryAfterSeconds !== undefined) return Date.now() + problem.retryAfterSeconds * 1000
  return null
}

/**
 * The one-time-password agreement (flow step otp_agreement): the summary loads, a code goes by
 * SMS once it has (the code form machine, machines/form.machine.ts, with the send as its call),
 * and the code signs (a second form machine); signed, the flow is asked again and the client goes
 * to the loan (flow step loan_page: profile-my-loan).
 */
export function SummaryContainer({ locale }: { locale: Locale }) {
  const { loaded, retry } = useLoad(loadSummary)
  const [pdfHref, setPdfHref] = useState<string | null>(null)
  const id = loaded.state === 'ready' && loaded.data ? loaded.data.application.id : null

  const sender = useActorRef(
    formMachine.provide({
      actors: { submit: fromPromise<unknown, FormValues>(({ input }) => calls.sendCode(Number(input.id))) },
    }),
  )
  const sendState = useSelector(
    sender,
    (s) => ({ view: formView(s), result: s.context.result as AgreementCodeSent | null }),
    (a, b) => sameView(a.view, b.view) && a.result === b.result,
  )
  const signer = useActorRef(
    formMachine.provide({
      actors: { submit: fromPromise(({ input }: { input: FormValues }) => calls.sign(Number(input.id), input.code ?? '')) },
    }),
  )
  const signView = useSelector(signer, formView, sameView)
  useFollowed(FORM, signer)

  const sendProblem = sendState.view.problem
  const [resendTarget, setResendTarget] = useState<number | null>(null)
  useEffect(() => {
    setResendTarget(nextCodeAt(sendState.view.state === 'done' ? sendState.result : null, sendProblem))
  }, [sendState.view.state, sendState.result, sendProblem])
  const resendIn = useSecondsUntil(resendTarget)

  const send = () => {
    if (id === null) return
    sender.send({ type: 'edit' })
    sender.send({ type: 'submit', values: { id: String(id) } })
  }

  // The first code goes out as soon as the agreement is known (a reload within the minute is
  // refused by the limit: the code sent a moment ago is still good).
  const first = useRef(true)
  useEffect(() => {
    if (id === null || !first.current) return
    first.current = false
    send()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])

  useEffect(() => {
    if (id === null) return
    let live = true
    let url: string | null = null
    calls.draftPdf().then(
      (blob) => {
        if (!live) return
        url = URL.createObjectURL(blob)
        setPdfHref(url)
      },
      () => undefined,
    )
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [id])

  useEffect(() => {
    if (signView.state !== 'done') return
    void loadFlow().then((flow) => flow.flowActor().send({ type: 'flow.refresh' }))
    sendToRegistration({ type: 'registration.agreement.signed' })
  }, [signView.state])

  const load: SummaryLoad =
    loaded.state !== 'ready'
      ? loaded.state === 'failed'
        ? { state: 'failed', notSignable: false }
        : loaded
      : loaded.data
        ? { state: 'ready', summary: loaded.data }
        : { state: 'failed', notSignable: true }
  const code: CodeView = {
    sending: sendState.view.state === 'submitting',
    sent: sendState.view.state === 'done' || hasRule(sendProblem, 'already_sent_in_last_minutes'),
    resendIn,
    problem: sendProblem,
  }

  return (
    <SummaryScreen
      load={load}
      onRetry={retry}
      pdfHref={pdfHref}
      code={code}
      sign={signView}
      onSign={(value) => id !== null && signer.send({ type: 'submit', values: { id: String(id), code: value } })}
      onResend={send}
      flowHref={pathFor('flow', locale)}
      stepHref={stepHref((sendProblem ?? signView.problem)?.step, locale)}
    />
  )
}
