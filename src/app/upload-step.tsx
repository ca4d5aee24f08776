import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useReducer, useState } from 'react'
import { fromPromise } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import type { StepDone } from '../../machines/registration.machine'
import { uploadMachine, type UploadedDocument, type UploadType } from '../../machines/upload.machine'
import { uploadsMachine, type UploadItem } from '../../machines/uploads.machine'
import { uploadCalls, type UploadState } from '../api/registration-uploads'
import { formatDate, fromWireDate } from '../domain/dates'
import { SIGNING_STEPS } from '../domain/flow-steps'
import { idDocumentSchema } from '../domain/forms/id-document'
import { fieldIssues } from '../domain/forms/issues'
import type { Problem } from '../domain/problem'
import { mexicoToday } from '../domain/today'
import { IdDocumentFields, useIdDocumentForm, type IdDocumentDraft } from '../screens/registration/IdDocumentFields'
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
import { flowActor, flowStepDone } from './flow'
import { idPhotoMetrics, METRIC_FAILED } from './photo-metrics'
import { sendToRegistration } from './registration'
import { useFollowed } from './followed-actors'
import { FORM, UPLOAD, UPLOADS } from '../../machines/ids'

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
  const [state, setState] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState<Problem | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    const id = step.type === 'id_document'
    Promise.all([
      calls.state(),
      id ? calls.idDocument() : null,
      // Without the ERP's setting the product's own 120 s hold.
      step.freshCapture ? calls.freshCaptureMs().catch(() => undefined) : undefined,
    ]).then(
      ([uploads, idDocument, freshCaptureMs]) => live && setState({ uploads, idDocument, freshCaptureMs }),
      (problem: Problem) => live && setFailed(problem),
    )
    return () => {
      live = false
    }
  }, [attempt, step])
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

/** What a document step loads: the uploads' state, the ID's details on the ID step, the freshness window. */
interface Loaded {
  uploads: UploadState
  idDocument: { nationalIdentificator: string; expiresAt: string | null } | null
  freshCaptureMs: number | undefined
}

const uploadItem = uploadMachine.provide({
  actors: {
    compress: fromPromise(({ input }) => compressPhoto(input.file)),
    send: fromPromise(async ({ input }) => {
      // The ID photo's metrics go to the ERP first; a photo HelloSoda cannot read is refused at its file.
      if (input.type === 'id_document') {
        const failed = await calls.metrics(await idPhotoMetrics(input.file)).catch((): string[] => [])
        if (failed.includes('hs_metric_failed')) throw METRIC_FAILED
      }
      return calls.send(input)
    }),
    remove: fromPromise(({ input }) => calls.remove(input)),
  },
})

/** The ID's details as the form shows them: the expiry date dd/mm/aaaa. */
function idDraftOf(saved: Loaded['idDocument']): IdDocumentDraft {
  const expiry = saved?.expiresAt ? fromWireDate(saved.expiresAt) : null
  return { nationalIdentificator: saved?.nationalIdentificator ?? '', idDocumentExpiry: expiry ? formatDate(expiry) : '' }
}

/** The finalisation: on the ID step, the ID's details are saved first (PUT save/nationalIdentificator). */
async function finishStep(values: FormValues): Promise<UploadState> {
  const details = values as Partial<{ nationalIdentificator: string; idDocumentExpiry: string }>
  if (details.nationalIdentificator !== undefined && details.idDocumentExpiry !== undefined)
    await calls.saveIdDocument({
      nationalIdentificator: details.nationalIdentificator,
      idDocumentExpiry: details.idDocumentExpiry,
    })
  return calls.finish()
}

const ID_FIELDS = ['nationalIdentificator', 'idDocumentExpiry']

/** A refusal about the ID's details is shown at their fields, not above the form. */
const atIdFields = (problem: Problem | null) =>
  problem !== null && problem.violations.length > 0 && problem.violations.every((v) => ID_FIELDS.includes(v.name))

function UploadForm({ locale, step, initial }: { locale: string; step: UploadStepConfig; initial: Loaded }) {
  const lang = asLocale(locale)
  const today = useMemo(() => mexicoToday(new Date()), [])
  const uploads = useActorRef(uploadsMachine.provide({ actors: { item: uploadItem } }), {
    input: {
      type: step.type,
      documents: documentsOf(initial.uploads, step.type),
      freshCapture: step.freshCapture,
      ...(initial.freshCaptureMs === undefined ? {} : { freshCaptureMs: initial.freshCaptureMs }),
    },
  })
  const finish = useActorRef(
    formMachine.provide({ actors: { submit: fromPromise<unknown, FormValues>(({ input }) => finishStep(input)) } }),
  )
  const items = useSelector(uploads, (s) => s.context.items)
  useFollowed(UPLOADS, uploads)
  useFollowed(UPLOAD, items.at(-1)?.ref)
  useFollowed(FORM, finish)
  const views = useViews(items)
  const finishing = useSelector(finish, (s) => s.matches('submitting'))
  const finished = useSelector(finish, (s) => (s.matches('done') ? (s.context.result as UploadState) : null))
  const finishProblem = useSelector(finish, (s) => s.context.problem)
  const [finalisation, setFinalisation] = useState<UploadState>(initial.uploads)
  const asksId = initial.idDocument !== null
  const [idDraft, setIdDraft] = useState<IdDocumentDraft>(() => idDraftOf(initial.idDocument))
  const idForm = useIdDocumentForm({
    draft: idDraft,
    onDraftChange: setIdDraft,
    problem: atIdFields(finishProblem) ? finishProblem : null,
    busy: finishing,
    validate: (draft) => fieldIssues(idDocumentSchema(today).safeParse(draft)),
    onValid: (draft) => finish.send({ type: 'submit', values: idDocumentSchema(today).parse(draft) }),
  })

  // The finalisation answered: on to the next step, unless a document this step needs is missing.
  useEffect(() => {
    if (!finished) return
    setFinalisation(finished)
    const blocking = step.type === 'bank_statement' ? finished.state !== 'done' : finished.missing.includes(step.type)
    if (blocking) {
      finish.send({ type: 'edit' })
      return
    }
    // A new ID once an application stands to be signed opens a new identity check: the journey
    // leads on (the flow's entry: the check), not the registration sequence's next document.
    const journey = flowActor().getSnapshot().context.flow?.step
    if (step.type === 'id_document' && journey !== undefined && SIGNING_STEPS.includes(journey)) {
      flowStepDone()
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
      finishProblem={atIdFields(finishProblem) ? null : finishProblem}
      choose={(files, source) => uploads.send({ type: 'files.chosen', files, source })}
      proceed={(event) => (asksId ? idForm.submit(event) : finish.send({ type: 'submit', values: {} }))}
      details={
        asksId ? (
          <IdDocumentFields
            draft={idDraft}
            change={idForm.change}
            errors={idForm.errors}
            today={today}
            register={idForm.register}
          />
        ) : undefined
      }
      freshCaptureMs={initial.freshCaptureMs}
    />
  )
}
