import { describe, expect, it } from 'vitest'
import { lighterOf, shouldCompress } from '../../src/domain/photo-compression'

const MB = 1024 * 1024

describe('which chosen files are compressed before they go up', () => {
  it.each([
    ['ine.jpg', 'image/jpeg', 4 * MB, true],
    ['INE.JPEG', '', 4 * MB, true],
    ['nomina.png', 'image/png', 3 * MB, true],
    ['captura.png', 'image/png', 1.6 * MB, true],
    ['pequeña.jpg', 'image/jpeg', 1.5 * MB, false],
    ['pequeña.jpg', 'image/jpeg', 300_000, false],
    ['iphone.heic', 'image/heic', 4 * MB, false],
    ['iphone.heic', '', 4 * MB, false],
    ['estado.pdf', 'application/pdf', 8 * MB, false],
    ['estado.pdf', '', 8 * MB, false],
    ['foto.webp', 'image/webp', 4 * MB, false],
    ['foto.gif', 'image/gif', 4 * MB, false],
  ])('%s (%s, %d bytes): %s', (name, type, size, compressed) => {
    expect(shouldCompress({ name, type, size })).toBe(compressed)
  })
})

describe('which file is sent after compression', () => {
  const original = { name: 'ine.jpg', type: 'image/jpeg', size: 4_000_000 }
  it.each([
    ['smaller, same type: the compressed', { name: 'ine.jpg', type: 'image/jpeg', size: 900_000 }, 'compressed'],
    ['bigger: the original', { name: 'ine.jpg', type: 'image/jpeg', size: 4_100_000 }, 'original'],
    ['the same size: the original', { name: 'ine.jpg', type: 'image/jpeg', size: 4_000_000 }, 'original'],
    ['of another type: the original', { name: 'ine.jpg', type: 'image/png', size: 900_000 }, 'original'],
    ['empty: the original', { name: 'ine.jpg', type: 'image/jpeg', size: 0 }, 'original'],
  ])('%s', (_, compressed, which) => {
    expect(lighterOf(original, compressed)).toBe(which === 'original' ? original : compressed)
  })

  it('sends the original when compression failed', () => {
    expect(lighterOf(original, null)).toBe(original)
  })
})
