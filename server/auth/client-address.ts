import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'

/**
 * Which peers may tell the ERP who the client is (TRUST_PROXY):
 * - `none`: nobody; the socket's peer is the client and X-Forwarded-For is ignored;
 * - `hops`: the nearest `hops` proxies (the socket's peer and the next ones to its left in
 *   X-Forwarded-For), whatever their addresses;
 * - `list`: peers whose address is in `ranges` (addresses, CIDRs, or the names `loopback`,
 *   `linklocal`, `uniquelocal`), however many in a row.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; ranges: readonly string[]; trusted: BlockList }

export const TRUST_NONE: TrustProxy = { kind: 'none' }

/** The named ranges Express and most proxies know, so a deployment can say `loopback`. */
const NAMED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/**
 * Reads TRUST_PROXY: unset, empty, `0` or `false` trusts nobody; a whole number is a hop count;
 * anything else is a list of addresses, CIDRs and range names separated by commas or spaces.
 * A malformed entry stops the start rather than trusting something nobody meant.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim()
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return TRUST_NONE
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw)
    if (hops > 32) throw new Error(`TRUST_PROXY: ${hops} proxy hops is not a real deployment (at most 32).`)
    return { kind: 'hops', hops }
  }
  const ranges = raw.split(/[\s,]+/).filter(Boolean)
  const trusted = new BlockList()
  for (const entry of ranges) {
    for (const range of NAMED[entry.toLowerCase()] ?? [entry]) addRange(trusted, range)
  }
  return { kind: 'list', ranges, trusted }
}

function addRange(list: BlockList, range: string): void {
  const [address = '', prefix, ...rest] = range.split('/')
  const family = isIP(address)
  const bits = prefix === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1
  if (family === 0 || rest.length > 0 || bits < 0 || bits > (family === 6 ? 128 : 32)) {
    throw new Error(`TRUST_PROXY: "${range}" is neither an address, a CIDR nor one of loopback, linklocal, uniquelocal.`)
  }
  list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4')
}

/** How TRUST_PROXY reads back, for the start-up log. */
export function describeTrustProxy(trust: TrustProxy): string {
  switch (trust.kind) {
    case 'none':
      return 'nobody (the socket address is the client)'
    case 'hops':
      return `the nearest ${trust.hops} proxy hop${trust.hops === 1 ? '' : 's'}`
    case 'list':
      return trust.ranges.join(', ')
  }
}

/**
 * One address in its canonical spelling, or null when it is not an address: IPv4 as is, an
 * IPv4-mapped IPv6 address as its IPv4, other IPv6 lower-cased and compressed; a port
 * (`1.2.3.4:5678`, `[::1]:443`), brackets and a zone (`%eth0`) are dropped.
 */
export function canonicalAddress(entry: string): string | null {
  let text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  text = text.replace(/%[\w.-]+$/, '')
  const family = isIP(text)
  if (family === 4) return text
  if (family !== 6) return null
  // The WHATWG URL parser spells IPv6 canonically (RFC 5952): lower case, longest zero run compressed.
  const spelled = new URL(`http://[${text}]/`).hostname.slice(1, -1)
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(spelled)
  if (hexMapped) {
    const high = parseInt(hexMapped[1]!, 16)
    const low = parseInt(hexMapped[2]!, 16)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return spelled
}

function isTrusted(trust: Extract<TrustProxy, { kind: 'list' }>, address: string): boolean {
  return trust.trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client address behind trusted proxies: the socket's peer first, then X-Forwarded-For
 * read from the right (each proxy appends the address it saw), skipping trusted hops; the first
 * hop not trusted is the client. Entries to its left were written by the client itself and are
 * never read, so a caller cannot choose its own address. An entry that is not an address ends
 * the walk at the trusted hop that handed it over: garbage cannot mint fresh addresses either.
 */
export function resolveClientAddress(trust: TrustProxy, peer: string | undefined, forwardedFor: string | undefined): string {
  const socket = peer === undefined ? null : canonicalAddress(peer)
  if (socket === null) return peer?.trim() || 'unknown'
  if (trust.kind === 'none' || forwardedFor === undefined) return socket
  const chain = forwardedFor.split(',').reverse()
  let current = socket
  for (let hop = 0; ; hop += 1) {
    const trusted = trust.kind === 'hops' ? hop < trust.hops : isTrusted(trust, current)
    if (!trusted) return current
    const entry = chain[hop]
    if (entry === undefined) return current
    const next = canonicalAddress(entry)
    if (next === null) return current
    current = next
  }
}

/** The socket's peer: @hono/node-server puts the Node request in c.env.incoming. */
export function peerAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress
}

/** The caller's address, for per-address limits, fault rules and records (see resolveClientAddress). */
export function clientAddress(c: Context, trust: TrustProxy): string {
  return resolveClientAddress(trust, peerAddress(c), c.req.header('x-forwarded-for'))
}

/**
 * The key a per-address limit counts under: an IPv4 address as is; an IPv6 address by its /64,
 * the block one subscriber line gets, or a single client could count as 2^64 clients.
 */
export function limitKeyOf(address: string): string {
  if (isIP(address) !== 6) return address
  const spelled = new URL(`http://[${address}]/`).hostname.slice(1, -1)
  const groups = expandIpv6(spelled).slice(0, 4)
  return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
}
