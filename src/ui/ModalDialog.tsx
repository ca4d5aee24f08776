import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { AriaLocale } from './AriaLocale'
import { cx } from './cx'
import { CloseIcon } from './icons'

export interface ModalDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: ReactNode
  children: ReactNode
  className?: string
}

/**
 * The modal dialog behind Popup and Drawer: a titled dialog with a close button; Escape and a
 * press on the backdrop close it, and focus stays inside while it is open. `kind` picks the look.
 */
export function ModalDialog({
  kind,
  isOpen,
  onOpenChange,
  title,
  children,
  className,
}: ModalDialogProps & { kind: 'popup' | 'drawer' }) {
  const { t } = useLingui()
  return (
    <AriaLocale>
      <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={`ui-overlay ui-${kind}-overlay`}>
        <Modal className={cx(`ui-${kind}`, className)}>
          <Dialog className={`ui-${kind}__dialog`}>
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
                <div className={`ui-${kind}__body`}>{children}</div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  )
}
