import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  checkFile,
  FRESH_CAPTURE_MS,
  MAX_UPLOAD_BYTES,
  uploadMachine,
  type SendInput,
  type UploadedDocument,
  type UploadEvent,
  type UploadInput,
  type UploadType,
} from '../../machines/upload.machine'
import { toBase64 } from '../../src/domain/base64'
import { activeStateIds, allStateIds, allTransitions, takenTransitions } from './support/graph'
import { machinePaths } from './support/paths'
import { PNG, photo, kept, model, type INPUTS } from './events/upload'

const cases = machinePaths('upload').map(
  (path) => [`${path.start}: ${path.name}`, path.input as (typeof INPUTS)[number][1], path.events] as const,
)

describe('upload machine paths', () => {
  it.each(cases)('%s', (_, input, events) => {
    const actor = createActor(model, { input }).start()
    for (const event of events) {
      actor.send(event as UploadEvent)
      const snapshot = actor.getSnapshot()
      const { document, problem } = snapshot.context
      // What is kept and what is shown agree in every state.
      if (snapshot.matches('uploaded') || snapshot.matches('deleting')) expect(document).not.toBeNull()
      if (snapshot.matches('idle')) expect(document).toBeNull()
      if (snapshot.matches('reading') || snapshot.matches('uploading') || snapshot.matches('deleting')) expect(problem).toBeNull()
      if (snapshot.matches('failed')) expect(problem).not.toBeNull()
    }
  })

  it('take every transition and reach every state', () => {
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const [, input, events] of cases) {
      const actor = createActor(model, { input }).start()
      for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      for (const event of events) {
        for (const key of takenTransitions(model, actor.getSnapshot(), event)) taken.add(key)
        actor.send(event as UploadEvent)
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      }
    }
    expect(allTransitions(model).filter((key) => !taken.has(key))).toEqual([])
    // `start` is only passed through (its always-transitions are not events).
    expect(allStateIds(model).filter((id) => !reached.has(id) && id !== 'upload.start')).toEqual([])
  })
})

describe('upload rules', () => {
  const now = Date.UTC(2025, 5, 1, 12)
  const facts = (over: Partial<{ name: string; type: string; size: number; lastModified: number }> = {}) => ({
    name: 'ine.jpg',
    type: 'image/jpeg',
    size: 1000,
    lastModified: now,
    ...over,
  })

  it('takes jpg, jpeg, png and heic, by extension and MIME type', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.heic'])
      expect(checkFile(facts({ name, type: '' }), { now, freshCapture: false })).toBeNull()
    expect(checkFile(facts({ name: 'a.heic', type: 'image/heic' }), { now, freshCapture: false })).toBeNull()
    expect(checkFile(facts({ name: 'a.pdf', type: 'application/pdf' }), { now, freshCapture: false })).toBe('upload_wrong_format')
    expect(checkFile(facts({ name: 'a.gif', type: 'image/gif' }), { now, freshCapture: false })).toBe('upload_wrong_format')
    expect(checkFile(facts({ name: 'jpg', type: '' }), { now, freshCapture: false })).toBe('upload_wrong_format')
    expect(checkFile(facts({ name: 'a.png', type: 'text/plain' }), { now, freshCapture: false })).toBe('upload_wrong_format')
  })

  it('takes a PDF only where the document may be one (payslip, bank statement)', () => {
    const pdf = { now, freshCapture: false, pdf: true }
    expect(checkFile(facts({ name: 'recibo.pdf', type: 'application/pdf' }), pdf)).toBeNull()
    expect(checkFile(facts({ name: 'ESTADO.PDF', type: '' }), pdf)).toBeNull()
    expect(checkFile(facts({ name: 'a.jpg', type: 'image/jpeg' }), pdf)).toBeNull()
    expect(checkFile(facts({ name: 'recibo.pdf', type: 'text/html' }), pdf)).toBe('upload_wrong_format')
    expect(checkFile(facts({ name: 'recibo.docx', type: 'application/pdf' }), pdf)).toBe('upload_wrong_format')
    expect(checkFile(facts({ name: 'recibo.pdf', type: 'application/pdf' }), { now, freshCapture: false })).toBe(
      'upload_wrong_format',
    )
  })

  it('refuses a file over 10 MB and takes one of exactly 10 MB', () => {
    expect(checkFile(facts({ size: MAX_UPLOAD_BYTES }), { now, freshCapture: false })).toBeNull()
    expect(checkFile(facts({ size: MAX_UPLOAD_BYTES + 1 }), { now, freshCapture: false })).toBe('payload_too_large')
  })

  it('asks a fresh capture to be modified within the last 120 s, only where the step asks for it', () => {
    expect(checkFile(facts({ lastModified: now - FRESH_CAPTURE_MS }), { now, freshCapture: true })).toBeNull()
    expect(checkFile(facts({ lastModified: now - FRESH_CAPTURE_MS - 1 }), { now, freshCapture: true })).toBe('stale_capture')
    expect(checkFile(facts({ lastModified: now - 3_600_000 }), { now, freshCapture: false })).toBeNull()
  })

  it.each([
    // [the window the ERP's setting gives, how old the photo is, the rule broken]
    [60_000, 60_000, null],
    [60_000, 60_001, 'stale_capture'],
    [300_000, 200_000, null],
  ] as const)('takes the freshness window from the ERP: %i ms, a photo %i ms old: %s', (windowMs, age, rule) => {
    expect(checkFile(facts({ lastModified: now - age }), { now, freshCapture: true, freshCaptureMs: windowMs })).toBe(rule)
  })

  it('writes standard base64, also past one chunk', () => {
    expect(toBase64(PNG)).toBe(Buffer.from(PNG).toString('base64'))
    const big = new Uint8Array(100_000).map((_, i) => i % 251)
    expect(toBase64(big)).toBe(Buffer.from(big).toString('base64'))
  })
})

describe('upload machine with its real reading', () => {
  function start(input: UploadInput, sent: SendInput[] = [], removed: number[] = []) {
    return createActor(
      uploadMachine.provide({
        actors: {
          send: fromPromise<UploadedDocument, SendInput>(
            async ({ input: call }) => (sent.push(call), { ...kept, id: 9, type: call.type }),
          ),
          remove: fromPromise<unknown, { type: UploadType; id: number }>(
            async ({ input: call }) => (removed.push(call.id), { deleted: true }),
          ),
        },
      }),
      { input },
    ).start()
  }

  it('reads a photo as base64 and sends it; choosing another replaces the kept one', async () => {
    const sent: SendInput[] = []
    const actor = start({ type: 'payroll', document: kept }, sent)
    expect(actor.getSnapshot().matches('uploaded')).toBe(true)
    actor.send({ type: 'choose', file: photo(), source: 'file' })
    await waitFor(actor, (s) => s.matches('uploaded') && s.context.document?.id === 9)
    expect(sent.map(({ type, file, replacing }) => ({ type, file, replacing }))).toEqual([
      { type: 'payroll', file: expect.any(File), replacing: 7 },
    ])
    expect(new Uint8Array(await sent[0]!.file.arrayBuffer())).toEqual(PNG)
  })

  it('refuses an old camera photo of the ID, but not the same file chosen from the files', async () => {
    const old = Date.now() - FRESH_CAPTURE_MS - 5_000
    const sent: SendInput[] = []
    const actor = start({ type: 'id_document', freshCapture: true }, sent)
    actor.send({ type: 'choose', file: photo('ine.png', 'image/png', old), source: 'camera' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.problem?.violations).toEqual([{ name: 'content', status: 'stale_capture' }])
    expect(sent).toEqual([])
    actor.send({ type: 'choose', file: photo('ine.png', 'image/png', old), source: 'file' })
    await waitFor(actor, (s) => s.matches('uploaded'))
    expect(sent).toHaveLength(1)
  })

  it('refuses a wrong format before sending, and deletes a kept document', async () => {
    const removed: number[] = []
    const actor = start({ type: 'bank_statement', document: kept }, [], removed)
    actor.send({ type: 'choose', file: photo('estado.gif', 'image/gif'), source: 'file' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.problem?.violations[0]?.status).toBe('upload_wrong_format')
    // The kept document is still there and can be deleted from the failure.
    actor.send({ type: 'delete' })
    await waitFor(actor, (s) => s.matches('removed'))
    expect(removed).toEqual([7])
    expect(actor.getSnapshot().context.document).toBeNull()
  })

  it('sends a PDF payslip or bank statement, by its bytes; never as the ID, nor a file only named .pdf', async () => {
    const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n')
    const pdfFile = (name: string, bytes: Uint8Array<ArrayBuffer>) => new File([bytes], name, { type: 'application/pdf' })
    for (const type of ['payroll', 'bank_statement'] as const) {
      const sent: SendInput[] = []
      const actor = start({ type }, sent)
      actor.send({ type: 'choose', file: pdfFile('recibo.pdf', PDF), source: 'file' })
      await waitFor(actor, (s) => s.matches('uploaded'))
      expect(toBase64(new Uint8Array(await sent[0]!.file.arrayBuffer()))).toBe(toBase64(PDF))
    }
    const refused: Array<[UploadType, Uint8Array<ArrayBuffer>]> = [
      ['id_document', PDF],
      ['payroll', new TextEncoder().encode('MZ\x90\x00 renamed executable')],
    ]
    for (const [type, bytes] of refused) {
      const sent: SendInput[] = []
      const actor = start({ type }, sent)
      actor.send({ type: 'choose', file: pdfFile('recibo.pdf', bytes), source: 'file' })
      await waitFor(actor, (s) => s.matches('failed'))
      expect(actor.getSnapshot().context.problem?.violations[0]?.status).toBe('upload_wrong_format')
      expect(sent).toEqual([])
    }
  })

  it('ignores a second file while one is being sent', async () => {
    let release: (doc: UploadedDocument) => void = () => {}
    const sent: SendInput[] = []
    const actor = createActor(
      uploadMachine.provide({
        actors: {
          send: fromPromise<UploadedDocument, SendInput>(
            ({ input }) => (sent.push(input), new Promise((resolve) => (release = resolve))),
          ),
        },
      }),
      { input: { type: 'payroll' } },
    ).start()
    actor.send({ type: 'choose', file: photo(), source: 'file' })
    await waitFor(actor, (s) => s.matches('uploading'))
    actor.send({ type: 'choose', file: photo('otra.png'), source: 'file' })
    release(kept)
    await waitFor(actor, (s) => s.matches('uploaded'))
    expect(sent).toHaveLength(1)
    expect(actor.getSnapshot().context.file?.name).toBe('foto.png')
  })
})
