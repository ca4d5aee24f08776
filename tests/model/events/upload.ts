import { fromPromise, type AnyEventObject } from 'xstate'
import { uploadMachine, type UploadedDocument, type UploadInput } from '../../../machines/upload.machine'

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
export const photo = (name = 'foto.png', type = 'image/png', lastModified = Date.now()) =>
  new File([PNG], name, { type, lastModified })
export const kept: UploadedDocument = {
  id: 7,
  type: 'id_document',
  mime: 'image/png',
  size: 12,
  createdAt: '2025-06-01T10:00:00.000Z',
}

export const EVENTS = [
  { type: 'choose', file: photo(), source: 'file' },
  { type: 'delete' },
  { type: 'retry' },
  { type: 'dismiss' },
  { type: 'upload.progressed', loaded: 512, total: 1024 },
  { type: 'xstate.done.actor.read', output: photo() },
  { type: 'xstate.error.actor.read', error: { status: 400, violations: [{ name: 'content', status: 'upload_wrong_format' }] } },
  { type: 'xstate.done.actor.compress', output: photo() },
  { type: 'xstate.error.actor.compress', error: new Error('The photo could not be drawn') },
  { type: 'xstate.done.actor.send', output: { ...kept, id: 8 } },
  { type: 'xstate.error.actor.send', error: { status: 413, violations: [] } },
  { type: 'xstate.done.actor.remove', output: { deleted: true } },
  { type: 'xstate.error.actor.remove', error: new TypeError('Failed to fetch') },
] as AnyEventObject[]

export const never = () => new Promise<never>(() => {})
export const model = uploadMachine.provide({
  actors: {
    read: fromPromise<any, any>(never),
    compress: fromPromise<any, any>(never),
    send: fromPromise<any, any>(never),
    remove: fromPromise<any, any>(never),
  },
})
export const serialize = (s: { value: unknown; context: { document: unknown; problem: unknown; file: unknown } }) => ({
  value: s.value,
  document: s.context.document !== null,
  file: s.context.file !== null,
  problem: s.context.problem !== null,
})
export const INPUTS: [string, UploadInput][] = [
  ['nothing kept', { type: 'id_document', freshCapture: true }],
  ['a document kept', { type: 'id_document', freshCapture: true, document: kept }],
  ['a file chosen', { type: 'payroll', file: photo(), source: 'file' }],
]
