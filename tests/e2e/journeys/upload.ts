import type { AnyEventObject, AnyMachineSnapshot, TransitionDefinition } from 'xstate'
import { fileProblem, type UploadContext, type UploadInput, type UploadType } from '../../../machines/upload.machine'
import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import { hasRule, type Problem } from '../../../src/domain/problem'
import type { RouteName } from '../../../src/domain/routes'
import { kept, photo } from '../../model/events/upload'
import { playPath } from '../../model/support/graph'
import { readOracle, readOracleColumn, rowKey, rowOf, type OracleRow } from '../../model/support/oracle'
import { leafStates, type Driver, type Journey, type JourneyMachine, type Played, type Plan, type Undrivable } from './select'

/*
 * The upload machine's drivers on a registration document step (one file of the step): the file a
 * person chooses there (a photo, or one the rules refuse: a wrong format, an old camera photo, over
 * 10 MB, a photo too small for the ERP's reading of its metrics), the row's buttons (Intentar de
 * nuevo, Quitar, Eliminar), and the reference ERP's answers; a call made to fail in the browser
 * where a path has a failure (no answer, or the ERP's 413 for a body over its limit, which the app
 * never sends). Every journey runs on the ID step, the one that asks a fresh capture and has the
 * photo's metrics read. What is seen is the oracle's (tests/model/oracle/upload.md): its route
 * column (`stays`: the step's page) and its file column (what the file's row shows).
 */

/** The files a person chooses: each one the rules take or refuse in its own way. */
export type UploadFile =
  /** An ID photo (400 × 260 PNG): read, its metrics pass, kept by the ERP. */
  | 'photo'
  /** A text file named .png: its content is no image (upload_wrong_format). */
  | 'text'
  /** A camera photo modified 10 minutes ago, on the step that asks a fresh capture (stale_capture). */
  | 'old-camera'
  /** A JPEG over 10 MB (payload_too_large, here). */
  | 'large'
  /** A 1 × 1 PNG: the ERP's reading of the photo's metrics fails it (hs_metric_failed). */
  | 'tiny'

export type UploadPress = 'retry' | 'dismiss' | 'delete'

export type UploadAct =
  /** The file chosen on the step: its picker (Elegir un archivo), or the camera's (Tomar una foto) for a camera photo. */
  { choose: UploadFile } | { press: UploadPress }

/** Every upload journey is a new client's, signed in, on the ID step with nothing sent yet. */
export interface UploadSetup {
  step: UploadType
}

/** The upload's two calls of the ERP: the file sent (POST client-document) and its deletion (DELETE client-document/…). */
export type UploadCall = 'send' | 'remove'
export type UploadArrange = { fault: UploadCall; answer: 'drop' | 413 }

/** The document step of each type. */
export const STEP_PAGES: Readonly<Record<UploadType, RouteName>> = {
  id_document: 'registration-id-document-upload',
  payroll: 'registration-payroll-upload',
  bank_statement: 'registration-bank-statement-upload',
}

/** The step every journey runs on: the ID's, which asks a fresh capture and reads the photo's metrics. */
const STEP: UploadType = 'id_document'

/** The ERP's 413 for a body over its limit, as the app reads it (its message kept). */
export const ERP_TOO_LARGE: Problem = {
  status: 413,
  code: 'payload_too_large',
  message: 'The document is too large.',
  violations: [],
}
const NO_ANSWER: Problem = { status: -1, violations: [] }
const METRICS_FAILED: Problem = {
  status: 400,
  code: 'hs_metric_failed',
  violations: [{ name: 'content', status: 'hs_metric_failed' }],
}

/**
 * The events the journeys walk: the model tests' (tests/model/events/upload.ts), each refusal told
 * apart, since each reads otherwise at the file: the rules' three before the file is sent, the
 * ERP's after (its 413, the photo's metrics, a wrong format it finds), and a call with no answer.
 */
const EVENTS: AnyEventObject[] = [
  { type: 'choose', file: photo(), source: 'file' },
  { type: 'delete' },
  { type: 'retry' },
  { type: 'dismiss' },
  { type: 'upload.progressed', loaded: 512, total: 1024 },
  { type: 'xstate.done.actor.read', output: photo() },
  { type: 'xstate.error.actor.read', error: fileProblem('upload_wrong_format') },
  { type: 'xstate.error.actor.read', error: fileProblem('stale_capture') },
  { type: 'xstate.error.actor.read', error: fileProblem('payload_too_large') },
  { type: 'xstate.done.actor.compress', output: photo() },
  { type: 'xstate.error.actor.compress', error: new Error('The photo could not be drawn') },
  { type: 'xstate.done.actor.send', output: { ...kept, id: 8 } },
  { type: 'xstate.error.actor.send', error: ERP_TOO_LARGE },
  { type: 'xstate.error.actor.send', error: METRICS_FAILED },
  { type: 'xstate.error.actor.send', error: fileProblem('upload_wrong_format') },
  { type: 'xstate.error.actor.send', error: NO_ANSWER },
  { type: 'xstate.done.actor.remove', output: { deleted: true } },
  { type: 'xstate.error.actor.remove', error: NO_ANSWER },
]

/** A refusal as the file's row reads it. */
export type Reason = 'wrong format' | 'not fresh' | 'too large' | "too large (the ERP's 413)" | 'photo not readable' | 'no answer'

export function reasonOf(problem: Problem): Reason {
  if (problem.status === -1) return 'no answer'
  if (problem.status === 413) return problem.message ? "too large (the ERP's 413)" : 'too large'
  if (hasRule(problem, 'stale_capture')) return 'not fresh'
  if (hasRule(problem, 'hs_metric_failed')) return 'photo not readable'
  return 'wrong format'
}

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as UploadContext
const errorOf = (event: AnyEventObject) => (event as unknown as { error: unknown }).error as Problem

const WHY: Readonly<Record<string, string>> = {
  choose:
    "the app never sends it to a file's actor: each file chosen is a new file of the step, an actor of its own (machines/uploads.machine.ts), so a kept document's replacement is the model tests' (tests/model/upload.machine.test.ts)",
  'upload.progressed':
    'the upload tells it to itself as the body goes out, and no state changes; the percentage is shown in the registration spec (tests/e2e/registration-uploads.spec.ts)',
  'xstate.error.actor.compress':
    "the app's compression never fails: a photo the browser cannot draw goes up as it was chosen (src/app/compress-photo.ts, tests/e2e/registration-uploads.spec.ts)",
}

function driver(event: AnyEventObject, snapshot: AnyMachineSnapshot): Driver<UploadAct> | Undrivable {
  const reason = WHY[event.type]
  if (reason) return { undrivable: reason }
  if (event.type === 'xstate.error.actor.send' && reasonOf(errorOf(event)) === 'wrong format')
    return {
      undrivable:
        'the app reads the content by the rule the ERP reads it with (src/domain/file-type.ts) and refuses it before sending (tests/server/uploads.test.ts)',
    }
  if (/^xstate\.(done|error)\.actor\.(read|compress|send|remove)$/.test(event.type)) return { by: 'answer' }
  switch (event.type) {
    case 'retry':
      return { by: 'user', act: { press: 'retry' } }
    case 'dismiss':
      return { by: 'user', act: { press: 'dismiss' } }
    case 'delete':
      // A refused replacement offers its retry and keeping the one received, never Eliminar.
      if (snapshot.matches('failed'))
        return { undrivable: 'a refused file offers only Intentar de nuevo and Quitar (tests/e2e/registration-uploads.spec.ts)' }
      return { by: 'user', act: { press: 'delete' } }
  }
  return { undrivable: 'no driver' }
}

type AnyTransition = TransitionDefinition<any, any>

/** The oracle's table, with the file column this adapter reads beside the columns readOracle knows. */
const ORACLE: readonly (OracleRow & { file: string })[] = (() => {
  const files = readOracleColumn('upload', 'file')
  return readOracle('upload').map((row) => ({ ...row, file: files.get(row.line)! }))
})()
const BY_KEY = new Map(ORACLE.map((row) => [rowKey(row), row]))

/** The row of a transition, which the table must have. */
function rowFor(transition: AnyTransition) {
  const row = BY_KEY.get(rowOf(transition))
  if (!row) throw new Error(`tests/model/oracle/upload.md has no row ${rowOf(transition)}`)
  return row
}

/**
 * What the oracle says of the file's row after a step (the row of its last transition): its file
 * cell, of which the context decides between the two a refusal has: the first without a document
 * kept before, the second with one.
 */
export function oracleFile(row: Pick<OracleRow, 'line'> & { file: string }, snapshot: AnyMachineSnapshot): string {
  const choices = row.file.split(' or ')
  if (choices.length === 1) return choices[0]!
  return context(snapshot).document === null ? choices[0]! : choices[1]!
}

/** The page the oracle's route cell says: `stays`, the step the file was chosen on. */
export function oraclePage(row: OracleRow, snapshot: AnyMachineSnapshot): RouteName {
  if (row.route !== 'stays') throw new Error(`tests/model/oracle/upload.md:${row.line}: the route ${row.route}`)
  return STEP_PAGES[context(snapshot).type]
}

/** Where the file's row reads a refusal: the file refused, or its delete. */
const READS_REASON = ['refused', 'replacement refused', 'not deleted']

/** What the file's row shows, with the refusal it reads where it reads one (a gone row reads nothing). */
function shownKey(file: string, snapshot: AnyMachineSnapshot): string {
  const { problem, document } = context(snapshot)
  const parts = [file, leafStates(snapshot)]
  if (problem && READS_REASON.includes(file)) parts.push(reasonOf(problem))
  if (document && file === 'replacement refused') parts.push('a document kept')
  return parts.join(' · ')
}

/**
 * The oracle's rows for each step of a journey (of its last transition, as the model tests read a
 * step), replayed on the model: what the browser checks at each rest.
 */
export function oracleRows(
  journey: Pick<Journey<unknown, unknown, unknown>, 'steps'>,
): { row: OracleRow & { file: string }; file: string; page: RouteName }[] {
  const played = playPath(
    uploadJourneys.paths.model,
    journey.steps.map((step) => step.event),
    uploadJourneys.paths.starts[0]?.input,
  )
  return played.steps.map((step) => {
    const last = step.microsteps.at(-1)?.transitions ?? []
    if (last.length !== 1) throw new Error(`${step.event.type}: ${last.length} transitions in its last microstep`)
    const row = rowFor(last[0]!)
    return { row, file: oracleFile(row, step.after), page: oraclePage(row, step.after) }
  })
}

/** The file a journey's first read or send needs chosen, by what they answer. */
function fileFor(played: readonly Played<UploadAct>[]): UploadFile | Undrivable {
  const reads = played.filter((step) => /\.actor\.read$/.test(step.event.type))
  const sends = played.filter((step) => /\.actor\.send$/.test(step.event.type))
  const readRefusals = new Set(
    reads.map((step) => (step.event.type.startsWith('xstate.error.') ? reasonOf(errorOf(step.event)) : 'read')),
  )
  if (readRefusals.size > 1) return { undrivable: 'the same file is read again: the rules answer it as they did' }
  const read = [...readRefusals][0]
  if (read === 'wrong format') return 'text'
  if (read === 'not fresh') return 'old-camera'
  if (read === 'too large') return 'large'
  const metrics = sends.filter(
    (step) => step.event.type.startsWith('xstate.error.') && reasonOf(errorOf(step.event)) === 'photo not readable',
  )
  if (metrics.length === 0) return 'photo'
  // The photo's metrics fail each time it is sent: its reading is the ERP's, before the file goes.
  if (metrics.length !== sends.length) return { undrivable: "the ERP fails this photo's metrics each time it is sent" }
  return 'tiny'
}

/**
 * How a path is steered: the file chosen at the start (by what its reads and sends answer), and a
 * call that fails made to fail in the browser from the action before it, until the next action.
 */
function plan(played: readonly Played<UploadAct>[]): Plan<UploadSetup, UploadArrange, UploadAct> | Undrivable {
  const file = fileFor(played)
  if (typeof file !== 'string') return file
  const steps: { arrange: UploadArrange[]; act?: UploadAct }[] = played.map(() => ({ arrange: [] }))
  // The first step is the ERP's or the rules' answer to the file chosen: the choice is its action.
  steps[0]!.act = { choose: file }
  let trigger = 0
  let faults: Partial<Record<UploadCall, UploadArrange['answer'] | 'answer'>> = {}
  for (const [index, { event, driver }] of played.entries()) {
    if (driver.by === 'user') {
      trigger = index
      faults = {}
    }
    const call = /^xstate\.(done|error)\.actor\.(send|remove)$/.exec(event.type)
    if (!call) continue
    const name = call[2] as UploadCall
    const why = call[1] === 'error' ? reasonOf(errorOf(event)) : null
    const answer: UploadArrange['answer'] | 'answer' =
      why === 'no answer' ? 'drop' : why === "too large (the ERP's 413)" ? 413 : 'answer'
    const before = faults[name]
    if (before !== undefined && before !== answer)
      return { undrivable: `${event.type}: a call made to fail fails alike until the next action` }
    if (before === undefined && answer !== 'answer') steps[trigger]!.arrange.push({ fault: name, answer })
    faults[name] = answer
  }
  return { setup: { step: STEP }, steps }
}

const PATHS = MACHINE_PATHS.find((setup) => setup.name === 'upload')!

/** Where every journey starts: a file just chosen on the ID step (as a person's choice starts its actor). */
const CHOSEN: UploadInput = { type: STEP, freshCapture: true, file: photo(), source: 'file' }

export const uploadJourneys: JourneyMachine<UploadAct, UploadSetup, UploadArrange> = {
  // The model tests' walk from a file chosen, its states also told apart by the refusal the file reads.
  paths: {
    ...PATHS,
    starts: [{ label: 'a file chosen on the ID step', input: CHOSEN }],
    events: EVENTS,
    serialize: (snapshot) => {
      const { problem } = context(snapshot)
      return { walk: PATHS.serialize(snapshot), reason: problem ? reasonOf(problem) : null }
    },
  },
  driver,
  shows(snapshot, _moved, taken) {
    const last = taken.at(-1)
    if (!last) return null
    const row = rowFor(last)
    return { key: shownKey(oracleFile(row, snapshot), snapshot), route: oraclePage(row, snapshot) }
  },
  plan,
}
