import { describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

const { app } = await testServer()
const CONFIG = '/web/public/config/calculator'

describe('compression of answers', () => {
  it('gzips a JSON answer for a client that accepts gzip', async () => {
    const response = await app.request(CONFIG, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    const plain = await new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).json()
    expect(plain.data.amountLimits).toBeDefined()
  })

  it('sends it plain, still varying on Accept-Encoding, to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
      const response = await app.request(CONFIG, { headers })
      expect(response.headers.get('Content-Encoding')).toBeNull()
      expect(response.headers.get('Vary')).toBe('Accept-Encoding')
      expect((await response.json()).data.amountLimits).toBeDefined()
    }
  })

  it('adds no Vary to a HEAD answer', async () => {
    const response = await app.request(CONFIG, { method: 'HEAD' })
    expect(response.headers.get('Vary')).toBeNull()
  })
})
