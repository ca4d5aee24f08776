import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages } from '../../locales/es/screens.po'
import { AT_A_NAME, ruleMessage } from '../../src/screens/forms/problems'

/*
 * The server's rule codes as a Mexican borrower reads them: the Spanish catalog
 * the screens load (locales/es/screens.po, compiled as the app compiles it), one message each.
 */
describe("the server's rule codes in Spanish", () => {
  const i18n = setupI18n({ locale: 'es', messages: { es: messages } })

  const SPANISH: Record<string, string> = {
    not_unique: 'Ya hay una cuenta con este dato.',
    invalid_mail: 'Escribe un correo válido, como nombre@correo.mx.',
    under_age: 'Debes tener 18 años o más para solicitar.',
    invalid_identifier: 'Escribe tu correo o tu teléfono celular de 10 dígitos.',
    request_count_by_day_exceed: 'Pediste demasiados códigos hoy. Intenta de nuevo mañana.',
    already_sent_in_last_minutes: 'Te enviamos un código hace un momento. Espera un minuto antes de pedir otro.',
    // 'Not found' (404) of a code check: no live code for the phone.
    not_found: 'Este código ya no funciona: venció, ya se usó o tuvo demasiados intentos fallidos. Pide uno nuevo.',
    // A person's name (src/domain/person-name.ts).
    name_characters:
      "Escribe el nombre solo con letras: se permiten apóstrofos ('), guiones (-) y espacios sencillos, pero no números, símbolos ni emojis.",
    name_script: 'Escribe el nombre con letras del alfabeto latino, griego o cirílico.',
  }

  it.each(Object.entries(SPANISH))('%s is said in Spanish', (code, spanish) => {
    expect(ruleMessage(i18n, code)).toBe(spanish)
  })

  it("reads the ERP's invalid_characters at a name as the name rule, not as the CLABE's digits", () => {
    expect(ruleMessage(i18n, AT_A_NAME.invalid_characters!)).toBe(SPANISH.name_characters)
    expect(ruleMessage(i18n, 'invalid_characters')).toBe('La CLABE solo lleva números, sin letras.')
  })

  it('gives each code a message of its own, not the general one for unknown codes', () => {
    const said = Object.keys(SPANISH).map((code) => ruleMessage(i18n, code))
    expect(new Set(said).size).toBe(said.length)
    expect(said).not.toContain(ruleMessage(i18n, 'a_code_nobody_knows'))
    expect(ruleMessage(i18n, 'a_code_nobody_knows')).toBe('Revisa este campo.')
  })
})
