import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import { acceptsPdf } from '../../domain/file-type'
import { isLocale, pathFor, type RouteName } from '../../domain/routes'
import {
  FRESH_CAPTURE_MS,
  type uploadMachine,
  type FileSource,
  type UploadedDocument,
  type UploadType,
} from '../../../machines/upload.machine'
import type { UploadState } from '../../api/registration-uploads'
import { hasRule, type Problem } from '../../domain/problem'
import { announcedPercent } from '../../domain/upload-progress'
import { Banner, Button, Link, ProgressBar } from '../../ui'
import { commonProblem, ruleMessage } from '../forms/problems'
import { TITLES } from '../titles'
import '../auth/auth.css'
import './registration.css'

/** One document step: its route and the document type it sends. */
export interface UploadStepConfig {
  name: RouteName
  type: UploadType
  /** The ID photo taken with the camera must be fresh (modified within 120 s). */
  freshCapture: boolean
  lead: MessageDescriptor
  /** What the document is called in messages ("your ID"). */
  noun: MessageDescriptor
}

export const UPLOAD_STEPS = {
  id_document: {
    name: 'registration-id-document-upload',
    type: 'id_document',
    freshCapture: true,
    lead: msg`A photo of the front of your INE (voter ID) or passport: the whole document in view, sharp and readable, without glare.`,
    noun: msg`your ID`,
  },
  payroll: {
    name: 'registration-payroll-upload',
    type: 'payroll',
    freshCapture: false,
    lead: msg`The PDF, a photo or a screenshot of your latest payslip (recibo de nómina) showing your name, your employer and your net pay.`,
    noun: msg`your payslip`,
  },
  bank_statement: {
    name: 'registration-bank-statement-upload',
    type: 'bank_statement',
    freshCapture: false,
    lead: msg`The PDF of your latest bank statement, or a photo or screenshot of its first page, showing your name and your account.`,
    noun: msg`your bank statement`,
  },
} as const satisfies Record<string, UploadStepConfig>

/** The step where each required type is uploaded, for the missing ones of the finalisation. */
const STEP_OF_TYPE: Record<string, UploadStepConfig> = UPLOAD_STEPS

const ACCEPT = '.jpg,.jpeg,.png,.heic,image/jpeg,image/png,image/heic'
/** A payslip or bank statement may also be a PDF (src/domain/file-type.ts); the ID stays a photo. */
const ACCEPT_WITH_PDF = `${ACCEPT},.pdf,application/pdf`

/** The documents could not be read from the ERP: why, and a way to try again. */
export function UploadLoadFailed({ problem, retry }: { problem: Problem; retry: () => void }) {
  const { i18n } = useLingui()
  return (
    <section className="registration-screen">
      <Banner
        tone="error"
        actions={
          <Button variant="secondary" onPress={retry}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {commonProblem(i18n, problem) ?? <Trans>We could not load your documents. Try again.</Trans>}
      </Banner>
    </section>
  )
}

type UploadSnapshot = SnapshotFrom<typeof uploadMachine>

export interface UploadView {
  state: 'idle' | 'reading' | 'compressing' | 'uploading' | 'uploaded' | 'deleting' | 'failed' | 'removed'
  document: UploadedDocument | null
  file: File | null
  problem: Problem | null
  /** Whole percent sent, while uploading. */
  progress: number | null
}

const STATES = ['reading', 'compressing', 'uploading', 'uploaded', 'deleting', 'failed', 'removed'] as const

/** One file's upload machine state as the screen shows it. */
export function uploadViewOf(snapshot: UploadSnapshot): UploadView {
  const state = STATES.find((name) => snapshot.matches(name)) ?? 'idle'
  const { document, file, problem, progress } = snapshot.context
  return { state, document, file, problem, progress }
}

/** Whether a file is on its way (being read, compressed, sent or deleted). */
export const isBusy = (view: UploadView) =>
  view.state === 'reading' || view.state === 'compressing' || view.state === 'uploading' || view.state === 'deleting'

export interface UploadScreenProps {
  locale: string
  step: UploadStepConfig
  /** The step's files, one `UploadFileRow` each. */
  files: ReactNode
  count: number
  /** Whether a file of the step is on its way. */
  busy: boolean
  /** Whether the ERP keeps a document of the step. */
  hasDocument: boolean
  finalisation: UploadState
  finishing: boolean
  finishProblem: Problem | null
  choose: (files: File[], source: FileSource) => void
  /** The step's documents are in: on (the form's own fields, if any, are checked there first). */
  proceed: (event: FormEvent) => void
  /** Fields the step asks beside its files (the ID's details). */
  details?: ReactNode
  /** How fresh a camera photo of the ID must be (the ERP's setting); FRESH_CAPTURE_MS without it. */
  freshCaptureMs?: number | undefined
}

/** The message for a refused file or call, in the user's words; `pdf` where a PDF is accepted too. */
function uploadMessage(i18n: Parameters<typeof ruleMessage>[0], problem: Problem, pdf = false): string {
  // No connection: the file, not something typed, is what stays, ready to go up again.
  if (problem.status === -1)
    return i18n._(msg`We could not reach Lana Clara. Check your connection and try this file again; your other files are kept.`)
  const common = commonProblem(i18n, problem)
  if (common) return common
  if (problem.status === 413) return ruleMessage(i18n, 'payload_too_large')
  if (pdf && hasRule(problem, 'upload_wrong_format'))
    return i18n._(msg`This file is not a PDF, nor a JPG, PNG or HEIC image. Choose a file in one of those formats.`)
  for (const rule of ['upload_wrong_format', 'stale_capture', 'hs_metric_failed'])
    if (hasRule(problem, rule)) return ruleMessage(i18n, rule)
  if (problem.code) return ruleMessage(i18n, problem.code)
  return i18n._(msg`We could not upload the file. Try again.`)
}

/** `/registration/id-document-upload`, `/payroll-upload`, `/bank-statement-upload`: the step's files and a way to add more. */
export function UploadScreen({
  locale,
  step,
  files,
  count,
  busy,
  hasDocument,
  finalisation,
  finishing,
  finishProblem,
  choose,
  proceed,
  details,
  freshCaptureMs = FRESH_CAPTURE_MS,
}: UploadScreenProps) {
  const { t, i18n } = useLingui()
  const errorId = useId()
  const helpId = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [local, setLocal] = useState<string | null>(null)
  const noun = i18n._(step.noun)
  const pdf = acceptsPdf(step.type)
  const general = finishProblem ? uploadMessage(i18n, finishProblem) : null
  const minutes = Math.round(freshCaptureMs / 60_000)

  function picked(source: FileSource) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = Array.from(event.target.files ?? [])
      // The same file can be chosen again after a refusal.
      event.target.value = ''
      if (chosen.length === 0) return
      setLocal(null)
      choose(chosen, source)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (finishing || busy) return
    if (!hasDocument) {
      setLocal(t`Upload ${noun} before you continue.`)
      fileRef.current?.focus()
      return
    }
    setLocal(null)
    proceed(event)
  }

  const described = [local ? errorId : null, helpId].filter(Boolean).join(' ')

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(TITLES[step.name])}</h1>
      <p className="auth-screen__lead">{i18n._(step.lead)}</p>
      {general && <Banner tone="error">{general}</Banner>}
      <form className="registration-form" noValidate onSubmit={submit} aria-busy={busy || finishing}>
        <fieldset className="registration-form__group upload">
          <legend>
            <Trans>Your files</Trans>
          </legend>
          <p id={helpId} className="upload__help">
            {pdf ? <Trans>PDF, JPG, PNG or HEIC, up to 10 MB.</Trans> : <Trans>JPG, PNG or HEIC, up to 10 MB.</Trans>}{' '}
            {step.freshCapture && (
              <Trans>
                If you take the photo with your camera, send it right away: for your security we only accept a camera photo of
                your ID taken less than {minutes} minutes ago.
              </Trans>
            )}
          </p>
          {count > 0 ? (
            <ul className="upload__files">{files}</ul>
          ) : (
            <div className="upload__preview">
              <p className="upload__empty">
                <Trans>No file yet.</Trans>
              </p>
            </div>
          )}
          {local && (
            <p id={errorId} className="upload__error" role="alert">
              {local}
            </p>
          )}
          <div className="upload__actions">
            <label className="ui-button ui-button--secondary upload__pick">
              <input
                ref={fileRef}
                className="ui-visually-hidden"
                type="file"
                name="file"
                multiple
                accept={pdf ? ACCEPT_WITH_PDF : ACCEPT}
                aria-invalid={local ? true : undefined}
                aria-describedby={described}
                onChange={picked('file')}
              />
              {count > 0 ? <Trans>Add another file</Trans> : <Trans>Choose a file</Trans>}
            </label>
            <label className="ui-button ui-button--secondary upload__pick">
              <input
                className="ui-visually-hidden"
                type="file"
                name="camera"
                accept="image/*"
                capture="environment"
                aria-describedby={helpId}
                onChange={picked('camera')}
              />
              <Trans>Take a photo</Trans>
            </label>
          </div>
        </fieldset>
        {details}
        <Finalisation locale={locale} state={finalisation} />
        <Button type="submit" size="lg" isPending={finishing}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </section>
  )
}

export interface UploadFileRowProps {
  step: UploadStepConfig
  view: UploadView
  preview: string | null
  retry: () => void
  dismiss: () => void
  remove: () => void
}

/**
 * One file of the step: its preview and name, then what is happening to it: the percentage while
 * it goes up, that it was received, or why it was refused with a way to try it again. A refusal
 * stays at its own file; the others are untouched.
 */
export function UploadFileRow({ step, view, preview, retry, dismiss, remove }: UploadFileRowProps) {
  const { t, i18n } = useLingui()
  const nameId = useId()
  const errorId = useId()
  const noun = i18n._(step.noun)
  const pdf = acceptsPdf(step.type)
  const name = view.file?.name ?? noun
  const isPdf = view.file ? /\.pdf$/i.test(view.file.name) : view.document?.mime === 'application/pdf'
  const percent = view.progress ?? 0
  const announced = announcedPercent(percent)
  const error = view.problem ? uploadMessage(i18n, view.problem, pdf) : null
  const hasDocument = view.document !== null

  return (
    <li className={`upload__file${error ? ' upload__file--failed' : ''}`} aria-labelledby={nameId}>
      {preview ? (
        <img className="upload__image" src={preview} alt={t`Preview of ${noun}`} />
      ) : (
        <span className="upload__icon" role="img" aria-label={isPdf ? t`PDF document` : t`Image without preview`}>
          {isPdf ? <PdfIcon /> : <DocumentIcon />}
        </span>
      )}
      <div className="upload__body">
        <span id={nameId} className="upload__name">
          {name}
        </span>
        {view.state === 'reading' && (
          <span className="upload__note">
            <Trans>Checking the file…</Trans>
          </span>
        )}
        {view.state === 'compressing' && (
          <span className="upload__note">
            <Trans>Making the photo lighter…</Trans>
          </span>
        )}
        {view.state === 'uploading' && (
          <>
            <ProgressBar value={percent} label={t`Uploading ${name}`} showValueLabel valueText={t`${percent} %`} />
            {/* The bar is read when reached; this says how far it went, by quarters, without talking over everything. */}
            <span className="ui-visually-hidden" aria-live="polite">
              {t`${announced} % of ${name} uploaded`}
            </span>
          </>
        )}
        {view.state === 'deleting' && (
          <span className="upload__note">
            <Trans>Deleting…</Trans>
          </span>
        )}
        {(view.state === 'uploaded' || (view.state === 'failed' && hasDocument)) && (
          <span className="upload__done">
            <Trans>We received {noun}.</Trans>
          </span>
        )}
        {error && (
          <p id={errorId} className="upload__error" role="alert">
            {error}
          </p>
        )}
        <div className="upload__row-actions">
          {view.state === 'failed' && view.file && (
            <Button variant="secondary" onPress={retry} aria-describedby={`${nameId} ${errorId}`}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {view.state === 'failed' && (
            <Button variant="ghost" onPress={dismiss} aria-describedby={nameId}>
              {hasDocument ? <Trans>Keep the one received</Trans> : <Trans>Remove</Trans>}
            </Button>
          )}
          {view.state === 'uploaded' && (
            <Button variant="ghost" onPress={remove} aria-describedby={nameId}>
              <Trans>Delete</Trans>
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}

const TYPE_NAMES: Record<string, MessageDescriptor> = {
  id_document: msg`ID`,
  payroll: msg`payslip`,
  bank_statement: msg`bank statement`,
}

/** The finalisation state of the uploads (GET client-document/state): empty, done or error. */
function Finalisation({ locale, state }: { locale: string; state: UploadState }) {
  const { i18n } = useLingui()
  return (
    <div className="upload__state" role="status">
      {state.state === 'empty' && <Trans>Your documents have not been sent for review yet.</Trans>}
      {state.state === 'done' && <Trans>Your documents are complete.</Trans>}
      {state.state === 'error' && (
        <>
          <Trans>Still missing:</Trans>{' '}
          {state.missing.map((type, index) => {
            const step = STEP_OF_TYPE[type]
            const name = i18n._(TYPE_NAMES[type] ?? msg`a document`)
            return (
              <span key={type}>
                {index > 0 && ', '}
                {step && isLocale(locale) ? <Link href={pathFor(step.name, locale)}>{name}</Link> : name}
              </span>
            )
          })}
        </>
      )}
    </div>
  )
}

function DocumentIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M12 4h17l9 9v31H12z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M29 4v9h9M17 33l6-7 4 5 3-3 4 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** A page of text: a PDF, which has no picture to preview. */
function PdfIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M12 4h17l9 9v31H12z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M29 4v9h9M18 22h14M18 28h14M18 34h9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
