/**
 * The crash of `npm run reliability`: people sign up, apply and sign (the loan is made) against
 * one server on a SQLite file; the server is killed with SIGKILL in the middle of those writes,
 * started again on the same file (its migrations run again at start), the applications that were
 * in flight are sent again with their Idempotency-Key, and the data is checked (./data.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startErp, TRUST_LOOPBACK } from '../erp'
import { checkData, type DataCheck } from './data'
import { application, send, Timings } from './http'
import { runJourneys } from './load'

export interface CrashRun {
  /** Writes the ERP acknowledged before it died: clients, applications, loans. */
  acknowledged: number
  /** Calls under way when the server died (no answer came). */
  cutOff: number
  /** Journeys taken up again after the restart: the application (same key) and the signature whose answers never came. */
  resent: number
  restarted: boolean
  check: DataCheck
}

const ENV = { ERP_DEV_TOOLS: '1', ...TRUST_LOOPBACK }

export async function crashAndRestart(
  port: number,
  options: { people: number; width: number; killAtSignature: number },
): Promise<CrashRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lana-clara-crash-'))
  try {
    const first = await startErp({ port, dataDir, env: ENV })
    let killed = () => {}
    const dead = new Promise<void>((resolve) => (killed = resolve))
    // kill -9: no shutdown, no flush, mid-transaction for whatever is under way.
    const kill = () => {
      first.process.kill('SIGKILL')
      killed()
    }
    // The moment: just after the n-th agreement signature leaves, with sign-ups, logins and applications around it.
    let signatures = 0
    const onCall = (what: string) => {
      if (what === 'POST /web/private/client/application/agreement/{n}' && (signatures += 1) === options.killAtSignature)
        setTimeout(kill, 5)
    }
    const timer = setTimeout(kill, 30_000)
    const { journeys, timings } = await runJourneys(
      { bases: [first.base], people: options.people, width: options.width, sign: true, until: dead, onCall },
      new Timings(),
    )
    clearTimeout(timer)
    first.process.kill('SIGKILL')
    await first.stop()

    const acknowledged = journeys.reduce(
      (sum, record) =>
        sum + Number(record.clientId !== null) + Number(record.applicationId !== null) + Number(record.loanId !== null),
      0,
    )

    const second = await startErp({ port, dataDir, env: ENV })
    let resent = 0
    try {
      const base = second.base
      for (const journey of journeys.filter((record) => record.clientId !== null && record.loanId === null)) {
        const { address } = journey.person
        const login = await send(base, 'POST', '/web/public/client/login', {
          body: { login: journey.person.email, password: journey.person.password },
          address,
        })
        if (login.status !== 200) continue
        const token: string = login.body.data.token
        resent += 1
        if (journey.applicationId === null) {
          // The application's answer never came: the client applies again with the same key.
          const again = await send(base, 'POST', '/web/private/client/application', {
            body: application(),
            token,
            address,
            headers: { 'Idempotency-Key': journey.key },
          })
          if (again.status !== 200 && again.status !== 201) continue
          journey.applicationId = again.body.data.id
        }
        // The signature's answer never came: a new code, and the signature again (409 if the loan was made before the crash).
        const agreement = `/web/private/client/application/agreement/${journey.applicationId}`
        if ((await send(base, 'POST', `${agreement}/sms-code`, { token, address })).status !== 200) continue
        const phone = journey.person.signUp.mobilePhone.number
        const outbox = await send(base, 'GET', `/web/dev/outbox?destination=${phone}&limit=5`)
        const code = (outbox.body?.data as Array<{ purpose: string; code: string }> | undefined)?.find(
          (message) => message.purpose === 'agreement',
        )?.code
        if (!code) continue
        const signed = await send(base, 'POST', agreement, { body: { code }, token, address })
        if (signed.status === 200 || signed.status === 201) journey.loanId = signed.body.data.id
      }
    } finally {
      await second.stop()
    }
    const check = await checkData({ sqliteFile: join(dataDir, 'erp.sqlite') }, journeys, { mode: 'acknowledged' })
    return { acknowledged, cutOff: timings.noAnswer, resent, restarted: true, check }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
