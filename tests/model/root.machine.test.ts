import { describe, expect, it } from 'vitest'
import { assign, createActor, createMachine } from 'xstate'
import { AUTH, POPUPS, TOASTS } from '../../machines/ids'
import { rootMachine } from '../../machines/root.machine'

function start() {
  return createActor(rootMachine, { input: { auth: { storedToken: null, now: 0 } } }).start()
}

describe('root machine', () => {
  it('spawns the auth actor under its system id', () => {
    expect(start().system.get(AUTH)?.getSnapshot().matches('loggedOut')).toBe(true)
  })

  it("shows 'ERP response {status} {path}' for an answer of 500 or above", () => {
    const root = start()
    root.send({ type: 'erp.failed', status: 502, path: '/web/private/client/flow' })
    expect(root.getSnapshot().value).toBe('failed')
    expect(root.getSnapshot().context.error).toEqual({ status: 502, message: 'ERP response 502 /web/private/client/flow' })
  })

  it('clears the failure when the route changes', () => {
    const root = start()
    root.send({ type: 'page.failed', status: 503, message: 'down' })
    root.send({ type: 'route.changed', pathname: '/es/' })
    expect(root.getSnapshot().value).toBe('running')
    expect(root.getSnapshot().context.error).toBeNull()
  })
})

describe('root machine and popups', () => {
  it('closes an open popup when the route changes', () => {
    const root = start()
    const popups = root.system.get(POPUPS)!
    popups.send({ type: 'popup.open', id: 'info' })
    expect(popups.getSnapshot().context.current?.id).toBe('info')
    root.send({ type: 'route.changed', pathname: '/es/contactos' })
    expect(popups.getSnapshot().context.current).toBeNull()
  })

  it('spawns the toast queue under its system id', () => {
    expect(start().system.get(TOASTS)?.getSnapshot().value).toBe('empty')
  })
})

describe('root machine: actors that join later', () => {
  it('spawns a joining actor under its system id, once', () => {
    const root = start()
    const counter = createMachine({
      id: 'counter',
      context: { n: 0 },
      on: { bump: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    })
    root.send({ type: 'actor.join', systemId: 'counter', logic: counter })
    const first = root.system.get('counter')
    first?.send({ type: 'bump' })
    root.send({ type: 'actor.join', systemId: 'counter', logic: counter })
    expect(root.system.get('counter')).toBe(first)
    expect(first?.getSnapshot().context.n).toBe(1)
  })
})
