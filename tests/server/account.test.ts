import { describe, expect, it } from 'vitest'
import { AccountDetails, envelope, FlowState } from '../../api'
import { listEmploymentPositions } from '../../server/reference/employment'
import { listCities, listDistricts, listRegions } from '../../server/reference/geography'
import { testServer } from './support/harness'

const server = await testServer()
const { call } = server
const P = '/web/private/client'

const region = listRegions()[0]!
const city = listCities(region.id)![0]!
const district = listDistricts(city.id)![0]!

const address = {
  regionId: region.id,
  cityId: city.id,
  districtId: district.id,
  street: 'Avenida Juárez',
  exteriorNumber: '12',
  interiorNumber: '3B',
  postalCode: district.postalCode,
}
// The test clock starts on 2025-06-15: day 20 of the month is one of today's monthly options.
const employment = {
  employmentStatus: 'employed_full_time',
  position: '',
  companyName: 'Tienda SA',
  workPhone: '5551234567',
  monthlyIncome: '15000',
  salaryCycle: 'monthly',
  payDates: '20',
}
const reference = { fullName: 'María López', phone: '5598765432' }

async function positionKey() {
  return listEmploymentPositions('employed_full_time')[0]!.key
}

const statusOf = (answer: { body: any }, field: string) =>
  (answer.body.data.error.details.violations as Array<{ propertyPath: string; status: string }>).find(
    (v) => v.propertyPath === `children[${field}].data`,
  )?.status

async function flow(token: string) {
  const answer = await call('GET', `${P}/flow`, { token })
  expect(answer.status).toBe(200)
  return envelope(FlowState).parse(answer.body).data
}

describe('a CURP as national identifier, by the CURP rule of sign-up', () => {
  const save = (token: string, nationalIdentificator: string) =>
    call('PUT', `${P}/save/nationalIdentificator`, { token, body: { nationalIdentificator } })
  const violationOf = (answer: { body: any }) =>
    answer.body.data.error.details.violations[0] as { propertyPath: string; status: string; message: string }

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9])(
    'refuses GOMA900115HDFNRN0 ending in %i instead of its check digit 0, and keeps nothing',
    async (digit) => {
      const me = await server.newClient()
      const answer = await save(me.token, `GOMA900115HDFNRN0${digit}`)
      expect(answer.status).toBe(400)
      expect(violationOf(answer)).toEqual({
        propertyPath: 'children[nationalIdentificator].data',
        status: 'invalid_identifier',
        message: "The CURP's last character is not its check digit: one of its characters is wrong.",
      })
      const details = await call('GET', `${P}/account-details`, { token: me.token })
      expect(details.body.data.nationalIdentificator).toBeNull()
    },
  )

  it("refuses a valid CURP of another birth date than the client's (15 Jan 1990)", async () => {
    const me = await server.newClient()
    // LOOA531113HTCPBN0: sum 2183, check digit 7; born 13 Nov 1953.
    const answer = await save(me.token, 'LOOA531113HTCPBN07')
    expect(answer.status).toBe(400)
    expect(violationOf(answer)).toMatchObject({
      status: 'invalid_identifier',
      message: 'The CURP does not match the birth date.',
    })
  })

  it('still takes an RFC, and names anything else neither', async () => {
    const me = await server.newClient()
    expect((await save(me.token, 'GOAP780710RH7')).status).toBe(200)
    expect(violationOf(await save(me.token, 'GOMA900115HDFNR')).message).toBe('Neither an RFC nor a CURP.')
  })
})

describe('registration steps and the flow step', () => {
  it('walks details, address, employment, reference and finish; the flow follows', async () => {
    const me = await server.newClient()
    const job = { ...employment, position: await positionKey() }
    expect(await flow(me.token)).toEqual({ step: 'new_client_created', status: 'active', errors: [] })

    const details = await call('PUT', `${P}/client`, {
      token: me.token,
      body: { firstName: 'Ana', middleName: null, lastNames: 'Ruiz Paz', language: 'en' },
    })
    expect(details.status).toBe(200)
    expect(details.body.data).toMatchObject({ firstName: 'Ana', info: { lastNames: 'Ruiz Paz', language: 'en' } })
    expect((await flow(me.token)).step).toBe('address')

    const two = await call('PUT', `${P}/complete-step-two`, { token: me.token, body: address })
    expect(two.status).toBe(200)
    expect(envelope(AccountDetails).parse(two.body).data.address).toMatchObject({
      regionId: region.id,
      cityId: city.id,
      postalCode: district.postalCode,
    })
    expect((await flow(me.token)).step).toBe('work_info')

    // Finishing too early names the missing steps.
    const early = await call('PUT', `${P}/finish`, { token: me.token, body: {} })
    expect(early.status).toBe(400)
    expect(statusOf(early, 'employment')).toBe('registration_incomplete')
    expect(statusOf(early, 'reference')).toBe('registration_incomplete')

    const three = await call('PUT', `${P}/complete-step-three`, { token: me.token, body: job })
    expect(three.status).toBe(200)
    expect(three.body.data.employment).toMatchObject({ companyName: 'Tienda SA', monthlyIncome: 15000, salaryCycle: 'monthly' })
    const profile = await call('GET', `${P}/client`, { token: me.token })
    expect(profile.body.data.payDate.dateOfMonth).toBe(20)
    expect((await flow(me.token)).step).toBe('relative_info')

    const four = await call('PUT', `${P}/complete-step-four`, { token: me.token, body: reference })
    expect(four.status).toBe(200)
    expect(four.body.data.reference).toEqual({ fullName: 'María López', phone: '5598765432' })
    expect(await flow(me.token)).toEqual({ step: 'new_client_created', status: 'active', errors: [] })

    const finish = await call('PUT', `${P}/finish`, { token: me.token, body: {} })
    expect(finish.status).toBe(200)
    expect(finish.body.data.progress.finishedAt).toBe(server.clock.now().toISOString())
  })

  it('answers each broken rule with its code, never a 5xx', async () => {
    const me = await server.newClient()
    const bad = async (path: string, body: unknown) => {
      const answer = await call('PUT', `${P}/${path}`, { token: me.token, body })
      expect(answer.status).toBe(400)
      return answer
    }
    const names = await bad('client', { firstName: 'A', lastNames: '' })
    expect(statusOf(names, 'firstName')).toBe('min_length')
    expect(statusOf(names, 'lastNames')).toBe('required')

    const place = await bad('complete-step-two', {
      ...address,
      regionId: 'XX',
      cityId: 'nope',
      wardId: 'w',
      postalCode: '123',
      street: '',
    })
    expect(statusOf(place, 'regionId')).toBe('invalid_choice')
    expect(statusOf(place, 'cityId')).toBe('invalid_choice')
    expect(statusOf(place, 'wardId')).toBe('invalid_choice')
    expect(statusOf(place, 'postalCode')).toBe('invalid_format')
    expect(statusOf(place, 'street')).toBe('required')

    const job = await bad('complete-step-three', {
      ...employment,
      employmentStatus: 'astronaut',
      companyName: 'X',
      workPhone: '015512345678',
      monthlyIncome: '1.500',
      payDates: '2025-06-20',
    })
    expect(statusOf(job, 'employmentStatus')).toBe('invalid_choice')
    expect(statusOf(job, 'position')).toBe('required')
    expect(statusOf(job, 'companyName')).toBe('min_length')
    expect(statusOf(job, 'workPhone')).toBe('invalid_phone')
    expect(statusOf(job, 'monthlyIncome')).toBe('invalid_format')
    expect(statusOf(job, 'payDates')).toBe('invalid_date')
    const tooRich = await bad('complete-step-three', {
      ...employment,
      position: await positionKey(),
      monthlyIncome: '$1,000,000',
    })
    expect(statusOf(tooRich, 'monthlyIncome')).toBe('invalid_format')

    const relative = await bad('complete-step-four', { fullName: 'María', phone: me.phone })
    expect(statusOf(relative, 'fullName')).toBe('min_length')
    expect(statusOf(relative, 'phone')).toBe('not_unique')
    const shortPhone = await bad('complete-step-four', { fullName: 'María López', phone: '55123' })
    expect(statusOf(shortPhone, 'phone')).toBe('invalid_phone')

    const id = await bad('save/nationalIdentificator', { nationalIdentificator: 'ABC' })
    expect(statusOf(id, 'nationalIdentificator')).toBe('invalid_identifier')
  })

  it('keeps the smaller forms: national identifier, additional contact, geo', async () => {
    const me = await server.newClient()
    const rfc = await call('PUT', `${P}/save/nationalIdentificator`, {
      token: me.token,
      body: { nationalIdentificator: 'ruip900115ab1' },
    })
    expect(rfc.status).toBe(200)
    expect(rfc.body.data.nationalIdentificator).toBe('RUIP900115AB1')

    // GOMA900115HDFNRN0: G 16×18 + O 25×17 + M 22×16 + A 10×15 + 9×14 + 0 + 0 + 1×11 + 1×10 + 5×9
    // + H 17×8 + D 13×7 + F 15×6 + N 23×5 + R 28×4 + N 23×3 + 0 = 2020, check digit 0; born 15 Jan 1990, as the client.
    const curp = await call('PUT', `${P}/save/nationalIdentificator`, {
      token: me.token,
      body: { nationalIdentificator: 'goma900115hdfnrn00' },
    })
    expect(curp.status).toBe(200)
    expect(curp.body.data.nationalIdentificator).toBe('GOMA900115HDFNRN00')

    const contact = await call('POST', `${P}/additional/contact`, { token: me.token, body: { phone: '55 1234 5678' } })
    expect(contact.status).toBe(200)
    expect(contact.body.data.additionalContacts).toEqual(['5512345678'])
    const short = await call('POST', `${P}/additional/contact`, { token: me.token, body: { phone: '1234567' } })
    expect(short.status).toBe(400)
    expect(statusOf(short, 'phone')).toBe('min_length')

    const geo = await call('POST', `${P}/geo`, { token: me.token, body: { lat: 19.43, lng: -99.13 } })
    expect(geo.status).toBe(200)
    const wrong = await call('POST', `${P}/geo`, { token: me.token, body: { lat: 91, lng: -99.13 } })
    expect(wrong.status).toBe(400)
    expect(statusOf(wrong, 'lat')).toBe('invalid_format')
  })

  it.each([
    ['12345678', 200, '12345678'],
    ['(33) 3615-0000', 200, '3336150000'],
    ['+52 55 1234 5678', 200, '525512345678'],
    ['123456789012345', 200, '123456789012345'],
    ['', 400, 'required'],
    ['1234567', 400, 'min_length'],
    ['1234567890123456', 400, 'max_length'],
    ['55 1234 ABCD', 400, 'invalid_phone'],
  ])('takes the alternative phone %j by the rule of at least 8 digits (%i)', async (phone, status, outcome) => {
    const me = await server.newClient()
    const answer = await call('POST', `${P}/additional/contact`, { token: me.token, body: { phone } })
    expect(answer.status).toBe(status)
    if (status === 200) expect(answer.body.data.additionalContacts).toEqual([outcome])
    else expect(statusOf(answer, 'phone')).toBe(outcome)
  })

  it("never touches another client's data", async () => {
    const a = await server.newClient()
    const b = await server.newClient()
    await call('PUT', `${P}/complete-step-two`, { token: a.token, body: address })
    await call('POST', `${P}/additional/contact`, { token: a.token, body: { phone: '5512345678' } })
    const theirs = await call('GET', `${P}/account-details`, { token: b.token })
    expect(theirs.status).toBe(200)
    expect(theirs.body.data.address.regionId).toBeNull()
    expect(theirs.body.data.additionalContacts).toEqual([])
    expect((await flow(b.token)).step).toBe('new_client_created')
    const mine = await call('GET', `${P}/account-details`, { token: a.token })
    expect(mine.body.data.address.regionId).toBe(region.id)
  })

  it('checks a promo code against the client type', async () => {
    const me = await server.newClient()
    const ok = await call('POST', `${P}/discounts/promo-code`, { token: me.token, body: { promoCode: ' bienvenida ' } })
    expect(ok.status).toBe(200)
    expect(ok.body.data).toEqual({ promoCode: 'BIENVENIDA', sequenceType: 'first', discount: { interest: 20, serviceFee: 0 } })
    const loyal = await call('POST', `${P}/discounts/promo-code`, { token: me.token, body: { promoCode: 'CLIENTEFIEL' } })
    expect(loyal.status).toBe(400)
    expect(statusOf(loyal, 'promoCode')).toBe('not_applicable')
    const unknown = await call('POST', `${P}/discounts/promo-code`, { token: me.token, body: { promoCode: 'NOPE' } })
    expect(statusOf(unknown, 'promoCode')).toBe('invalid_promo_code')
  })
})

describe('complete-step-three as Mexicans fill it in', () => {
  it.each([
    ['$20,000.00', 20000],
    ['1,500.50', 1501],
    ['$ 20 000', 20000],
  ])('stores the income written %s as %i whole pesos', async (monthlyIncome, pesos) => {
    const me = await server.newClient()
    const body = { ...employment, position: await positionKey(), monthlyIncome }
    const three = await call('PUT', `${P}/complete-step-three`, { token: me.token, body })
    expect(three.status).toBe(200)
    expect(three.body.data.employment).toMatchObject({ monthlyIncome: pesos })
  })

  it.each(['unemployed', 'housework', 'student', 'retired'])(
    'asks no employer, position or work phone of a person without a job (%s), and keeps none',
    async (employmentStatus) => {
      const me = await server.newClient()
      const body = { ...employment, employmentStatus, position: 'whatever', companyName: 'X', workPhone: '01' }
      const three = await call('PUT', `${P}/complete-step-three`, { token: me.token, body })
      expect(three.status).toBe(200)
      expect(three.body.data.employment).toMatchObject({
        employmentStatus,
        position: null,
        companyName: null,
        workPhone: null,
        monthlyIncome: 15000,
      })
    },
  )

  it('still asks them of a person with a job', async () => {
    const me = await server.newClient()
    const body = { ...employment, position: '', companyName: '', workPhone: '' }
    const job = await call('PUT', `${P}/complete-step-three`, { token: me.token, body })
    expect(job.status).toBe(400)
    expect(statusOf(job, 'position')).toBe('required')
    expect(statusOf(job, 'companyName')).toBe('required')
    expect(statusOf(job, 'workPhone')).toBe('required')
  })

  it('takes a ten-digit landline and refuses the old long-distance 0', async () => {
    const me = await server.newClient()
    const position = await positionKey()
    const landline = await call('PUT', `${P}/complete-step-three`, {
      token: me.token,
      body: { ...employment, position, workPhone: '(442) 123-4567' },
    })
    expect(landline.status).toBe(200)
    expect(landline.body.data.employment).toMatchObject({ workPhone: '4421234567' })
    const old = await call('PUT', `${P}/complete-step-three`, {
      token: me.token,
      body: { ...employment, position, workPhone: '014421234567' },
    })
    expect(statusOf(old, 'workPhone')).toBe('invalid_phone')
  })
})
