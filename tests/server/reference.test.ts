import { OpenAPIHono, z } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import {
  BankListItem,
  City,
  ClassificationEntry,
  District,
  EmploymentPosition,
  EmploymentStatus,
  envelope,
  ErrorBody,
  IdDocumentAutocompleteTimeSetting,
  Region,
  Ward,
} from '../../api'
import * as contract from '../../api/routes/reference'
import { notFound, onError, validationHook } from '../../server/errors'
import {
  BANKS,
  ENABLED_BANK_CODES,
  EMPLOYMENT_STATUS_KEYS,
  findCity,
  listCities,
  listDistricts,
  listEmploymentPositions,
  listEmploymentStatuses,
  listRegions,
  normalizeName,
} from '../../server/reference'
import { mountReference } from '../../server/routes/reference'
import { placeName } from '../../src/domain/forms/address'

// The reference routes on their own, with the ERP's validation hook and error handlers: these
// routes need no storage, so the test does not depend on how the whole app is assembled.
const app = new OpenAPIHono({ defaultHook: validationHook })
mountReference(app)
app.notFound(notFound)
app.onError(onError(() => {}))

async function get<T extends z.ZodType>(path: string, payload: T): Promise<z.infer<T>> {
  const response = await app.request(path)
  expect(response.status, path).toBe(200)
  const body = envelope(payload).parse(await response.json()) as { data: z.infer<T> }
  return body.data
}

async function refused(path: string, status: 400 | 404) {
  const response = await app.request(path)
  expect(response.status, path).toBe(status)
  return ErrorBody.parse(await response.json()).data.error
}

async function violationPaths(path: string): Promise<string[]> {
  const error = await refused(path, 400)
  expect(error.code).toBe('validation_failed')
  return (error.details.violations ?? []).map((violation) => violation.propertyPath)
}

/** Municipalities per federal entity in INEGI's catalogue: every entity is complete. */
const MUNICIPALITY_COUNTS: Record<string, number> = {
  '01': 11,
  '02': 7,
  '03': 5,
  '04': 13,
  '05': 38,
  '06': 10,
  '07': 124,
  '08': 67,
  '09': 16,
  '10': 39,
  '11': 46,
  '12': 85,
  '13': 84,
  '14': 125,
  '15': 125,
  '16': 113,
  '17': 36,
  '18': 20,
  '19': 51,
  '20': 570,
  '21': 217,
  '22': 18,
  '23': 11,
  '24': 59,
  '25': 20,
  '26': 72,
  '27': 17,
  '28': 43,
  '29': 60,
  '30': 212,
  '31': 106,
  '32': 58,
}

describe('geography data', () => {
  it("has Mexico's 32 federal entities with INEGI's codes 01..32, unique", () => {
    const regions = listRegions()
    expect(regions.map((region) => region.id)).toEqual(
      Array.from({ length: 32 }, (_, index) => String(index + 1).padStart(2, '0')),
    )
    expect(new Set(regions.map((region) => region.title)).size).toBe(32)
    expect(regions.find((region) => region.id === '09')?.title).toBe('Ciudad de México')
    expect(regions.find((region) => region.id === '15')?.title).toBe('México')
  })

  it('has every municipality of every entity: the counts of the catalogue, 2,478 in all', () => {
    const counts = Object.fromEntries(listRegions().map((region) => [region.id, listCities(region.id)?.length]))
    expect(counts).toEqual(MUNICIPALITY_COUNTS)
    expect(Object.values(counts).reduce((sum, count) => sum! + count!, 0)).toBe(2478)
  })

  it('gives every city a unique five-digit id inside its region and a unique name inside its region', () => {
    const ids = new Set<string>()
    for (const region of listRegions()) {
      const cities = listCities(region.id) ?? []
      expect(new Set(cities.map((city) => city.title)).size, region.title).toBe(cities.length)
      for (const city of cities) {
        expect(city.id).toMatch(/^\d{5}$/)
        expect(city.id.startsWith(region.id)).toBe(true)
        expect(city.regionId).toBe(region.id)
        expect(city.title).toMatch(/^\S(.*\S)?$/)
        expect(ids.has(city.id)).toBe(false)
        ids.add(city.id)
      }
    }
  })

  it('names cities at their INEGI codes', () => {
    const known: Record<string, string> = {
      '01001': 'Aguascalientes',
      '02004': 'Tijuana',
      '03008': 'Los Cabos',
      '07101': 'Tuxtla Gutiérrez',
      '07096': 'Tila',
      '08037': 'Juárez',
      '09002': 'Azcapotzalco',
      '09007': 'Iztapalapa',
      '09015': 'Cuauhtémoc',
      '09017': 'Venustiano Carranza',
      '11020': 'León',
      '12001': 'Acapulco de Juárez',
      '14039': 'Guadalajara',
      '14098': 'San Pedro Tlaquepaque',
      '14120': 'Zapopan',
      '15033': 'Ecatepec de Morelos',
      '15057': 'Naucalpan de Juárez',
      '15058': 'Nezahualcóyotl',
      '15106': 'Toluca',
      '15125': 'Tonanitla',
      '16053': 'Morelia',
      '19039': 'Monterrey',
      '19046': 'San Nicolás de los Garza',
      '19019': 'San Pedro Garza García',
      '20067': 'Oaxaca de Juárez',
      '20570': 'Zimatlán de Álvarez',
      '21114': 'Puebla',
      '21217': 'Zoquitlán',
      '22014': 'Querétaro',
      '23005': 'Benito Juárez',
      '24028': 'San Luis Potosí',
      '25006': 'Culiacán',
      '26030': 'Hermosillo',
      '27004': 'Centro',
      '28032': 'Reynosa',
      '30087': 'Xalapa',
      '30193': 'Veracruz',
      '31050': 'Mérida',
      '32056': 'Zacatecas',
    }
    for (const [id, title] of Object.entries(known)) expect(findCity(id)?.title, id).toBe(title)
    // Codes INEGI does not use.
    for (const id of ['09001', '03004', '07095', '14126']) expect(findCity(id), id).toBeUndefined()
  })

  it("lists Ciudad de México's 16 alcaldías", () => {
    expect(listCities('09')?.map((city) => city.title)).toEqual([
      'Azcapotzalco',
      'Coyoacán',
      'Cuajimalpa de Morelos',
      'Gustavo A. Madero',
      'Iztacalco',
      'Iztapalapa',
      'La Magdalena Contreras',
      'Milpa Alta',
      'Álvaro Obregón',
      'Tláhuac',
      'Tlalpan',
      'Xochimilco',
      'Benito Juárez',
      'Cuauhtémoc',
      'Miguel Hidalgo',
      'Venustiano Carranza',
    ])
  })

  it("gives every municipality of every state SEPOMEX's colonias, with ids of the city and postal codes of the state", () => {
    const ids = new Set<string>()
    const wrong: unknown[] = []
    const perState = new Map<string, number>()
    for (const region of listRegions()) {
      for (const city of listCities(region.id) ?? []) {
        const districts = listDistricts(city.id) ?? []
        expect(districts.length, city.title).toBeGreaterThan(0)
        perState.set(region.id, (perState.get(region.id) ?? 0) + districts.length)
        // One check per colonia would be 150,000 expectations: the wrong ones are gathered instead.
        for (const district of districts) {
          const right =
            district.id.startsWith(`${city.id}-`) &&
            /^\d{5}-\d{4}$/.test(district.id) &&
            district.cityId === city.id &&
            /^\S(.*\S)?$/.test(district.title) &&
            /^\d{5}$/.test(district.postalCode) &&
            !ids.has(district.id)
          if (!right) wrong.push(district)
          ids.add(district.id)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(perState.size).toBe(32)
    // SEPOMEX's catalogue of late 2024 has about 156,000 colonias.
    expect(ids.size).toBeGreaterThan(150_000)
    expect(listDistricts('99999')).toBeUndefined()
  })

  it("lets every INEGI municipality's name be typed by hand (the place name rule of the address form)", () => {
    const names = listRegions().flatMap((region) => (listCities(region.id) ?? []).map((city) => city.title))
    expect(names).toHaveLength(2478)
    expect(names.filter((name) => placeName(name) !== null)).toEqual([])
  })

  it.each([
    ['44100', '14039', 'Guadalajara Centro', '14039-0003'],
    ['64000', '19039', 'Monterrey Centro', '19039-0001'],
    ['97000', '31050', 'Mérida Centro', '31050-0001'],
    ['06700', '09015', 'Roma Norte', '09015-0947'],
    ['22000', '02004', 'Zona Centro', '02004-0528'],
    ['68000', '20067', 'Oaxaca Centro', '20067-0001'],
  ])('lists %s among the colonias of city %s: %s', (postalCode, cityId, title, id) => {
    expect(listDistricts(cityId)).toContainEqual({ id, title, cityId, postalCode })
  })

  it('normalises names for search: case, accents and spaces', () => {
    expect(normalizeName('  Tláhuac ')).toBe('tlahuac')
    expect(normalizeName('SAN  Nicolás')).toBe('san nicolas')
    expect(normalizeName('Ñuu Savi')).toBe('nuu savi')
  })
})

describe('bank and employment data', () => {
  it('lists every bank of the CLABE table once, by three-digit code, without the N/A placeholder', () => {
    expect(BANKS.length).toBeGreaterThan(100)
    expect(new Set(BANKS.map((bank) => bank.value)).size).toBe(BANKS.length)
    for (const bank of BANKS) {
      expect(bank.value).toMatch(/^\d{3}$/)
      expect(bank.title.length).toBeGreaterThan(1)
    }
    expect(BANKS.find((bank) => bank.value === '999')).toBeUndefined()
    expect(BANKS.find((bank) => bank.value === '072')?.title).toBe('Banorte')
  })

  it('enables only banks of the table', () => {
    const values = new Set(BANKS.map((bank) => bank.value))
    for (const code of ENABLED_BANK_CODES) expect(values.has(code), code).toBe(true)
    expect(ENABLED_BANK_CODES).toEqual(
      expect.arrayContaining(['002', '012', '014', '021', '044', '072', '127', '137', '646', '722', '728']),
    )
  })

  it('gives every employment status at least one position, with snake_case keys unique inside it', () => {
    for (const status of EMPLOYMENT_STATUS_KEYS) {
      expect(status).toMatch(/^[a-z]+(_[a-z]+)*$/)
      const positions = listEmploymentPositions(status)
      expect(positions.length, status).toBeGreaterThan(0)
      expect(new Set(positions.map((position) => position.key)).size, status).toBe(positions.length)
      for (const position of positions) expect(position.key).toMatch(/^[a-z]+(_[a-z]+)*$/)
      // Both languages have every title.
      const english = listEmploymentPositions(status, 'en')
      expect(english.map((position) => position.key)).toEqual(positions.map((position) => position.key))
      for (const position of english) expect(position.title.length).toBeGreaterThan(1)
    }
    expect(listEmploymentStatuses('es').map((status) => status.title)).not.toEqual(
      listEmploymentStatuses('en').map((status) => status.title),
    )
  })
})

describe('GET /web/public/address/*', () => {
  it('answers the 32 regions', async () => {
    const regions = await get('/web/public/address/region', z.array(Region))
    expect(regions).toHaveLength(32)
    expect(regions[0]).toEqual({ id: '01', title: 'Aguascalientes' })
    expect(regions[8]).toEqual({ id: '09', title: 'Ciudad de México' })
  })

  it("answers a region's cities", async () => {
    const cdmx = await get('/web/public/address/region/09/city', z.array(City))
    expect(cdmx).toHaveLength(16)
    expect(cdmx).toContainEqual({ id: '09015', title: 'Cuauhtémoc', regionId: '09' })
    expect(await get('/web/public/address/region/15/city', z.array(City))).toHaveLength(125)
    expect(await get('/web/public/address/region/14/city', z.array(City))).toHaveLength(125)
    expect(await get('/web/public/address/region/19/city', z.array(City))).toHaveLength(51)
    expect(await get('/web/public/address/region/21/city', z.array(City))).toHaveLength(217)
  })

  it('answers 404 for an unknown region', async () => {
    for (const id of ['00', '33', '9', 'abc', '09015']) {
      expect((await refused(`/web/public/address/region/${id}/city`, 404)).code).toBe('not_found')
    }
  })

  it('finds cities by name, ignoring case and accents, best match first', async () => {
    const tlahuac = await get('/web/public/address/city?query=tlahuac', z.array(City))
    expect(tlahuac[0]).toEqual({ id: '09011', title: 'Tláhuac', regionId: '09' })

    const guadalajara = await get('/web/public/address/city?query=Guadalajara', z.array(City))
    expect(guadalajara).toEqual([{ id: '14039', title: 'Guadalajara', regionId: '14' }])

    // Exact names first (Benito Juárez exists in several states), then longer names.
    const benito = await get(`/web/public/address/city?query=${encodeURIComponent('benito juárez')}`, z.array(City))
    expect(benito.length).toBeGreaterThan(3)
    expect(benito.slice(0, 2).every((city) => city.title === 'Benito Juárez')).toBe(true)

    const inJalisco = await get('/web/public/address/city?query=zapo&regionId=14', z.array(City))
    expect(inJalisco.map((city) => city.title)).toEqual([
      'Zapopan',
      'Zapotiltic',
      'Zapotitlán de Vadillo',
      'Zapotlán del Rey',
      'Zapotlán el Grande',
      'Zapotlanejo',
    ])
    expect(inJalisco.every((city) => city.regionId === '14')).toBe(true)

    expect(await get('/web/public/address/city?query=san&limit=3', z.array(City))).toHaveLength(3)
    expect(await get('/web/public/address/city?query=san', z.array(City))).toHaveLength(20)
    expect(await get('/web/public/address/city?query=zzzz', z.array(City))).toEqual([])
  })

  it('answers a bad city search with 400 and violations', async () => {
    expect(await violationPaths('/web/public/address/city')).toContain('query')
    expect(await violationPaths('/web/public/address/city?query=a')).toContain('query')
    expect(await violationPaths('/web/public/address/city?query=%20%20a%20')).toContain('query')
    expect(await violationPaths(`/web/public/address/city?query=${'x'.repeat(101)}`)).toContain('query')
    expect(await violationPaths('/web/public/address/city?query=san&limit=0')).toContain('limit')
    expect(await violationPaths('/web/public/address/city?query=san&limit=51')).toContain('limit')
    expect(await violationPaths('/web/public/address/city?query=san&limit=many')).toContain('limit')
  })

  it('answers 404 for a city search in an unknown region', async () => {
    expect((await refused('/web/public/address/city?query=san&regionId=99', 404)).code).toBe('not_found')
  })

  it("answers a city's districts: SEPOMEX's colonias with postal codes, in every state", async () => {
    const cuauhtemoc = await get('/web/public/address/city/09015/district', z.array(District))
    expect(cuauhtemoc).toContainEqual({ id: '09015-0947', title: 'Roma Norte', postalCode: '06700', cityId: '09015' })
    expect(cuauhtemoc[0]).toEqual({ id: '09015-0838', title: 'Centro (Área 1)', cityId: '09015', postalCode: '06000' })
    const benitoJuarez = await get('/web/public/address/city/09014/district', z.array(District))
    expect(benitoJuarez).toContainEqual(expect.objectContaining({ title: 'Del Valle Centro', postalCode: '03100' }))
    const monterrey = await get('/web/public/address/city/19039/district', z.array(District))
    expect(monterrey).toContainEqual({ id: '19039-3429', title: 'La Finca', postalCode: '64000', cityId: '19039' })
  })

  it('answers 404 for the districts of an unknown city', async () => {
    for (const id of ['09001', '99999', 'abc'])
      expect((await refused(`/web/public/address/city/${id}/district`, 404)).code).toBe('not_found')
  })

  it("answers a district's wards (none known) and 404 for an unknown district", async () => {
    expect(await get('/web/public/address/district/09015-0947/ward', z.array(Ward))).toEqual([])
    for (const id of ['09015-9999', '09015-001', '09015', 'nope'])
      expect((await refused(`/web/public/address/district/${id}/ward`, 404)).code).toBe('not_found')
  })
})

describe('GET /web/public/classification and /web/public/bank', () => {
  it('answers banks and banks_enabled by path', async () => {
    const banks = await get('/web/public/classification/banks', z.array(ClassificationEntry))
    expect(banks).toEqual(BANKS)
    expect(banks).toContainEqual({ value: '012', title: 'BBVA México' })
    const enabled = await get('/web/public/classification/banks_enabled?locale=es', z.array(ClassificationEntry))
    expect(enabled.map((bank) => bank.value)).toEqual([...ENABLED_BANK_CODES])
  })

  it('answers the same lists in the group form', async () => {
    expect(await get('/web/public/classification?group=clients&name=banks', z.array(ClassificationEntry))).toEqual(
      await get('/web/public/classification/banks', z.array(ClassificationEntry)),
    )
    expect(
      await get('/web/public/classification?group=clients&name=banks_enabled&locale=en', z.array(ClassificationEntry)),
    ).toEqual(await get('/web/public/classification/banks_enabled', z.array(ClassificationEntry)))
  })

  it('answers employment statuses as a classification, in the locale asked for', async () => {
    const spanish = await get('/web/public/classification/employment_statuses', z.array(ClassificationEntry))
    const english = await get('/web/public/classification/employment_statuses?locale=en', z.array(ClassificationEntry))
    expect(spanish).toContainEqual({ value: 'retired', title: 'Jubilado o pensionado' })
    expect(english).toContainEqual({ value: 'retired', title: 'Retired or pensioner' })
  })

  it('answers 404 for an unknown classification and 400 for a bad query', async () => {
    expect((await refused('/web/public/classification/colours', 404)).code).toBe('not_found')
    expect(await violationPaths('/web/public/classification/banks?locale=fr')).toEqual(['locale'])
    expect(await violationPaths('/web/public/classification?group=loans&name=banks')).toEqual(['group'])
    expect(await violationPaths('/web/public/classification?group=clients&name=colours')).toEqual(['name'])
    expect((await violationPaths('/web/public/classification')).sort()).toEqual(['group', 'name'])
  })

  it('answers the bank list: the entries of banks whose value is in banks_enabled', async () => {
    const list = await get('/web/public/bank', z.array(BankListItem))
    const banks = await get('/web/public/classification?group=clients&name=banks', z.array(ClassificationEntry))
    const enabled = new Set(
      (await get('/web/public/classification?group=clients&name=banks_enabled', z.array(ClassificationEntry))).map(
        (bank) => bank.value,
      ),
    )
    expect(list).toEqual(banks.filter((bank) => enabled.has(bank.value)))
    expect(list.length).toBe(ENABLED_BANK_CODES.length)
    expect(list).toContainEqual({ value: '728', title: 'Spin by OXXO' })
  })
})

describe('GET /web/public/client/employment-*', () => {
  it('answers the employment statuses in Spanish by default and in English on request', async () => {
    const spanish = await get('/web/public/client/employment-statuses', z.array(EmploymentStatus))
    expect(spanish.map((status) => status.key)).toEqual([...EMPLOYMENT_STATUS_KEYS])
    expect(spanish[0]).toEqual({ key: 'employed_full_time', title: 'Empleado de tiempo completo' })
    const english = await get('/web/public/client/employment-statuses?locale=en', z.array(EmploymentStatus))
    expect(english[0]).toEqual({ key: 'employed_full_time', title: 'Employed full time' })
  })

  it('answers the positions of a status', async () => {
    const retired = await get('/web/public/client/employment-positions?employmentStatusKey=retired', z.array(EmploymentPosition))
    expect(retired).toContainEqual({ key: 'imss_pensioner', title: 'Pensionado del IMSS' })
    const english = await get(
      '/web/public/client/employment-positions?employmentStatusKey=retired&locale=en',
      z.array(EmploymentPosition),
    )
    expect(english).toContainEqual({ key: 'imss_pensioner', title: 'IMSS pensioner' })
    for (const status of EMPLOYMENT_STATUS_KEYS) {
      const positions = await get(
        `/web/public/client/employment-positions?employmentStatusKey=${status}`,
        z.array(EmploymentPosition),
      )
      expect(positions.length, status).toBeGreaterThan(0)
    }
  })

  it('answers 400 with a violation on employmentStatusKey for an unknown or missing status', async () => {
    const error = await refused('/web/public/client/employment-positions?employmentStatusKey=astronaut', 400)
    expect(error.details.violations).toEqual([
      expect.objectContaining({ propertyPath: 'employmentStatusKey', status: 'invalid_value' }),
    ])
    expect(await violationPaths('/web/public/client/employment-positions')).toEqual(['employmentStatusKey'])
    expect(await violationPaths('/web/public/client/employment-statuses?locale=de')).toEqual(['locale'])
  })
})

describe('GET /web/public/id-document-autocomplete-time-setting', () => {
  it('answers the 120-second freshness window', async () => {
    const response = await app.request('/web/public/id-document-autocomplete-time-setting')
    expect(response.status).toBe(200)
    expect(envelope(IdDocumentAutocompleteTimeSetting).parse(await response.json())).toEqual({ data: { seconds: 120 } })
  })
})

describe('the reference routes', () => {
  const routes = (Object.values(contract) as unknown[]).filter(
    (value): value is { method: string; path: string } =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  )

  it('implements every route of api/routes/reference.ts', () => {
    const implemented = app.openAPIRegistry.definitions.flatMap((definition) =>
      definition.type === 'route' ? [`${definition.route.method} ${definition.route.path}`] : [],
    )
    expect(implemented.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort())
    expect(routes).toHaveLength(11)
  })

  it('never answers 5xx, whatever the ids and queries', async () => {
    const odd = ['%00', '..', 'a'.repeat(300), '%F0%9F%98%80', '-1', ' ', '09015-001/../x']
    const paths = odd.flatMap((id) => [
      `/web/public/address/region/${id}/city`,
      `/web/public/address/city/${id}/district`,
      `/web/public/address/district/${id}/ward`,
      `/web/public/classification/${id}`,
      `/web/public/address/city?query=${id}&regionId=${id}&limit=${id}`,
      `/web/public/classification?group=${id}&name=${id}&locale=${id}`,
      `/web/public/client/employment-positions?employmentStatusKey=${id}&locale=${id}`,
    ])
    for (const path of paths) {
      const response = await app.request(path)
      expect(response.status, path).toBeLessThan(500)
      expect(response.status === 200 || ErrorBody.safeParse(await response.json()).success, path).toBe(true)
    }
  })

  it('lets shared caches keep reference answers for an hour', async () => {
    const response = await app.request('/web/public/address/region')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
  })
})
