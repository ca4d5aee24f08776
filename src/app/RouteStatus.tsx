import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { errorMessage, errorStatus } from '../domain/error-status'
import { ErrorPage } from '../screens/error/ErrorPage'
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload'
import { useIsAdmin } from './hooks'
import { integrations } from './integrations/browser'
import { Framed, useLocale, useTitleOverride } from './LocaleLayout'
import { NOT_FOUND_TITLE } from '../screens/landing-titles'

/** The 404 page: unknown paths and pages whose validity check fails. */
export function NotFound() {
  const locale = useLocale()
  const isAdmin = useIsAdmin()
  useTitleOverride(NOT_FOUND_TITLE)
  return (
    <Framed>
      <ErrorPage status={404} message="This page could not be found" isAdmin={isAdmin} locale={locale} />
    </Framed>
  )
}

/** A page that failed to load: one reload for a missing script chunk, else the error page. */
export function RouteError({ error }: ErrorComponentProps) {
  const locale = useLocale()
  const isAdmin = useIsAdmin()
  const reloading = isChunkLoadError(error) && reloadOnceForChunkError(error)
  useEffect(() => {
    if (!reloading) integrations.errors.capture(error, { page: window.location.pathname })
  }, [error, reloading])
  if (reloading) return null
  return (
    <Framed>
      <ErrorPage status={errorStatus(error)} message={errorMessage(error)} isAdmin={isAdmin} locale={locale} />
    </Framed>
  )
}
