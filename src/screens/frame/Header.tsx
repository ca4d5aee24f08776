import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { BRAND } from '../../app/site'
import { displayName } from '../../domain/display-name'
import { Button, DropdownMenu, Link, ProgressBar } from '../../ui'
import { MobileDrawer } from './MobileDrawer'
import { TOP_NAV } from './nav'

export interface FrameUser {
  firstName?: string
  email?: string
}

export interface HeaderProps {
  locale: string
  user: FrameUser | null
  onLogout: () => void
  /** Registration progress in percent of the 100 steps, or null when not in registration. */
  progress: number | null
}

export function Header({ locale, user, onLogout, progress }: HeaderProps) {
  const { t, i18n } = useLingui()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const menuItems = [
    { id: 'profile', label: t`Profile`, href: `/${locale}/profile` },
    { id: 'my-loan', label: t`My loan`, href: `/${locale}/profile/my-loan` },
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
        <div className="site-header__account">
          {user ? (
            <DropdownMenu label={displayName(user)} ariaLabel={t`Account menu of ${displayName(user)}`} items={menuItems} />
          ) : (
            <Link href={`/${locale}/ingresar`} variant="button">
              <Trans>Log in</Trans>
            </Link>
          )}
        </div>
        <Button variant="ghost" className="site-header__menu-button" onPress={() => setDrawerOpen(true)} aria-label={t`Open menu`}>
          <span className="hamburger" aria-hidden="true" />
        </Button>
      </div>
      {progress !== null && (
        <div className="site-header__progress">
          <ProgressBar value={progress} label={t`Application progress`} showValueLabel />
        </div>
      )}
      <MobileDrawer
        locale={locale}
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        user={user}
        onLogout={() => {
          setDrawerOpen(false)
          onLogout()
        }}
      />
    </header>
  )
}
