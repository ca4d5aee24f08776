import { describe, expect, it } from 'vitest'
import { displayName } from '../../src/domain/display-name'

describe('displayName', () => {
  it('shows the first name when there is one', () => {
    expect(displayName({ firstName: 'Lucía', email: 'lucia@example.mx' })).toBe('Lucía')
  })
  it('shows the e-mail part before the at sign when there is no first name', () => {
    expect(displayName({ firstName: '  ', email: 'jperez@example.mx' })).toBe('jperez')
    expect(displayName({ email: 'ana.g@correo.mx' })).toBe('ana.g')
  })
  it('shows nothing for nobody', () => {
    expect(displayName(null)).toBe('')
  })
})
