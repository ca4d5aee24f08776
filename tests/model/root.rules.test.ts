import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { POPUPS } from '../../machines/ids'
import { rootMachine } from '../../machines/root.machine'

const start = () => createActor(rootMachine, { input: { auth: { storedToken: null, now: 0 } } }).start()
const popupOf = (root: ReturnType<typeof start>) => root.system.get(POPUPS)!.getSnapshot()

describe('the page-level failure', () => {
  it('shows the status and the message of a page that failed', () => {
    const root = start()
    root.send({ type: 'page.failed', status: 404, message: 'Not found' })
    expect(root.getSnapshot().value).toBe('failed')
    expect(root.getSnapshot().context.error).toEqual({ status: 404, message: 'Not found' })
  })

  it('closes the popup when the route changes, on a working page', () => {
    const root = start()
    root.system.get(POPUPS)!.send({ type: 'popup.open', id: 'cat', autoClose: false })
    root.send({ type: 'route.changed', pathname: '/es/faq' })
    expect(popupOf(root).value).toEqual({ closed: 'idle' })
  })

  it('closes the popup when the route changes away from the error page', () => {
    const root = start()
    root.send({ type: 'page.failed', status: 500, message: 'down' })
    root.system.get(POPUPS)!.send({ type: 'popup.open', id: 'cat', autoClose: false })
    root.send({ type: 'route.changed', pathname: '/es/' })
    expect(root.getSnapshot().value).toBe('running')
    expect(popupOf(root).value).toEqual({ closed: 'idle' })
  })
})
