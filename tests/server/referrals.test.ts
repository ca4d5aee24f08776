import { describe, expect, it } from 'vitest'
import { curpCheckDigit } from '../../server/accounts/curp'
import { mailbox } from '../../server/referrals/identity'
import { insertActiveLoan } from './support/active-loan'
import { latestCode, testServer, type SignUpData, type TestClient } from './support/harness'

const server = await testServer()
const { call } = server

const refer = (token: string, body: unknown) => call('POST', '/web/private/client/referrals', { token, body })
const statusesOf = (answer: { body: any }) =>
  answer.body.data.error.details.violations.map((v: { propertyPath: string; status: string }) => `${v.propertyPath}:${v.status}`)

describe('referrals', () => {
  it('creates a pending referral by phone or e-mail, with a code, and lists only its own', async () => {
    const client = await server.newClient()
    const other = await server.newClient()
    const byPhone = await refer(client.token, { name: '  Luis  Pérez ', phone: '+52 (55) 9876-0001' })
    expect(byPhone.status).toBe(201)
    expect(byPhone.body.data).toMatchObject({ name: 'Luis Pérez', phone: '5598760001', email: null, status: 'pending' })
    expect(byPhone.body.data.code).toMatch(/^[0-9A-F]{10}$/)
    const byMail = await refer(client.token, { name: 'Eva', email: 'Eva@Example.MX' })
    expect(byMail.body.data).toMatchObject({ email: 'eva@example.mx', phone: null })
    const mine = await call('GET', '/web/private/client/referrals', { token: client.token })
    expect(mine.body.data.map((r: { name: string }) => r.name)).toEqual(['Luis Pérez', 'Eva'])
    expect((await call('GET', '/web/private/client/referrals', { token: other.token })).body.data).toEqual([])
  })

  it('refuses no contact, malformed ones, one’s own, an existing client’s and a repeat', async () => {
    const client = await server.newClient()
    const existing = await server.newClient()
    expect(statusesOf(await refer(client.token, { name: 'Ana' }))).toEqual(['children[phone].data:required'])
    expect(statusesOf(await refer(client.token, { name: '', phone: '123', email: 'nope' }))).toEqual([
      'children[name].data:required',
      'children[phone].data:invalid_phone',
      'children[email].data:invalid_mail',
    ])
    expect(statusesOf(await refer(client.token, { name: 'Me', phone: client.phone }))).toEqual([
      'children[phone].data:own_contact',
    ])
    expect(statusesOf(await refer(client.token, { name: 'Me', email: client.email.toUpperCase() }))).toEqual([
      'children[email].data:own_contact',
    ])
    expect(statusesOf(await refer(client.token, { name: 'X', phone: existing.phone, email: existing.email }))).toEqual([
      'children[phone].data:already_client',
      'children[email].data:already_client',
    ])
    expect((await refer(client.token, { name: 'Rita', phone: '5598760002' })).status).toBe(201)
    expect(statusesOf(await refer(client.token, { name: 'Rita again', phone: '55 9876 0002' }))).toEqual([
      'children[phone].data:not_unique',
    ])
    // Another client may refer the same friend.
    expect((await refer(existing.token, { name: 'Rita', phone: '5598760002' })).status).toBe(201)
  })

  it('edits its own pending referral only; another client’s answers 404', async () => {
    const client = await server.newClient()
    const other = await server.newClient()
    const { id } = (await refer(client.token, { name: 'Tomás', phone: '5598760003' })).body.data
    const patched = await call('PATCH', `/web/private/client/referrals/${id}`, {
      token: client.token,
      body: { name: 'Tomás Ruiz', email: 'tomas@example.mx' },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.data).toMatchObject({ name: 'Tomás Ruiz', phone: '5598760003', email: 'tomas@example.mx' })
    expect(
      (await call('PATCH', `/web/private/client/referrals/${id}`, { token: other.token, body: { name: 'Hijack' } })).status,
    ).toBe(404)
    expect(
      (await call('PATCH', `/web/private/client/referrals/..%2F${id}`, { token: client.token, body: { name: 'x' } })).status,
    ).toBe(404)
    expect(
      statusesOf(
        await call('PATCH', `/web/private/client/referrals/${id}`, { token: client.token, body: { phone: client.phone } }),
      ),
    ).toEqual(['children[phone].data:own_contact'])
    const mine = (await call('GET', '/web/private/client/referrals', { token: client.token })).body.data
    expect(mine[0]).toMatchObject({ name: 'Tomás Ruiz', phone: '5598760003' })
  })

  it("turns 'registered' once the friend signs up and verifies the phone, and is then no longer editable", async () => {
    const client = await server.newClient()
    const friend = server.signUpData(777)
    const { id } = (await refer(client.token, { name: 'Amigo', phone: friend.mobilePhone.number })).body.data
    const invitee = await server.newClient(friend)
    expect(await referralOf(client, id)).toEqual({ status: 'not_counted', reason: 'phone_not_verified' })
    await verifyPhone(invitee)
    expect(await referralOf(client, id)).toEqual({ status: 'registered', reason: null })
    const edit = await call('PATCH', `/web/private/client/referrals/${id}`, { token: client.token, body: { name: 'x' } })
    expect(edit.status).toBe(409)
  })
})

describe('the invitation a friend receives', () => {
  it('goes by SMS to a phone, with the referrer’s first name and a whole link carrying the referral’s code', async () => {
    const client = await server.newClient()
    const { code } = (await refer(client.token, { name: 'Luz', phone: '5598760101', email: 'luz@example.mx' })).body.data
    const sent = await latestCode(server, '5598760101')
    expect(sent).toMatchObject({ channel: 'sms', purpose: 'referral_invitation', code })
    const first = (await server.db.selectFrom('clients').select('first_name').where('id', '=', client.id).executeTakeFirst())
      ?.first_name
    expect(sent.message).toBe(
      `Lana Clara: ${first} te invita a pedir tu préstamo en línea. Elige tu monto y regístrate aquí: ` +
        `http://localhost:3000/es/?invitacion=${code}`,
    )
    // One message per friend: the phone took it, the e-mail did not.
    await expect(latestCode(server, 'luz@example.mx')).rejects.toThrow('no message')
  })

  it('goes by e-mail when only an e-mail was given, and again to a corrected contact, never to an unchanged one', async () => {
    const client = await server.newClient()
    const { id, code } = (await refer(client.token, { name: 'Sol', email: 'sol@example.mx' })).body.data
    expect(await latestCode(server, 'sol@example.mx')).toMatchObject({ channel: 'email', purpose: 'referral_invitation', code })
    const renamed = await call('PATCH', `/web/private/client/referrals/${id}`, {
      token: client.token,
      body: { name: 'Sol Díaz' },
    })
    expect(renamed.status).toBe(200)
    const outbox = async (destination: string) =>
      (await call('GET', `/web/dev/outbox?destination=${destination}&limit=10`)).body.data as unknown[]
    expect(await outbox('sol@example.mx')).toHaveLength(1)
    await call('PATCH', `/web/private/client/referrals/${id}`, { token: client.token, body: { phone: '5598760102' } })
    expect(await latestCode(server, '5598760102')).toMatchObject({ channel: 'sms', code })
  })

  it('is held back past the invitations one phone may receive in an hour, while the referral is still made', async () => {
    const friend = '5598760103'
    const answers = []
    for (let i = 0; i < 5; i += 1) {
      const referrer = await server.newClient()
      answers.push((await refer(referrer.token, { name: 'Popular', phone: friend })).status)
    }
    expect(answers).toEqual([201, 201, 201, 201, 201])
    const sent = (await call('GET', `/web/dev/outbox?destination=${friend}&limit=10`)).body.data as unknown[]
    expect(sent.length).toBeLessThan(5)
    expect(sent.length).toBeGreaterThan(0)
  })
})

describe('the reward', () => {
  it('is owed (rewarded) once a counted friend has a loan; a friend without one stays registered', async () => {
    const client = await server.newClient()
    const friend = server.signUpData(778)
    const { id } = (await refer(client.token, { name: 'Amiga', phone: friend.mobilePhone.number })).body.data
    const invitee = await server.newClient(friend)
    await verifyPhone(invitee)
    expect(await referralOf(client, id)).toEqual({ status: 'registered', reason: null })
    await insertActiveLoan(server, invitee.id)
    expect(await referralOf(client, id)).toEqual({ status: 'rewarded', reason: null })
  })

  it('is never owed for a friend whose phone is not verified, even with a loan', async () => {
    const client = await server.newClient()
    const friend = server.signUpData(779)
    const { id } = (await refer(client.token, { name: 'Primo', phone: friend.mobilePhone.number })).body.data
    const invitee = await server.newClient(friend)
    await insertActiveLoan(server, invitee.id)
    expect(await referralOf(client, id)).toEqual({ status: 'not_counted', reason: 'phone_not_verified' })
  })
})

/** The referral's status and reason as its referrer reads them. */
async function referralOf(referrer: TestClient, id: number): Promise<{ status: string; reason: string | null }> {
  const list = await call('GET', '/web/private/client/referrals', { token: referrer.token })
  expect(list.status).toBe(200)
  const { status, reason } = list.body.data.find((r: { id: number }) => r.id === id)
  return { status, reason }
}

/** Verifies the client's phone with the code sign-up sent it. */
async function verifyPhone(client: TestClient): Promise<void> {
  const { code } = await latestCode(server, client.phone)
  expect((await call('POST', '/web/private/client/phone/verify', { token: client.token, body: { code } })).status).toBe(200)
}

/** The CURP with another 17th character (the one telling namesakes apart) and its check digit. */
function namesakeCurp(curp: string): string {
  const first17 = `${curp.slice(0, 16)}${curp.charAt(16) === '1' ? '2' : '1'}`
  return `${first17}${curpCheckDigit(first17)}`
}

const ID_PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.from('the same INE'),
])

describe('what a referral counts for', () => {
  /**
   * A referrer invites the phone of person `n`, who then signs up as `invitee` (person n with
   * `changes`), verifies the phone, and does `then`: the referral's status and reason.
   */
  async function invite(
    changes: (referrer: SignUpData) => Partial<SignUpData>,
    then: (invitee: TestClient, referrer: TestClient & { data: SignUpData }) => Promise<void> = async () => {},
  ) {
    const data = server.signUpData()
    const referrer = { ...(await server.newClient(data)), data }
    const person = server.signUpData()
    const { id } = (await refer(referrer.token, { name: 'Amigo', phone: person.mobilePhone.number })).body.data
    const invitee = await server.newClient({ ...person, ...changes(data) })
    await verifyPhone(invitee)
    await then(invitee, referrer)
    return referralOf(referrer, id)
  }

  it('counts another person whose phone was verified', async () => {
    expect(await invite(() => ({}))).toEqual({ status: 'registered', reason: null })
  })

  it.each<[string, (referrer: SignUpData) => Partial<SignUpData>]>([
    ["the referrer's CURP with another namesake character", (referrer) => ({ curp: namesakeCurp(referrer.curp) })],
    [
      "the referrer's full name (other accents and case) and birth date",
      (referrer) => ({ firstName: 'LUCIA', lastNames: referrer.lastNames.toUpperCase() }),
    ],
    ["the referrer's mailbox under a +tag", (referrer) => ({ email: referrer.email.replace('@', '+amigo@').toUpperCase() })],
  ])('never counts an account signed up with %s', async (_, changes) => {
    expect(await invite(changes)).toEqual({ status: 'not_counted', reason: 'same_person' })
  })

  it.each<[string, (invitee: TestClient, referrer: TestClient & { data: SignUpData }) => Promise<void>]>([
    [
      "the referrer's phone as an alternative phone",
      async (invitee, referrer) => {
        expect(
          (
            await call('POST', '/web/private/client/additional/contact', {
              token: invitee.token,
              body: { phone: `+52 ${referrer.phone}` },
            })
          ).status,
        ).toBe(200)
      },
    ],
    [
      "the referrer's CURP as national identifier",
      async (invitee, referrer) => {
        const saved = await call('PUT', '/web/private/client/save/nationalIdentificator', {
          token: invitee.token,
          body: { nationalIdentificator: referrer.data.curp },
        })
        expect(saved.status).toBe(200)
      },
    ],
    [
      "the referrer's RFC as national identifier",
      async (invitee, referrer) => {
        for (const token of [referrer.token, invitee.token]) {
          expect(
            (
              await call('PUT', '/web/private/client/save/nationalIdentificator', {
                token,
                body: { nationalIdentificator: 'PEPL900115AB1' },
              })
            ).status,
          ).toBe(200)
        }
      },
    ],
    [
      "the referrer's identity document",
      async (invitee, referrer) => {
        for (const token of [referrer.token, invitee.token]) {
          const body = { type: 'id_document', content: ID_PHOTO.toString('base64') }
          expect((await call('POST', '/web/private/client/client-document', { token, body })).status).toBe(201)
        }
      },
    ],
  ])('never counts, even once counted, an account that later gives %s', async (_, then) => {
    let counted: { status: string; reason: string | null } | undefined
    const result = await invite(
      () => ({}),
      async (invitee, referrer) => {
        const list = (await call('GET', '/web/private/client/referrals', { token: referrer.token })).body.data
        counted = { status: list[0].status, reason: list[0].reason }
        await then(invitee, referrer)
      },
    )
    expect(counted).toEqual({ status: 'registered', reason: null })
    expect(result).toEqual({ status: 'not_counted', reason: 'same_person' })
  })

  it('stays not counted as the same person whatever comes after', async () => {
    const data = server.signUpData()
    const referrer = await server.newClient(data)
    const person = server.signUpData()
    const { id } = (await refer(referrer.token, { name: 'Yo', phone: person.mobilePhone.number })).body.data
    const invitee = await server.newClient({ ...person, curp: namesakeCurp(data.curp) })
    expect(await referralOf(referrer, id)).toEqual({ status: 'not_counted', reason: 'same_person' })
    await verifyPhone(invitee)
    expect(await referralOf(referrer, id)).toEqual({ status: 'not_counted', reason: 'same_person' })
    const row = await server.db
      .selectFrom('referrals')
      .select(['status', 'invitee_client_id', 'not_counted_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'registered', invitee_client_id: invitee.id, not_counted_reason: 'same_person' })
  })

  it("refuses the referrer's own mailbox under another spelling when the referral is made", async () => {
    const referrer = await server.newClient()
    const [local, domain] = referrer.email.split('@')
    expect(statusesOf(await refer(referrer.token, { name: 'Yo', email: `${local}+otra@${domain}` }))).toEqual([
      'children[email].data:own_contact',
    ])
  })
})

describe('mailbox', () => {
  it.each([
    ['Ana@Example.MX', 'ana@example.mx'],
    ['ana+amigo@example.mx', 'ana@example.mx'],
    ['a.na@example.mx', 'a.na@example.mx'],
    ['A.N.A+x@Gmail.com', 'ana@gmail.com'],
    ['ana@googlemail.com', 'ana@gmail.com'],
    ['+ana@example.mx', '+ana@example.mx'],
  ])('%s delivers to %s', (email, expected) => {
    expect(mailbox(email)).toBe(expected)
  })
})
