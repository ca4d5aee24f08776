import { describe, expect, it } from 'vitest'
import { oracleRows, uploadJourneys, STEP_PAGES } from '../e2e/journeys/upload'
import { describePath, selectJourneys } from '../e2e/journeys/select'
import { uploadWords } from '../e2e/journeys/words'

const selection = selectJourneys('upload', uploadJourneys)
const shown = new Set(selection.journeys.flatMap((journey) => journey.steps.map((step) => step.shows?.key)))

/**
 * What the browser journeys cannot show of one file of a document step, with why (docs/QA.md): a
 * refused replacement of a kept document, since the app never sends a file's actor another file
 * (each file chosen is an actor of its own; the model tests walk the replacement).
 */
const UNDRIVEN = [
  'replacement refused · failed · no answer · a document kept',
  'replacement refused · failed · not fresh · a document kept',
  'replacement refused · failed · photo not readable · a document kept',
  "replacement refused · failed · too large (the ERP's 413) · a document kept",
  'replacement refused · failed · too large · a document kept',
  'replacement refused · failed · wrong format · a document kept',
]

describe('the upload journeys', () => {
  it('show every refusal a file reads at its row, the file received, its delete refused and the row gone, except those listed with the reason', () => {
    expect(selection.targets.filter((target) => !shown.has(target))).toEqual(UNDRIVEN)
    expect(selection.undriven.map((entry) => entry.target).sort()).toEqual(UNDRIVEN)
    for (const { reason } of selection.undriven)
      expect(reason).toMatch(/^choose: the app never sends it .*\(tests\/model\/upload\.machine\.test\.ts\)$/)
    // The rules' three refusals before a file is sent, and the ERP's (its 413, the photo's metrics) and no answer after.
    for (const reason of [
      'wrong format',
      'not fresh',
      'too large',
      "too large (the ERP's 413)",
      'photo not readable',
      'no answer',
    ])
      expect(shown).toContain(`refused · failed · ${reason}`)
    for (const key of ['received · uploaded', 'not deleted · uploaded · no answer', 'gone · removed'])
      expect(shown).toContain(key)
  })

  it('take the failures, the retry, the delete and the letting go a person makes on the step', () => {
    const taken = selection.journeys.flatMap((journey) => journey.covers.filter((cover) => cover.startsWith('takes ')))
    for (const key of [
      'upload.reading --xstate.error.actor.read[0]',
      'upload.uploading --xstate.error.actor.send[0]',
      'upload.deleting --xstate.error.actor.remove[0]',
      'upload.deleting --xstate.done.actor.remove[0]',
      'upload.failed --retry[0]',
    ])
      expect(taken).toContain(`takes ${key}`)
    const events = new Set(selection.journeys.flatMap((journey) => journey.steps.map((step) => step.event.type)))
    for (const event of ['dismiss', 'delete', 'retry', 'xstate.done.actor.send']) expect(events).toContain(event)
  })

  it('start with the file chosen, are named by their paths, and end where the model rests', () => {
    for (const journey of selection.journeys) {
      expect(journey.name).toBe(`upload: ${describePath(journey.steps.map((step) => step.event))}`)
      expect(journey.steps[0]!.by).toBe('answer')
      expect(journey.steps[0]!.act).toHaveProperty('choose')
      journey.steps.slice(1).forEach((step) => expect(step.act === null).toBe(step.by === 'answer'))
      expect(journey.steps.at(-1)!.rests).toBe(true)
      expect(journey.setup).toEqual({ step: 'id_document' })
    }
    expect(selection.journeys.length).toBeLessThanOrEqual(12)
  })

  it("check at each rest the page the oracle's row of the step's last transition says: the step stays, the ID's", () => {
    for (const journey of selection.journeys) {
      const rows = oracleRows(journey)
      journey.steps.forEach((step, index) => {
        if (!step.rests) return
        const { row, file, page } = rows[index]!
        expect(row.route, `${journey.name} step ${index + 1}`).toBe('stays')
        expect(page).toBe(STEP_PAGES.id_document)
        expect(step.shows?.route).toBe(page)
        expect(['received', 'refused', 'not deleted', 'gone']).toContain(file)
        expect(step.shows?.key.startsWith(`${file} · `)).toBe(true)
      })
    }
  })

  it('choose the file each refusal needs, and make a call fail from the action before it', () => {
    const chosen = selection.journeys.map((journey) => {
      const act = journey.steps[0]!.act
      return act && 'choose' in act ? act.choose : null
    })
    expect(new Set(chosen)).toEqual(new Set(['photo', 'text', 'old-camera', 'large', 'tiny']))
    for (const journey of selection.journeys) {
      const failed = journey.steps.filter(
        (step) =>
          /^xstate\.error\.actor\.(send|remove)$/.test(step.event.type) && !step.shows?.key.includes('photo not readable'),
      ).length
      expect(journey.steps.flatMap((step) => step.arrange)).toHaveLength(failed)
      journey.steps.forEach((step) => {
        if (step.arrange.length > 0) expect(step.act).not.toBeNull()
      })
    }
  })

  it('are told in the catalogue as a client uploading her documents', () => {
    for (const journey of selection.journeys) {
      expect(uploadWords.goal(journey)).toBe('Subir mis documentos')
      for (const step of journey.steps) if (step.act) expect(uploadWords.act(step.act)).not.toBe('')
      for (const step of journey.steps) if (step.rests) expect(uploadWords.seen(step)?.note).toBeTruthy()
    }
  })
})
