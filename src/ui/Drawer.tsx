import { ModalDialog, type ModalDialogProps } from './ModalDialog'

export type DrawerProps = ModalDialogProps

/** A panel sliding in from the right, full height, at most 320 px wide. */
export function Drawer(props: DrawerProps) {
  return <ModalDialog kind="drawer" {...props} />
}
