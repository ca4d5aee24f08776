import { describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

const server = await testServer()
const { call } = server

describe('simulated Belvo', () => {
  it('hands out a fresh opaque token each time', async () => {
    const client = await server.newClient()
    const first = await call('GET', '/web/private/client/belvo/access-token', { token: client.token })
    const second = await call('GET', '/web/private/client/belvo/access-token', { token: client.token })
    expect(first.status).toBe(200)
    expect(first.body.data.expiresInSeconds).toBeGreaterThan(0)
    expect(first.body.data.access).not.toBe(second.body.data.access)
  })

  it("stores the client's link, and a skip replaces it, for that client only", async () => {
    const client = await server.newClient()
    const other = await server.newClient()
    const linked = await call('POST', '/web/private/client/belvo/store/link', {
      token: client.token,
      body: { linkId: 'link-1', institution: 'banamex_mx_retail' },
    })
    expect(linked.body.data).toEqual({ status: 'linked', linkId: 'link-1', institution: 'banamex_mx_retail', skipped: false })
    expect(
      (await call('POST', '/web/private/client/belvo/store/link', { token: client.token, body: { linkId: '' } })).status,
    ).toBe(400)
    const skipped = await call('POST', '/web/private/client/belvo/skip', { token: other.token })
    expect(skipped.body.data).toEqual({ status: 'skipped', linkId: null, institution: null, skipped: true })
    const rows = await server.db
      .selectFrom('open_banking')
      .selectAll()
      .where('client_id', 'in', [client.id, other.id])
      .orderBy('client_id')
      .execute()
    expect(rows.map((row) => [Number(row.client_id), row.status])).toEqual([
      [client.id, 'linked'],
      [other.id, 'skipped'],
    ])
  })
})

describe('GET /web/private/client/addresses/list', () => {
  it('suggests colonias by postal code and by name, then municipalities', async () => {
    const client = await server.newClient()
    const byCode = await call('GET', '/web/private/client/addresses/list?postalCode=04510', { token: client.token })
    expect(byCode.status).toBe(200)
    expect(byCode.body.data[0]).toMatchObject({
      district: 'Universidad Nacional Autónoma de México',
      postalCode: '04510',
      regionId: '09',
    })
    const byName = await call('GET', '/web/private/client/addresses/list?query=coyoacan', { token: client.token })
    const labels = byName.body.data.map((s: { label: string }) => s.label)
    expect(labels.some((label: string) => label.startsWith('Villa Coyoacán, 04000'))).toBe(true)
    expect(
      byName.body.data.some((s: { district: string | null; city: string }) => s.district === null && s.city === 'Coyoacán'),
    ).toBe(true)
    const town = await call('GET', '/web/private/client/addresses/list?query=Guadalajara', { token: client.token })
    expect(town.body.data[0]).toMatchObject({ city: 'Guadalajara', district: null, postalCode: null })
    expect((await call('GET', '/web/private/client/addresses/list?query=a', { token: client.token })).body.data).toEqual([])
    expect((await call('GET', '/web/private/client/addresses/list?postalCode=../1', { token: client.token })).status).toBe(400)
    expect(
      (await call('GET', '/web/private/client/addresses/list?query=san&limit=3', { token: client.token })).body.data,
    ).toHaveLength(3)
  })

  it.each([
    ['postalCode=44100', 'Guadalajara Centro, 44100, Guadalajara, Jalisco', '14039-0003', '14'],
    ['postalCode=64000', 'Monterrey Centro, 64000, Monterrey, Nuevo León', '19039-0001', '19'],
    ['postalCode=97000', 'Mérida Centro, 97000, Mérida, Yucatán', '31050-0001', '31'],
    ['postalCode=06700', 'Roma Norte, 06700, Cuauhtémoc, Ciudad de México', '09015-0947', '09'],
    ['query=roma norte', 'Roma Norte, 06700, Cuauhtémoc, Ciudad de México', '09015-0947', '09'],
    ['query=hermosillo centro', 'Hermosillo Centro, 83000, Hermosillo, Sonora', '26030-0001', '26'],
    ['query=AMERICANA&postalCode=44160', 'Americana, 44160, Guadalajara, Jalisco', '14039-0013', '14'],
  ])('finds %s first: %s', async (search, label, districtId, regionId) => {
    const client = await server.newClient()
    const found = await call('GET', `/web/private/client/addresses/list?${search}`, { token: client.token })
    expect(found.body.data[0]).toMatchObject({ label, districtId, regionId })
  })

  it('finds nothing for a postal code SEPOMEX does not list', async () => {
    const client = await server.newClient()
    const found = await call('GET', '/web/private/client/addresses/list?postalCode=44999', { token: client.token })
    expect(found.body.data).toEqual([])
  })
})

describe('POST /web/private/client/logger/metrics', () => {
  it('stores a bounded batch against the client', async () => {
    const client = await server.newClient()
    const answer = await call('POST', '/web/private/client/logger/metrics', {
      token: client.token,
      body: {
        entries: [
          { name: 'lcp', value: 1830, tags: { page: 'home' } },
          { name: 'cls', value: 0.02 },
        ],
      },
    })
    expect(answer.status).toBe(201)
    expect(answer.body.data).toEqual({ stored: 2, failed: [] })
    const rows = await server.db.selectFrom('metrics').selectAll().where('client_id', '=', client.id).execute()
    expect(rows.map((row) => JSON.parse(row.payload).name)).toEqual(['lcp', 'cls'])
    const tooMany = Array.from({ length: 51 }, () => ({ name: 'x', value: 1 }))
    expect(
      (await call('POST', '/web/private/client/logger/metrics', { token: client.token, body: { entries: tooMany } })).status,
    ).toBe(400)
    const huge = await server.request('/web/private/client/logger/metrics', {
      method: 'POST',
      headers: { Authorization: `Bearer ${client.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ entries: [{ name: 'x', value: 1 }] }) + ' '.repeat(20_000),
    })
    expect(huge.status).toBe(413)
  })

  it.each([
    // [width, height, failed]: HelloSoda reads an ID photo whose shorter side is 100 px at least
    [1280, 720, []],
    [100, 100, []],
    [320, 99, ['hs_metric_failed']],
    [1, 1, ['hs_metric_failed']],
  ])('reads the ID photo metrics %i × %i: failed %j', async (width, height, failed) => {
    const client = await server.newClient()
    const tags = { type: 'id_document' }
    const answer = await call('POST', '/web/private/client/logger/metrics', {
      token: client.token,
      body: {
        entries: [
          { name: 'id_photo.width', value: width, tags },
          { name: 'id_photo.height', value: height, tags },
          { name: 'id_photo.bytes', value: 52_000, tags },
        ],
      },
    })
    expect(answer.status).toBe(201)
    expect(answer.body.data).toEqual({ stored: 3, failed })
  })

  it('does not judge a photo without both dimensions (one the browser could not draw)', async () => {
    const client = await server.newClient()
    const answer = await call('POST', '/web/private/client/logger/metrics', {
      token: client.token,
      body: {
        entries: [
          { name: 'id_photo.bytes', value: 52_000 },
          { name: 'id_photo.width', value: 1 },
        ],
      },
    })
    expect(answer.body.data.failed).toEqual([])
  })
})
