import { describe, expect, it } from 'vitest'
import { ALL_PATHS, pathFor, registrationProgress, REGISTRATION_STEPS, ROUTES, TOTAL_STEPS } from '../../src/domain/routes'

describe('route names', () => {
  it('put every route under the locale prefix', () => {
    expect(pathFor('home', 'es')).toBe('/es/')
    expect(pathFor('faq', 'es')).toBe('/es/preguntas-frecuentes')
    expect(pathFor('registration-address', 'en')).toBe('/en/registration/address')
  })
  it('name the flow routes the server steps lead to', () => {
    for (const name of [
      'login',
      'reference',
      'details',
      'document-verification',
      'payment',
      'facebook-login',
      'direct-debit-information',
    ] as const) {
      expect(ROUTES[name]).toMatch(/^\//)
    }
  })
  it('list each path once', () => {
    expect(new Set(ALL_PATHS).size).toBe(ALL_PATHS.length)
  })
})

describe('registrationProgress', () => {
  it('is the share of the total steps reached on each registration screen', () => {
    expect(registrationProgress('registration')).toBe(TOTAL_STEPS / REGISTRATION_STEPS.length)
    expect(registrationProgress('registration-summary')).toBe(TOTAL_STEPS)
    expect(registrationProgress('registration-reference')).toBe(40)
  })
  it('shows no bar outside registration', () => {
    expect(registrationProgress('faq')).toBeNull()
    expect(registrationProgress(undefined)).toBeNull()
  })
})
