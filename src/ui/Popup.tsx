import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { ActorRefFrom } from 'xstate'
import type { popupMachine } from '../../machines/popup.machine'
import { cx } from './cx'
import { CloseIcon } from './icons'

export interface PopupProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: ReactNode
  children: ReactNode
  className?: string
}

/** A dialog over the page that fades in over 0.5 s (spec part 2); Escape and the backdrop close it. */
export function Popup({ isOpen, onOpenChange, title, children, className }: PopupProps) {
  const { t } = useLingui()
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="ui-overlay ui-popup-overlay">
      <Modal className={cx('ui-popup', className)}>
        <Dialog className="ui-popup__dialog">
          {({ close }) => (
            <>
              <div className="ui-dialog__header">
                <Heading slot="title" level={2} className="ui-dialog__title">
                  {title}
                </Heading>
                <AriaButton className="ui-icon-button" onPress={close} aria-label={t`Close`}>
                  <CloseIcon />
                </AriaButton>
              </div>
              <div className="ui-popup__body">{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** The content of a popup the machine may open, found by the id in its `popup.open` event. */
export interface PopupDefinition {
  id: string
  title: ReactNode
  body: ReactNode
}

export type PopupActor = ActorRefFrom<typeof popupMachine>

export interface PopupHostProps {
  actor: PopupActor
  /** Every popup this part of the app may open; the machine knows only their ids. */
  popups: readonly PopupDefinition[]
}

/** Shows the popup the popup actor has open, if its id is among `popups`. */
export function PopupHost({ actor, popups }: PopupHostProps) {
  const openId = useSelector(actor, (snapshot) => snapshot.context.current?.id ?? null)
  const popup = openId === null ? undefined : popups.find((candidate) => candidate.id === openId)
  if (!popup) return null
  return (
    // A new key per popup: a replacing popup mounts afresh and fades in again.
    <Popup
      key={popup.id}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'popup.close' })
      }}
      title={popup.title}
    >
      {popup.body}
    </Popup>
  )
}
