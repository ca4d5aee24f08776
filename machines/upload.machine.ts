import { assign, fromPromise, setup } from 'xstate'
import { acceptsPdf, sniffDocument } from '../src/domain/file-type'
import { toProblem, type Problem } from '../src/domain/problem'
import { percentOf } from '../src/domain/upload-progress'

/** The document types the registration upload screens send (api/routes/uploads.ts DocumentType). */
export type UploadType = 'id_document' | 'payroll' | 'bank_statement'

/** A document the ERP keeps (api/routes/uploads.ts StoredDocument, the fields the screens use). */
export interface UploadedDocument {
  id: number
  type: string
  mime: string
  size: number
  createdAt: string
}

/** Where a file came from: the file picker, or the camera of a phone (`capture`). */
export type FileSource = 'file' | 'camera'

/** Uploaded files: formats, size (the ERP's MAX_DOCUMENT_BYTES) and freshness. */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'heic'] as const
export const UPLOAD_MIMES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const
/** What a payslip or a bank statement may also be (src/domain/file-type.ts `acceptsPdf`). */
const PDF_EXTENSION = 'pdf'
const PDF_MIME = 'application/pdf'
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** A fresh capture is at most 120 s old. */
export const FRESH_CAPTURE_MS = 120_000

/** The local rule codes of a chosen file (the ERP answers the first two as well). */
export type FileRule = 'upload_wrong_format' | 'payload_too_large' | 'stale_capture'

export interface FileFacts {
  name: string
  type: string
  size: number
  lastModified: number
}

/**
 * The rule a file breaks before it is sent, or null. The extension must be one of the four and
 * the MIME type, when the browser gives one, an image of those, or both a PDF's where the
 * document may be one (`pdf`: payslips and bank statements); the content is checked once read
 * (`sniffDocument`), and by the ERP again. A camera capture where the step asks for a fresh one
 * must have been modified in the last 120 s (or the window the ERP's setting gives, `freshCaptureMs`).
 */
export function checkFile(
  file: FileFacts,
  options: { now: number; freshCapture: boolean; pdf?: boolean; freshCaptureMs?: number },
): FileRule | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  const mime = file.type.toLowerCase()
  const isPdf = options.pdf === true && extension === PDF_EXTENSION && (mime === '' || mime === PDF_MIME)
  if (!isPdf && !(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'upload_wrong_format'
  if (!isPdf && mime !== '' && !(UPLOAD_MIMES as readonly string[]).includes(mime)) return 'upload_wrong_format'
  if (file.size > MAX_UPLOAD_BYTES) return 'payload_too_large'
  if (options.freshCapture && options.now - file.lastModified > (options.freshCaptureMs ?? FRESH_CAPTURE_MS))
    return 'stale_capture'
  return null
}

/** A local refusal in the shape of the ERP's: 413 for size, a violation on `content` otherwise. */
export function fileProblem(rule: FileRule): Problem {
  if (rule === 'payload_too_large') return { status: 413, code: rule, violations: [] }
  return { status: 400, violations: [{ name: 'content', status: rule }] }
}

export interface UploadInput {
  type: UploadType
  /** The document already kept for this step (after a reload), if any. */
  document?: UploadedDocument | null
  /** Where the step asks for a fresh camera capture (the ID document photo). */
  freshCapture?: boolean
  /** How fresh, in ms (GET id-document-autocomplete-time-setting); FRESH_CAPTURE_MS without it. */
  freshCaptureMs?: number
  /** A file chosen for this document: it is checked and sent at once. */
  file?: File
  source?: FileSource
}

export interface UploadContext {
  type: UploadType
  freshCapture: boolean
  freshCaptureMs: number
  document: UploadedDocument | null
  /** The last file chosen (for its preview), until it is deleted. */
  file: File | null
  source: FileSource | null
  problem: Problem | null
  /** Whole percent of the file sent, while it goes up; null before. */
  progress: number | null
}

export type UploadEvent =
  | { type: 'choose'; file: File; source: FileSource }
  | { type: 'delete' }
  | { type: 'retry' }
  | { type: 'dismiss' }
  | { type: 'upload.progressed'; loaded: number; total: number }

export interface ReadInput {
  file: File
  source: FileSource
  freshCapture: boolean
  freshCaptureMs?: number
  /** The document type: whether a PDF may be sent, and what its content must be. */
  type: UploadType
}

export interface CompressInput {
  file: File
  type: UploadType
}

export interface SendInput {
  type: UploadType
  /** What goes up: the chosen file, or its lighter copy. */
  file: Blob
  /** The file as chosen: the same intent (Idempotency-Key) when it is tried again. */
  chosen?: File
  /** The document this one replaces: removed once the new one is kept. */
  replacing: number | null
  /** Told how many bytes of the request's body have gone out, as they go. */
  progress?: (loaded: number, total: number) => void
}

/**
 * One document of a registration step: idle → reading (local checks on the chosen file) →
 * compressing (a photo made lighter) → uploading (with its progress) → uploaded, or failed with the
 * reason, from where the same file can be tried again or let go; an uploaded document can be
 * deleted, or replaced by choosing another file (the old one stays until the new one is kept).
 * Deleted or let go, it is `removed`, its end. The compression and the ERP calls are given with
 * `provide` as `compress`, `send` and `remove`.
 */
export const uploadMachine = setup({
  types: { context: {} as UploadContext, events: {} as UploadEvent, input: {} as UploadInput },
  actors: {
    // GOTCHA: the rules read the file as chosen, before any compression: its lastModified (the
    // freshness of a camera photo) and its size are the person's file, not the copy sent.
    read: fromPromise<File, ReadInput>(async ({ input }) => {
      const freshCapture = input.freshCapture && input.source === 'camera'
      const rule = checkFile(input.file, {
        now: Date.now(),
        freshCapture,
        pdf: acceptsPdf(input.type),
        ...(input.freshCaptureMs === undefined ? {} : { freshCaptureMs: input.freshCaptureMs }),
      })
      if (rule) throw fileProblem(rule)
      const bytes = new Uint8Array(await input.file.arrayBuffer())
      // By content, as the ERP decides: a renamed file is refused before it is sent.
      if (!sniffDocument(bytes, input.type)) throw fileProblem('upload_wrong_format')
      return input.file
    }),
    /** Sends the file as it is unless the wiring gives a compression. */
    compress: fromPromise<Blob, CompressInput>(async ({ input }) => input.file),
    send: fromPromise<UploadedDocument, SendInput>(async () => {
      throw new Error('send is provided by the screen that uploads')
    }),
    remove: fromPromise<unknown, { type: UploadType; id: number }>(async () => {
      throw new Error('remove is provided by the screen that uploads')
    }),
  },
  guards: {
    hasDocument: ({ context }) => context.document !== null,
    hasFile: ({ context }) => context.file !== null,
  },
  actions: {
    chooseFile: assign(({ event }) => {
      const chosen = event as Extract<UploadEvent, { type: 'choose' }>
      return { file: chosen.file, source: chosen.source, problem: null }
    }),
    assignProgress: assign({
      progress: ({ event }) => {
        const sent = event as Extract<UploadEvent, { type: 'upload.progressed' }>
        return percentOf(sent.loaded, sent.total)
      },
    }),
    assignProblem: assign({ problem: (_, params: { error: unknown }) => toProblem(params.error) }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    type: input.type,
    freshCapture: input.freshCapture ?? false,
    freshCaptureMs: input.freshCaptureMs ?? FRESH_CAPTURE_MS,
    document: input.document ?? null,
    file: input.file ?? null,
    source: input.source ?? (input.file ? 'file' : null),
    problem: null,
    progress: null,
  }),
  initial: 'start',
  states: {
    start: {
      meta: {
        description: 'Decides where the step starts: the kept document, else nothing sent',
      },
      always: [{ guard: 'hasDocument', target: 'uploaded' }, { guard: 'hasFile', target: 'reading' }, { target: 'idle' }],
    },
    idle: {
      meta: { description: 'Nothing sent yet for this step' },
      on: { choose: { target: 'reading', actions: 'chooseFile' } },
    },
    reading: {
      meta: { description: 'Checking the file (format, size, freshness) and reading it as base64' },
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({
          file: context.file!,
          source: context.source!,
          freshCapture: context.freshCapture,
          freshCaptureMs: context.freshCaptureMs,
          type: context.type,
        }),
        onDone: 'compressing',
        onError: { target: 'failed', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    compressing: {
      meta: { description: 'Making a photo lighter before it goes up (a PDF or a small photo goes as it is)' },
      invoke: {
        id: 'compress',
        src: 'compress',
        input: ({ context }) => ({ file: context.file!, type: context.type }),
        onDone: { target: 'uploading', actions: assign({ progress: 0 }) },
        onError: { target: 'failed', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploading: {
      meta: { description: 'Sending the document to the ERP, its progress told as it goes' },
      on: { 'upload.progressed': { actions: 'assignProgress' } },
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context, event, self }) => ({
          type: context.type,
          file: (event as unknown as { output: Blob }).output,
          chosen: context.file!,
          replacing: context.document?.id ?? null,
          progress: (loaded: number, total: number) => self.send({ type: 'upload.progressed', loaded, total }),
        }),
        onDone: { target: 'uploaded', actions: assign({ document: ({ event }) => event.output, problem: null, progress: null }) },
        onError: {
          target: 'failed',
          actions: [assign({ progress: null }), { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    uploaded: {
      meta: { description: 'The ERP keeps the document; it can be replaced or deleted' },
      on: {
        choose: { target: 'reading', actions: 'chooseFile' },
        delete: { target: 'deleting', actions: assign({ problem: null }) },
      },
    },
    deleting: {
      meta: { description: 'Deleting the document at the ERP' },
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ type: context.type, id: context.document!.id }),
        onDone: { target: 'removed', actions: assign({ document: null, file: null, source: null }) },
        onError: { target: 'uploaded', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      meta: { description: 'The file was refused (here or by the ERP), with the reason; a document kept before stays' },
      on: {
        choose: { target: 'reading', actions: 'chooseFile' },
        retry: { guard: 'hasFile', target: 'reading', actions: assign({ problem: null }) },
        delete: { guard: 'hasDocument', target: 'deleting', actions: assign({ problem: null }) },
        // A refused replacement is let go and the kept document stays; a refused new file leaves the list.
        dismiss: [
          { guard: 'hasDocument', target: 'uploaded', actions: assign({ problem: null, file: null, source: null }) },
          { target: 'removed' },
        ],
      },
    },
    removed: {
      meta: { description: 'Deleted at the ERP, or a refused file let go: the step no longer lists it' },
      type: 'final',
    },
  },
})
