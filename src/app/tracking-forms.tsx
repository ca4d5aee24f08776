import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The layout of the pages whose forms are tracked (registration, application): behaviour is
 * collected while one of them is shown. The tracking code loads after the page, on its own.
 */
export function TrackedForms() {
  useEffect(() => {
    let live = true
    let detach: (() => void) | null = null
    void import('./tracking').then(({ attachTracking }) => {
      if (live) detach = attachTracking()
    })
    return () => {
      live = false
      detach?.()
    }
  }, [])
  return <Outlet />
}
