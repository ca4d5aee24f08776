import { describe, expect, it } from 'vitest'
import { draftToKeep, restoreDraft } from '../../src/app/step-form'

const EMPTY = { name: '', phone: '', password: '', terms: false }

describe('a step draft kept through a reload', () => {
  it('comes back field by field as it was typed, passwords excepted', () => {
    const typed = { name: 'Rosario Salinas', phone: '5587654321', password: 'Clave2024', terms: true }
    const kept = draftToKeep(typed, ['password'])
    expect(JSON.parse(kept)).toEqual({ name: 'Rosario Salinas', phone: '5587654321', terms: true })
    expect(restoreDraft(kept, EMPTY, ['password'])).toEqual({ ...typed, password: '' })
  })

  it('never brings back a forgotten field, even one stored by an older version', () => {
    expect(restoreDraft(JSON.stringify({ name: 'Ana', password: 'Clave2024' }), EMPTY, ['password'])).toEqual({
      ...EMPTY,
      name: 'Ana',
    })
  })

  it('takes only the fields of the form, with their types; the rest of the form is empty', () => {
    const stored = JSON.stringify({ name: 42, phone: '5512345678', terms: 'yes', admin: true })
    expect(restoreDraft(stored, EMPTY)).toEqual({ ...EMPTY, phone: '5512345678' })
  })

  it('is no draft when nothing is stored or what is stored is not an object', () => {
    expect(restoreDraft(null, EMPTY)).toBeNull()
    expect(restoreDraft('{broken', EMPTY)).toBeNull()
    expect(restoreDraft('"text"', EMPTY)).toBeNull()
    expect(restoreDraft('null', EMPTY)).toBeNull()
    expect(restoreDraft('[1,2]', EMPTY)).toBeNull()
  })
})
