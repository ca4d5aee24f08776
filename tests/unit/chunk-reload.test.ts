import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

class MemoryStorage {
  private items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

describe('chunk-load failure', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage())
    vi.resetModules()
  })
  afterEach(() => vi.unstubAllGlobals())

  const load = () => import('../../src/app/chunk-reload')

  it('recognises the errors browsers raise for missing chunks', async () => {
    const { isChunkLoadError } = await load()
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/faq-1.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('ERP response 500 /web/flow'))).toBe(false)
    expect(isChunkLoadError('text')).toBe(false)
  })

  it('reloads the page once, and not again after the reload', async () => {
    const reload = vi.fn()
    const first = await load()
    expect(first.reloadOnceForChunkError(reload)).toBe(true)
    expect(first.reloadOnceForChunkError(reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    // The page reloaded: a fresh module, the same session.
    vi.resetModules()
    const second = await load()
    expect(second.reloadOnceForChunkError(reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again for a later failure once a page has loaded', async () => {
    const reload = vi.fn()
    const first = await load()
    first.reloadOnceForChunkError(reload)
    vi.resetModules()
    const second = await load()
    second.clearChunkReloadMark()
    expect(second.reloadOnceForChunkError(reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
