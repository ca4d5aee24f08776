import { useLingui } from '@lingui/react/macro'
import { Outlet, useMatches, useParams } from '@tanstack/react-router'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { DEFAULT_LOCALE, isLocale, registrationProgress, type RouteName } from '../../machines/routes'
import { ErrorPage } from '../screens/error/ErrorPage'
import { Frame } from '../screens/frame/Frame'
import { TITLES } from '../screens/titles'
import { BRAND } from './site'
import { useIsAdmin, usePageFailure, useSessionUser } from './hooks'
import { CAT_INFO } from '../screens/popups'
import { authActor, popupActor } from './system'

const InFrame = createContext(false)

/** The locale of the current URL, for components outside the locale route (root-level errors). */
export function useLocale(): string {
  const params = useParams({ strict: false }) as { locale?: string }
  return isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
}

/** Header and footer around a page, unless it is already inside them. */
export function Framed({ children, routeName }: { children: ReactNode; routeName?: RouteName }) {
  const inFrame = useContext(InFrame)
  const locale = useLocale()
  const user = useSessionUser()
  if (inFrame) return <>{children}</>
  return (
    <InFrame.Provider value>
      <Frame
        locale={locale}
        user={user}
        onLogout={() => authActor.send({ type: 'logout' })}
        onExplainCat={() => popupActor.send({ type: 'popup.open', id: CAT_INFO })}
        progress={registrationProgress(routeName)}
      >
        {children}
      </Frame>
    </InFrame.Provider>
  )
}

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
  useEffect(() => {
    document.title = name ? `${i18n._(TITLES[name])} · ${BRAND}` : BRAND
  }, [name, i18n])

  const content = failure ? (
    <ErrorPage status={failure.status} message={failure.message} isAdmin={isAdmin} locale={locale} />
  ) : (
    <Outlet />
  )
  if (leaf?.staticData.layout === 'print' && !failure) return <main className="print-layout">{content}</main>
  return <Framed routeName={name}>{content}</Framed>
}
