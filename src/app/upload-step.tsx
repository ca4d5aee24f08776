import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useReducer, useState } from 'react'
import { fromPromise } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import type { StepDone } from '../../machines/registration.machine'
import { uploadMachine, type UploadedDocument, type UploadType } from '../../machines/upload.machine'
import { uploadsMachine, type UploadItem } from '../../machines/uploads.machine'
import { uploadCalls, type UploadState } from '../api/registration-uploads'
import type { Problem } from '../domain/problem'
import { asLocale } from '../domain/routes'
import {
  isBusy,
  UploadFileRow,
  UploadLoadFailed,
  UploadScreen,
  uploadViewOf,
  type UploadStepConfig,
  type UploadView,
} from '../screens/registration/UploadScreen'
import { api } from './api'
import { compressPhoto } from './compress-photo'
import { sendToRegistration } from './registration'

/*
 * A registration document step's wiring: what the ERP already keeps, the step's files (one upload
 * machine each, photos compressed on the way) and the finalisation given their ERP calls, and the
 * sequence told once the documents this step needs are in.
 * The screen (src/screens/registration/UploadScreen.tsx) renders and sends events.
 */

const calls = uploadCalls(api)

/** What the registration sequence hears once a step's document is in. */
const UPLOADED = {
  id_document: 'registration.idDocument.uploaded',
  payroll: 'registration.payroll.uploaded',
  bank_statement: 'registration.bankStatement.uploaded',
} as const satisfies Record<UploadType, StepDone>

/** The documents of a type the ERP keeps, oldest first (as they were sent). */
function documentsOf(state: UploadState, type: UploadType): UploadedDocument[] {
  return state.documents.filter((document) => document.type === type).sort((a, b) => a.id - b.id)
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

/** The preview of one file: the chosen file's object URL while it is shown, or the kept document's content. */
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

/** Every file's view, kept up to date as any of them moves (its progress included). */
function useViews(items: UploadItem[]): UploadView[] {
  const [, changed] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const subscriptions = items.map((item) => item.ref.subscribe(changed))
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [items])
  return items.map((item) => uploadViewOf(item.ref.getSnapshot()))
}

function FileRow({ step, item, view }: { step: UploadStepConfig; item: UploadItem; view: UploadView }) {
  const preview = usePreview(view, step.type)
  return (
    <UploadFileRow
      step={step}
      view={view}
      preview={preview}
      retry={() => item.ref.send({ type: 'retry' })}
      dismiss={() => item.ref.send({ type: 'dismiss' })}
      remove={() => item.ref.send({ type: 'delete' })}
    />
  )
}

const uploadItem = uploadMachine.provide({
  actors: {
    compress: fromPromise(({ input }) => compressPhoto(input.file)),
    send: fromPromise(({ input }) => calls.send(input)),
    remove: fromPromise(({ input }) => calls.remove(input)),
  },
})

function UploadForm({ locale, step, initial }: { locale: string; step: UploadStepConfig; initial: UploadState }) {
  const lang = asLocale(locale)
  const uploads = useActorRef(uploadsMachine.provide({ actors: { item: uploadItem } }), {
    input: { type: step.type, documents: documentsOf(initial, step.type), freshCapture: step.freshCapture },
  })
  const finish = useActorRef(formMachine.provide({ actors: { submit: fromPromise<unknown, FormValues>(() => calls.finish()) } }))
  const items = useSelector(uploads, (s) => s.context.items)
  const views = useViews(items)
  const finishing = useSelector(finish, (s) => s.matches('submitting'))
  const finished = useSelector(finish, (s) => (s.matches('done') ? (s.context.result as UploadState) : null))
  const finishProblem = useSelector(finish, (s) => s.context.problem)
  const [finalisation, setFinalisation] = useState<UploadState>(initial)

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
      files={items.map((item, index) => (
        <FileRow key={item.key} step={step} item={item} view={views[index]!} />
      ))}
      count={items.length}
      busy={views.some(isBusy)}
      hasDocument={views.some((view) => view.document !== null)}
      finalisation={finalisation}
      finishing={finishing || finished !== null}
      finishProblem={finishProblem}
      choose={(files, source) => uploads.send({ type: 'files.chosen', files, source })}
      proceed={() => finish.send({ type: 'submit', values: {} })}
    />
  )
}
