import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Outlet, useMatches, useParams, useRouterState } from '@tanstack/react-router'
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { asLocale, DEFAULT_LOCALE, isLocale, pathFor, registrationProgress, type RouteName } from '../domain/routes'
import { ErrorPage } from '../screens/error/ErrorPage'
import { Frame } from '../screens/frame/Frame'
import { ResumeBanner } from '../screens/frame/ResumeBanner'
import { takeOver, useHydrated } from '../ui/hydration'
import { i18n } from './i18n'
import { BRAND } from '../domain/facts'
import { useIsAdmin, usePageFailure, useSessionUser } from './hooks'
import { CAT_INFO } from '../screens/popup-ids'
import { authActor, popupActor } from './system'
import { useFlowFrame } from './flow-frame'
import { titleOf } from './titles'
import { useIntegrations } from './integrations/browser'

// Sandbox mode's banner and panel load only when the mode is on.
const SandboxBar = lazy(() => import('./sandbox'))
// The session-recording question loads only where recording is configured and not yet answered.
const RecordingConsent = lazy(() => import('./recording-consent'))

const InFrame = createContext(false)
// Outside the locale layout (a 404 rendered in place of it) the page names the document directly.
const TitleOverride = createContext<(title: MessageDescriptor | null) => void>((title) => {
  if (title) document.title = `${i18n._(title)} · ${BRAND}`
})

/** A page that is not its route's usual screen (the 404 page) names the document itself; null: the route's title. */
export function useTitleOverride(title: MessageDescriptor | null): void {
  const setOverride = useContext(TitleOverride)
  useEffect(() => {
    setOverride(title)
    return () => setOverride(null)
  }, [setOverride, title])
}

/** The locale of the current URL, for components outside the locale route (root-level errors). */
export function useLocale(): string {
  const params = useParams({ strict: false })
  return isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
}

/** Header and footer around a page, unless it is already inside them. */
export function Framed({ children, routeName }: { children: ReactNode; routeName?: RouteName }) {
  const inFrame = useContext(InFrame)
  const locale = useLocale()
  const user = useSessionUser()
  const { progress: flowProgress, sandbox, resume } = useFlowFrame()
  const { openChat, recording, chooseRecording } = useIntegrations()
  // A hydrated page is the app's once hydrated and rendered with the visitor's values (ui/hydration.ts).
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) takeOver()
  }, [hydrated])
  if (inFrame) return <>{children}</>
  // The flow's own progress (the flow guard's 30 for a guest) where it is ahead of the route's.
  const progress = registrationProgress(routeName) ?? (flowProgress > 0 ? 0 : null)
  return (
    <InFrame.Provider value>
      <Frame
        locale={locale}
        user={user}
        onLogout={() => authActor.send({ type: 'logout' })}
        onExplainCat={() => popupActor.send({ type: 'popup.open', id: CAT_INFO })}
        progress={progress === null ? null : Math.max(progress, flowProgress)}
        onOpenChat={openChat ? () => openChat(user?.firstName?.trim() || null) : null}
      >
        {sandbox && (
          <Suspense fallback={null}>
            <SandboxBar />
          </Suspense>
        )}
        {resume && resume !== routeName && <ResumeBanner href={pathFor(resume, asLocale(locale))} />}
        {children}
        {recording === 'ask' && (
          <Suspense fallback={null}>
            <RecordingConsent locale={locale} onChoose={chooseRecording} />
          </Suspense>
        )}
      </Frame>
    </InFrame.Provider>
  )
}

const trimSlash = (path: string) => path.replace(/\/+$/, '')

/** Every page under `/{locale}`: the frame (or the bare print layout) and the full error page. */
export function LocaleLayout() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  const name = leaf?.staticData.name
  const failure = usePageFailure()
  const isAdmin = useIsAdmin()

  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  const [override, setOverride] = useState<MessageDescriptor | null>(null)
  useEffect(() => {
    const title = override ?? (name ? titleOf(name) : null)
    document.title = title ? `${i18n._(title)} · ${BRAND}` : BRAND
  }, [name, override, i18n])

  // Pages fade in over 0.2 s when the user moves between them, never on the first
  // paint, which must not wait for an animation. The fade starts when the new page is there (the
  // matches shown are the new location's), not while the old page still shows; the old page is
  // inert meanwhile, so that nothing is typed into a page that is going away.
  const shown = trimSlash(leaf?.pathname ?? '')
  // (A settled router is never leaving: a not-found page's match has a shorter path than the URL.)
  const leaving = useRouterState({
    select: (state) => state.status === 'pending' && trimSlash(state.location.pathname) !== shown,
  })
  const firstPath = useRef(shown)
  const moved = useRef(false)
  if (shown !== firstPath.current) moved.current = true
  // Each step's heading takes the focus after a step change (./heading-focus.ts). The home page
  // has no steps of its own: opened first, it does not load the watcher (its start-up budget).
  useEffect(() => {
    const root = document.getElementById('main')
    if (!root || (!moved.current && name === 'home')) return
    let stop: (() => void) | undefined
    let live = true
    const cameFrom = moved.current
    void import('./heading-focus').then(
      ({ watchHeadings }) => {
        if (live) stop = watchHeadings(root, cameFrom)
      },
      () => undefined,
    )
    return () => {
      live = false
      stop?.()
    }
  }, [shown, name])

  const content = failure ? (
    <ErrorPage status={failure.status} message={failure.message} isAdmin={isAdmin} locale={locale} />
  ) : (
    <div key={moved.current ? shown : 'first'} className={moved.current ? 'page-fade' : 'page-frame'} inert={leaving}>
      <Outlet />
    </div>
  )
  return (
    <TitleOverride.Provider value={setOverride}>
      {leaf?.staticData.layout === 'print' && !failure ? (
        <main className="print-layout">{content}</main>
      ) : (
        <Framed routeName={name}>{content}</Framed>
      )}
    </TitleOverride.Provider>
  )
}
