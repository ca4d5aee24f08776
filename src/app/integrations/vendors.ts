/*
 * One adapter per vendor, each speaking that vendor's own browser API as its documentation gives
 * it: Google Tag Manager's `dataLayer`, Sentry's envelope endpoint, Crisp's `$crisp` queue,
 * Hotjar's `hj` queue and suppression attribute, JuicyScore's `juicyScoreApi` and iovation
 * FraudForce's `IGLOO`. They touch the page only through a host (the window, a script loader, a
 * POST), which tests replace with plain objects; nothing runs until src/app/integrations/live.ts
 * builds an adapter for an integration the ERP switched on.
 */

/** The key steps the tag manager hears of. Names and step names only: never a person's data. */
export type TagEvent =
  | { event: 'calculator_submitted' }
  | { event: 'sign_up_completed' }
  | { event: 'registration_step_completed'; step: RegistrationTagStep }
  | { event: 'application_created' }
  | { event: 'offer_accepted' }
  | { event: 'agreement_signed' }
  | { event: 'payment_made'; purpose: 'repayment' | 'extension' }

export type RegistrationTagStep =
  'address' | 'employment' | 'reference' | 'id_document' | 'payroll' | 'bank_statement' | 'bank_link' | 'card'

/** The globals the vendors' scripts and snippets read and set on the window. */
export interface VendorGlobals {
  dataLayer?: unknown[]
  $crisp?: unknown[]
  CRISP_WEBSITE_ID?: string
  CRISP_RUNTIME_CONFIG?: { locale?: string }
  hj?: ((...args: unknown[]) => void) & { q?: unknown[]; globals?: { get?: (key: string) => string | undefined } }
  _hjSettings?: { hjid: number; hjsv: number }
  juicyScoreApi?: { getSessionId?: () => Promise<string> | string | undefined }
  IGLOO?: {
    enable_rip?: boolean
    enable_flash?: boolean
    install_flash?: boolean
    loader?: { version: string }
    getBlackbox?: () => { blackbox?: string; finished?: boolean } | undefined
  }
}

/** What the adapters may do to the page; the browser's own in src/app/integrations/live.ts, plain objects in tests. */
export interface VendorHost {
  globals: VendorGlobals
  /** Adds an async script; `onLoad` once it ran. */
  loadScript(src: string, onLoad?: () => void): void
  /** A fire-and-forget POST that outlives the page (an error report while the page unloads). */
  post(url: string, body: string): void
  now(): number
  /** Runs `run` once, `ms` from now. */
  later(run: () => void, ms: number): void
}

/** Google Tag Manager: the container's snippet, then every key step as a `dataLayer` event. */
export function googleTagManager(containerId: string, host: VendorHost) {
  const g = host.globals
  g.dataLayer = g.dataLayer ?? []
  g.dataLayer.push({ 'gtm.start': host.now(), event: 'gtm.js' })
  host.loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`)
  return {
    push(event: TagEvent): void {
      g.dataLayer?.push(event)
    },
  }
}

/** Where a report may come from: only these words reach the report, never a value of the page. */
export type ErrorSource = 'error' | 'unhandledrejection' | 'erp_5xx' | 'render' | 'app'

export interface ErrorReportContext {
  source?: ErrorSource
  /** The page's path; numbers in it are replaced (an application's or a document's id). */
  page?: string
}

/**
 * Everything a report says is scrubbed of what could name a person: e-mail addresses, runs of
 * digits (phones, CURPs' dates, CLABEs, ids), tokens (long letter-and-digit runs, JWTs) and the
 * query of any address.
 */
export function scrub(text: string): string {
  return text
    .replace(/\?[^\s)]*/g, '')
    .replace(/[^\s@/:()]+@[^\s@/:()]+\.[a-z]{2,}/gi, '[email]')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]')
    .replace(/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g, '[token]')
    .replace(/\d[\d\s-]{3,}\d/g, '[number]')
    .replace(/\/\d+(?=\/|$)/g, '/:id')
    .slice(0, 500)
}

const hex32 = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Sentry, by its envelope endpoint (what its own browser SDK posts to): the DSN
 * `https://<key>@<host>/<project>` gives `https://<host>/api/<project>/envelope/?sentry_key=<key>`.
 * A report carries the error's type and scrubbed message, its source, the release and the
 * environment: no user, no breadcrumbs, no request body or headers, no stack (its lines can hold
 * an address's query).
 */
export function sentry(dsn: string, environment: string, release: string, host: VendorHost) {
  const parsed = new URL(dsn)
  const project = parsed.pathname.replace(/^\/+/, '')
  const endpoint = `${parsed.protocol}//${parsed.host}/api/${project}/envelope/?sentry_key=${encodeURIComponent(parsed.username)}&sentry_version=7`
  let sent = 0
  return {
    capture(error: unknown, context: ErrorReportContext = {}): void {
      // A page that keeps failing in a loop sends a few reports, not thousands.
      if (sent >= 20) return
      sent += 1
      const type = error instanceof Error ? error.name : 'Error'
      const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Non-error value'
      const eventId = hex32()
      const event = {
        event_id: eventId,
        timestamp: host.now() / 1000,
        platform: 'javascript',
        level: 'error',
        release,
        environment,
        exception: { values: [{ type: scrub(type), value: scrub(message) }] },
        tags: { source: context.source ?? 'app' },
        ...(context.page ? { transaction: scrub(context.page) } : {}),
      }
      const header = { event_id: eventId, sent_at: new Date(host.now()).toISOString() }
      host.post(endpoint, `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}`)
    },
  }
}

/**
 * Crisp chat, loaded on the first press of the frame's launcher: its own bubble stays hidden
 * (the frame has the launcher), the signed-in client's first name is set as the nickname, and the
 * box opens; closed, it hides again.
 */
export function crispChat(websiteId: string, locale: string, host: VendorHost) {
  const g = host.globals
  let loaded = false
  return {
    open(firstName: string | null): void {
      g.$crisp = g.$crisp ?? []
      if (!loaded) {
        loaded = true
        g.CRISP_WEBSITE_ID = websiteId
        g.CRISP_RUNTIME_CONFIG = { locale }
        g.$crisp.push(['safe', true])
        g.$crisp.push(['on', 'chat:closed', () => g.$crisp?.push(['do', 'chat:hide'])])
        host.loadScript('https://client.crisp.chat/l.js')
      }
      if (firstName) g.$crisp.push(['set', 'user:nickname', [firstName]])
      g.$crisp.push(['do', 'chat:show'])
      g.$crisp.push(['do', 'chat:open'])
    },
  }
}

/** The attribute Hotjar masks an element's content by (its documented suppression). */
export const HOTJAR_SUPPRESS = 'data-hj-suppress'

/** Marks every field under `root` for Hotjar to mask, now and as fields appear; returns the stop. */
export function suppressFields(root: ParentNode & Node, observe: (callback: () => void) => () => void): () => void {
  const mark = () => {
    for (const field of root.querySelectorAll(
      `input:not([${HOTJAR_SUPPRESS}]), textarea:not([${HOTJAR_SUPPRESS}]), select:not([${HOTJAR_SUPPRESS}])`,
    ))
      field.setAttribute(HOTJAR_SUPPRESS, '')
  }
  mark()
  return observe(mark)
}

/**
 * Hotjar's tracking code, as its snippet sets it up (`hj` queue, `_hjSettings`, the site's
 * script). Hotjar masks keystrokes by default; every field is marked for suppression as well, so
 * what a field shows (a prefilled name, a chosen bank) is masked too.
 */
export function hotjar(siteId: number, host: VendorHost) {
  const g = host.globals
  if (!g.hj) {
    const queue = ((...args: unknown[]) => {
      ;(queue.q = queue.q ?? []).push(args)
    }) as NonNullable<VendorGlobals['hj']>
    g.hj = queue
  }
  g._hjSettings = { hjid: siteId, hjsv: 6 }
  host.loadScript(`https://static.hotjar.com/c/hotjar-${siteId}.js?sv=6`)
  return {
    /** Hotjar's user id, sent with an application as `hotjarUserId`. */
    userId: (): string | undefined => g.hj?.globals?.get?.('userId') || undefined,
  }
}

/**
 * JuicyScore: its script, then `juicyScoreApi.getSessionId()` (a promise) once it ran; the
 * session id is kept for the application (`juicySessionId`), asked again while there is none.
 */
export function juicyScore(scriptUrl: string, host: VendorHost) {
  const g = host.globals
  let sessionId: string | undefined
  const ask = () => {
    const answer = g.juicyScoreApi?.getSessionId?.()
    void Promise.resolve(answer).then(
      (id) => {
        if (typeof id === 'string' && id) sessionId = id
      },
      () => undefined,
    )
  }
  host.loadScript(scriptUrl, ask)
  return {
    sessionId(): string | undefined {
      if (!sessionId) ask()
      return sessionId
    },
  }
}

/** How often iovation's blackbox is read while its collection runs, and how many times at most. */
export const BLACKBOX_READ_MS = 1_000
export const BLACKBOX_READS = 60

/**
 * iovation FraudForce: the loader's settings on `IGLOO`, the loader, then `IGLOO.getBlackbox()`
 * read once it ran and again every BLACKBOX_READ_MS until it says `finished` (a blackbox grows
 * while its collection runs): each new one is told to `collected`, which keeps it in the flow's
 * state for the application to carry.
 */
export function iovation(scriptUrl: string, host: VendorHost, collected: (blackbox: string) => void) {
  const g = host.globals
  g.IGLOO = g.IGLOO ?? {}
  Object.assign(g.IGLOO, { enable_rip: true, enable_flash: false, install_flash: false, loader: { version: 'general5' } })
  let last: string | undefined
  let reads = 0
  const read = () => {
    const box = g.IGLOO?.getBlackbox?.()
    if (box?.blackbox && box.blackbox !== last) collected((last = box.blackbox))
    reads += 1
    if (!box?.finished && reads < BLACKBOX_READS) host.later(read, BLACKBOX_READ_MS)
  }
  host.loadScript(scriptUrl, read)
}
