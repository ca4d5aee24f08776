import { describe, expect, it } from 'vitest'
import config from '../../vite.config'

describe('the production build', () => {
  it('names no source map in its scripts: maps are off, or hidden (written, never linked)', () => {
    const sourcemap = (config as { build?: { sourcemap?: unknown } }).build?.sourcemap
    expect([false, 'hidden']).toContain(sourcemap)
  })
})
