import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { fileProblem, FRESH_CAPTURE_MS, uploadMachine, type UploadEvent, type UploadInput } from '../../machines/upload.machine'

/* One document of a registration step, step by step: what is read, sent and deleted, and what the screen is told. */

const kept = { id: 5, type: 'payroll', mime: 'image/jpeg', size: 2048, createdAt: '2026-11-21T10:00:00Z' }
const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'recibo.jpg', { type: 'image/jpeg' })
const other = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'otro.jpg', { type: 'image/jpeg' })
const problem = (status: number) => ({ status, violations: [] })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as UploadEvent
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as UploadEvent

function upload(input: UploadInput = { type: 'payroll' }) {
  const calls: { call: string; input: any }[] = []
  const recorded = (call: string) =>
    fromPromise<any, any>(({ input: given }) => {
      calls.push({ call, input: given })
      return new Promise<never>(() => {})
    })
  const actor = createActor(
    uploadMachine.provide({
      actors: { read: recorded('read'), compress: recorded('compress'), send: recorded('send'), remove: recorded('remove') },
    }),
    { input },
  ).start()
  const send = (...events: (UploadEvent | AnyEventObject)[]) => {
    for (const event of events) actor.send(event as UploadEvent)
  }
  return { actor, calls, send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context }
}

describe('a document of a step', () => {
  it.each<[string, UploadInput, string]>([
    ['nothing sent yet', { type: 'payroll' }, 'idle'],
    ['a document kept', { type: 'payroll', document: kept }, 'uploaded'],
    ['a file chosen', { type: 'payroll', file: photo }, 'reading'],
  ])('starts with %s', (_, input, state) => {
    const u = upload(input)
    expect(u.value()).toBe(state)
    expect(u.context()).toMatchObject({
      type: 'payroll',
      freshCapture: false,
      freshCaptureMs: FRESH_CAPTURE_MS,
      problem: null,
      progress: null,
    })
  })

  it('reads a file chosen at the start as one from the files, with the freshness the step asks', () => {
    const u = upload({ type: 'id_document', file: photo, freshCapture: true, freshCaptureMs: 60_000 })
    expect(u.context()).toMatchObject({ source: 'file', freshCapture: true, freshCaptureMs: 60_000 })
    expect(u.calls).toEqual([
      { call: 'read', input: { file: photo, source: 'file', freshCapture: true, freshCaptureMs: 60_000, type: 'id_document' } },
    ])
  })

  it('reads, compresses and sends a chosen file, telling its progress, and keeps the document', () => {
    const u = upload({ type: 'payroll' })
    u.send({ type: 'choose', file: photo, source: 'camera' })
    expect(u.context()).toMatchObject({ file: photo, source: 'camera' })
    expect(u.calls[0]?.input).toMatchObject({ source: 'camera', type: 'payroll' })
    u.send(done('read', photo))
    expect(u.value()).toBe('compressing')
    expect(u.calls[1]).toEqual({ call: 'compress', input: { file: photo, type: 'payroll' } })
    const lighter = new Blob([new Uint8Array([1])])
    u.send(done('compress', lighter))
    expect(u.value()).toBe('uploading')
    expect(u.context().progress).toBe(0)
    expect(u.calls[2]?.input).toMatchObject({ type: 'payroll', file: lighter, chosen: photo, replacing: null })
    u.calls[2]?.input.progress(512, 1024)
    expect(u.context().progress).toBe(50)
    u.send(done('send', kept))
    expect(u.value()).toBe('uploaded')
    expect(u.context()).toMatchObject({ document: kept, problem: null, progress: null })
  })

  it('replaces a kept document: the new one names the one it replaces', () => {
    const u = upload({ type: 'payroll', document: kept })
    u.send({ type: 'choose', file: other, source: 'file' }, done('read', other), done('compress', other))
    expect(u.calls.at(-1)?.input).toMatchObject({ replacing: 5, chosen: other })
  })

  it.each([
    ['read', [] as AnyEventObject[]],
    ['compress', [done('read', photo)]],
    ['send', [done('read', photo), done('compress', photo)]],
  ])('says why a file was refused at the %s, and stops its progress', (call, before) => {
    const u = upload({ type: 'payroll' })
    u.send({ type: 'choose', file: photo, source: 'file' }, ...before, failed(call, problem(413)))
    expect(u.value()).toBe('failed')
    expect(u.context()).toMatchObject({ problem: problem(413), progress: null })
  })

  it('tries the same file again, or another one, clearing the reason', () => {
    const u = upload({ type: 'payroll' })
    u.send({ type: 'choose', file: photo, source: 'file' }, failed('read', problem(400)), { type: 'retry' })
    expect(u.value()).toBe('reading')
    expect(u.context().problem).toBeNull()
    u.send(failed('read', problem(400)), { type: 'choose', file: other, source: 'file' })
    expect(u.value()).toBe('reading')
    expect(u.context()).toMatchObject({ file: other, problem: null })
  })

  it('lets a refused new file go: it leaves the list', () => {
    const u = upload({ type: 'payroll' })
    u.send({ type: 'choose', file: photo, source: 'file' }, failed('read', problem(400)), { type: 'delete' })
    expect(u.value()).toBe('failed')
    u.send({ type: 'dismiss' })
    expect(u.value()).toBe('removed')
    expect(u.actor.getSnapshot().status).toBe('done')
  })

  it('lets a refused replacement go and keeps the document kept', () => {
    const u = upload({ type: 'payroll', document: kept })
    u.send({ type: 'choose', file: other, source: 'file' }, failed('read', problem(400)), { type: 'dismiss' })
    expect(u.value()).toBe('uploaded')
    expect(u.context()).toMatchObject({ document: kept, file: null, source: null, problem: null })
  })

  it('deletes the kept document after a refused replacement', () => {
    const u = upload({ type: 'payroll', document: kept })
    u.send({ type: 'choose', file: other, source: 'file' }, failed('read', problem(400)), { type: 'delete' })
    expect(u.value()).toBe('deleting')
    expect(u.context().problem).toBeNull()
  })

  it('deletes a kept document at the ERP, and then it leaves the list', () => {
    const u = upload({ type: 'payroll', document: kept })
    u.send({ type: 'delete' })
    expect(u.value()).toBe('deleting')
    expect(u.calls.at(-1)).toEqual({ call: 'remove', input: { type: 'payroll', id: 5 } })
    u.send(done('remove', {}))
    expect(u.value()).toBe('removed')
    expect(u.context()).toMatchObject({ document: null, file: null, source: null })
  })

  it('keeps the document, saying why, when it could not be deleted, and clears that at the next delete', () => {
    const u = upload({ type: 'payroll', document: kept })
    u.send({ type: 'delete' }, failed('remove', problem(500)))
    expect(u.value()).toBe('uploaded')
    expect(u.context()).toMatchObject({ document: kept, problem: problem(500) })
    u.send({ type: 'delete' })
    expect(u.context().problem).toBeNull()
  })
})

describe("a file's refusal before it is sent", () => {
  it("answers a file too large as the ERP would (413), and any other rule at the file's content", () => {
    expect(fileProblem('payload_too_large')).toEqual({ status: 413, code: 'payload_too_large', violations: [] })
    expect(fileProblem('stale_capture')).toEqual({ status: 400, violations: [{ name: 'content', status: 'stale_capture' }] })
    expect(fileProblem('upload_wrong_format')).toEqual({
      status: 400,
      violations: [{ name: 'content', status: 'upload_wrong_format' }],
    })
  })

  it("refuses a camera photo older than the step's own window, and takes it within", async () => {
    const photoAt = (age: number) =>
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'ine.jpg', { type: 'image/jpeg', lastModified: Date.now() - age })
    const readWith = (file: File, freshCaptureMs?: number) =>
      createActor(uploadMachine.provide({ actors: { compress: fromPromise<any, any>(() => new Promise<never>(() => {})) } }), {
        input: {
          type: 'id_document',
          freshCapture: true,
          file,
          source: 'camera',
          ...(freshCaptureMs === undefined ? {} : { freshCaptureMs }),
        },
      }).start()
    const stale = readWith(photoAt(5_000), 2_000)
    await waitFor(stale, (snapshot) => snapshot.matches('failed'), { timeout: 2000 })
    expect(stale.getSnapshot().context.problem).toEqual(fileProblem('stale_capture'))
    const fresh = readWith(photoAt(5_000))
    await waitFor(fresh, (snapshot) => snapshot.matches('compressing'), { timeout: 2000 })
  })
})

describe('calls the screen has not given', () => {
  it('fail rather than answer', async () => {
    const sending = createActor(
      uploadMachine.provide({ actors: { read: fromPromise<any, any>(async ({ input }) => input.file) } }),
      { input: { type: 'payroll', file: photo } },
    ).start()
    await waitFor(sending, (snapshot) => snapshot.matches('failed'), { timeout: 2000 })
    expect(sending.getSnapshot().context.document).toBeNull()
    const removing = createActor(uploadMachine, { input: { type: 'payroll', document: kept } }).start()
    removing.send({ type: 'delete' })
    await waitFor(removing, (snapshot) => snapshot.matches('uploaded') && snapshot.context.problem !== null, { timeout: 2000 })
  })
})
