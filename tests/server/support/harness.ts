import { randomBytes } from 'node:crypto'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import type { ClientProfile } from '../../../api'
import { createApp, type AppOptions } from '../../../server/app'
import { signToken } from '../../../server/accounts/sessions'
import { parseTrustProxy, type TrustProxy } from '../../../server/auth/client-address'
import { hashPassword, TEST_COST } from '../../../server/auth/password'
import type { TokenSubject } from '../../../server/auth/tokens'
import { migrateToLatest, openStorage, stamp, type Database, type DialectName } from '../../../server/db'
import { seed } from '../../../server/seed'
import type { ResponseValidation } from '../../../server/response-validation'
import type { CaptchaVerifier } from '../../../server/providers/captcha'
import type { CashProvider } from '../../../src/domain/cash-payout'
import { createServices, type Limits, type Services } from '../../../server/services'
import { completeRegistration, prepareSigning, type Caller } from '../../support/journey'
import { signUpOf, type SignUpData } from '../../support/people'

declare module 'vitest' {
  interface ProvidedContext {
    /** Set by the server-postgres project's global setup: a superuser URL of the throwaway cluster. */
    postgresUrl?: string
    /** Set beside it: the migrated database each file's own database is copied from. */
    postgresTemplate?: string
  }
}

/** A clock the test moves by hand: windows, expiries and ages are all read from it. */
export interface TestClock {
  now: () => Date
  advance: (ms: number) => void
  set: (instant: Date | string) => void
}

/** The test suite runs with response validation forced on, whatever NODE_ENV or ERP_VALIDATE_RESPONSES say. */
export const STRICT_RESPONSES: ResponseValidation = { onMismatch: 'refuse', sample: 1 }

/** 2025-06-15 12:00 in Mexico City: a fixed day, so ages and windows are reproducible. */
export const TEST_START = '2025-06-15T18:00:00.000Z'

function testClock(start: string): TestClock {
  let current = Date.parse(start)
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (instant) => {
      current = typeof instant === 'string' ? Date.parse(instant) : instant.getTime()
    },
  }
}

export interface Answer<T = any> {
  status: number
  body: T
  headers: Headers
}

export interface TestClient {
  id: number
  email: string
  phone: string
  password: string
  token: string
}

export interface TestAdmin {
  id: number
  email: string
  password: string
  token: string
}

export interface TestServer {
  app: OpenAPIHono
  services: Services
  db: Kysely<Database>
  dialect: DialectName
  clock: TestClock
  /** Raw request against the app (no network). */
  request: (path: string, init?: RequestInit) => Promise<Response>
  /** A JSON call: method, path, optional body and bearer token; the answer parsed. */
  call: <T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<Answer<T>>
  /** Valid sign-up data, unique within this server (n picks the person). */
  signUpData(n?: number): SignUpData
  /** A client created through the sign-up endpoint and logged in. */
  newClient(overrides?: Partial<SignUpData>): Promise<TestClient>
  /** The ERP's calls as a Caller of tests/support/journey.ts, with this token (or none). */
  caller(token?: string): Caller
  /** A new client who did registration steps one to four through the ERP's calls: the flow offers apply. */
  registeredClient(overrides?: Partial<SignUpData>): Promise<TestClient>
  /**
   * A registered client with everything the flow puts before signing a first loan (identity
   * check steered to approve, ID document, payslip, bank statement, CLABE), all through the ERP's
   * calls; `leaveOut` skips parts of it.
   */
  signableClient(overrides?: Partial<SignUpData>, leaveOut?: Parameters<typeof prepareSigning>[2]): Promise<TestClient>
  /** A back-office user created in storage, with a token; with mfa, the mfa-pending token (no code is sent). */
  newAdmin(options?: { mfa?: boolean }): Promise<TestAdmin>
  /**
   * A token signed with this server's key for any subject, mfa flag and clock; a full token opens
   * a session, as a login would (with a client's current session generation).
   */
  sign(subject: TokenSubject, options?: { mfa?: boolean }): Promise<string>
  close(): Promise<void>
}

export type { SignUpData }

export interface TestServerOptions extends AppOptions {
  devTools?: boolean
  /** Insert the seed accounts (server/seed.ts). */
  seed?: boolean
  limits?: Partial<Limits>
  /** The captcha; the development stand-in by default (dev tools are on). */
  captcha?: CaptchaVerifier
  /** Whom X-Forwarded-For is trusted from; the loopback peer (the test runner's proxy) by default. */
  trustProxy?: TrustProxy
  /** The cash payout networks offered (ERP_CASH_PROVIDERS); the shipped ones by default. */
  cashProviders?: readonly CashProvider[]
  /** A call may name its own time ahead of the clock (ERP_DEV_CLOCK=1). */
  devClock?: boolean
}

/**
 * app.request() has no socket: every test request comes from this peer, as if through the test
 * runner's own proxy on loopback, which the harness trusts (TRUST_PROXY=loopback); a test acts
 * as several clients by sending X-Forwarded-For, as a real deployment behind its proxy sees them.
 */
export const TEST_PEER = '127.0.0.1'
const PEER_ENV = { incoming: { socket: { remoteAddress: TEST_PEER } } }

/** A fresh database: SQLite in memory, or its own database on the test cluster. */
async function freshDatabase(): Promise<{ storage: ReturnType<typeof openStorage>; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresUrl')
  if (!adminUrl) return { storage: openStorage({ sqliteFile: ':memory:' }), drop: async () => {} }
  const name = `lc_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  // A copy of the migrated template, when the cluster has one: the migrations below then find nothing to do.
  const template = inject('postgresTemplate')
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    storage: openStorage({ postgresUrl: url.toString(), poolSize: 4 }),
    // Best effort, and never WITH (FORCE): forcing terminates pool connections that are still
    // closing, and their FATAL answer surfaces as an uncaught error in an unrelated test file.
    // A database left behind goes with the throwaway cluster at teardown.
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl })
      try {
        await dropper.connect()
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`)
      } catch {
        /* still in use by a closing connection: the cluster's teardown removes it */
      } finally {
        await dropper.end().catch(() => {})
      }
    },
  }
}

/**
 * The app on a fresh, migrated database, for one test file: call it at the top of the file
 * (`const server = await testServer()`); it closes after the file's tests.
 * Runs on SQLite, or on PostgreSQL in the server-postgres project (vitest.config.ts).
 * Dev tools are on and the loopback peer is a trusted proxy (TEST_PEER), so tests can read the
 * outbox and act as several addresses with X-Forwarded-For; passwords hash at test cost.
 */
export async function testServer(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await openTestServer(options)
  afterAll(() => server.close())
  return server
}

/** Like testServer, without registering a hook: the caller closes it. */
export async function openTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { storage, drop } = await freshDatabase()
  await migrateToLatest(storage.db)
  const clock = testClock(TEST_START)
  const services = createServices({
    db: storage.db,
    jwtSecret: new Uint8Array(randomBytes(32)),
    now: clock.now,
    passwordCost: TEST_COST,
    devTools: options.devTools ?? true,
    trustProxy: options.trustProxy ?? parseTrustProxy('loopback'),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.captcha ? { captcha: options.captcha } : {}),
    ...(options.cashProviders ? { cashProviders: options.cashProviders } : {}),
    ...(options.devClock ? { devClock: true } : {}),
  })
  if (options.seed) await seed(storage.db, TEST_COST, clock.now())
  const {
    devTools: _devTools,
    seed: _seed,
    limits: _limits,
    captcha: _captcha,
    trustProxy: _trustProxy,
    cashProviders: _cashProviders,
    devClock: _devClock,
    ...appOptions
  } = options
  // Every answer of every test is checked against the contract: a mismatch answers 500 naming it.
  const app = createApp(services, { log: () => {}, cspExtraHosts: [], validateResponses: STRICT_RESPONSES, ...appOptions })
  let people = 0
  let closed = false

  const request = (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init, PEER_ENV))

  const call: TestServer['call'] = async (method, path, { body, token, headers = {} } = {}) => {
    const response = await request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
  }

  const signUpData = (n = (people += 1)): SignUpData =>
    signUpOf(n, { firstName: 'Lucía', email: `cliente${n}@example.mx`, phonePrefix: '55' })

  const server: TestServer = {
    app,
    services,
    db: storage.db,
    dialect: storage.dialect,
    clock,
    request,
    call,
    signUpData,
    async newClient(overrides = {}) {
      const data = { ...signUpData(), ...overrides }
      // Each person signs up from an address of their own (198.18.0.0/15, the benchmarking
      // range), as distinct clients do: the per-address limits of sign-up stay the test's to cross.
      const headers = { 'X-Forwarded-For': `198.18.${(people >> 8) & 255}.${people & 255}` }
      const created = await call<{ data: ClientProfile }>('POST', '/web/public/client', { body: data, headers })
      if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${JSON.stringify(created.body)}`)
      const login = await call('POST', '/web/public/client/login', {
        body: { login: data.email, password: data.password },
        headers,
      })
      if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`)
      return {
        id: created.body.data.id,
        email: data.email,
        phone: data.mobilePhone.number,
        password: data.password,
        token: login.body.data.token,
      }
    },
    caller(token) {
      return (method, path, body) => call(method, path, { ...(body === undefined ? {} : { body }), ...(token ? { token } : {}) })
    },
    async registeredClient(overrides = {}) {
      const client = await server.newClient(overrides)
      await completeRegistration(server.caller(client.token), {
        firstName: overrides.firstName ?? 'Lucía',
        middleName: overrides.middleName ?? null,
        lastNames: overrides.lastNames ?? 'Prueba Registro',
      })
      return client
    },
    async signableClient(overrides = {}, leaveOut = {}) {
      const client = await server.registeredClient(overrides)
      await prepareSigning(server.caller(client.token), client, leaveOut)
      return client
    },
    async newAdmin({ mfa = false } = {}) {
      people += 1
      const email = `admin${people}@lanaclara.mx`
      const password = 'Admin123'
      const at = stamp(clock.now())
      const row = await storage.db
        .insertInto('users')
        .values({
          email,
          password_hash: await hashPassword(password, TEST_COST),
          first_name: 'Ada',
          last_name: `Admin ${people}`,
          mfa_enabled: mfa ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const { token } = await signToken(services, { accountType: 'user', id: row.id, firstName: 'Ada', email }, { mfa })
      return { id: row.id, email, password, token }
    },
    async sign(subject, signOptions) {
      const client =
        subject.accountType === 'client'
          ? await storage.db.selectFrom('clients').select('session_generation').where('id', '=', subject.id).executeTakeFirst()
          : undefined
      return (await signToken(services, { ...subject, generation: client?.session_generation ?? 0 }, signOptions)).token
    },
    async close() {
      if (closed) return
      closed = true
      await storage.close()
      await drop()
    },
  }
  return server
}

/** The latest outbox message to a destination, read through the dev endpoint. */
export async function latestCode(
  server: TestServer,
  destination: string,
): Promise<{ code: string; purpose: string; channel: string; message: string }> {
  const answer = await server.call('GET', `/web/dev/outbox?destination=${encodeURIComponent(destination)}&limit=1`)
  const message = answer.body?.data?.[0]
  if (!message) throw new Error(`no message to ${destination}`)
  return message
}
