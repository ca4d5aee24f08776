import { describe, expect, it } from 'vitest'
import { invitationLink, invitationPath, invitationText } from '../../src/domain/referral'

describe('an invitation link', () => {
  it.each([
    ['https://lanaclara.mx', 'A1B2C3D4E5', 'https://lanaclara.mx/es/?invitacion=A1B2C3D4E5'],
    ['https://lanaclara.mx/', 'A1B2C3D4E5', 'https://lanaclara.mx/es/?invitacion=A1B2C3D4E5'],
    ['http://localhost:3000//', 'FF00FF00FF', 'http://localhost:3000/es/?invitacion=FF00FF00FF'],
  ])('on %s with code %s is %s', (publicUrl, code, link) => {
    expect(invitationLink(publicUrl, code)).toBe(link)
  })

  it('keeps a code with other characters readable as one parameter', () => {
    expect(invitationPath('a b&c')).toBe('/es/?invitacion=a%20b%26c')
  })
})

describe('an invitation text', () => {
  it('names the referrer by first name and ends with the link', () => {
    expect(invitationText('Paola', 'https://lanaclara.mx/es/?invitacion=X')).toBe(
      'Lana Clara: Paola te invita a pedir tu préstamo en línea. Elige tu monto y regístrate aquí: https://lanaclara.mx/es/?invitacion=X',
    )
  })

  it('says "Un amigo" when the referrer has no first name yet', () => {
    expect(invitationText('  ', 'L')).toBe(
      'Lana Clara: Un amigo te invita a pedir tu préstamo en línea. Elige tu monto y regístrate aquí: L',
    )
  })
})
