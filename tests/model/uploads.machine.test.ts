import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { uploadMachine, type SendInput, type UploadedDocument, type UploadType } from '../../machines/upload.machine'
import { uploadsMachine, type UploadsEvent } from '../../machines/uploads.machine'
import { kept, photo } from './events/upload'
import { model, type INPUTS } from './events/uploads'
import { machinePaths } from './support/paths'

const cases = machinePaths('uploads').map(
  (path) => [`${path.start}: ${path.name}`, path.input as (typeof INPUTS)[number][1], path.events] as const,
)

describe('uploads machine paths', () => {
  it.each(cases)('%s', (_, input, events) => {
    const actor = createActor(model, { input }).start()
    for (const event of events) {
      actor.send(event as UploadsEvent)
      const { items } = actor.getSnapshot().context
      // Every listed file has its own live actor, under its own key.
      expect(new Set(items.map((item) => item.key)).size).toBe(items.length)
      for (const item of items) expect(actor.getSnapshot().children[item.key]).toBe(item.ref)
    }
  })
})

describe('a step with several files', () => {
  /** The step's machine whose ERP refuses the files named in `refused` (once each) and keeps the rest. */
  function start(refused: string[], documents: UploadedDocument[] = []) {
    const sent: string[] = []
    const removed: number[] = []
    let id = 100
    const item = uploadMachine.provide({
      actors: {
        send: fromPromise<UploadedDocument, SendInput>(async ({ input }) => {
          const name = input.chosen?.name ?? ''
          sent.push(name)
          const at = refused.indexOf(name)
          if (at >= 0) {
            refused.splice(at, 1)
            throw { status: 400, code: 'hs_metric_failed', violations: [] }
          }
          return { ...kept, id: ++id, type: input.type }
        }),
        remove: fromPromise<unknown, { type: UploadType; id: number }>(async ({ input }) => (removed.push(input.id), null)),
      },
    })
    const actor = createActor(uploadsMachine.provide({ actors: { item } }), {
      input: { type: 'bank_statement', documents },
    }).start()
    return { actor, sent, removed }
  }
  const states = (actor: ReturnType<typeof start>['actor']) =>
    actor
      .getSnapshot()
      .context.items.map((item) => [item.ref.getSnapshot().context.file?.name ?? 'kept', item.ref.getSnapshot().value])

  it('lists the documents already kept, each as uploaded', () => {
    const { actor } = start([], [kept, { ...kept, id: 8 }])
    expect(states(actor)).toEqual([
      ['kept', 'uploaded'],
      ['kept', 'uploaded'],
    ])
  })

  it('keeps the files that went up when one is refused, and the refused one goes up when tried again', async () => {
    const { actor, sent } = start(['hoja-2.png'])
    actor.send({ type: 'files.chosen', files: [photo('hoja-1.png'), photo('hoja-2.png'), photo('hoja-3.png')], source: 'file' })
    // The files' actors move, not the list's: wait on them.
    await vi.waitFor(() => expect(states(actor).every(([, value]) => value === 'uploaded' || value === 'failed')).toBe(true))
    expect(states(actor)).toEqual([
      ['hoja-1.png', 'uploaded'],
      ['hoja-2.png', 'failed'],
      ['hoja-3.png', 'uploaded'],
    ])
    const refused = actor.getSnapshot().context.items[1]!.ref
    expect(refused.getSnapshot().context.problem?.code).toBe('hs_metric_failed')
    refused.send({ type: 'retry' })
    await waitFor(refused, (s) => s.matches('uploaded'))
    expect(states(actor).map(([, value]) => value)).toEqual(['uploaded', 'uploaded', 'uploaded'])
    expect(sent).toEqual(['hoja-1.png', 'hoja-2.png', 'hoja-3.png', 'hoja-2.png'])
  })

  it('drops a refused file let go, and a deleted one, from the list; the others stay', async () => {
    const { actor, removed } = start(['mala.png'])
    actor.send({ type: 'files.chosen', files: [photo('buena.png'), photo('mala.png')], source: 'file' })
    // The files' actors move, not the list's: wait on them.
    await vi.waitFor(() => expect(states(actor).every(([, value]) => value === 'uploaded' || value === 'failed')).toBe(true))
    actor.getSnapshot().context.items[1]!.ref.send({ type: 'dismiss' })
    expect(states(actor)).toEqual([['buena.png', 'uploaded']])
    actor.getSnapshot().context.items[0]!.ref.send({ type: 'delete' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.items).toEqual([]))
    expect(removed).toEqual([101])
    expect(Object.keys(actor.getSnapshot().children)).toEqual([])
  })
})
