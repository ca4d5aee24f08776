import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Behaviour } from '../../machines/tracking.machine'
import { collectBehaviour } from './tracking-collector'

/** The origin of every `at` of the page: collection times run on across forms and sessions. */
const origin = performance.now()

/**
 * The layout of the pages whose forms are tracked (registration, application): behaviour is
 * collected from the moment one of them is shown. The collector is small and comes with the
 * page; the tracking actor and its ERP calls load after it, on their own, and are handed what
 * was collected meanwhile (the first keys of a quick typist are not lost).
 */
export function TrackedForms() {
  useEffect(() => {
    let live = true
    const held: Behaviour[] = []
    let deliver: (event: Behaviour) => void = (event) => void held.push(event)
    const detach = collectBehaviour(document, (event) => deliver(event), { origin })
    void import('./tracking').then(({ trackingSink }) => {
      if (!live) return
      deliver = trackingSink()
      for (const event of held.splice(0)) deliver(event)
    })
    return () => {
      live = false
      detach()
    }
  }, [])
  return <Outlet />
}
