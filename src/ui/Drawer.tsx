import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { cx } from './cx'
import { CloseIcon } from './icons'

export interface DrawerProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: ReactNode
  children: ReactNode
  className?: string
}

/**
 * A panel sliding in from the right, full height, at most 320 px wide. Escape, a press on
 * the backdrop and the close button close it; focus stays inside while it is open.
 */
export function Drawer({ isOpen, onOpenChange, title, children, className }: DrawerProps) {
  const { t } = useLingui()
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="ui-overlay ui-drawer-overlay">
      <Modal className={cx('ui-drawer', className)}>
        <Dialog className="ui-drawer__dialog">
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
              <div className="ui-drawer__body">{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
