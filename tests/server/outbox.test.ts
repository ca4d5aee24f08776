import { describe, expect, it } from 'vitest'
import { envelope, OutboxMessage } from '../../api'
import { z } from '@hono/zod-openapi'
import { testServer } from './support/harness'

const server = await testServer()
const off = await testServer({ devTools: false })
const { call } = server

describe('GET /web/dev/outbox', () => {
  it('lists the newest messages first, for one destination in any spelling', async () => {
    await call('POST', '/web/public/client/phone/sms-code', { body: { mobilePhone: { number: '5570000001' } } })
    server.clock.advance(1000)
    await call('POST', '/web/public/client/email/send-code', { body: { email: 'buzon@example.mx' } })
    server.clock.advance(1000)
    await call('POST', '/web/public/client/phone/sms-code', { body: { mobilePhone: { number: '5570000002' } } })

    const all = envelope(z.array(OutboxMessage)).parse((await call('GET', '/web/dev/outbox')).body).data
    expect(all.map((message) => message.destination)).toEqual(['5570000002', 'buzon@example.mx', '5570000001'])
    expect(all[0]).toMatchObject({ channel: 'sms', purpose: 'phone_verification', usedAt: null })

    const phone = await call('GET', `/web/dev/outbox?destination=${encodeURIComponent('+52 (55) 7000-0001')}`)
    expect(phone.body.data.map((m: { destination: string }) => m.destination)).toEqual(['5570000001'])
    const email = await call('GET', '/web/dev/outbox?destination=BUZON@example.mx')
    expect(email.body.data.map((m: { channel: string }) => m.channel)).toEqual(['email'])
    expect((await call('GET', '/web/dev/outbox?destination=nobody@example.mx')).body.data).toEqual([])
  })

  it('honours the limit', async () => {
    const answer = await call('GET', '/web/dev/outbox?limit=2')
    expect(answer.body.data).toHaveLength(2)
  })

  it.each(['0', '101', 'x'])('refuses limit=%s with 400', async (limit) => {
    expect((await call('GET', `/web/dev/outbox?limit=${limit}`)).status).toBe(400)
  })

  it('answers 404 in the error envelope when dev tools are off', async () => {
    const answer = await off.call('GET', '/web/dev/outbox')
    expect(answer.status).toBe(404)
    expect(answer.body.data.error.code).toBe('not_found')
  })
})

describe('POST /web/dev/outbox/rewind', () => {
  const send = (number: string) => call('POST', '/web/public/client/phone/sms-code', { body: { mobilePhone: { number } } })

  it("moves one destination's codes back in time, so its one-a-minute limit frees at once and no other destination's does", async () => {
    expect((await send('5570000021')).status).toBe(200)
    expect((await send('5570000022')).status).toBe(200)
    const before = (await call('GET', '/web/dev/outbox?destination=5570000021')).body.data[0]
    expect((await send('5570000021')).status).toBe(429)

    const rewound = await call('POST', '/web/dev/outbox/rewind', { body: { destination: '+52 55 7000 0021', seconds: 60 } })
    expect(rewound.status).toBe(200)
    expect(rewound.body.data).toEqual({ moved: 1 })
    const after = (await call('GET', '/web/dev/outbox?destination=5570000021')).body.data[0]
    expect(Date.parse(before.createdAt) - Date.parse(after.createdAt)).toBe(60_000)
    expect(Date.parse(before.expiresAt) - Date.parse(after.expiresAt)).toBe(60_000)

    expect((await send('5570000021')).status).toBe(200)
    expect((await send('5570000022')).status).toBe(429)
  })

  it.each([{ seconds: 0 }, { seconds: 86_401 }, { seconds: 1.5 }, { destination: '', seconds: 60 }])(
    'refuses %o with 400',
    async (body) => {
      expect((await call('POST', '/web/dev/outbox/rewind', { body: { destination: '5570000021', ...body } })).status).toBe(400)
    },
  )

  it('answers 404 when dev tools are off, and moves nothing', async () => {
    const answer = await off.call('POST', '/web/dev/outbox/rewind', { body: { destination: '5570000021', seconds: 60 } })
    expect(answer.status).toBe(404)
  })
})

describe('GET /web/dev/outbox.html', () => {
  const page = async (query = '', on = server) => {
    const response = await on.request(`/web/dev/outbox.html${query}`)
    return { status: response.status, headers: response.headers, html: await response.text() }
  }

  it('shows the codes newest first, filtered by a destination in any spelling, in a page without any script', async () => {
    await call('POST', '/web/public/client/phone/sms-code', { body: { mobilePhone: { number: '5570000011' } } })
    server.clock.advance(1000)
    await call('POST', '/web/public/client/email/send-code', { body: { email: 'pagina@example.mx' } })
    const { code } = (await call('GET', '/web/dev/outbox?destination=5570000011')).body.data[0]

    const all = await page()
    expect(all.status).toBe(200)
    expect(all.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(all.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
    expect(all.html).not.toMatch(/<script|\son\w+=/i)
    expect(all.html.indexOf('pagina@example.mx')).toBeLessThan(all.html.indexOf('5570000011'))

    const phone = await page(`?destination=${encodeURIComponent('+52 55 7000 0011')}`)
    expect(phone.html).toContain(`<code class="code">${code}</code>`)
    expect(phone.html).not.toContain('pagina@example.mx')
    expect(phone.html).toContain('value="+52 55 7000 0011"')
    expect((await page('?destination=nadie@example.mx')).html).toContain('No messages to nadie@example.mx yet.')
  })

  it('escapes every value, in text and in attributes', async () => {
    const at = server.clock.now().toISOString()
    await server.db
      .insertInto('verification_codes')
      .values({
        channel: 'email',
        destination: '"><script>alert(1)</script>@x.mx',
        code: '<b>1</b>',
        purpose: 'email_verification',
        message: "it's <img src=x onerror=alert(2)>",
        created_at: at,
        expires_at: at,
        used_at: null,
      })
      .execute()
    const { html } = await page(`?destination=${encodeURIComponent('"><svg onload=alert(3)>')}`)
    expect(html).toContain('value="&quot;&gt;&lt;svg onload=alert(3)&gt;"')
    const all = (await page()).html
    expect(all).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.mx')
    expect(all).toContain('<code class="code">&lt;b&gt;1&lt;/b&gt;</code>')
    expect(all).toContain('it&#39;s &lt;img src=x onerror=alert(2)&gt;')
    expect(all).not.toMatch(/<script|<img|<svg/i)
  })

  it('links a recovery message to its page of the app', async () => {
    const client = await server.newClient()
    await call('POST', '/web/public/client/recover/password', { body: { login: client.email } })
    const { code } = (await call('GET', `/web/dev/outbox?destination=${encodeURIComponent(client.email)}&limit=1`)).body.data[0]
    const { html } = await page(`?destination=${encodeURIComponent(client.email)}`)
    expect(html).toContain(`<a href="/es/recover?token=${code}">Open the link</a>`)
  })

  it('honours the limit, and refuses a limit that is not 1 to 100 with a 400 page', async () => {
    const rows = (html: string) => html.match(/<tr>/g)?.length ?? 0
    expect(rows((await page('?limit=1')).html)).toBe(2)
    for (const limit of ['0', '101', 'x', '1.5']) {
      const refused = await page(`?limit=${limit}`)
      expect(refused.status, limit).toBe(400)
      expect(refused.html).toContain('role="alert"')
    }
  })

  it('does not exist without dev tools', async () => {
    expect((await page('', off)).status).toBe(404)
  })
})
