import { describe, expect, it } from 'vitest'
import { prerenderedFor } from '../../server/prerendered'

describe('the landing pages rendered at build time', () => {
  it('are found for the landing paths of every locale, with or without a trailing slash', () => {
    expect(prerenderedFor('/es/')).toBe('_pages/es/index.html')
    expect(prerenderedFor('/es')).toBe('_pages/es/index.html')
    expect(prerenderedFor('/en/preguntas-frecuentes/')).toBe('_pages/en/preguntas-frecuentes/index.html')
    expect(prerenderedFor('/es/como-pagar-tu-prestamo')).toBe('_pages/es/como-pagar-tu-prestamo/index.html')
    expect(prerenderedFor('/es/ingresar')).toBe('_pages/es/ingresar/index.html')
    expect(prerenderedFor('/es/registration')).toBe('_pages/es/registration/index.html')
  })

  it('are never looked for on private, personal or unknown paths', () => {
    for (const path of [
      '/es/registration/address',
      '/es/profile',
      '/es/application/apply',
      '/es/print',
      '/es/documentos',
      '/es/no-existe',
      '/fr/',
      '/es/../etc/passwd',
      '/',
    ]) {
      expect(prerenderedFor(path), path).toBeNull()
    }
  })
})
