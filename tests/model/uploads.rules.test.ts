import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { uploadMachine, type UploadInput } from '../../machines/upload.machine'
import { uploadsMachine } from '../../machines/uploads.machine'

/* The files of one step: what each file's actor is given, and which leave the list. */

const kept = { id: 5, type: 'id_document', mime: 'image/jpeg', size: 2048, createdAt: '2026-11-21T10:00:00Z' }
const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' })

/** The step, its files' actors never reading (their input is what is looked at). */
function step(input: { documents?: (typeof kept)[]; freshCapture?: boolean; freshCaptureMs?: number } = {}) {
  const item = uploadMachine.provide({ actors: { read: fromPromise<any, any>(() => new Promise<never>(() => {})) } })
  return createActor(uploadsMachine.provide({ actors: { item } }), { input: { type: 'id_document', ...input } }).start()
}
const inputOf = (actor: ReturnType<typeof step>, index: number) =>
  actor.getSnapshot().context.items[index]!.ref.getSnapshot().context as unknown as Required<
    Omit<UploadInput, 'document' | 'file'>
  >

describe('the files of a step', () => {
  it('starts with no file, not asking for fresh captures, when nothing is kept', () => {
    const actor = step()
    expect(actor.getSnapshot().context).toMatchObject({ items: [], next: 0, freshCapture: false, freshCaptureMs: undefined })
  })

  it('gives each file chosen the freshness the step asks, and a key of its own', () => {
    const actor = step({ freshCapture: true, freshCaptureMs: 60_000 })
    actor.send({ type: 'files.chosen', files: [photo('a.jpg'), photo('b.jpg')], source: 'camera' })
    expect(actor.getSnapshot().context.items.map((item) => item.key)).toEqual(['file-0', 'file-1'])
    expect(inputOf(actor, 1)).toMatchObject({ type: 'id_document', freshCapture: true, freshCaptureMs: 60_000, source: 'camera' })
    expect(actor.getSnapshot().context.next).toBe(2)
  })

  it("leaves a file's freshness window to the upload's own when the step gives none", () => {
    const actor = step({ freshCapture: true })
    actor.send({ type: 'files.chosen', files: [photo('a.jpg')], source: 'camera' })
    expect(inputOf(actor, 0).freshCaptureMs).toBe(120_000)
  })

  it('lists the kept documents first, and numbers the files chosen after them', () => {
    const actor = step({ documents: [kept, { ...kept, id: 6 }] })
    actor.send({ type: 'files.chosen', files: [photo('a.jpg')], source: 'file' })
    expect(actor.getSnapshot().context.items.map((item) => item.key)).toEqual(['file-0', 'file-1', 'file-2'])
  })

  it('drops only the file whose actor ended', async () => {
    const item = uploadMachine.provide({ actors: { remove: fromPromise<any, any>(async () => null) } })
    const actor = createActor(uploadsMachine.provide({ actors: { item } }), {
      input: { type: 'id_document', documents: [kept, { ...kept, id: 6 }] },
    }).start()
    actor.getSnapshot().context.items[0]!.ref.send({ type: 'delete' })
    await waitFor(actor, (snapshot) => snapshot.context.items.length === 1, { timeout: 2000 })
    expect(actor.getSnapshot().context.items.map((listed) => listed.key)).toEqual(['file-1'])
  })
})
