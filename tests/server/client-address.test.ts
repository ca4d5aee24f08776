import { describe, expect, it } from 'vitest'
import { canonicalAddress, limitKeyOf, parseTrustProxy, resolveClientAddress } from '../../server/auth/client-address'
import { testServer } from './support/harness'

/**
 * Which address the per-address limits count: the address the last trusted proxy saw. Each
 * proxy appends the address it got the request from to X-Forwarded-For, so the list is read from
 * the right; entries left of the first untrusted hop were written by the client and never count.
 */

const none = parseTrustProxy(undefined)
const oneHop = parseTrustProxy('1')
const twoHops = parseTrustProxy('2')
const loopback = parseTrustProxy('loopback')
const internal = parseTrustProxy('127.0.0.1, 10.0.0.0/8')
const ipv6Proxies = parseTrustProxy('loopback,2001:db8:ffff::/48')

describe('the client address behind trusted proxies', () => {
  it.each([
    // [what, trust, socket peer, X-Forwarded-For, address counted]
    ['no proxy trusted: the socket, whatever the header says', none, '203.0.113.9', '198.51.100.1', '203.0.113.9'],
    [
      'one hop: the address the proxy saw, not the spoofed first entry',
      oneHop,
      '10.0.0.2',
      '6.6.6.6, 198.51.100.7',
      '198.51.100.7',
    ],
    ['one hop, no header: the socket', oneHop, '10.0.0.2', undefined, '10.0.0.2'],
    ['two hops: the entry left of the inner proxy', twoHops, '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.3', '198.51.100.7'],
    ['two hops, one in the header: the leftmost known', twoHops, '10.0.0.2', '198.51.100.7', '198.51.100.7'],
    ['loopback trusted: the header read from a loopback peer', loopback, '127.0.0.1', '198.51.100.8', '198.51.100.8'],
    ['loopback trusted: a spoofed first entry ignored', loopback, '127.0.0.1', '1.1.1.1, 198.51.100.8', '198.51.100.8'],
    [
      'loopback trusted: a stranger peer is the client, its header ignored',
      loopback,
      '203.0.113.50',
      '198.51.100.8',
      '203.0.113.50',
    ],
    [
      'a list: trusted hops skipped from the right',
      internal,
      '127.0.0.1',
      '6.6.6.6, 198.51.100.9, 10.1.2.3, 10.9.9.9',
      '198.51.100.9',
    ],
    ['a list: every hop trusted, the leftmost entry', internal, '127.0.0.1', '10.1.1.1, 10.2.2.2', '10.1.1.1'],
    [
      'IPv6: an untrusted client behind a trusted IPv6 proxy',
      ipv6Proxies,
      '2001:db8:ffff::1',
      '2001:DB8:1:2:0:0:0:5',
      '2001:db8:1:2::5',
    ],
    ['IPv6 loopback peer', loopback, '::1', '2001:db8::77', '2001:db8::77'],
    [
      'IPv4-mapped IPv6 peer, as Node reports a dual-stack socket',
      loopback,
      '::ffff:127.0.0.1',
      '198.51.100.10',
      '198.51.100.10',
    ],
    ['IPv4-mapped IPv6 entry', loopback, '127.0.0.1', '::ffff:198.51.100.11', '198.51.100.11'],
    ['an entry with a port', oneHop, '10.0.0.2', '198.51.100.12:51234', '198.51.100.12'],
    ['a bracketed IPv6 entry with a port', oneHop, '10.0.0.2', '[2001:db8::9]:443', '2001:db8::9'],
    ['garbage where the client should be: the proxy that sent it', oneHop, '10.0.0.2', 'not-an-address', '10.0.0.2'],
    ['an empty entry: the proxy that sent it', loopback, '127.0.0.1', '198.51.100.13, ', '127.0.0.1'],
    ['only commas', loopback, '127.0.0.1', ', , ,', '127.0.0.1'],
    ['garbage left of the client is never read', oneHop, '10.0.0.2', 'x, y, 198.51.100.14', '198.51.100.14'],
    ['a huge repeated entry is garbage', oneHop, '10.0.0.2', '1.2.3.4'.repeat(500), '10.0.0.2'],
  ] as const)('%s', (_, trust, peer, forwardedFor, expected) => {
    expect(resolveClientAddress(trust, peer, forwardedFor)).toBe(expected)
  })

  it('answers "unknown" without a socket (an in-process request)', () => {
    expect(resolveClientAddress(oneHop, undefined, '198.51.100.1')).toBe('unknown')
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['false', { kind: 'none' }],
    ['1', { kind: 'hops', hops: 1 }],
    ['3', { kind: 'hops', hops: 3 }],
  ])('reads %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected)
  })

  it('reads a list of addresses, CIDRs and range names', () => {
    const trust = parseTrustProxy('loopback, 10.0.0.0/8 192.168.1.7,fd00::/8')
    expect(trust).toMatchObject({ kind: 'list', ranges: ['loopback', '10.0.0.0/8', '192.168.1.7', 'fd00::/8'] })
    expect(resolveClientAddress(trust, '192.168.1.7', '198.51.100.1')).toBe('198.51.100.1')
    expect(resolveClientAddress(trust, '192.168.1.8', '198.51.100.1')).toBe('192.168.1.8')
    expect(resolveClientAddress(trust, 'fd00::1', '198.51.100.1')).toBe('198.51.100.1')
  })

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', 'fe80::/129', '99'])('refuses %j at start', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/)
  })
})

describe('address spelling and limit keys', () => {
  it.each([
    ['198.51.100.1', '198.51.100.1'],
    [' 198.51.100.1 ', '198.51.100.1'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['::FFFF:10.1.2.3', '10.1.2.3'],
    ['0:0:0:0:0:ffff:0a01:0203', '10.1.2.3'],
    ['fe80::1%eth0', 'fe80::1'],
    ['1.2.3', null],
    ['unknown', null],
  ])('%j is %j', (entry, expected) => {
    expect(canonicalAddress(entry)).toBe(expected)
  })

  it.each([
    ['198.51.100.1', '198.51.100.1'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['unknown', 'unknown'],
  ])('an IPv6 address counts by its /64: %j under %j', (address, key) => {
    expect(limitKeyOf(address)).toBe(key)
  })
})

const server = await testServer()

describe('over HTTP', () => {
  it('counts a login failure under the address the trusted proxy saw, not the one the client wrote', async () => {
    const headers = { 'X-Forwarded-For': '6.6.6.6, 198.51.100.77' }
    await server.call('POST', '/web/public/client/login', {
      body: { login: 'nadie-proxy@example.mx', password: 'Mal1234' },
      headers,
    })
    const keys = await server.db.selectFrom('rate_limit_hits').select('key').where('bucket', '=', 'login_failure').execute()
    expect(keys.map((row) => row.key)).toContain('ip:198.51.100.77')
    expect(keys.map((row) => row.key)).not.toContain('ip:6.6.6.6')
  })
})
