import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ErrorBody } from '../../api'
import { normalizeName } from '../../src/domain/identifier'
import { ACCEPTED_NAMES, REFUSED_NAMES } from '../support/names'
import { insertActiveLoan, signedRollover } from './support/active-loan'
import { testServer, type TestClient } from './support/harness'
import { pdfText } from './support/pdf-text'

/*
 * Every name a Mexican may have gets an account and prints on every PDF the ERP renders, in NFC;
 * whatever else is sent as a name is a 400 with the violation on the field, never a 500.
 */

const server = await testServer()
const { call, request } = server
const P = '/web/private/client'

const MESSAGES = {
  characters:
    'A name has letters, apostrophes, hyphens and single spaces only: no digits, symbols, emoji, control or invisible characters.',
  script: 'The name has letters the documents cannot print: write it in the Latin, Greek or Cyrillic alphabet.',
}

/** The violations of a 400 as `path status`, and the message of the first. */
function refusal(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  const violations = ErrorBody.parse(answer.body).data.error.details.violations ?? []
  return { paths: violations.map((v) => `${v.propertyPath} ${v.status}`), message: violations[0]?.message }
}

/** A PDF's text as one line: a name the agreement wraps over two lines reads as one again. */
async function pdfOf(answer: Response): Promise<string> {
  expect(answer.status).toBe(200)
  expect(answer.headers.get('Content-Type')).toBe('application/pdf')
  return (await pdfText(new Uint8Array(await answer.arrayBuffer()))).replace(/\n/g, ' ')
}

const download = (path: string, token: string) => request(path, { headers: { Authorization: `Bearer ${token}` } })

let addresses = 0
/** The terms document for a guest, each from its own address (60 an hour per address). */
const termsFor = (firstName: string, lastNames: string) =>
  request('/web/public/client/document', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${(addresses += 1) % 250}` },
    body: JSON.stringify({ type: 'terms', firstName, lastNames }),
  })

// The test clock's day is 2025-06-15 in Mexico City: a due date 15 days later.
const APPLICATION = {
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
  loanAmount: { amount: 3000, currency: 'MXN' },
  paymentMethod: 'bank_transfer',
}

/** People with names of every kind: as typed, and their full name as stored and printed. */
const PEOPLE = [
  {
    why: 'José with the accent typed apart',
    firstName: 'Jose\u0301',
    middleName: null,
    lastNames: 'Nun\u0303ez Pen\u0303a',
    printed: 'José Nuñez Peña',
  },
  { why: 'the saltillo', firstName: 'Ma\ua78ca', middleName: null, lastNames: 'K\ua78can Pérez', printed: 'Maꞌa Kꞌan Pérez' },
  {
    why: 'Cyrillic letters',
    firstName: 'Анастасия',
    middleName: null,
    lastNames: 'Ковале\u0308ва',
    printed: 'Анастасия Ковалёва',
  },
  { why: 'an apostrophe', firstName: 'Seán', middleName: null, lastNames: "O'Connor Ruiz", printed: "Seán O'Connor Ruiz" },
  {
    why: 'a hyphen and a typographic apostrophe',
    firstName: 'María-José',
    middleName: null,
    lastNames: 'D’Angelo López',
    printed: 'María-José D’Angelo López',
  },
  {
    why: 'ñ, accents and a middle name',
    firstName: 'Ana',
    middleName: 'Lucía',
    lastNames: 'Nuñez Peña',
    printed: 'Ana Lucía Nuñez Peña',
  },
  {
    why: 'Greek letters',
    firstName: 'Ἀλέξανδρος',
    middleName: null,
    lastNames: 'Παπαδόπουλος',
    printed: 'Ἀλέξανδρος Παπαδόπουλος',
  },
]

let people = 0
/** A client steered to acceptance by its e-mail tag. */
const clientNamed = (names: { firstName: string; middleName: string | null; lastNames: string }, tag = '') =>
  server.newClient({ ...names, email: `nombre${(people += 1)}${tag}@example.mx` })

// Each case renders up to four PDFs with an embedded font: a bound for a busy two-core machine, not a wait.
describe('every name a Mexican may have, on every PDF', { timeout: 30_000 }, () => {
  it.each(PEOPLE)('signs up $why and stores the names in NFC', async ({ firstName, middleName, lastNames, printed }) => {
    const answer = await call('POST', '/web/public/client', {
      body: { ...server.signUpData(), firstName, middleName, lastNames },
    })
    expect(answer.status).toBe(201)
    const { data } = answer.body
    expect([data.firstName, data.info.middleName, data.info.lastNames].filter(Boolean).join(' ')).toBe(printed)
    const row = await server.db
      .selectFrom('clients')
      .select(['first_name', 'middle_name', 'last_names'])
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow()
    expect([row.first_name, row.middle_name, row.last_names].filter(Boolean).join(' ')).toBe(printed)
  })

  it.each(PEOPLE)('prints $why on the loan agreement and the rollover agreement', async (person) => {
    const client = await clientNamed(person)
    await insertActiveLoan(server, client.id)
    const agreement = await pdfOf(await download(`${P}/document/download/loan_agreement`, client.token))
    expect(agreement).toContain(`EL ACREDITADO: ${person.printed}`)
    // With a loan, the draft call answers the loan's agreement.
    expect(await pdfOf(await download(`${P}/draft-loan-agreement-pdf`, client.token))).toContain(person.printed)

    await signedRollover(server, client.token, 7)
    const barcode = (await call('POST', `${P}/openPay/getBarcode`, { token: client.token, body: { purpose: 'rollover' } })).body
      .data
    await call('POST', `/web/dev/payments/${barcode.reference}/paid`, {})
    const rollover = await pdfOf(await download(`${P}/document/download/rollover_agreement`, client.token))
    expect(rollover).toContain(`EL ACREDITADO: ${person.printed}`)
    expect(rollover).toContain('PRÓRROGA')
  })

  it.each(PEOPLE)(
    'prints $why on the draft agreement of an accepted application',
    async ({ firstName, middleName, lastNames, printed }) => {
      const person = { printed }
      const client = await server.registeredClient({
        firstName,
        middleName,
        lastNames,
        email: `nombre${(people += 1)}+accept@example.mx`,
      })
      const created = await call('POST', `${P}/application`, { token: client.token, body: APPLICATION })
      expect(created.body.data.status).toBe(3)
      const draft = await pdfOf(await download(`${P}/draft-loan-agreement-pdf`, client.token))
      expect(draft).toContain('BORRADOR')
      expect(draft).toContain(`EL ACREDITADO: ${person.printed}`)
    },
  )

  it.each(PEOPLE)(
    'prints $why on the terms a guest reads before signing up',
    async ({ firstName, middleName, lastNames, printed }) => {
      const given = [firstName, middleName].filter(Boolean).join(' ')
      expect(await pdfOf(await termsFor(given, lastNames))).toContain(`Documento generado para: ${printed}.`)
    },
  )

  it.each(PEOPLE)('renames a client to $why (the details step) and prints the new name', async (person) => {
    const client = await server.newClient()
    await insertActiveLoan(server, client.id)
    const renamed = await call('PUT', `${P}/client`, {
      token: client.token,
      body: { firstName: person.firstName, middleName: person.middleName, lastNames: person.lastNames },
    })
    expect(renamed.status).toBe(200)
    expect(await pdfOf(await download(`${P}/document/download/loan_agreement`, client.token))).toContain(person.printed)
  })

  it("stores the relative's full name, a card holder and a friend's name in NFC", async () => {
    const client = await server.newClient()
    const reference = await call('PUT', `${P}/complete-step-four`, {
      token: client.token,
      body: { fullName: 'Jose\u0301 K\ua78can', phone: '5598765432' },
    })
    expect(reference.status).toBe(200)
    expect(reference.body.data.reference.fullName).toBe('José Kꞌan')
    const card = { cardNumber: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2030, holder: 'Jose\u0301 Nun\u0303ez' }
    const saved = await call('POST', `${P}/direct-debit/debit-credit-card`, { token: client.token, body: card })
    expect(saved.status).toBe(200)
    expect(saved.body.data.cards[0].holder).toBe('José Nuñez')
    const friend = await call('POST', `${P}/referrals`, {
      token: client.token,
      body: { name: 'Zoe\u0308 Ковале\u0308ва', phone: '5598760011' },
    })
    expect(friend.status).toBe(201)
    expect(friend.body.data.name).toBe('Zoë Ковалёва')
  })

  it.each(ACCEPTED_NAMES)('accepts %s at sign-up', async (_, typed, stored) => {
    const answer = await call('POST', '/web/public/client', { body: { ...server.signUpData(), firstName: typed } })
    expect(answer.status).toBe(201)
    expect(answer.body.data.firstName).toBe(stored)
  })
})

describe('text that is not a name: a 400 on the field, on every call that takes a name', () => {
  let client: TestClient
  const me = async () => (client ??= await server.newClient())

  it.each(REFUSED_NAMES)('refuses %s', async (_, typed, problem) => {
    const { token } = await me()
    // A control character is refused before any route's rules, by the contract's text check, in its own words.
    const message = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(typed) ? expect.any(String) : MESSAGES[problem]
    const signUp = refusal(await call('POST', '/web/public/client', { body: { ...server.signUpData(), firstName: typed } }))
    expect(signUp).toEqual({ paths: ['children[firstName].data invalid_characters'], message })
    const middle = refusal(await call('POST', '/web/public/client', { body: { ...server.signUpData(), middleName: typed } }))
    expect(middle.paths).toEqual(['children[middleName].data invalid_characters'])
    const last = refusal(
      await call('POST', '/web/public/client', { body: { ...server.signUpData(), lastNames: `Ruiz ${typed}` } }),
    )
    expect(last.paths).toEqual(['children[lastNames].data invalid_characters'])

    const details = refusal(
      await call('PUT', `${P}/client`, { token, body: { firstName: typed, middleName: null, lastNames: 'Ruiz' } }),
    )
    expect(details).toEqual({ paths: ['children[firstName].data invalid_characters'], message })
    const reference = refusal(
      await call('PUT', `${P}/complete-step-four`, { token, body: { fullName: `${typed} Ruiz`, phone: '5598765432' } }),
    )
    expect(reference.paths).toEqual(['children[fullName].data invalid_characters'])
    const card = { cardNumber: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2030, holder: `${typed} Ruiz` }
    expect(refusal(await call('POST', `${P}/direct-debit/debit-credit-card`, { token, body: card })).paths).toEqual([
      'children[holder].data invalid_characters',
    ])
    const friend = refusal(await call('POST', `${P}/referrals`, { token, body: { name: typed, phone: '5598760012' } }))
    expect(friend.paths).toEqual(['children[name].data invalid_characters'])
    const terms = await termsFor(typed, 'Ruiz')
    expect(refusal({ status: terms.status, body: await terms.json() }).paths).toEqual([
      'children[firstName].data invalid_characters',
    ])
  })

  it('keeps nothing of a refused name', async () => {
    const data = { ...server.signUpData(), firstName: 'Ana\u202eLuis' }
    expect((await call('POST', '/web/public/client', { body: data })).status).toBe(400)
    expect(await server.db.selectFrom('clients').select('id').where('email', '=', data.email).executeTakeFirst()).toBeUndefined()
    const { token, id } = await me()
    await call('PUT', `${P}/client`, { token, body: { firstName: 'Ana\u200dLuisa', middleName: null, lastNames: 'Ruiz' } })
    const row = await server.db.selectFrom('clients').select('first_name').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.first_name).not.toContain('\u200d')
  })
})

/**
 * Whatever a name is: mostly text from an alphabet of the characters that matter (letters of
 * several scripts, combining marks, apostrophes, spaces, emoji, controls, invisible characters,
 * lone surrogates), and any Unicode text.
 */
const NAME_UNITS = [
  ...'aZñÉüçøАжΩάꞌꞋ李ب',
  "'",
  '’',
  '-',
  ' ',
  ' ',
  '\u00a0',
  '\t',
  '\u0301',
  '\u0303',
  '\u0308',
  '\u064e',
  '\u200d',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\u0000',
  '\u001b',
  '\ud800',
  '\udc00',
  '😀',
  '❤️',
  '5',
  '.',
  '$',
]
/** Words of letters of the three alphabets, with accents typed apart, apostrophes and hyphens: mostly names. */
const LETTERS = [...'aeinorsuzAEMÑñáéíóúüçøßĳАжяёΩάἈꞌꞋ']
const word = fc
  .tuple(
    fc.constantFrom(...LETTERS),
    fc.array(fc.constantFrom(...LETTERS, ...LETTERS, '\u0301', '\u0308', "'", '’', '-'), { maxLength: 9 }),
  )
  .map(([first, rest]) => first + rest.join(''))
const likelyName = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))

const anyName = fc.oneof(
  likelyName,
  fc.string({ unit: fc.constantFrom(...NAME_UNITS), minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
)

describe('never a 500 on a name', { timeout: 120_000 }, () => {
  it('accepts any name and prints it on the agreement and the terms, or refuses it with a 400 on the field', async () => {
    const client = await server.newClient()
    await insertActiveLoan(server, client.id)
    const seen = { accepted: 0, refused: 0 }
    await fc.assert(
      fc.asyncProperty(anyName, async (name) => {
        const stored = normalizeName(name)
        const renamed = await call('PUT', `${P}/client`, {
          token: client.token,
          body: { firstName: name, middleName: null, lastNames: 'Ruiz' },
        })
        if (renamed.status === 200) {
          seen.accepted += 1
          expect(renamed.body.data.firstName).toBe(stored)
          // A signed agreement is served as stored at its first rendering; dropping the copy makes
          // the next download render it again with this name, as for a loan signed before copies
          // were kept, so each name is printed.
          await server.db.deleteFrom('signed_documents').execute()
          expect(await pdfOf(await download(`${P}/document/download/loan_agreement`, client.token))).toContain(
            `EL ACREDITADO: ${stored} Ruiz`,
          )
        } else {
          seen.refused += 1
          expect(refusal(renamed).paths).toEqual([
            expect.stringMatching(/^children\[firstName\]\.data (required|min_length|max_length|invalid_characters)$/),
          ])
        }
        // The guest's name is optional there: an empty one prints no reader.
        const terms = await termsFor(name, 'Ruiz')
        if (terms.status === 200)
          expect(await pdfOf(terms)).toContain(`Documento generado para: ${stored === '' ? '' : `${stored} `}Ruiz.`)
        else
          expect(refusal({ status: terms.status, body: await terms.json() }).paths).toEqual([
            expect.stringMatching(/^children\[firstName\]\.data (max_length|invalid_characters)$/),
          ])
      }),
      { seed: 15_06_2025, numRuns: 80 },
    )
    // Both sides of the property were tried, not only refusals.
    expect(seen.accepted).toBeGreaterThan(10)
    expect(seen.refused).toBeGreaterThan(10)
  })

  it('answers a sign-up with any name with 201 or a 400 on the field', async () => {
    await fc.assert(
      fc.asyncProperty(anyName, async (name) => {
        const answer = await call('POST', '/web/public/client', { body: { ...server.signUpData(), firstName: name } })
        if (answer.status === 201) expect(answer.body.data.firstName).toBe(normalizeName(name))
        else
          expect(refusal(answer).paths).toEqual([
            expect.stringMatching(/^children\[firstName\]\.data (required|min_length|max_length|invalid_characters)$/),
          ])
      }),
      { seed: 15_06_2025, numRuns: 80 },
    )
  })
})
