import { describe, expect, it, vi } from 'vitest'
import { createActor, setup, type AnyActorRef } from 'xstate'
import type { IntegrationsConfig } from '../../src/api/integrations'
import { RECORDING_CONSENT_COOKIE, startLive, watchKeySteps } from '../../src/app/integrations/live'
import { tagEventOf, type Shown } from '../../src/app/integrations/tag-events'
import {
  BLACKBOX_READ_MS,
  BLACKBOX_READS,
  crispChat,
  googleTagManager,
  hotjar,
  HOTJAR_SUPPRESS,
  iovation,
  juicyScore,
  scrub,
  sentry,
  suppressFields,
  type VendorGlobals,
} from '../../src/app/integrations/vendors'
import { captchaSource } from '../../src/ui/captcha-source'

/**
 * A stand-in of the page: its globals, the scripts added (run by hand with `ran`), the POSTs sent,
 * and what runs later (the next one run by hand with `tick`, its delay in `delays`).
 */
function host(globals: VendorGlobals = {}) {
  const loads: Array<{ src: string; onLoad?: () => void }> = []
  const pending: Array<() => void> = []
  const delays: number[] = []
  return {
    globals,
    loads,
    delays,
    scripts: () => loads.map((load) => load.src),
    ran: () => loads.forEach((load) => load.onLoad?.()),
    tick: () => pending.shift()?.(),
    pending: () => pending.length,
    loadScript: (src: string, onLoad?: () => void) => void loads.push({ src, ...(onLoad ? { onLoad } : {}) }),
    post: vi.fn<(url: string, body: string) => void>(),
    now: () => Date.parse('2026-03-02T10:00:00Z'),
    later: (run: () => void, ms: number) => {
      pending.push(run)
      delays.push(ms)
    },
  }
}

const OFF: IntegrationsConfig = {
  release: 'v1.4.0',
  errorReporting: null,
  tagManager: null,
  chat: null,
  recording: null,
  scoring: null,
  fingerprint: null,
  captcha: null,
  externalLogin: null,
}

describe('Google Tag Manager', () => {
  it('sets up the container as its snippet does, then pushes each step to the dataLayer', () => {
    const h = host()
    const tags = googleTagManager('GTM-AB12CD', h)
    expect(h.scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD'])
    tags.push({ event: 'registration_step_completed', step: 'address' })
    expect(h.globals.dataLayer).toEqual([
      { 'gtm.start': Date.parse('2026-03-02T10:00:00Z'), event: 'gtm.js' },
      { event: 'registration_step_completed', step: 'address' },
    ])
  })

  it('keeps what the page pushed before it', () => {
    const h = host({ dataLayer: [{ event: 'earlier' }] })
    googleTagManager('GTM-AB12CD', h)
    expect(h.globals.dataLayer?.[0]).toEqual({ event: 'earlier' })
  })
})

describe('Sentry', () => {
  const DSN = 'https://0123abcd@o1.ingest.sentry.io/4501'

  it('posts an envelope to the DSN’s endpoint with the release, the environment and the source', () => {
    const h = host()
    sentry(DSN, 'staging', 'v1.4.0', h).capture(new TypeError('x is undefined'), {
      source: 'error',
      page: '/es/registration/address',
    })
    const [url, body] = h.post.mock.calls[0]!
    expect(url).toBe('https://o1.ingest.sentry.io/api/4501/envelope/?sentry_key=0123abcd&sentry_version=7')
    const [header, item, event] = body.split('\n').map((line) => JSON.parse(line))
    expect(item).toEqual({ type: 'event' })
    expect(header.event_id).toMatch(/^[0-9a-f]{32}$/)
    expect(event).toMatchObject({
      event_id: header.event_id,
      platform: 'javascript',
      level: 'error',
      release: 'v1.4.0',
      environment: 'staging',
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
      tags: { source: 'error' },
      transaction: '/es/registration/address',
    })
    expect(Object.keys(event)).not.toContain('user')
  })

  it('sends twenty reports at most from one page', () => {
    const h = host()
    const reporter = sentry(DSN, 'production', 'v1', h)
    for (let i = 0; i < 30; i += 1) reporter.capture(new Error('loop'))
    expect(h.post).toHaveBeenCalledTimes(20)
  })

  it.each([
    ['ERP response 503 /web/private/client/application/123', 'ERP response 503 /web/private/client/application/:id'],
    ['No client rosa.perez@example.mx', 'No client [email]'],
    ['Phone 55 1234 5678 is taken', 'Phone [number] is taken'],
    ['CLABE 002180700000000019 refused', 'CLABE [number] refused'],
    ['GET /web/private/client/profile?token=abc&email=x@y.mx failed', 'GET /web/private/client/profile failed'],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'Bearer [token]'],
    ['session 9f8e7d6c5b4a39281706f5e4d3c2b1a0 expired', 'session [token] expired'],
    ['Cannot read properties of undefined', 'Cannot read properties of undefined'],
  ])('scrubs %j', (text, expected) => {
    expect(scrub(text)).toBe(expected)
  })

  it('never sends what was typed: a message holding an e-mail is scrubbed in the report', () => {
    const h = host()
    sentry(DSN, 'production', 'v1', h).capture(new Error('Invalid value maria@example.mx'))
    expect(h.post.mock.calls[0]![1]).not.toContain('maria')
  })
})

describe('Crisp chat', () => {
  it('loads nothing until the launcher is pressed', () => {
    const h = host()
    crispChat('0d4c5b6a-1234-4cde-8f00-123456789abc', 'es', h)
    expect(h.scripts()).toEqual([])
    expect(h.globals.$crisp).toBeUndefined()
  })

  it('loads once, names the signed-in client and opens the box', () => {
    const h = host()
    const chat = crispChat('0d4c5b6a-1234-4cde-8f00-123456789abc', 'es', h)
    chat.open('Rosa')
    chat.open(null)
    expect(h.scripts()).toEqual(['https://client.crisp.chat/l.js'])
    expect(h.globals.CRISP_WEBSITE_ID).toBe('0d4c5b6a-1234-4cde-8f00-123456789abc')
    expect(h.globals.CRISP_RUNTIME_CONFIG).toEqual({ locale: 'es' })
    const commands = h.globals.$crisp!.filter((command) => (command as unknown[])[0] !== 'on')
    expect(commands).toEqual([
      ['safe', true],
      ['set', 'user:nickname', ['Rosa']],
      ['do', 'chat:show'],
      ['do', 'chat:open'],
      ['do', 'chat:show'],
      ['do', 'chat:open'],
    ])
  })
})

describe('Hotjar', () => {
  it('sets up its queue and settings as its snippet does, and reads the user id', () => {
    const h = host()
    const recorder = hotjar(3456789, h)
    expect(h.scripts()).toEqual(['https://static.hotjar.com/c/hotjar-3456789.js?sv=6'])
    expect(h.globals._hjSettings).toEqual({ hjid: 3456789, hjsv: 6 })
    h.globals.hj!('event', 'x')
    expect(h.globals.hj!.q).toEqual([['event', 'x']])
    expect(recorder.userId()).toBeUndefined()
    h.globals.hj!.globals = { get: (key) => (key === 'userId' ? 'hj-42' : undefined) }
    expect(recorder.userId()).toBe('hj-42')
  })

  it('marks every field for suppression, and the fields that appear later', () => {
    const fields = [{ attrs: new Map<string, string>() }, { attrs: new Map<string, string>() }]
    const element = (field: (typeof fields)[number]) => ({
      setAttribute: (name: string, value: string) => field.attrs.set(name, value),
    })
    let shown = 1
    const root = {
      querySelectorAll: (selector: string) => {
        expect(selector).toContain('input')
        expect(selector).toContain('textarea')
        expect(selector).toContain('select')
        return fields
          .slice(0, shown)
          .filter((field) => !field.attrs.has(HOTJAR_SUPPRESS))
          .map(element)
      },
    } as unknown as ParentNode & Node
    let changed = () => {}
    suppressFields(root, (callback) => {
      changed = callback
      return () => {}
    })
    expect(fields[0]!.attrs.has(HOTJAR_SUPPRESS)).toBe(true)
    shown = 2
    changed()
    expect(fields[1]!.attrs.has(HOTJAR_SUPPRESS)).toBe(true)
  })
})

describe('JuicyScore and iovation', () => {
  it('reads JuicyScore’s session id once its script ran', async () => {
    const h = host()
    const scoring = juicyScore('https://score.juicyscore.com/static/js.js', h)
    expect(h.scripts()).toEqual(['https://score.juicyscore.com/static/js.js'])
    expect(scoring.sessionId()).toBeUndefined()
    h.globals.juicyScoreApi = { getSessionId: () => Promise.resolve('juicy-7f3a') }
    h.ran()
    await Promise.resolve()
    await Promise.resolve()
    expect(scoring.sessionId()).toBe('juicy-7f3a')
  })

  it('gives iovation’s loader its settings, and tells each new blackbox until its collection finishes', () => {
    const h = host()
    const collected: string[] = []
    iovation('/iovation/loader.js', h, (blackbox) => collected.push(blackbox))
    expect(h.scripts()).toEqual(['/iovation/loader.js'])
    expect(h.globals.IGLOO).toMatchObject({ enable_rip: true, enable_flash: false, loader: { version: 'general5' } })
    let box: { blackbox?: string; finished?: boolean } = {}
    h.globals.IGLOO!.getBlackbox = () => box
    // Read once the loader ran: nothing collected yet, so it is read again a second later.
    h.ran()
    expect(collected).toEqual([])
    box = { blackbox: '0400bb-part', finished: false }
    h.tick()
    box = { blackbox: '0400bb-part', finished: false }
    h.tick()
    expect(collected).toEqual(['0400bb-part'])
    box = { blackbox: '0400bb-whole', finished: true }
    h.tick()
    expect(collected).toEqual(['0400bb-part', '0400bb-whole'])
    expect(h.delays.every((ms) => ms === BLACKBOX_READ_MS)).toBe(true)
    // Finished: read no more.
    expect(h.pending()).toBe(0)
  })

  it('stops reading a blackbox that never finishes after BLACKBOX_READS reads', () => {
    const h = host()
    const collected: string[] = []
    iovation('/iovation/loader.js', h, (blackbox) => collected.push(blackbox))
    h.globals.IGLOO!.getBlackbox = () => ({ blackbox: '0400bb-stuck', finished: false })
    h.ran()
    let reads = 1
    while (h.pending() > 0) {
      h.tick()
      reads += 1
    }
    expect(reads).toBe(BLACKBOX_READS)
    expect(collected).toEqual(['0400bb-stuck'])
  })
})

/** A snapshot stand-in: its state path and context. */
const shown = (state: string, context: Record<string, unknown> = {}): Shown => ({
  matches: (wanted) => state === wanted || state.startsWith(`${wanted}.`),
  context,
})

describe('the key steps the tag manager hears of', () => {
  it.each([
    ['calculator', shown('active'), shown('active', { showErrors: false }), 'submit', { event: 'calculator_submitted' }],
    ['calculator', shown('active'), shown('active', { showErrors: true }), 'submit', null],
    ['calculator', shown('active'), shown('active'), 'amount.changed', null],
    ['registration', shown('signUp'), shown('address'), 'registration.details.submitted', { event: 'sign_up_completed' }],
    ['registration', shown('signUp'), shown('address'), 'registration.details.verified', null],
    [
      'registration',
      shown('address'),
      shown('employment'),
      'registration.address.submitted',
      { event: 'registration_step_completed', step: 'address' },
    ],
    [
      'registration',
      shown('belvo'),
      shown('card'),
      'registration.belvo.done',
      { event: 'registration_step_completed', step: 'bank_link' },
    ],
    ['registration', shown('summary'), shown('signed'), 'registration.agreement.signed', { event: 'agreement_signed' }],
    [
      'application',
      shown('creating'),
      shown('following.checking'),
      'xstate.done.actor.createApplication',
      { event: 'application_created' },
    ],
    ['application', shown('creating'), shown('following.checking'), 'xstate.error.actor.createApplication', null],
    [
      'offer',
      shown('approving', { choice: 'accept' }),
      shown('reloading', { choice: 'accept' }),
      'xstate.done.actor.approve',
      { event: 'offer_accepted' },
    ],
    [
      'offer',
      shown('approving', { choice: 'refuse' }),
      shown('reloading', { choice: 'refuse' }),
      'xstate.done.actor.approve',
      null,
    ],
    [
      'loan',
      shown('repaying.awaitingSpei.checking'),
      shown('paid'),
      'xstate.done.actor.checkPayment',
      { event: 'payment_made', purpose: 'repayment' },
    ],
    ['loan', shown('paid'), shown('paid'), 'loan.check', null],
    ['loan', shown('extending.awaitingCash'), shown('extending.done'), 'x', { event: 'payment_made', purpose: 'extension' }],
    ['tracking', shown('idle'), shown('sending'), 'track', null],
  ])('%s: %j → %j on %s', (machine, before, after, type, expected) => {
    expect(tagEventOf({ machine, before, after, event: { type } })).toEqual(expected)
  })

  it('are read from the actor system, never pushed by a screen', () => {
    const registration = setup({}).createMachine({
      id: 'registration',
      initial: 'address',
      states: { address: { on: { 'registration.address.submitted': 'employment' } }, employment: {} },
    })
    const actor = createActor(
      setup({ actors: { registration } }).createMachine({ invoke: { src: 'registration', systemId: 'registration' } }),
    ).start()
    const pushed: unknown[] = []
    watchKeySteps(actor, (event) => pushed.push(event))
    ;(actor.system.get('registration') as AnyActorRef).send({ type: 'registration.address.submitted' })
    expect(pushed).toEqual([{ event: 'registration_step_completed', step: 'address' }])
  })
})

describe('the live integrations', () => {
  const store = (initial: Record<string, string> = {}) => {
    const values = new Map(Object.entries(initial))
    return {
      values,
      get: (name: string) => values.get(name) ?? null,
      set: (name: string, value: string) => void values.set(name, value),
      remove: (name: string) => void values.delete(name),
    }
  }
  const root = createActor(setup({}).createMachine({})).start()
  const options = (h: ReturnType<typeof host>, cookies = store()) => ({
    root,
    locale: 'es',
    release: 'v1.4.0',
    changed: vi.fn(),
    collected: vi.fn<(blackbox: string) => void>(),
    host: h,
    store: cookies,
  })

  it('load nothing and send nothing when every integration is off', () => {
    const h = host()
    const opts = options(h)
    const live = startLive(OFF, opts)
    live.capture(new Error('x'))
    expect(h.scripts()).toEqual([])
    expect(h.post).not.toHaveBeenCalled()
    expect(live.openChat).toBeNull()
    expect(live.recording()).toBe('off')
    expect(live.sessionId()).toBeUndefined()
    expect(opts.collected).not.toHaveBeenCalled()
  })

  it('load iovation’s loader when the fingerprint is on, and tell what it collects', () => {
    const h = host()
    const opts = options(h)
    startLive({ ...OFF, fingerprint: { scriptUrl: '/iovation/loader.js' } }, opts)
    expect(h.scripts()).toEqual(['/iovation/loader.js'])
    h.globals.IGLOO!.getBlackbox = () => ({ blackbox: '0400bb-live', finished: true })
    h.ran()
    expect(opts.collected).toHaveBeenCalledWith('0400bb-live')
  })

  const noFields = { root: { querySelectorAll: () => [] } as unknown as ParentNode & Node, observe: () => () => {} }

  it('ask before recording, and load the recorder only once allowed', () => {
    const h = host()
    const cookies = store()
    const opts = { ...options(h, cookies), fields: noFields }
    const live = startLive({ ...OFF, recording: { siteId: 3456789 } }, opts)
    expect(live.recording()).toBe('ask')
    expect(h.scripts()).toEqual([])
    live.chooseRecording(true)
    expect(h.scripts()).toEqual(['https://static.hotjar.com/c/hotjar-3456789.js?sv=6'])
    expect(cookies.values.get(RECORDING_CONSENT_COOKIE)).toBe('granted')
    expect(live.recording()).toBe('granted')
    expect(opts.changed).toHaveBeenCalled()
  })

  it('never record after a visitor said no', () => {
    const h = host()
    const cookies = store()
    const live = startLive({ ...OFF, recording: { siteId: 3456789 } }, { ...options(h, cookies), fields: noFields })
    live.chooseRecording(false)
    expect(cookies.values.get(RECORDING_CONSENT_COOKIE)).toBe('denied')
    expect(h.scripts()).toEqual([])
  })

  it('remember the answer of an earlier visit', () => {
    const h = host()
    const live = startLive(
      { ...OFF, recording: { siteId: 3456789 } },
      options(h, store({ [RECORDING_CONSENT_COOKIE]: 'denied' })),
    )
    expect(live.recording()).toBe('denied')
    expect(h.scripts()).toEqual([])
  })
})

describe('the captcha’s source', () => {
  it('loads Turnstile with a site key, and the ERP’s stand-in without one', () => {
    expect(captchaSource('0x4AAAAAAA-site')).toEqual({
      src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      siteKey: '0x4AAAAAAA-site',
    })
    expect(captchaSource(undefined)).toEqual({ src: '/web/dev/captcha/api.js', siteKey: 'stand-in' })
  })
})
