import { Trans, useLingui } from '@lingui/react/macro'
import { CONTACTS } from '../../domain/facts'
import { displayName } from '../../domain/display-name'
import { Button, Drawer, Link } from '../../ui'
import type { FrameUser } from './frame-user'
import { CustomerCareHours } from './ContactHours'
import { ContactLines } from './ContactLines'
import { TOP_NAV } from './nav'

export interface MobileDrawerProps {
  locale: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  user: FrameUser | null
  onLogout: () => void
  /** Opens the chat (the menu closes first); null when no chat is configured. */
  onOpenChat: (() => void) | null
}

/** The phone-width menu (below 768 px): navigation, account and contacts. */
export function MobileDrawer({ locale, isOpen, onOpenChange, user, onLogout, onOpenChat }: MobileDrawerProps) {
  const { t, i18n } = useLingui()
  const close = () => onOpenChange(false)
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t`Menu`}>
      <nav aria-label={t`Main`} className="drawer-nav">
        <ul>
          {TOP_NAV.map((item) => (
            <li key={item.path}>
              <Link href={`/${locale}${item.path}`} variant="nav" onClick={close}>
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="drawer-account">
        {user ? (
          <>
            <p className="drawer-account__name">{displayName(user)}</p>
            {!user.admin && (
              <ul>
                <li>
                  <Link href={`/${locale}/profile`} variant="nav" onClick={close}>
                    <Trans>Profile</Trans>
                  </Link>
                </li>
                <li>
                  <Link href={`/${locale}/profile/my-loan`} variant="nav" onClick={close}>
                    <Trans>My loan</Trans>
                  </Link>
                </li>
              </ul>
            )}
            <Button variant="secondary" onPress={onLogout}>
              <Trans>Log out</Trans>
            </Button>
          </>
        ) : (
          <Link href={`/${locale}/ingresar`} variant="button" onClick={close}>
            <Trans>Log in</Trans>
          </Link>
        )}
      </div>
      <section className="drawer-contacts" aria-labelledby="drawer-contacts-title">
        <h3 id="drawer-contacts-title">
          <Trans>Customer care</Trans>
        </h3>
        <ContactLines contact={CONTACTS.customerCare} />
        <p>
          <CustomerCareHours />
        </p>
        {onOpenChat && (
          <Button
            variant="secondary"
            onPress={() => {
              // The chat's box opens over the page: the menu (a modal) must not hold the focus.
              close()
              onOpenChat()
            }}
          >
            <Trans>Chat with us</Trans>
          </Button>
        )}
      </section>
    </Drawer>
  )
}
