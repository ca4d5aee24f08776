import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressSchema } from '../../src/domain/forms/address'
import { employmentSchema } from '../../src/domain/forms/employment'
import { referenceSchema } from '../../src/domain/forms/reference'
import { accepted, problemsOf } from './forms-support'

const today = new Date(2025, 5, 15) // Sunday 15 June 2025

describe('the address form', () => {
  const home = {
    regionId: '09',
    cityId: '09015',
    districtId: '',
    wardId: '',
    street: 'Avenida Juárez',
    exteriorNumber: '120',
    interiorNumber: '',
    postalCode: '06050',
  }
  const problems = (changes: Record<string, unknown>) => problemsOf(addressSchema, { ...home, ...changes })

  it('accepts an address without district, ward or interior number', () => {
    expect(problems({})).toEqual({})
    expect(problems({ districtId: undefined, wardId: undefined, interiorNumber: undefined })).toEqual({})
  })

  it('requires region, city, street, exterior number and postal code', () => {
    expect(problems({ regionId: '', cityId: ' ', street: '', exteriorNumber: '', postalCode: '' })).toEqual({
      regionId: 'required',
      cityId: 'required',
      street: 'required',
      exteriorNumber: 'required',
      postalCode: 'required',
    })
  })

  it('needs a street of 2 characters at least, with single spaces', () => {
    expect(problems({ street: 'A' })).toEqual({ street: 'min_length' })
    expect(accepted(addressSchema, { ...home, street: '  Calle  5 de Mayo ' }).street).toBe('Calle 5 de Mayo')
  })

  it('needs a postal code of exactly 5 digits', () => {
    for (const postalCode of ['0605', '060500', '06O50']) {
      expect(problems({ postalCode }), postalCode).toEqual({ postalCode: 'invalid_postal_code' })
    }
  })

  it.each([
    [
      'a Jalisco municipality with a CDMX postal code',
      { regionId: '14', cityId: '14039', postalCode: '06700' },
      { postalCode: 'postal_code_state' },
    ],
    [
      'a Nuevo León municipality with a Yucatán postal code',
      { regionId: '19', cityId: '19039', postalCode: '97000' },
      { postalCode: 'postal_code_state' },
    ],
    ['Guadalajara with its own postal code', { regionId: '14', cityId: '14039', postalCode: '44160' }, {}],
    [
      'a municipality typed instead of chosen',
      { regionId: '14', cityId: '', municipality: 'San Pedro Tlaquepaque', postalCode: '45500' },
      {},
    ],
    [
      'a typed municipality with a dot and a comma',
      { regionId: '20', cityId: '', municipality: 'Heroica Ciudad de Tlaxiaco, Oax.', postalCode: '69800' },
      {},
    ],
    [
      'a typed municipality with a symbol',
      { regionId: '14', cityId: '', municipality: 'Zapopan #2', postalCode: '45000' },
      { municipality: 'place_characters' },
    ],
    [
      'a typed municipality starting with a digit',
      { regionId: '14', cityId: '', municipality: '2 Zapopan', postalCode: '45000' },
      { municipality: 'place_characters' },
    ],
    [
      'a typed municipality of one letter',
      { regionId: '14', cityId: '', municipality: 'Z', postalCode: '45000' },
      { municipality: 'min_length' },
    ],
    [
      'a typed municipality left empty',
      { regionId: '14', cityId: '', municipality: '', postalCode: '45000' },
      { municipality: 'required' },
    ],
    [
      'a typed colonia of one letter',
      { regionId: '14', cityId: '14039', colonia: 'A', postalCode: '44160' },
      { colonia: 'min_length' },
    ],
  ])('checks the place: %s', (_, changes, expected) => {
    expect(problems(changes)).toEqual(expected)
  })

  it('keeps numbers short', () => {
    expect(problems({ exteriorNumber: '1'.repeat(21), interiorNumber: 'B'.repeat(21) })).toEqual({
      exteriorNumber: 'max_length',
      interiorNumber: 'max_length',
    })
  })
})

describe('the employment form', () => {
  const employment = employmentSchema(today)
  const job = {
    employmentStatus: 'employed',
    position: 'sales',
    companyName: 'Panadería La Espiga',
    workPhone: '4421234567',
    monthlyIncome: '15000',
    salaryCycle: 'monthly',
    payDates: '15',
  }
  const problems = (changes: Record<string, unknown>) => problemsOf(employment, { ...job, ...changes })

  it('accepts a complete form', () => {
    expect(accepted(employment, { ...job, workPhone: '(442) 123-4567' })).toEqual(job)
  })

  it('requires every field', () => {
    const empty = {
      employmentStatus: '',
      position: '',
      companyName: '',
      workPhone: '',
      monthlyIncome: '',
      salaryCycle: '',
      payDates: '',
    }
    expect(problemsOf(employment, empty)).toEqual({
      employmentStatus: 'required',
      position: 'required',
      companyName: 'required',
      workPhone: 'required',
      monthlyIncome: 'required',
      salaryCycle: 'required',
      payDates: 'required',
    })
  })

  it('needs a company name of 2 characters at least', () => {
    expect(problems({ companyName: 'X' })).toEqual({ companyName: 'min_length' })
    expect(problems({ companyName: 'XY' })).toEqual({})
  })

  it('needs a work phone of ten digits, landline or mobile (no long-distance 0 since 2019)', () => {
    expect(problems({ workPhone: '5587654321' })).toEqual({})
    expect(problems({ workPhone: '55 8765 4321' })).toEqual({})
    for (const workPhone of ['558765432', '01558765432', '015551234567', '0558765432', '1558765432', '442a123456']) {
      expect(problems({ workPhone }), workPhone).toEqual({ workPhone: 'invalid_work_phone' })
    }
  })

  it.each([
    ['1', '1'],
    ['999999', '999999'],
    ['1500.00', '1500'],
    ['1,500.50', '1501'],
    ['$20,000.00', '20000'],
    ['$ 20 000', '20000'],
    ['15,000', '15000'],
    ['999999.49', '999999'],
  ])('reads the income %s as %s whole pesos', (monthlyIncome, pesos) => {
    expect(accepted(employment, { ...job, monthlyIncome })).toEqual({ ...job, monthlyIncome: pesos })
  })

  it.each(['0', '0.40', '999999.50', '1000000', '1.500', '1,50', '15,00', '$', 'quince mil'])(
    'refuses the income %s',
    (monthlyIncome) => {
      expect(problems({ monthlyIncome })).toEqual({ monthlyIncome: 'invalid_income' })
    },
  )

  it.each(['unemployed', 'housework', 'student', 'retired'])(
    'asks no employer, position or work phone of a person without a job (%s)',
    (employmentStatus) => {
      const noJob = { ...job, employmentStatus, position: '', companyName: '', workPhone: '' }
      expect(accepted(employment, noJob)).toEqual(noJob)
    },
  )

  it.each(['employed_full_time', 'employed_part_time', 'self_employed', 'business_owner'])(
    'asks employer, position and work phone of a person with a job (%s)',
    (employmentStatus) => {
      expect(problems({ employmentStatus, position: '', companyName: '', workPhone: '' })).toEqual({
        position: 'required',
        companyName: 'required',
        workPhone: 'required',
      })
    },
  )

  it('needs a pay cycle of the four', () => {
    expect(problems({ salaryCycle: 'daily' })).toEqual({ salaryCycle: 'required' })
  })

  it("needs a pay date among today's options of the cycle", () => {
    expect(problems({ salaryCycle: 'monthly', payDates: '31' })).toEqual({})
    expect(problems({ salaryCycle: 'monthly', payDates: '32' })).toEqual({ payDates: 'invalid_date' })
    expect(problems({ salaryCycle: 'semi_monthly', payDates: '15,30' })).toEqual({})
    expect(problems({ salaryCycle: 'semi_monthly', payDates: '15' })).toEqual({ payDates: 'invalid_date' })
    // Weekly: the next 7 days; a date in the past or beyond is not an option.
    expect(problems({ salaryCycle: 'weekly', payDates: '2025-06-16' })).toEqual({})
    expect(problems({ salaryCycle: 'weekly', payDates: '2025-06-14' })).toEqual({ payDates: 'invalid_date' })
    expect(problems({ salaryCycle: 'weekly', payDates: '2025-07-16' })).toEqual({ payDates: 'invalid_date' })
  })
})

describe('the reference form', () => {
  const ownPhone = '5512345678'
  const reference = referenceSchema(ownPhone)
  const relative = { fullName: 'Lucía Peña', phone: '3312345678' }
  const problems = (changes: Record<string, unknown>) => problemsOf(reference, { ...relative, ...changes })

  it('accepts a relative with a full name and another phone', () => {
    expect(accepted(reference, { fullName: '  Lucía   Peña Núñez ', phone: '+52 (331) 234-5678' })).toEqual({
      fullName: 'Lucía Peña Núñez',
      phone: '3312345678',
    })
  })

  it('requires both fields', () => {
    expect(problems({ fullName: ' ', phone: '' })).toEqual({ fullName: 'required', phone: 'required' })
  })

  it('needs two words at least in the full name', () => {
    expect(problems({ fullName: 'Lucía' })).toEqual({ fullName: 'min_words' })
    expect(problems({ fullName: '  Lucía  ' })).toEqual({ fullName: 'min_words' })
    expect(problems({ fullName: 'Lu Pe' })).toEqual({})
  })

  it.each([
    ['', {}],
    ['3336150000', {}],
    ['1234 5678', {}],
    ['+52 (33) 3615-0000', {}],
    ['1234567', { alternativePhone: 'contact_phone' }],
    ['1234567890123456', { alternativePhone: 'contact_phone' }],
    ['33 3615 ABCD', { alternativePhone: 'contact_phone' }],
  ])('takes an alternative phone %j of 8 to 15 digits, or none', (alternativePhone, expected) => {
    expect(problems({ alternativePhone })).toEqual(expected)
  })

  it('sends the alternative phone as its digits', () => {
    expect(accepted(reference, { ...relative, alternativePhone: ' (33) 3615-0000 ' }).alternativePhone).toBe('3336150000')
  })

  it('needs a phone of exactly 10 digits', () => {
    expect(problems({ phone: '331234567' })).toEqual({ phone: 'invalid_phone' })
    expect(problems({ phone: '33123456789' })).toEqual({ phone: 'invalid_phone' })
  })

  it("refuses the client's own phone, however it is written", () => {
    for (const phone of ['5512345678', '+52 (551) 234-5678', '55 1234 5678']) {
      expect(problems({ phone }), phone).toEqual({ phone: 'own_phone' })
    }
    expect(problemsOf(referenceSchema('+52 (551) 234-5678'), { ...relative, phone: '5512345678' })).toEqual({
      phone: 'own_phone',
    })
  })

  it("accepts any other ten digits than the client's", () => {
    const tenDigits = fc.stringMatching(/^\d{10}$/)
    fc.assert(
      fc.property(tenDigits, (phone) => {
        expect(problems({ phone })).toEqual(phone === ownPhone ? { phone: 'own_phone' } : {})
      }),
    )
  })
})
