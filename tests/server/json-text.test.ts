import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { sendJson, serialize } from '../../server/json-text'

describe('sendJson', () => {
  it('answers the same bytes, status and content type as c.json()', async () => {
    const value = { data: { total: 3684.4, endDate: '2026-12-06', extensions: [{ days: 7 }] } }
    const app = new Hono()
    app.get('/json', (c) => c.json(value, 201))
    const text = serialize(value)
    app.get('/text', (c) => sendJson(c, text, 201))
    const [viaJson, viaText] = await Promise.all([app.request('/json'), app.request('/text')])
    expect(viaText.status).toBe(viaJson.status)
    expect(viaText.headers.get('Content-Type')).toBe(viaJson.headers.get('Content-Type'))
    expect(await viaText.text()).toBe(await viaJson.text())
  })
})
