import { describe, expect, it } from 'vitest'
import { catalogsFor } from '../../src/app/i18n'

describe('the catalogs a page loads', () => {
  it('landing pages load only the start-up catalog, with or without a trailing slash', () => {
    for (const path of [
      '/es/',
      '/es',
      '/en/',
      '/es/preguntas-frecuentes',
      '/es/sobre-nosotros/',
      '/es/contactos',
      '/es/documentos',
      '/es/como-pagar-tu-prestamo',
      '/es/print',
    ]) {
      expect(catalogsFor(path), path).toEqual(['messages'])
    }
  })

  it('sign-up, login, the application and the client area also load the screens catalog', () => {
    for (const path of [
      '/es/registration',
      '/es/registration/address',
      '/es/ingresar',
      '/es/recover',
      '/es/application/apply',
      '/es/profile/no-loan',
      '/es/flow',
    ]) {
      expect(catalogsFor(path), path).toEqual(['messages', 'screens'])
    }
  })

  it("the team tools under /dev/ load their own catalog, and the screens' for the screens they name", () => {
    expect(catalogsFor('/es/dev/flows')).toEqual(['messages', 'screens', 'dev'])
    expect(catalogsFor('/en/dev/flows/')).toEqual(['messages', 'screens', 'dev'])
    expect(catalogsFor('/es/dev/journey')).toEqual(['messages', 'screens', 'dev'])
  })
})
