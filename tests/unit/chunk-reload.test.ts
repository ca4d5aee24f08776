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
  const missing = new TypeError('Failed to fetch dynamically imported module: /assets/faq-1.js')

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
    expect(first.reloadOnceForChunkError(missing, reload, 1_000)).toBe(true)
    expect(first.reloadOnceForChunkError(missing, reload, 1_001)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    // The page reloaded: a fresh module, the same session, and the chunk fails again.
    vi.resetModules()
    const second = await load()
    expect(second.reloadOnceForChunkError(missing, reload, 3_000)).toBe(false)
    expect(second.reloadOnceForChunkError(missing, reload, 30_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again for a failure long after the last reload (another deploy)', async () => {
    const reload = vi.fn()
    const first = await load()
    first.reloadOnceForChunkError(missing, reload, 1_000)
    vi.resetModules()
    const second = await load()
    expect(second.reloadOnceForChunkError(missing, reload, 1_000 + first.RELOAD_WINDOW_MS)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it("counts the router's own reload for a missing route chunk as the one reload", async () => {
    const reload = vi.fn()
    sessionStorage.setItem(`tanstack_router_reload:${missing.message}`, '1')
    const { reloadOnceForChunkError } = await load()
    expect(reloadOnceForChunkError(missing, reload, 1_000)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
