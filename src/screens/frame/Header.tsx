import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { BRAND } from '../../domain/facts'
import { displayName } from '../../domain/display-name'
import { Button, Link, ProgressBar } from '../../ui'
import { TOP_NAV } from './nav'
import type { FrameUser } from './frame-user'

// Overlays load on demand: a guest on the landing page never downloads the menu or the drawer.
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })))
const DropdownMenu = lazy(() => import('../../ui/DropdownMenu').then((m) => ({ default: m.DropdownMenu })))

export interface HeaderProps {
  locale: string
  user: FrameUser | null
  onLogout: () => void
  /** Registration progress in percent of the 100 steps, or null when not in registration. */
  progress: number | null
  /** Opens the chat; absent when no chat is configured. */
  onOpenChat?: (() => void) | null
}

export function Header({ locale, user, onLogout, progress, onOpenChat }: HeaderProps) {
  const { t, i18n } = useLingui()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const menuItems = [
    ...(user?.admin
      ? []
      : [
          { id: 'profile', label: t`Profile`, href: `/${locale}/profile` },
          { id: 'my-loan', label: t`My loan`, href: `/${locale}/profile/my-loan` },
        ]),
    { id: 'logout', label: t`Log out`, onAction: onLogout },
  ]
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link href={`/${locale}/`} variant="nav" className="site-header__brand" aria-label={t`${BRAND}, home page`}>
          <span className="site-header__logo" aria-hidden="true">
            L
          </span>
          {BRAND}
        </Link>
        <nav className="site-header__nav" aria-label={t`Main`}>
          <ul>
            {TOP_NAV.map((item) => (
              <li key={item.path}>
                <Link href={`/${locale}${item.path}`} variant="nav">
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {onOpenChat && (
          <Button variant="ghost" className="site-header__chat" onPress={onOpenChat}>
            <Trans>Chat with us</Trans>
          </Button>
        )}
        <div className="site-header__account">
          {user ? (
            <Suspense fallback={<span className="ui-dropdown__trigger">{displayName(user)}</span>}>
              <DropdownMenu label={displayName(user)} ariaLabel={t`Account menu of ${displayName(user)}`} items={menuItems} />
            </Suspense>
          ) : (
            <Link href={`/${locale}/ingresar`} variant="button">
              <Trans>Log in</Trans>
            </Link>
          )}
        </div>
        <Button
          variant="ghost"
          className="site-header__menu-button"
          onPress={() => {
            setDrawerWanted(true)
            setDrawerOpen(true)
          }}
          aria-label={t`Open menu`}
        >
          <span className="hamburger" aria-hidden="true" />
        </Button>
      </div>
      {progress !== null && (
        <div className="site-header__progress">
          <ProgressBar value={progress} label={t`Application progress`} showValueLabel />
        </div>
      )}
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer
            locale={locale}
            isOpen={drawerOpen}
            onOpenChange={setDrawerOpen}
            user={user}
            onOpenChat={onOpenChat ?? null}
            onLogout={() => {
              setDrawerOpen(false)
              onLogout()
            }}
          />
        </Suspense>
      )}
    </header>
  )
}
