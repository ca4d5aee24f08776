import { assign, enqueueActions, setup, type ActorRefFrom } from 'xstate'
import { uploadMachine, type FileSource, type UploadedDocument, type UploadType } from './upload.machine'

/** One file of a step, with the key the screen lists it by. */
export interface UploadItem {
  key: string
  ref: ActorRefFrom<typeof uploadMachine>
}

export interface UploadsInput {
  type: UploadType
  /** The documents of this type the ERP already keeps (after a reload), oldest first. */
  documents?: UploadedDocument[]
  /** Where the step asks for a fresh camera capture (the ID document photo). */
  freshCapture?: boolean
  /** How fresh, in ms (the ERP's setting); the upload machine's default without it. */
  freshCaptureMs?: number
}

export interface UploadsContext {
  type: UploadType
  freshCapture: boolean
  freshCaptureMs: number | undefined
  items: UploadItem[]
  /** The number the next file's key is made from. */
  next: number
}

export type UploadsEvent =
  | { type: 'files.chosen'; files: File[]; source: FileSource }
  | { type: 'xstate.done.actor.*' }
  | { type: `xstate.done.actor.${string}` }

const keyOf = (n: number) => `file-${n}`

/**
 * The files of one registration document step. Each file is an upload actor of its own
 * (machines/upload.machine.ts), so one file refused or cut off on its way shows its reason and
 * its retry while the others go on, and the ones kept stay listed. A file deleted, or a refused
 * one let go, ends its actor and leaves the list. The upload actor's effects are given with
 * `provide` as `item`.
 */
export const uploadsMachine = setup({
  types: { context: {} as UploadsContext, events: {} as UploadsEvent, input: {} as UploadsInput },
  actors: { item: uploadMachine },
  actions: {
    addFiles: assign(({ context, event, spawn }) => {
      const { files, source } = event as Extract<UploadsEvent, { type: 'files.chosen' }>
      const added = files.map((file, index) => {
        const key = keyOf(context.next + index)
        const input = {
          type: context.type,
          freshCapture: context.freshCapture,
          ...(context.freshCaptureMs === undefined ? {} : { freshCaptureMs: context.freshCaptureMs }),
          file,
          source,
        }
        return { key, ref: spawn('item', { id: key, input }) }
      })
      return { items: [...context.items, ...added], next: context.next + files.length }
    }),
    dropEnded: enqueueActions(({ context, event, enqueue }) => {
      const key = event.type.slice('xstate.done.actor.'.length)
      if (!context.items.some((item) => item.key === key)) return
      enqueue.stopChild(key)
      enqueue.assign({ items: context.items.filter((item) => item.key !== key) })
    }),
  },
}).createMachine({
  id: 'uploads',
  context: ({ input, spawn }) => {
    const documents = input.documents ?? []
    return {
      type: input.type,
      freshCapture: input.freshCapture ?? false,
      freshCaptureMs: input.freshCaptureMs,
      items: documents.map((document, index) => ({
        key: keyOf(index),
        ref: spawn('item', { id: keyOf(index), input: { type: input.type, freshCapture: input.freshCapture, document } }),
      })),
      next: documents.length,
    }
  },
  initial: 'listing',
  states: {
    listing: {
      meta: { description: 'The step lists its files, each going up, kept or refused on its own' },
      on: {
        'files.chosen': { actions: 'addFiles' },
        'xstate.done.actor.*': { actions: 'dropEnded' },
      },
    },
  },
})
