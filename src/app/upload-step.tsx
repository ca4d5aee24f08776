import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import type { StepDone } from '../../machines/registration.machine'
import { uploadMachine, type UploadedDocument, type UploadType } from '../../machines/upload.machine'
import { uploadCalls, type UploadState } from '../api/registration-uploads'
import type { Problem } from '../domain/problem'
import { asLocale } from '../domain/routes'
import {
  sameUploadView,
  UploadLoadFailed,
  UploadScreen,
  uploadViewOf,
  type UploadStepConfig,
  type UploadView,
} from '../screens/registration/UploadScreen'
import { api } from './api'
import { sendToRegistration } from './registration'

/*
 * A registration document step's wiring: what the ERP already keeps, the upload machine and the
 * finalisation given their ERP calls, and the sequence told once the documents this step needs are in.
 * The screen (src/screens/registration/UploadScreen.tsx) renders and sends events.
 */

const calls = uploadCalls(api)

/** What the registration sequence hears once a step's document is in. */
const UPLOADED = {
  id_document: 'registration.idDocument.uploaded',
  payroll: 'registration.payroll.uploaded',
  bank_statement: 'registration.bankStatement.uploaded',
} as const satisfies Record<UploadType, StepDone>

/** The newest document of a type the ERP keeps. */
function latestOf(state: UploadState, type: UploadType): UploadedDocument | null {
  return state.documents
    .filter((document) => document.type === type)
    .reduce<UploadedDocument | null>((latest, document) => (latest && latest.id > document.id ? latest : document), null)
}

/**
 * A registration document step: loads what the ERP already keeps, then the
 * upload form. The routes of the three document steps render this with their configuration.
 */
export function UploadStep({ locale, step }: { locale: string; step: UploadStepConfig }) {
  const [state, setState] = useState<UploadState | null>(null)
  const [failed, setFailed] = useState<Problem | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    calls.state().then(
      (answer) => live && setState(answer),
      (problem: Problem) => live && setFailed(problem),
    )
    return () => {
      live = false
    }
  }, [attempt])
  if (state) return <UploadForm locale={locale} step={step} initial={state} />
  if (failed) return <UploadLoadFailed problem={failed} retry={() => (setFailed(null), setAttempt((n) => n + 1))} />
  return <div className="calculator-placeholder" aria-busy="true" />
}

/** A file the browser can draw: JPEG and PNG (HEIC gets a generic icon). */
function drawable(mime: string, name = ''): boolean {
  return /^image\/(jpeg|png)$/i.test(mime) || /\.(jpe?g|png)$/i.test(name)
}

/** The preview of what is shown as sent: the chosen file's object URL, or the kept document's content. */
function usePreview(view: UploadView, type: UploadType): string | null {
  const [url, setUrl] = useState<string | null>(null)
  const shownFile = view.file && view.state !== 'failed' && view.state !== 'idle' ? view.file : null
  const documentId = shownFile ? null : (view.document?.id ?? null)
  const documentMime = view.document?.mime ?? ''
  useEffect(() => {
    setUrl(null)
    if (shownFile) {
      if (!drawable(shownFile.type, shownFile.name)) return
      const objectUrl = URL.createObjectURL(shownFile)
      setUrl(objectUrl)
      return () => URL.revokeObjectURL(objectUrl)
    }
    if (documentId === null || !drawable(documentMime)) return
    let live = true
    calls.content({ type, id: documentId }).then(
      (dataUrl) => live && setUrl(dataUrl),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [shownFile, documentId, documentMime, type])
  return url
}

function UploadForm({ locale, step, initial }: { locale: string; step: UploadStepConfig; initial: UploadState }) {
  const lang = asLocale(locale)
  const upload = useActorRef(
    uploadMachine.provide({
      actors: {
        send: fromPromise(({ input }) => calls.send(input)),
        remove: fromPromise(({ input }) => calls.remove(input)),
      },
    }),
    { input: { type: step.type, document: latestOf(initial, step.type), freshCapture: step.freshCapture } },
  )
  const finish = useActorRef(formMachine.provide({ actors: { submit: fromPromise<unknown, FormValues>(() => calls.finish()) } }))
  const view = useSelector(upload, uploadViewOf, sameUploadView)
  const finishing = useSelector(finish, (s) => s.matches('submitting'))
  const finished = useSelector(finish, (s) => (s.matches('done') ? (s.context.result as UploadState) : null))
  const finishProblem = useSelector(finish, (s) => s.context.problem)
  const [finalisation, setFinalisation] = useState<UploadState>(initial)
  const preview = usePreview(view, step.type)

  // The finalisation answered: on to the next step, unless a document this step needs is missing.
  useEffect(() => {
    if (!finished) return
    setFinalisation(finished)
    const blocking = step.type === 'bank_statement' ? finished.state !== 'done' : finished.missing.includes(step.type)
    if (blocking) {
      finish.send({ type: 'edit' })
      return
    }
    sendToRegistration({ type: UPLOADED[step.type] })
  }, [finished, step, finish])

  return (
    <UploadScreen
      locale={lang}
      step={step}
      view={view}
      preview={preview}
      finalisation={finalisation}
      finishing={finishing || finished !== null}
      finishProblem={finishProblem}
      choose={(file, source) => upload.send({ type: 'choose', file, source })}
      remove={() => upload.send({ type: 'delete' })}
      proceed={() => finish.send({ type: 'submit', values: {} })}
    />
  )
}
