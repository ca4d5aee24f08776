import { fromPromise, type AnyEventObject } from 'xstate'
import { uploadMachine } from '../../../machines/upload.machine'
import { uploadsMachine, type UploadsInput } from '../../../machines/uploads.machine'
import { kept, never, photo } from './upload'

/** The step's machine with its files' actors held still: the list alone is walked. */
export const model = uploadsMachine.provide({
  actors: {
    item: uploadMachine.provide({
      actors: {
        read: fromPromise<any, any>(never),
        compress: fromPromise<any, any>(never),
        send: fromPromise<any, any>(never),
        remove: fromPromise<any, any>(never),
      },
    }),
  },
})

export const EVENTS = [
  { type: 'files.chosen', files: [photo('a.png'), photo('b.png')], source: 'file' },
  { type: 'xstate.done.actor.file-0' },
] as AnyEventObject[]

export const serialize = (s: { value: unknown; context: { items: unknown[] } }) => ({
  value: s.value,
  files: Math.min(s.context.items.length, 2),
})

export const INPUTS: [string, UploadsInput][] = [
  ['nothing kept', { type: 'payroll' }],
  ['a document kept', { type: 'id_document', freshCapture: true, documents: [kept] }],
]
