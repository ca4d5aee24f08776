import { describe, expect, it } from 'vitest'
import { publicUrlFromEnv } from '../../server/services'

describe("PUBLIC_URL: the site's address that links sent by SMS and e-mail start with", () => {
  it.each([
    [{}, 'http://localhost:3000'],
    [{ PORT: '4100' }, 'http://localhost:4100'],
    [{ PUBLIC_URL: 'https://lanaclara.mx' }, 'https://lanaclara.mx'],
    [{ PUBLIC_URL: 'https://lanaclara.mx/' }, 'https://lanaclara.mx'],
    [{ PUBLIC_URL: ' https://www.lanaclara.mx/app/ ' }, 'https://www.lanaclara.mx/app'],
  ])('%j gives %s', (env, url) => {
    expect(publicUrlFromEnv(env)).toBe(url)
  })

  it.each(['lanaclara.mx', 'ftp://lanaclara.mx', 'javascript:alert(1)'])('refuses to start with %s', (value) => {
    expect(() => publicUrlFromEnv({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/)
  })
})
