import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { ApplicationCheck, CHECKING_TITLE } from '../screens/application/ApplicationCheck'
import { applicationActor, pageCheckOf, useApplication, useOpenApplicationScreen, type ApplicationRoute } from './application'
import { useTitleOverride } from './LocaleLayout'

export interface ApplicationPageProps {
  route: ApplicationRoute
  /** The page's screen, shown once the machine confirms the page. */
  children: ReactNode
  /** A title of the confirmed page other than its route's (the loading page of a canceled application). */
  title?: MessageDescriptor | null
}

/**
 * Every application page: it opens (useOpenApplicationScreen) and shows its screen only once the
 * application machine confirms it, that is, projects this very page; until then, and while the page
 * is being replaced by the one the state projects, a neutral check with a neutral document title.
 */
export function ApplicationPage({ route, children, title = null }: ApplicationPageProps) {
  useOpenApplicationScreen(route)
  const check = useApplication((snapshot) => pageCheckOf(snapshot, route))
  useTitleOverride(check === 'confirmed' ? title : CHECKING_TITLE)
  if (check !== 'confirmed')
    return <ApplicationCheck state={check} onRetry={() => applicationActor().send({ type: 'application.retry' })} />
  return <>{children}</>
}
