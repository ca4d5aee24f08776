/**
 * The load of `npm run reliability`: people sign up, log in, register and apply at once, some of them
 * sending their application twice with one Idempotency-Key (a retry racing the first). Each
 * journey records what the ERP acknowledged, for the data checks after (./data.ts).
 */
import { randomUUID } from 'node:crypto'
import { completeRegistration, prepareSigning } from '../../../tests/support/journey'
import { application, callerOf, person, pool, send, Timings, type Call, type Person } from './http'

export interface Journey {
  person: Person
  /** The client the sign-up acknowledged (201), or null. */
  clientId: number | null
  /** The application the ERP acknowledged (201, or 200 for the key's first), or null. */
  applicationId: number | null
  /** The key the application went with. */
  key: string
  /** The loan the signature acknowledged, when the journey signs. */
  loanId: number | null
}

export interface LoadOptions {
  /** Servers to spread the calls over, in turn (two processes on one PostgreSQL). */
  bases: string[]
  people: number
  /** Journeys under way at once. */
  width: number
  /** The first person's number, so runs on one database never collide. */
  first?: number
  /** False: sign up and log in only (and register, with `register`). */
  apply?: boolean
  /** With apply false: do the registration steps too, so that the person can apply later. */
  register?: boolean
  /** Also sign the agreement (the loan is created): needs dev tools, to read the code in the outbox. */
  sign?: boolean
  /** Stops starting new journeys once this settles (the crash). */
  until?: Promise<unknown>
  /** Told of every call as it leaves (`METHOD /path`), so the crash can pick its moment. */
  onCall?: (what: string) => void
}

const APP = '/web/private/client/application'

export async function runJourneys(
  options: LoadOptions,
  timings = new Timings(),
): Promise<{ journeys: Journey[]; timings: Timings }> {
  let turn = 0
  const base = () => options.bases[turn++ % options.bases.length]!
  let stopped = false
  void options.until?.then(() => (stopped = true))
  const people = Array.from({ length: options.people }, (_, i) => person((options.first ?? 1) + i))

  const timed = async (expect: (call: Call) => boolean, method: string, path: string, rest: Parameters<typeof send>[3]) => {
    const what = `${method} ${path.replace(/\d+/g, '{n}')}`
    options.onCall?.(what)
    const call = await send(base(), method, path, rest)
    timings.add(call, expect(call), what)
    return call
  }
  const created = (call: Call) => call.status === 201 || call.status === 200

  const journey = async (who: Person): Promise<Journey | null> => {
    if (stopped) return null
    const record: Journey = { person: who, clientId: null, applicationId: null, key: randomUUID(), loanId: null }
    const signedUp = await timed((call) => call.status === 201, 'POST', '/web/public/client', {
      body: who.signUp,
      address: who.address,
    })
    if (signedUp.status !== 201) return record
    record.clientId = signedUp.body.data.id
    const login = await timed((call) => call.status === 200, 'POST', '/web/public/client/login', {
      body: { login: who.email, password: who.password },
      address: who.address,
    })
    if (login.status !== 200) return record
    const token: string = login.body.data.token
    if (options.apply === false && !options.register) return record
    // The journey the ERP enforces: registration done before applying, the steps before signing done before signing.
    const me = callerOf(
      (method, path, rest) => timed((call) => call.status >= 200 && call.status < 300, method, path, rest),
      token,
      who.address,
    )
    try {
      await completeRegistration(me, { firstName: who.signUp.firstName, lastNames: who.signUp.lastNames })
      if (options.sign) await prepareSigning(me, { id: who.n, email: who.email })
    } catch {
      return record
    }
    if (options.apply === false) return record
    const apply = () =>
      timed(created, 'POST', APP, {
        body: application(),
        token,
        address: who.address,
        headers: { 'Idempotency-Key': record.key },
      })
    // One person in four sends the application twice at once, with one key: both must answer the same one.
    const answers = await Promise.all(who.n % 4 === 0 ? [apply(), apply()] : [apply()])
    const acknowledged = answers.find(created)
    if (!acknowledged) return record
    record.applicationId = acknowledged.body.data.id
    if (answers.some((answer) => created(answer) && answer.body.data.id !== record.applicationId)) record.applicationId = -1
    if (!options.sign) return record
    const sent = await timed((call) => call.status === 200, 'POST', `${APP}/agreement/${record.applicationId}/sms-code`, {
      token,
      address: who.address,
    })
    if (sent.status !== 200) return record
    const phone = who.signUp.mobilePhone.number
    const outbox = await timed((call) => call.status === 200, 'GET', `/web/dev/outbox?destination=${phone}&limit=5`, {})
    const code = (outbox.body?.data as Array<{ purpose: string; code: string }> | undefined)?.find(
      (message) => message.purpose === 'agreement',
    )?.code
    if (!code) return record
    const signed = await timed(created, 'POST', `${APP}/agreement/${record.applicationId}`, {
      body: { code },
      token,
      address: who.address,
    })
    if (created(signed)) record.loanId = signed.body.data.id
    return record
  }

  const journeys = (await pool(people, options.width, journey)).filter((record): record is Journey => record !== null)
  return { journeys, timings }
}
