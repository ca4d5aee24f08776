import { describe, expect, it } from 'vitest'
import { cleanExpiryDate, expiryProblem } from '../../src/domain/id-document'
import { idDocumentSchema } from '../../src/domain/forms/id-document'
import { fieldIssues } from '../../src/domain/forms/issues'

// Today, for every case: 15 June 2025.
const TODAY = new Date(2025, 5, 15)

describe('the ID expiry date rule', () => {
  it.each([
    ['2025-06-15', null],
    ['2025-06-16', null],
    ['2040-01-01', null],
    ['2025-06-14', 'document_expired'],
    ['2024-12-31', 'document_expired'],
    ['1999-06-15', 'document_expired'],
    ['2025-02-29', 'invalid_date'],
    ['2025-13-01', 'invalid_date'],
    ['15/06/2030', 'invalid_date'],
    ['2030-6-1', 'invalid_date'],
    ['', 'required'],
  ] as const)('%s: %s', (wire, problem) => {
    expect(expiryProblem(wire, TODAY)).toBe(problem)
  })

  it.each([
    ['01/04/2030', '2030-04-01'],
    [' 31/12/2031 ', '2031-12-31'],
    ['2030-04-01', '2030-04-01'],
    ['31/02/2030', '31/02/2030'],
    ['1/4/2030', '1/4/2030'],
  ])('reads %s as %s', (typed, wire) => {
    expect(cleanExpiryDate(typed)).toBe(wire)
  })
})

describe('the ID step form', () => {
  const issues = (nationalIdentificator: string, idDocumentExpiry: string) =>
    fieldIssues(idDocumentSchema(TODAY).safeParse({ nationalIdentificator, idDocumentExpiry }))

  it.each([
    ['GORA950312MDFNDN04', '15/06/2025', []],
    ['gora950312mdfndn04', '01/01/2035', []],
    ['GODE561231GR8', '01/01/2035', []],
    ['GORA950312MDFNDN04', '14/06/2025', [{ name: 'idDocumentExpiry', status: 'document_expired' }]],
    ['GORA950312MDFNDN04', '30/02/2030', [{ name: 'idDocumentExpiry', status: 'invalid_date' }]],
    ['GORA950312MDFNDN04', '', [{ name: 'idDocumentExpiry', status: 'required' }]],
    ['GORA950312MDFNDN05', '01/01/2035', [{ name: 'nationalIdentificator', status: 'curp_check_digit' }]],
    ['ABC', '01/01/2035', [{ name: 'nationalIdentificator', status: 'invalid_national_identificator' }]],
    [
      '',
      '',
      [
        { name: 'nationalIdentificator', status: 'required' },
        { name: 'idDocumentExpiry', status: 'required' },
      ],
    ],
  ] as const)('%s, expiring %s: %j', (identifier, expiry, expected) => {
    expect(issues(identifier, expiry)).toEqual(expected)
  })

  it('sends the expiry yyyy-mm-dd and the identifier in capitals', () => {
    expect(idDocumentSchema(TODAY).parse({ nationalIdentificator: ' gode561231gr8 ', idDocumentExpiry: '01/04/2030' })).toEqual({
      nationalIdentificator: 'GODE561231GR8',
      idDocumentExpiry: '2030-04-01',
    })
  })
})
