import type { components } from '../../api/schema'
import { curpCheckDigit } from '../../src/domain/curp'

/** The sign-up body of the contract (POST /web/public/client), as tests and the reliability run send it. */
export type SignUpData = components['schemas']['SignUpRequest']

/** n in base 26 as `count` capital letters (A is 0), its lowest digits last: names and CURPs of test people. */
export function spell(n: number, count = 4): string {
  let rest = n
  let out = ''
  for (let i = 0; i < count; i += 1) {
    out = String.fromCharCode(65 + (rest % 26)) + out
    rest = Math.floor(rest / 26)
  }
  return out
}

/**
 * The CURP of test person n, born 15 Jan 1990: spelled from all of n (seven of its letters, so two
 * people share one only if they share n), with its check digit.
 */
export function curpOf(n: number): string {
  const first17 = `${spell(n, 4)}900115MDF${spell(Math.floor(n / 26 ** 4), 3)}0`
  return `${first17}${curpCheckDigit(first17)}`
}

/**
 * The sign-up of person n: last names and CURP spelled from n, the phone `{phonePrefix}` and n in
 * eight digits, so that people of one run never collide; an adult born 15 Jan 1990, every consent
 * needed given.
 */
export function signUpOf(n: number, who: { firstName: string; email: string; phonePrefix: string }): SignUpData {
  return {
    language: 'es',
    firstName: who.firstName,
    middleName: null,
    lastNames: `Prueba ${spell(n)}`,
    email: who.email,
    mobilePhone: { number: `${who.phonePrefix}${String(n).padStart(8, '0')}` },
    password: 'Secreto123',
    curp: curpOf(n),
    birthDate: '1990-01-15',
    consents: { terms: true, privacy: true, creditBureau: true, marketing: false },
  }
}
